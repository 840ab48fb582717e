/**
 * Keeps the seller badges in listing metadata in step with the author's membership as it is stored
 * for every seller (`privateData.membershipPlanId`): written when a seller saves a listing and onto
 * every listing of a member whose plan changes. Listing metadata is operator-only, so this goes
 * through the Integration API. The search placement key (@variegata/membership/placement) goes with the flags.
 */
import type { PlanId } from '@variegata/membership/plans';
import { integration } from '~/server/marketplace.server';
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import { hasBadgeFlags, membershipMetadata } from './badges';
import { placementForPlan } from '@variegata/membership/placement';

const PER_PAGE = 100;

type StoredMetadata = Parameters<typeof hasBadgeFlags>[0] & Pick<Listing['metadata'], 'placementInt' | 'viewsByCurrentDay'>;

/** The metadata to write so the listing carries the plan's flags and placement; null when it already does. */
export function listingMembershipUpdate(metadata: StoredMetadata, planId: PlanId): (ReturnType<typeof membershipMetadata> & { placementInt: number }) | null {
  const flags = membershipMetadata(planId);
  const placementInt = placementForPlan(planId, metadata.viewsByCurrentDay);
  return hasBadgeFlags(metadata, flags) && metadata.placementInt === placementInt ? null : { ...flags, placementInt };
}

/** Writes the plan's badge flags and placement onto one listing unless it already carries them. */
export async function writeListingBadges(listing: { readonly id: string; readonly metadata: StoredMetadata }, planId: PlanId): Promise<void> {
  const update = listingMembershipUpdate(listing.metadata, planId);
  if (update) await integration().listings.update({ id: listing.id, metadata: update });
}

/** Writes the plan's badge flags onto every listing of the author (any state); returns how many changed. */
export async function badgeAuthorListings(authorId: string, planId: PlanId): Promise<number> {
  let changed = 0;
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const { items, meta } = await integration().listings.query({ authorId, page, perPage: PER_PAGE });
    totalPages = meta.totalPages;
    for (const listing of items) {
      const update = listingMembershipUpdate(listing.metadata, planId);
      if (!update) continue;
      await integration().listings.update({ id: listing.id, metadata: update });
      changed += 1;
    }
  }
  return changed;
}
