import { describe, expect, it } from 'vitest';
import { auctionResultView } from './closing-view';

const END = Date.UTC(2026, 4, 1, 18, 0);
const listing = (extra: { publicData?: Record<string, unknown>; metadata?: Record<string, unknown> } = {}) => ({
  price: { amount: 1000, currency: 'USD' },
  author: { id: 'seller' },
  publicData: { type: 'auction', auctionDateTimestamp: END, closedAuctionInt: 0, ...extra.publicData },
  metadata: { ...extra.metadata },
}) as unknown as Parameters<typeof auctionResultView>[0];
const sold = { outcome: 'sold', closedAt: '2026-05-01T18:00:30.000Z', winnerId: 'winner', amount: 25_000, transactionId: 'tx-1', charged: true };
const below = { outcome: 'below-reserve', closedAt: '2026-05-01T18:00:30.000Z', winnerId: 'winner', amount: 9_000, transactionId: 'tx-2', decisionDeadline: '2026-05-06T18:00:30.000Z' };
const bids = [{ amount: 25_000, date: '2026-05-01T17:00:00.000Z', bidderId: 'winner', type: 'manual' }];

describe('auctionResultView', () => {
  it('says nothing while the auction is open, or for a fixed-price listing', () => {
    expect(auctionResultView(listing(), 'winner', END - 1000)).toBeNull();
    expect(auctionResultView(listing({ publicData: { type: 'sell' } }), 'winner', END + 1000)).toBeNull();
  });

  it('shows the winner they won, with their order', () => {
    const view = auctionResultView(listing({ publicData: { closedAuctionInt: 1 }, metadata: { auctionResult: sold, bidHistory: bids } }), 'winner', END + 60_000);
    expect(view).toEqual({ tone: 'won', title: 'You won this auction', text: 'Your winning bid of $250.00 and its shipping were charged to your saved card.', link: { href: '/order/tx-1/details', label: 'View your order' } });
  });

  it('shows the seller the sale and everybody else the final price', () => {
    const closed = listing({ publicData: { closedAuctionInt: 1 }, metadata: { auctionResult: sold } });
    expect(auctionResultView(closed, 'seller', END + 60_000)).toMatchObject({ tone: 'sold', link: { href: '/sale/tx-1/details' } });
    expect(auctionResultView(closed, 'someone', END + 60_000)).toEqual({ tone: 'sold', title: 'Auction ended', text: 'Sold for $250.00.', link: null });
    expect(auctionResultView(closed, null, END + 60_000)?.title).toBe('Auction ended');
  });

  it('tells a seller without the perk why they cannot accept the high bid', () => {
    const closed = listing({ publicData: { closedAuctionInt: 1 }, metadata: { auctionResult: below } });
    const seller = auctionResultView(closed, 'seller', END + 60_000);
    expect(seller?.text).toContain('Accepting the high bid is a perk of Starter membership and above');
    expect(seller?.link).toEqual({ href: '/membership', label: 'See membership plans' });
  });

  it('gives a member seller of an auction below the reserve the deadline and the way to accept', () => {
    const closed = listing({ publicData: { closedAuctionInt: 1 }, metadata: { auctionResult: below, starter: true } });
    const seller = auctionResultView(closed, 'seller', END + 60_000);
    expect(seller).toMatchObject({ tone: 'below-reserve', title: 'Ended below reserve', link: { href: '/sale/tx-2/details', label: 'Accept the high bid' } });
    expect(seller?.text).toContain('May 6, 2026');
    expect(auctionResultView(closed, 'winner', END + 60_000)?.text).toContain('The seller can accept it until');
    expect(auctionResultView(closed, 'other', END + 60_000)).toMatchObject({ tone: 'below-reserve', link: null });
  });

  it('before the closing job ran: won for the leader when the reserve is met, otherwise settling', () => {
    const ended = listing({ publicData: { reservePrice: 20_000 }, metadata: { bidHistory: bids } });
    expect(auctionResultView(ended, 'winner', END + 1000)?.tone).toBe('won');
    expect(auctionResultView(ended, 'other', END + 1000)?.text).toBe('The result is being settled.');
    const under = listing({ publicData: { reservePrice: 30_000 }, metadata: { bidHistory: bids } });
    expect(auctionResultView(under, 'winner', END + 1000)?.tone).toBe('ended');
    expect(auctionResultView(listing(), null, END + 1000)?.text).toBe('This auction ended without bids.');
  });
});
