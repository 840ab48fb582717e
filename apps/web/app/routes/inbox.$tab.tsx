import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { NavLink, useLoaderData } from '@remix-run/react';
import { INVALID_TAB_MESSAGE, roleOfInboxTab, type InboxTab } from '@variegata/transaction-process/inbox';
import { Page, Placeholder } from '~/shell/Page';
import { requireUser } from '~/server/guards.server';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Inbox');

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // An invalid tab is an error for anyone (spec 3 §2), checked before login.
  const tab = params.tab ?? '';
  if (!roleOfInboxTab(tab).ok) throw new Response(INVALID_TAB_MESSAGE, { status: 404 });
  await requireUser(request, context, 'login');
  return { tab: tab as InboxTab };
}

export default function InboxPage() {
  const { tab } = useLoaderData<typeof loader>();
  return (
    <Page title="Inbox" className="page--with-sidebar">
      <nav className="tab-bar" aria-label="Inbox">
        <NavLink to="/inbox/orders" className="tab">Orders</NavLink>
        <NavLink to="/inbox/sales" className="tab">Sales</NavLink>
      </nav>
      <Placeholder>{tab === 'orders' ? 'Your purchases appear here.' : 'Your sales appear here.'}</Placeholder>
    </Page>
  );
}
