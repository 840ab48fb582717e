import { describe, expect, it } from 'vitest';
import { currencyDecimals, isKnownCurrency, money, unitDivisor } from './money';

describe('money', () => {
  it('uses divisor 100 for USD and 1 for JPY', () => {
    expect(unitDivisor('USD')).toBe(100);
    expect(unitDivisor('usd')).toBe(100);
    expect(unitDivisor('JPY')).toBe(1);
  });

  it('treats an unknown currency as a developer error', () => {
    expect(() => unitDivisor('XYZ')).toThrow(/Unknown currency/);
    expect(() => money(100, 'XYZ')).toThrow(/Unknown currency/);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(isKnownCurrency('eur')).toBe(true);
  });

  it('keeps amounts as integer minor units', () => {
    expect(money(1999)).toEqual({ amount: 1999, currency: 'USD' });
    expect(() => money(19.99)).toThrow(/safe integer/);
    expect(() => money(Number.MAX_SAFE_INTEGER + 1)).toThrow(/safe integer/);
  });
});

describe('currencyDecimals', () => {
  it('derives the decimal digits from the divisor', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('jpy')).toBe(0);
    expect(() => currencyDecimals('XYZ')).toThrow(/Unknown currency/);
  });
});
