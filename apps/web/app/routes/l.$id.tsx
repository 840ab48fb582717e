import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { showListing } from '~/listing/page.server';
import { createSlug } from '@variegata/validation/slug';
import { LISTING_LOAD_ERROR } from '~/listing/route.server';

/** ListingPageCanonical /l/{id} (open): a permanent redirect to /l/{slug}/{id}. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const outcome = await showListing(context, id);
  if (outcome.kind === 'not-found') throw new Response('Listing not found', { status: 404, statusText: 'Not Found' });
  if (outcome.kind === 'error') throw new Response(LISTING_LOAD_ERROR, { status: 500, statusText: LISTING_LOAD_ERROR });
  return redirect(`/l/${createSlug(outcome.listing.title)}/${id}`, 301);
}
