import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Page, Placeholder } from '~/components/shell/Page';
import { TabBar } from '~/components/shell/TabBar';
import { requireUser } from '~/lib/guards.server';
import { pageMeta } from '~/lib/shell-meta';
import { manageTabs } from '~/lib/shell-tabs';
import { userHasListings } from '~/lib/shell-user.server';

export const meta: MetaFunction = () => pageMeta('Your listings');

/** ManageListingsPage (login required). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, 'login');
  return { isSeller: await userHasListings(context) };
}

export default function ManageListingsPage() {
  return (
    <Page title="Your listings">
      <TabBar label="Your listings and settings" tabs={manageTabs(useLoaderData<typeof loader>().isSeller)} />
      <Placeholder>Your listings appear here, 42 per page.</Placeholder>
    </Page>
  );
}

