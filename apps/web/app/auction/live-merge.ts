/**
 * What the listing page shows of an auction: its loader data, or the last live update when that
 * is newer (more visible history entries, or a later end after a soft close).
 */
import type { AuctionInfo } from '~/listing/view';
import type { BidRow } from '~/listing/page.server';
import type { LiveAuctionUpdate } from './live-update';

export interface LiveAuction {
  readonly auction: AuctionInfo;
  readonly bids: readonly BidRow[];
}

export function mergeLive(auction: AuctionInfo, bids: readonly BidRow[], update: LiveAuctionUpdate | null): LiveAuction {
  if (!update) return { auction, bids };
  const newer = update.seq > auction.bidderIds.length || (update.seq === auction.bidderIds.length && update.endsAt > auction.endsAt);
  if (!newer) return { auction, bids };
  return {
    auction: {
      ...auction,
      endsAt: update.endsAt,
      endDate: new Date(update.endsAt).toISOString(),
      currentBid: update.currentBid,
      hasBids: update.hasBids,
      reserve: update.reserve,
      minPrice: update.minPrice,
      bidderIds: update.bidderIds,
    },
    bids: update.bids,
  };
}
