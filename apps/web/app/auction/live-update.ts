/**
 * What every viewer of an auction receives when it changes (server-sent events): the public view
 * only, never a hidden maximum or the reserve amount. `seq` counts the visible history entries, so
 * a page keeps whichever of its loader data and the last update is newer.
 */
import type { BidRow } from '~/listing/page.server';

export interface LiveAuctionUpdate {
  readonly listingId: string;
  readonly seq: number;
  readonly currentAmount: number | null;
  /** The current bid or the starting price, formatted. */
  readonly currentBid: string;
  readonly hasBids: boolean;
  /** The amount the next bid must exceed (minor units). */
  readonly minPrice: number;
  readonly reserve: 'met' | 'not-met' | null;
  readonly endsAt: number;
  readonly leaderId: string | null;
  /** Bidder ids of the visible history in order (the last one leads). */
  readonly bidderIds: readonly string[];
  /** Newest first, bidder names masked. */
  readonly bids: readonly BidRow[];
}

/** Reads one event's data; anything else than an update (a damaged or foreign message) is null. */
export function parseLiveUpdate(data: string): LiveAuctionUpdate | null {
  try {
    const value = JSON.parse(data) as Partial<LiveAuctionUpdate> | null;
    return value && typeof value.listingId === 'string' && typeof value.seq === 'number' && Array.isArray(value.bids) ? (value as LiveAuctionUpdate) : null;
  } catch {
    return null;
  }
}
