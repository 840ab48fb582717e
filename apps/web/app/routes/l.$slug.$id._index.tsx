import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ListingPage } from '~/listing/ListingPage';
import { serverEnv, toPublicEnv } from '~/server/env.server';
import { listingMeta } from '~/listing/meta';
import { listingAction, loadListingPage } from '~/listing/route.server';
import { pageMeta } from '~/shell/meta';
import discoveryStyles from '~/styles/discovery.css?url';
import listingStyles from '~/listing/listing.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: discoveryStyles },
  { rel: 'stylesheet', href: listingStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? listingMeta(data.listing, data.canonicalUrl, data.provider.name) : pageMeta('Listing not found'));

/** ListingPage /l/{slug}/{id} (open). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const model = await loadListingPage(context, params.id ?? '');
  return { ...model, layout: toPublicEnv(serverEnv()).listingLayout };
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return listingAction(request, context, params.id ?? '', params.slug ?? 'listing');
}

export default function ListingRoute() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}
