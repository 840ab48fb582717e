import { describe, expect, it } from 'vitest';
import type { AuctionInfo } from '~/listing/view';
import { mergeLive } from './live-merge';
import type { LiveAuctionUpdate } from './live-update';

const auction: AuctionInfo = { endsAt: 1_000_000, endDate: new Date(1_000_000).toISOString(), closed: false, hot: true, currentBid: '$20.00', hasBids: true, reserve: 'not-met', minPrice: 2000, bidderIds: ['a'] };
const rows = [{ bidder: 'ann*****', amount: '$20.00', date: '2026-01-01T00:00:00.000Z', auto: false }];

const update = (over: Partial<LiveAuctionUpdate>): LiveAuctionUpdate => ({
  listingId: 'l',
  seq: 2,
  currentAmount: 2100,
  currentBid: '$21.00',
  hasBids: true,
  minPrice: 2100,
  reserve: 'met',
  endsAt: 1_000_000,
  leaderId: 'b',
  bidderIds: ['a', 'b'],
  bids: [],
  ...over,
});

describe('mergeLive', () => {
  it('keeps the loader data without an update or with an older one', () => {
    expect(mergeLive(auction, rows, null)).toEqual({ auction, bids: rows });
    expect(mergeLive(auction, rows, update({ seq: 0, bidderIds: [] }))).toEqual({ auction, bids: rows });
  });

  it('shows a newer update: price, minimum, reserve, bidders and history', () => {
    const merged = mergeLive(auction, rows, update({}));
    expect(merged.auction).toMatchObject({ currentBid: '$21.00', minPrice: 2100, reserve: 'met', bidderIds: ['a', 'b'] });
    expect(merged.bids).toEqual([]);
  });

  it('takes a later end (soft close) with the same history', () => {
    const merged = mergeLive(auction, rows, update({ seq: 1, bidderIds: ['a'], endsAt: 1_120_000 }));
    expect(merged.auction.endsAt).toBe(1_120_000);
    expect(merged.auction.endDate).toBe(new Date(1_120_000).toISOString());
  });
});
