import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { INVALID_TAB_MESSAGE, roleOfInboxTab, type InboxTab } from '@variegata/transaction-process/inbox-tab';
import { InboxPage } from '~/inbox/InboxPage';
import { loadInbox } from '~/inbox/inbox.server';
import ordersStyles from '~/orders/orders.css?url';
import { requireUser } from '~/server/guards.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Inbox');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ordersStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // An invalid tab is an error for anyone (spec 3 §2), checked before login.
  const tab = params.tab ?? '';
  if (!roleOfInboxTab(tab).ok) throw new Response(INVALID_TAB_MESSAGE, { status: 404 });
  await requireUser(request, context, 'login');
  return loadInbox(context, tab as InboxTab, new URL(request.url));
}

export default function InboxRoute() {
  return <InboxPage />;
}
