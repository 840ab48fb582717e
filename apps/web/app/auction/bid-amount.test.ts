import { describe, expect, it } from 'vitest';
import { bidAmountOf } from './bid-amount';

describe('bidAmountOf', () => {
  it.each([
    ['20', 2000],
    ['20.5', 2050],
    ['$1,250.75', 125075],
    [' 6000 ', 600000],
  ])('reads %s as %i minor units', (typed, amount) => expect(bidAmountOf(typed, 'USD')).toBe(amount));

  it.each(['', 'abc', '0', '-5', '12.345', '1e3'])('refuses %s', (typed) => expect(bidAmountOf(typed, 'USD')).toBeNull());
});
