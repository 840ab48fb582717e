import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalParts, divRoundHalfUp, isSafeBigInt, multiplyRoundHalfUp, negate, plainDecimalString } from './decimal';

describe('plainDecimalString', () => {
  it('expands exponent notation', () => {
    expect(plainDecimalString(1e21)).toBe('1000000000000000000000');
    expect(plainDecimalString(1.5e-7)).toBe('0.00000015');
    expect(plainDecimalString(-2.5e-7)).toBe('-0.00000025');
    expect(plainDecimalString(1.25e22)).toBe('12500000000000000000000');
    expect(plainDecimalString(12.5)).toBe('12.5');
    expect(() => plainDecimalString(Number.NaN)).toThrow(/finite/);
  });

  it('keeps the value of every double (property)', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
      expect(Number(plainDecimalString(value))).toBe(value === 0 ? 0 : value);
    }));
  });
});

describe('decimalParts', () => {
  it('reads the shortest decimal text of a number', () => {
    expect(decimalParts(0.1)).toEqual({ digits: 1n, scale: 1 });
    expect(decimalParts(-12.5)).toEqual({ digits: -125n, scale: 1 });
    expect(decimalParts(3)).toEqual({ digits: 3n, scale: 0 });
  });
});

describe('divRoundHalfUp', () => {
  it('rounds ties away from zero and everything else to nearest', () => {
    expect(divRoundHalfUp(25n, 10n)).toBe(3n);
    expect(divRoundHalfUp(-25n, 10n)).toBe(-3n);
    expect(divRoundHalfUp(24n, 10n)).toBe(2n);
    expect(divRoundHalfUp(-24n, 10n)).toBe(-2n);
    expect(divRoundHalfUp(26n, -10n)).toBe(-3n);
    expect(() => divRoundHalfUp(1n, 0n)).toThrow(/zero/);
  });

  it('is symmetric and within half a unit (property)', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (n, d) => {
      const q = divRoundHalfUp(n, d);
      expect(divRoundHalfUp(-n, d)).toBe(-q);
      const diff = n - q * d;
      expect(2n * (diff < 0n ? -diff : diff) <= d).toBe(true);
    }));
  });
});

describe('multiplyRoundHalfUp', () => {
  it('multiplies money by decimal factors exactly', () => {
    expect(multiplyRoundHalfUp(1005, [10], 100)).toBe(101n); // 100.5 -> 101
    expect(multiplyRoundHalfUp(1005, [-10], 100)).toBe(-101n);
    expect(multiplyRoundHalfUp(333, [0.1])).toBe(33n); // 33.3
    expect(multiplyRoundHalfUp(335, [0.1])).toBe(34n); // 33.5, although 335 * 0.1 = 33.5 exactly only in decimal
    expect(multiplyRoundHalfUp(1000, [2, 3])).toBe(6000n);
    expect(multiplyRoundHalfUp(1000, [1.5], 2.5)).toBe(600n);
    expect(() => multiplyRoundHalfUp(1.5, [1])).toThrow(/safe integer/);
  });
});

describe('small helpers', () => {
  it('checks the safe range and negates without -0', () => {
    expect(isSafeBigInt(BigInt(Number.MAX_SAFE_INTEGER))).toBe(true);
    expect(isSafeBigInt(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toBe(false);
    expect(isSafeBigInt(-BigInt(Number.MAX_SAFE_INTEGER) - 1n)).toBe(false);
    expect(Object.is(negate(0), 0)).toBe(true);
    expect(negate(5)).toBe(-5);
  });
});
