import { describe, expect, it } from 'vitest';
import { bidderRole, remainingTransitions } from './closing-steps';

describe('remainingTransitions', () => {
  it('takes the winner from bidding to a charged order', () => {
    expect(remainingTransitions('winner', 'bidding')).toEqual(['win-auction', 'request-payment-after-bid', 'force-payment']);
  });

  it('resumes a closing that stopped half way without repeating a step', () => {
    expect(remainingTransitions('winner', 'bidded')).toEqual(['request-payment-after-bid', 'force-payment']);
    expect(remainingTransitions('winner', 'pending-confirm')).toEqual(['force-payment']);
    expect(remainingTransitions('below-reserve', 'under-reserve-bidded')).toEqual(['request-payment-after-reserve-bid']);
  });

  it('leaves the highest bidder below the reserve waiting for the seller', () => {
    expect(remainingTransitions('below-reserve', 'bidding')).toEqual(['win-auction-under-reserve', 'request-payment-after-reserve-bid']);
    expect(remainingTransitions('below-reserve', 'pending-reserve-confirm')).toEqual([]);
  });

  it('ends every other bidder', () => {
    expect(remainingTransitions('loser', 'bidding')).toEqual(['lose-auction']);
    expect(remainingTransitions('loser', 'auction-lost')).toEqual([]);
  });

  it('does nothing to a transaction already past its path or in an unknown state', () => {
    expect(remainingTransitions('winner', 'purchased')).toEqual([]);
    expect(remainingTransitions('winner', 'delivered')).toEqual([]);
    expect(remainingTransitions('winner', null)).toEqual([]);
  });
});

describe('bidderRole', () => {
  it('gives the leader the win when the reserve is met, the reserve decision otherwise', () => {
    expect(bidderRole('a', 'a', true)).toBe('winner');
    expect(bidderRole('a', 'a', false)).toBe('below-reserve');
    expect(bidderRole('b', 'a', true)).toBe('loser');
    expect(bidderRole('b', null, false)).toBe('loser');
  });
});
