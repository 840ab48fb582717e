import { describe, expect, it } from 'vitest';
import { assertIncrementTable, defaultIncrementTable, incrementFor } from './increments';

describe('incrementFor (eBay table in minor units)', () => {
  it.each([
    [0, 5],
    [1, 5],
    [99, 5],
    [100, 25],
    [499, 25],
    [500, 50],
    [2_499, 50],
    [2_500, 100],
    [9_999, 100],
    [10_000, 250],
    [24_999, 250],
    [25_000, 500],
    [49_999, 500],
    [50_000, 1_000],
    [99_999, 1_000],
    [100_000, 2_500],
    [249_999, 2_500],
    [250_000, 5_000],
    [499_999, 5_000],
    [500_000, 10_000],
    [50_000_000, 10_000],
  ])('price %i -> increment %i', (price, increment) => {
    expect(incrementFor(price)).toBe(increment);
  });

  it('accepts a configured table', () => {
    const table = [
      { from: 0, increment: 1 },
      { from: 1_000, increment: 100 },
    ];
    expect(incrementFor(999, table)).toBe(1);
    expect(incrementFor(1_000, table)).toBe(100);
  });

  it('rejects non-integer or negative prices as developer errors', () => {
    expect(() => incrementFor(-1)).toThrow();
    expect(() => incrementFor(1.5)).toThrow();
  });
});

describe('assertIncrementTable', () => {
  it('accepts the default table', () => {
    expect(() => assertIncrementTable(defaultIncrementTable)).not.toThrow();
  });

  it('rejects empty, not-from-zero, unordered and non-positive tables', () => {
    expect(() => assertIncrementTable([])).toThrow();
    expect(() => assertIncrementTable([{ from: 1, increment: 5 }])).toThrow();
    expect(() =>
      assertIncrementTable([
        { from: 0, increment: 5 },
        { from: 0, increment: 10 },
      ]),
    ).toThrow();
    expect(() => assertIncrementTable([{ from: 0, increment: 0 }])).toThrow();
    expect(() => assertIncrementTable([{ from: 0, increment: 2.5 }])).toThrow();
  });

  it('makes incrementFor throw on a table without a 0 tier', () => {
    expect(() => incrementFor(0, [{ from: 10, increment: 5 }])).toThrow();
  });
});
