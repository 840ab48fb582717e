import { describe, expect, it } from 'vitest';
import {
  BID_OWN_LISTING_MESSAGE,
  BID_PAYMENT_METHOD_MESSAGE,
  BID_PRICE_REQUIRED_MESSAGE,
  bidTooLowMessage,
  canSubmitBid,
  validateBid,
} from './bid';

const options = { minPrice: 12000, minPriceLabel: '$120.00', hasSavedPaymentMethod: true };

describe('bid form', () => {
  it('uses the spec texts', () => {
    expect(BID_PRICE_REQUIRED_MESSAGE).toBe('You need to add a valid price.');
    expect(bidTooLowMessage('$120.00')).toBe('Bid should be more than $120.00.');
    expect(BID_PAYMENT_METHOD_MESSAGE).toBe('Please fill in your payment information, in order to participate to the auction');
  });

  it('accepts a bid above the minimum', () => {
    expect(validateBid({ bidAmount: 12001 }, options)).toEqual({ success: true, output: { bidAmount: 12001 } });
  });

  it.each([undefined, null, '', 0, -5, 10.5, 'abc'])('needs a valid price (%s)', (bidAmount) => {
    expect(validateBid({ bidAmount }, options)).toEqual({ success: false, issues: { bidAmount: BID_PRICE_REQUIRED_MESSAGE } });
  });

  it('must be higher than the last bid or starting price', () => {
    expect(validateBid({ bidAmount: 12000 }, options)).toEqual({
      success: false,
      issues: { bidAmount: 'Bid should be more than $120.00.' },
    });
    expect(canSubmitBid(12000, 12000)).toBe(false);
    expect(canSubmitBid(12001, 12000)).toBe(true);
    expect(canSubmitBid(undefined, 0)).toBe(false);
  });

  it('needs a saved payment method', () => {
    expect(validateBid({ bidAmount: 20000 }, { ...options, hasSavedPaymentMethod: false })).toEqual({
      success: false,
      issues: { _form: BID_PAYMENT_METHOD_MESSAGE },
    });
  });

  it('does not let the owner bid', () => {
    expect(validateBid({ bidAmount: 20000 }, { ...options, isOwnListing: true })).toEqual({
      success: false,
      issues: { _form: BID_OWN_LISTING_MESSAGE },
    });
  });
});
