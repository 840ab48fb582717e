/**
 * The auction of a listing as @variegata/auction configures it: the seller, the starting price
 * (the listing's price), the hidden reserve, the scheduled end and the optional soft close
 * (a bid in the last 2 minutes extends the end by 2 minutes; off unless the seller chose it).
 * Pure: the listing is read elsewhere.
 */
import type { AuctionConfig, SoftCloseConfig } from '@variegata/auction/auction-state';
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import { auctionEnd } from '~/listing-cards/card-data';

export const SOFT_CLOSE: SoftCloseConfig = { windowMs: 2 * 60_000, extendMs: 2 * 60_000 };

export type AuctionListing = Pick<Listing, 'id' | 'price' | 'publicData' | 'metadata' | 'state'> & { readonly author?: { readonly id: string } | undefined };

export function isAuctionListing(listing: Pick<Listing, 'publicData'>): boolean {
  return listing.publicData.type === 'auction' || listing.publicData.listingType === 'auction';
}

/** The end the bids were placed against: the auction date before any soft-close extension. */
export function scheduledEnd(listing: Pick<Listing, 'publicData' | 'metadata'>): number | null {
  const original = Date.parse(listing.metadata.scheduledAuctionDate ?? '');
  return Number.isFinite(original) ? original : auctionEnd(listing.publicData);
}

/** Null when the listing is not an auction the site can run (no end date or no seller). */
export function auctionConfigOf(listing: AuctionListing): AuctionConfig | null {
  const end = scheduledEnd(listing);
  const sellerId = listing.author?.id;
  if (!isAuctionListing(listing) || end === null || !sellerId) return null;
  return {
    sellerId,
    startingPrice: Math.max(0, listing.price?.amount ?? 0),
    reservePrice: listing.publicData.reservePrice ?? null,
    endsAt: new Date(end),
    softClose: listing.publicData.softClose === true ? SOFT_CLOSE : null,
  };
}
