import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANGE_DEFAULT_MAX, RANGE_DEFAULT_MIN, isValidRange, moveHandle } from './range';

describe('range slider', () => {
  it('defaults to 0 to 10,000,000 with step 1', () => {
    expect(RANGE_DEFAULT_MIN).toBe(0);
    expect(RANGE_DEFAULT_MAX).toBe(10_000_000);
    expect(isValidRange([0, 10_000_000])).toBe(true);
    expect(isValidRange([-1, 5])).toBe(false);
    expect(isValidRange([0, 10_000_001])).toBe(false);
    expect(isValidRange([0.5, 2])).toBe(false);
  });
  it('needs ascending handles', () => {
    expect(isValidRange([5, 5])).toBe(true);
    expect(isValidRange([6, 5])).toBe(false);
  });
  it('respects a step and custom bounds (price filter 0 to 15000, step 5)', () => {
    const price = { min: 0, max: 15000, step: 5 };
    expect(isValidRange([0, 15000], price)).toBe(true);
    expect(isValidRange([3, 100], price)).toBe(false);
    expect(isValidRange([0, 15005], price)).toBe(false);
  });
  it('moving a handle keeps the range valid (property)', () => {
    const price = { min: 0, max: 15000, step: 5 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 1 }), fc.integer({ min: -100, max: 20000 }), (a, b, index, value) => {
        const handles = [Math.min(a, b) * 5, Math.max(a, b) * 5];
        expect(isValidRange(moveHandle(handles, index, value, price), price)).toBe(true);
      }),
    );
  });
});
