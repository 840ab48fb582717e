import { describe, expect, it } from 'vitest';
import {
  BID_MESSAGES,
  bidTooLowMessage,
  canSubmitBid,
  formatBidPrice,
  hasWon,
  isCurrentBidder,
  isHighBidConfirmEnabled,
  isOutbid,
  isReserveMet,
  isValidBidAmount,
  lowestValidBid,
  minimumBidBase,
  needsHighBidConfirmation,
  validateBid,
  type BidContext,
} from './rules';

const endsAt = new Date('2026-03-01T18:00:00.000Z');
const open = new Date('2026-03-01T17:00:00.000Z');
const ctx: BidContext = {
  now: open,
  endsAt,
  sellerId: 'seller',
  bidderId: 'buyer',
  hasPaymentMethod: true,
  startingPrice: 1_000,
  lastBidAmount: null,
};

describe('formatBidPrice', () => {
  it('shows USD with 2 decimals and thousands separators', () => {
    expect(formatBidPrice(1_000)).toBe('$10.00');
    expect(formatBidPrice(123_456)).toBe('$1,234.56');
    expect(formatBidPrice(5)).toBe('$0.05');
  });
});

describe('minimum next bid', () => {
  it('is the last bid, or the starting price when there is none', () => {
    expect(minimumBidBase(null, 1_000)).toBe(1_000);
    expect(minimumBidBase(2_500, 1_000)).toBe(2_500);
    expect(lowestValidBid(2_500)).toBe(2_501);
  });

  it('formats the message exactly as the spec with the UI price', () => {
    expect(bidTooLowMessage(2_500)).toBe('Bid should be more than $25.00.');
    expect(bidTooLowMessage(2_500, (a) => `${a} cents`)).toBe('Bid should be more than 2500 cents.');
  });

  it('keeps submit disabled until the amount is higher', () => {
    expect(canSubmitBid(null, 1_000)).toBe(false);
    expect(canSubmitBid(1_000, 1_000)).toBe(false);
    expect(canSubmitBid(1_001, 1_000)).toBe(true);
  });
});

describe('validateBid', () => {
  it('accepts a bid above the starting price when there is no bid', () => {
    expect(validateBid(1_001, ctx)).toEqual({ ok: true, value: 1_001 });
  });

  it('rejects a bid equal to the starting price with the spec message', () => {
    expect(validateBid(1_000, ctx)).toEqual({
      ok: false,
      error: 'bid-too-low',
      message: 'Bid should be more than $10.00.',
      meta: { minPrice: 1_000 },
    });
  });

  it('compares with the last bid once there is one', () => {
    const withBid = { ...ctx, lastBidAmount: 4_000 };
    expect(validateBid(3_000, withBid)).toMatchObject({ error: 'bid-too-low', message: 'Bid should be more than $40.00.' });
    expect(validateBid(4_000, withBid)).toMatchObject({ error: 'bid-too-low' });
    expect(validateBid(4_001, withBid)).toEqual({ ok: true, value: 4_001 });
  });

  it('requires a valid price', () => {
    for (const amount of [null, undefined, 0, -100, 10.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(validateBid(amount, ctx)).toEqual({
        ok: false,
        error: 'bid-invalid-price',
        message: 'You need to add a valid price.',
      });
    }
    expect(isValidBidAmount('100')).toBe(false);
  });

  it('forbids the owner from bidding', () => {
    expect(validateBid(5_000, { ...ctx, bidderId: 'seller' })).toMatchObject({ ok: false, error: 'bid-own-listing' });
  });

  it('requires a saved payment method', () => {
    expect(validateBid(5_000, { ...ctx, hasPaymentMethod: false })).toEqual({
      ok: false,
      error: 'bid-no-payment-method',
      message: 'Please fill in your payment information, in order to participate to the auction',
    });
  });

  it('refuses bids once the auction date is reached', () => {
    expect(validateBid(5_000, { ...ctx, now: endsAt })).toMatchObject({ ok: false, error: 'auction-closed' });
    expect(validateBid(5_000, { ...ctx, now: new Date(endsAt.getTime() - 1) })).toMatchObject({ ok: true });
  });

  it('checks closed, then own listing, then payment method, then price', () => {
    const all = { ...ctx, now: endsAt, bidderId: 'seller', hasPaymentMethod: false };
    expect(validateBid(null, all)).toMatchObject({ error: 'auction-closed' });
    expect(validateBid(null, { ...all, now: open })).toMatchObject({ error: 'bid-own-listing' });
    expect(validateBid(null, { ...all, now: open, bidderId: 'buyer' })).toMatchObject({ error: 'bid-no-payment-method' });
  });

  it('exposes the outbid text of the error catalogue', () => {
    expect(BID_MESSAGES.outbid).toBe('You have been outbid by someone else');
  });
});

describe('reserve', () => {
  it('is met when the current bid is at least the reserve', () => {
    expect(isReserveMet(9_999, 10_000)).toBe(false);
    expect(isReserveMet(10_000, 10_000)).toBe(true);
    expect(isReserveMet(10_001, 10_000)).toBe(true);
  });

  it('is not met without bids; met by any bid without a reserve', () => {
    expect(isReserveMet(null, 10_000)).toBe(false);
    expect(isReserveMet(null, null)).toBe(false);
    expect(isReserveMet(1, null)).toBe(true);
  });
});

describe('viewer states', () => {
  it('current bidder: the last bidder is the viewer', () => {
    expect(isCurrentBidder('a', 'a')).toBe(true);
    expect(isCurrentBidder('a', 'b')).toBe(false);
    expect(isCurrentBidder(undefined, undefined)).toBe(false);
    expect(isCurrentBidder(null, null)).toBe(false);
  });

  it('outbid when another bidder holds the current bid after the viewer bid', () => {
    expect(isOutbid({ viewerId: 'a', bidderIds: ['a', 'b'] })).toBe(true);
    expect(isOutbid({ viewerId: 'a', bidderIds: ['b', 'a'] })).toBe(false);
    expect(isOutbid({ viewerId: 'c', bidderIds: ['a', 'b'] })).toBe(false);
    expect(isOutbid({ viewerId: undefined, bidderIds: ['a'] })).toBe(false);
  });

  it('outbid after an outbid-exception error', () => {
    expect(isOutbid({ viewerId: 'c', bidderIds: [], outbidError: true })).toBe(true);
  });

  it('won: closed, current bidder and reserve met', () => {
    const won = { now: endsAt, endsAt, viewerId: 'a', lastBidderId: 'a', currentBid: 10_000, reservePrice: 10_000 };
    expect(hasWon(won)).toBe(true);
    expect(hasWon({ ...won, now: open })).toBe(false);
    expect(hasWon({ ...won, viewerId: 'b' })).toBe(false);
    expect(hasWon({ ...won, currentBid: 9_999 })).toBe(false);
    expect(hasWon({ ...won, reservePrice: null })).toBe(true);
  });
});

describe('high-bid confirmation', () => {
  it('is needed above 500000 minor units only', () => {
    expect(needsHighBidConfirmation(500_000)).toBe(false);
    expect(needsHighBidConfirmation(500_001)).toBe(true);
  });

  it('keeps confirm disabled for 2 seconds', () => {
    const openedAt = new Date('2026-03-01T17:00:00.000Z');
    expect(isHighBidConfirmEnabled(openedAt, new Date(openedAt.getTime() + 1_999))).toBe(false);
    expect(isHighBidConfirmEnabled(openedAt, new Date(openedAt.getTime() + 2_000))).toBe(true);
  });
});
