/** Loader and action of the listing page routes (normal, canonical and owner variants). */
import { renderedNow } from '~/server/document-cache.server';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { readForm, field } from '~/server/form.server';
import { requireUser } from '~/server/guards.server';
import { LISTING_VARIANTS } from './config';
import { SEND_ENQUIRY_ERROR, sendEnquiry } from './actions.server';
import { listingPageModel, listingShowParams, showListing, type ListingPageModel } from './page.server';
import { apiFor, currentUser } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { createSlug } from '@variegata/validation/slug';

export const LISTING_LOAD_ERROR = 'Loading the listing failed';

export async function loadListingPage(context: AppLoadContext, id: string): Promise<ListingPageModel> {
  const outcome = await showListing(context, id);
  if (outcome.kind === 'not-found') throw new Response('Listing not found', { status: 404, statusText: 'Not Found' });
  if (outcome.kind === 'error') throw new Response(`${LISTING_LOAD_ERROR}. Please try again in a moment.`, { status: 500, statusText: LISTING_LOAD_ERROR });
  // To the second, as the other countdown pages: a signed-out visitor's page can be served again.
  return listingPageModel(context, outcome.listing, renderedNow());
}

/**
 * Draft and pending-approval views for the owner only (spec 2 §2): a listing that is no longer
 * in that state, a 403 or another user's listing send to the normal listing page.
 */
export async function loadListingVariant(request: Request, context: AppLoadContext, params: { slug?: string; id?: string; variant?: string }): Promise<ListingPageModel> {
  const user = await requireUser(request, context, 'login');
  const id = params.id ?? '';
  const normal = `/l/${encodeURIComponent(params.slug ?? 'listing')}/${encodeURIComponent(id)}`;
  const wanted = LISTING_VARIANTS[(params.variant ?? '') as keyof typeof LISTING_VARIANTS];
  if (!wanted) throw new Response('Not found', { status: 404 });
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Response('Listing not found', { status: 404 });
  let listing;
  try {
    listing = await apiFor(context).ownListings.show(listingShowParams(id));
  } catch (error) {
    logUnexpectedResponse('listing page', error);
    const status = apiStatus(error);
    if (status === 403 || status === 404) throw redirect(normal);
    throw new Response(`${LISTING_LOAD_ERROR}. Please try again in a moment.`, { status: 500, statusText: LISTING_LOAD_ERROR });
  }
  const authorId = listing.author?.id;
  if ((authorId && authorId !== user.id) || listing.state !== wanted) {
    throw redirect(`/l/${createSlug(listing.title)}/${id}`);
  }
  const model = await listingPageModel(context, listing, Date.now());
  return { ...model, isOwner: true };
}

/** The listing page's action: the enquiry (intent "enquiry"). */
export type ListingActionAnswer = ReturnType<typeof data<{ error: string; field: string | null }>>;

export async function listingAction(request: Request, context: AppLoadContext, id: string, slug: string): Promise<ListingActionAnswer> {
  const form = await readForm(request, context);
  const intent = field(form, 'intent');
  if (intent !== 'enquiry') return data({ error: 'Unknown action.', field: null }, { status: 400 });
  const user = await currentUser(context);
  if (!user) throw redirect(`/signup?from=${encodeURIComponent(`/l/${slug}/${id}?enquiry=open`)}`);
  const raw = form.get('message');
  const outcome = await sendEnquiry(context, id, typeof raw === 'string' ? raw : '');
  if (!outcome.ok) return data({ error: outcome.message ?? SEND_ENQUIRY_ERROR, field: outcome.meta?.field ?? null }, { status: outcome.meta?.status ?? 502 });
  throw redirect(`/order/${outcome.value.transactionId}/details`);
}
