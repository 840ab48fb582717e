/**
 * The listing wizard's payout step (spec 2 §2 EditListingStripeOnboardingPage,
 * `/l/{slug}/{id}/{type}/{tab}/{returnURLType}`): a seller without payout details who publishes a
 * draft is sent through the payout form and the provider's onboarding, which return here; once the
 * payout details are complete the draft is published and the seller lands on the listing.
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { createSlug } from '@variegata/validation/slug';
import { forgetAnonymousListing } from '~/listing/page.server';
import { apiFor } from '~/server/marketplace.server';
import { NEW_LISTING_PARAMS } from '~/shell/config';
import type { OnboardingReturn } from './payout-account.server';

export interface PayoutListing {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly state: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in seller's own listing `id`, or null (not theirs, gone, or not an id). */
export async function ownListingForPayouts(context: AppLoadContext, id: string | null | undefined): Promise<PayoutListing | null> {
  if (!id || !UUID.test(id)) return null;
  try {
    const listing = await apiFor(context).ownListings.show({ id });
    return { id: listing.id, title: listing.title, slug: createSlug(listing.title), state: listing.state };
  } catch (error) {
    const status = apiStatus(error);
    if (status === 400 || status === 403 || status === 404) return null;
    throw error;
  }
}

/** The wizard's payout step of a listing: `/l/{slug}/{id}/draft/{tab}`. */
export function listingPayoutPath(listing: Pick<PayoutListing, 'id' | 'slug'>): string {
  return `/l/${listing.slug}/${listing.id}/draft/${NEW_LISTING_PARAMS.tab}`;
}

/** Where the onboarding returns for a listing: the wizard's returnURLType route. */
export function listingOnboardingReturn(listing: Pick<PayoutListing, 'id' | 'slug'>): OnboardingReturn {
  const base = listingPayoutPath(listing);
  return { success: `${base}/success`, failure: `${base}/failure` };
}

/** Where a seller who publishes without payout details is sent: the payout form, remembering the listing. */
export function payoutStepUrl(listingId: string): string {
  return `/account/payments?listing=${encodeURIComponent(listingId)}`;
}

/** Publishes the draft (payout details now complete); where the seller goes next. */
export async function publishAfterPayouts(context: AppLoadContext, listing: PayoutListing): Promise<string> {
  if (listing.state !== 'draft') return `/l/${listing.slug}/${listing.id}`;
  const published = await apiFor(context).ownListings.publishDraft({ id: listing.id });
  forgetAnonymousListing(listing.id);
  if (published.state === 'pendingApproval') return `/l/${listing.slug}/${listing.id}/pending-approval`;
  return `/l/${listing.slug}/${listing.id}?published=1`;
}
