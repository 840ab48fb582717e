/**
 * Keeps the seller badges in listing metadata in step with the author's membership as it is stored
 * for every seller (`privateData.membershipPlanId`): written when a seller saves a listing and onto
 * every listing of a member whose plan changes. Listing metadata is operator-only, so this goes
 * through the Integration API.
 */
import type { PlanId } from '@variegata/membership/plans';
import { integration } from '~/server/marketplace.server';
import { hasBadgeFlags, membershipMetadata } from './badges';

const PER_PAGE = 100;

/** Writes the plan's badge flags onto one listing unless it already carries them. */
export async function writeListingBadges(listing: { readonly id: string; readonly metadata: Parameters<typeof hasBadgeFlags>[0] }, planId: PlanId): Promise<void> {
  const flags = membershipMetadata(planId);
  if (!hasBadgeFlags(listing.metadata, flags)) await integration().listings.update({ id: listing.id, metadata: { ...flags } });
}

/** Writes the plan's badge flags onto every listing of the author (any state); returns how many changed. */
export async function badgeAuthorListings(authorId: string, planId: PlanId): Promise<number> {
  const flags = membershipMetadata(planId);
  let changed = 0;
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const { items, meta } = await integration().listings.query({ authorId, page, perPage: PER_PAGE });
    totalPages = meta.totalPages;
    for (const listing of items) {
      if (hasBadgeFlags(listing.metadata, flags)) continue;
      await integration().listings.update({ id: listing.id, metadata: { ...flags } });
      changed += 1;
    }
  }
  return changed;
}
