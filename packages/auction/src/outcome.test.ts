import { describe, expect, it } from 'vitest';
import { createAuction } from './auction-state';
import {
  auctionOutcome,
  canSellerAcceptHighestBid,
  closingInputOf,
  RESERVE_DECISION_WINDOW_MS,
  type AuctionOutcome,
} from './outcome';
import { placeBid } from './proxy';

const endsAt = new Date('2026-03-01T18:00:00.000Z');
const after = new Date(endsAt.getTime() + 1);
const DAY = 86_400_000;

function outcomeOf(price: number | null, leaderId: string | null, reservePrice: number | null): AuctionOutcome {
  const result = auctionOutcome({ endsAt, price, leaderId, reservePrice }, after);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('auctionOutcome', () => {
  it('is not decided while the auction is open', () => {
    expect(auctionOutcome({ endsAt, price: 5_000, leaderId: 'a' }, new Date(endsAt.getTime() - 1))).toMatchObject({
      ok: false,
      error: 'auction-open',
    });
    expect(auctionOutcome({ endsAt, price: 5_000, leaderId: 'a' }, endsAt).ok).toBe(true);
  });

  it('no bids', () => {
    expect(outcomeOf(null, null, 10_000)).toEqual({ kind: 'no-bids' });
    expect(outcomeOf(null, null, null)).toEqual({ kind: 'no-bids' });
  });

  it('reserve met: the current bidder wins and goes to payment from bidded', () => {
    expect(outcomeOf(10_000, 'a', 10_000)).toEqual({
      kind: 'reserve-met',
      winnerId: 'a',
      amount: 10_000,
      next: { fromState: 'bidded', transition: 'request-payment-after-bid', toState: 'pending-confirm' },
    });
    expect(outcomeOf(1_500, 'a', null)).toMatchObject({ kind: 'reserve-met', winnerId: 'a' });
  });

  it('below reserve: the seller has 5 days to accept the highest bid', () => {
    const outcome = outcomeOf(9_999, 'a', 10_000);
    expect(outcome).toEqual({
      kind: 'below-reserve',
      highestBidderId: 'a',
      amount: 9_999,
      reservePrice: 10_000,
      decisionDeadline: new Date(endsAt.getTime() + 5 * DAY),
      next: {
        fromState: 'under-reserve-bidded',
        transition: 'request-payment-after-reserve-bid',
        toState: 'pending-reserve-confirm',
      },
      sellerAccepts: { fromState: 'pending-reserve-confirm', transition: 'accept-reserve-bid', toState: 'pending-confirm' },
      onExpiry: { fromState: 'pending-reserve-confirm', transition: 'expire-reserve-pending', toState: 'auction-expired' },
    });
    expect(RESERVE_DECISION_WINDOW_MS).toBe(5 * DAY);
    expect(canSellerAcceptHighestBid(outcome, new Date(endsAt.getTime() + 5 * DAY - 1))).toBe(true);
    expect(canSellerAcceptHighestBid(outcome, new Date(endsAt.getTime() + 5 * DAY))).toBe(false);
    expect(canSellerAcceptHighestBid(outcomeOf(10_000, 'a', 10_000), after)).toBe(false);
  });

  it('reads the closing input from an engine state', () => {
    const state = createAuction({ sellerId: 's', startingPrice: 1_000, reservePrice: 10_000, endsAt });
    const placed = placeBid(state, { bidderId: 'a', amount: 2_000, type: 'auto', maxAmount: 8_000 }, new Date(endsAt.getTime() - DAY));
    if (!placed.ok) throw new Error(placed.error);
    expect(closingInputOf(placed.value.state)).toEqual({ endsAt, price: 2_000, leaderId: 'a', reservePrice: 10_000 });
    expect(closingInputOf(state)).toEqual({ endsAt, price: null, leaderId: null, reservePrice: 10_000 });
    const outcome = auctionOutcome(closingInputOf(placed.value.state), after);
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'below-reserve', highestBidderId: 'a', amount: 2_000 } });
  });
});
