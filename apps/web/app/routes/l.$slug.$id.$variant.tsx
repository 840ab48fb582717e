import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ListingPage } from '~/listing/ListingPage';
import { serverEnv, toPublicEnv } from '~/server/env.server';
import { loadListingVariant } from '~/listing/route.server';
import { pageMeta } from '~/shell/meta';
import discoveryStyles from '~/styles/discovery.css?url';
import listingStyles from '~/listing/listing.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: discoveryStyles },
  { rel: 'stylesheet', href: listingStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [...pageMeta(data ? `${data.listing.title} (preview)` : 'Listing preview'), { name: 'robots', content: 'noindex' }];

/** ListingPageVariant: draft and pending-approval views for the owner (login required, fallback login). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const model = await loadListingVariant(request, context, params);
  return { ...model, layout: toPublicEnv(serverEnv()).listingLayout };
}

export default function ListingPageVariant() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}
