import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { EmptyState } from '@variegata/ui/EmptyState';
import { MyLivesList } from '~/lives/MyLivesList';
import { Page } from '~/shell/Page';
import { TabBar } from '~/shell/TabBar';
import { requireUser } from '~/server/guards.server';
import { LIVES_UNAVAILABLE } from '~/lives/live-view';
import { myLivesPage, pageParam, type MyLivesPage } from '~/lives/lives.server';
import { pageMeta } from '~/shell/meta';
import { manageTabs } from '~/shell/tabs';
import { userHasListings } from '~/shell/user.server';
import listingStyles from '~/listing/listing.css?url';
import livesStyles from '~/lives/lives.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: listingStyles },
  { rel: 'stylesheet', href: livesStyles },
];
export const meta: MetaFunction = () => pageMeta('Your lives');

/**
 * ManageLivesPage (login required, fallback login; sellers only, spec 2 §6): the seller's live
 * sales from the content service, 42 per page, newest first. A content-service failure shows an
 * error message (503), never an error page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, 'login');
  const isSeller = user.profile.publicData.userType === 'seller' || (await userHasListings(context));
  const page = pageParam(request);
  const result: MyLivesPage | null = isSeller ? await myLivesPage(user.id, page) : null;
  return data({ isSeller, result }, { status: result && !result.ok ? 503 : 200 });
}

export default function ManageLivesPage() {
  const { isSeller, result } = useLoaderData<typeof loader>();
  const total = result?.ok ? result.totalItems : 0;
  return (
    <Page title="Your lives" lead={total > 0 ? `${total} ${total === 1 ? 'live sale' : 'live sales'}. Lives are hosted in the Variegata app.` : undefined}>
      <TabBar label="Your listings and settings" tabs={manageTabs(isSeller)} />
      {!isSeller || !result ? (
        <EmptyState title="Lives are for sellers" description="Publish a listing to become a seller and run live sales in the app." action={<Link to="/l/new" className="vg-button vg-button--primary vg-button--md">Create a listing</Link>} />
      ) : !result.ok ? (
        <p className="el-banner" role="alert">{LIVES_UNAVAILABLE}</p>
      ) : result.lives.length === 0 && result.totalItems === 0 ? (
        <EmptyState title="No live sales yet" description="Live sales are hosted in the Variegata app. Your upcoming and past lives will be listed here." />
      ) : result.lives.length === 0 ? (
        <EmptyState title="No lives on this page" description="This page is past your last live." action={<Link to="/my-lives" className="vg-button vg-button--secondary vg-button--md">Back to the first page</Link>} />
      ) : (
        <MyLivesList lives={result.lives} page={result.page} totalPages={result.totalPages} />
      )}
    </Page>
  );
}
