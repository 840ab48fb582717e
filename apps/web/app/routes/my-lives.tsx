import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { EmptyState } from '@variegata/ui/EmptyState';
import { Page } from '~/components/shell/Page';
import { TabBar } from '~/components/shell/TabBar';
import { requireUser } from '~/lib/guards.server';
import { obj } from '~/lib/listing-view';
import { pageMeta } from '~/lib/shell-meta';
import { manageTabs } from '~/lib/shell-tabs';
import { userHasListings } from '~/lib/shell-user.server';
import listingStyles from '~/styles/listing.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: listingStyles }];
export const meta: MetaFunction = () => pageMeta('Your lives');

/**
 * ManageLivesPage (login required, fallback login; sellers only, spec 2 §6). Live sales are run
 * from the app and the marketplace has no live records yet, so the list is empty for now.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, 'login');
  const userType = obj(obj(user.attributes['profile'])['publicData'])['userType'];
  const isSeller = userType === 'seller' || (await userHasListings(context));
  return { isSeller, lives: [] as { id: string; title: string; startsAt: string }[] };
}

export default function ManageLivesPage() {
  const { isSeller, lives } = useLoaderData<typeof loader>();
  return (
    <Page title="Your lives">
      <TabBar label="Your listings and settings" tabs={manageTabs(isSeller)} />
      {!isSeller ? (
        <EmptyState title="Lives are for sellers" description="Publish a listing to become a seller and run live sales in the app." action={<Link to="/l/new" className="vg-button vg-button--primary vg-button--md">Create a listing</Link>} />
      ) : lives.length === 0 ? (
        <EmptyState title="No live sales yet" description="Live sales are hosted in the Variegata app. Your upcoming and past lives will be listed here." />
      ) : (
        <ul className="ml-grid">
          {lives.map((l) => (
            <li key={l.id}>
              <Link to={`/live/${l.id}`}>{l.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
