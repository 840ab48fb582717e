import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { defaultInboxTab } from '@variegata/transaction-process/inbox-tab';
import { requireUser } from '~/server/guards.server';
import { userHasListings } from '~/shell/user.server';

/** InboxBasePage: sales for users with listings, orders otherwise (login required to know which). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  const tab = defaultInboxTab(await userHasListings(context));
  return redirect(`/inbox/${tab}`);
}
