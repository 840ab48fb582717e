import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ListingPage } from '~/components/listing/ListingPage';
import { listingMeta } from '~/lib/listing-meta';
import { listingAction, loadListingPage } from '~/lib/listing-route.server';
import { pageMeta } from '~/lib/shell-meta';
import discoveryStyles from '~/styles/discovery.css?url';
import listingStyles from '~/styles/listing.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: discoveryStyles },
  { rel: 'stylesheet', href: listingStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? listingMeta(data.listing, data.canonicalUrl, data.provider.name) : pageMeta('Listing not found'));

/** ListingPage /l/{slug}/{id} (open). */
export function loader({ params, context }: LoaderFunctionArgs) {
  return loadListingPage(context, params.id ?? '');
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return listingAction(request, context, params.id ?? '', params.slug ?? 'listing');
}

export default function ListingRoute() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}
