import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MINIMUM_LISTING_PRICE,
  isExactMinorMultiple,
  majorToMinor,
  minorToMajor,
  minorToMajorString,
  moneyToInputString,
  parseMoneyInput,
} from './money-input';

describe('parseMoneyInput', () => {
  it.each([
    ['12.50', 1250], ['12,50', 1250], ['12,5', 1250], [' 7 ', 700], ['.5', 50], ['5.', 500],
  ])('accepts a dot or a comma as decimal separator: %j is %i cents', (input, amount) => {
    expect(parseMoneyInput(input)).toEqual({ ok: true, value: { amount, currency: 'USD' } });
  });

  it('truncates to the currency sub-unit instead of rounding', () => {
    expect(parseMoneyInput('12.349')).toEqual({ ok: true, value: { amount: 1234, currency: 'USD' } });
    expect(parseMoneyInput('0,999')).toEqual({ ok: true, value: { amount: 99, currency: 'USD' } });
    expect(parseMoneyInput('1234.9', 'JPY')).toEqual({ ok: true, value: { amount: 1234, currency: 'JPY' } });
  });

  it('can reject extra precision instead of truncating', () => {
    expect(parseMoneyInput('12.349', 'USD', { precision: 'exact' })).toEqual({ ok: false, error: 'money-input-too-precise' });
    expect(parseMoneyInput('12.340', 'USD', { precision: 'exact' })).toEqual({ ok: true, value: { amount: 1234, currency: 'USD' } });
  });

  it('never accepts a negative amount', () => {
    expect(parseMoneyInput('-1')).toEqual({ ok: false, error: 'money-input-negative' });
    expect(parseMoneyInput('-0,50')).toEqual({ ok: false, error: 'money-input-negative' });
  });

  it('accepts only plain decimal numbers', () => {
    for (const bad of ['abc', '1e3', '1.2.3', '1,2,3', '1,234.50', '+5', '.', ',', '- 1', '0x10', 'Infinity', 'NaN', '$5', '1 000']) {
      expect(parseMoneyInput(bad)).toEqual({ ok: false, error: 'money-input-invalid' });
    }
    expect(parseMoneyInput('')).toEqual({ ok: false, error: 'money-input-empty' });
    expect(parseMoneyInput('   ')).toEqual({ ok: false, error: 'money-input-empty' });
  });

  it('accepts only safe amounts of minor units', () => {
    expect(parseMoneyInput('90071992547409.91')).toEqual({ ok: true, value: { amount: Number.MAX_SAFE_INTEGER, currency: 'USD' } });
    expect(parseMoneyInput('90071992547409.92')).toEqual({ ok: false, error: 'money-input-unsafe' });
    expect(parseMoneyInput('9007199254740991', 'JPY')).toEqual({ ok: true, value: { amount: Number.MAX_SAFE_INTEGER, currency: 'JPY' } });
    expect(parseMoneyInput('9007199254740992', 'JPY')).toEqual({ ok: false, error: 'money-input-unsafe' });
  });

  it('uses minimum listing price 0 by default and accepts a configured minimum', () => {
    expect(MINIMUM_LISTING_PRICE).toBe(0);
    expect(parseMoneyInput('0')).toEqual({ ok: true, value: { amount: 0, currency: 'USD' } });
    expect(parseMoneyInput('0.99', 'USD', { minimum: 100 })).toEqual({ ok: false, error: 'money-input-below-minimum' });
    expect(parseMoneyInput('1', 'USD', { minimum: 100 })).toEqual({ ok: true, value: { amount: 100, currency: 'USD' } });
  });

  it('treats an unknown currency as a developer error', () => {
    expect(() => parseMoneyInput('1', 'XYZ')).toThrow(/Unknown currency/);
  });

  it('round-trips every safe amount through its input text (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom('USD', 'EUR', 'JPY'), fc.boolean(), (amount, currency, comma) => {
        const text = moneyToInputString({ amount, currency });
        const typed = comma ? text.replace('.', ',') : text;
        expect(parseMoneyInput(typed, currency)).toEqual({ ok: true, value: { amount, currency } });
      }),
    );
  });

  it('truncation never exceeds the typed value and loses less than one minor unit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.stringMatching(/^\d{0,6}$/), (cents, extra) => {
        const text = `${minorToMajorString(cents)}${extra}`;
        const parsed = parseMoneyInput(text);
        expect(parsed).toEqual({ ok: true, value: { amount: cents, currency: 'USD' } });
      }),
    );
  });
});

describe('majorToMinor', () => {
  it('converts exactly where float multiplication drifts', () => {
    expect(Math.trunc(19.99 * 100)).toBe(1998);
    expect(majorToMinor(19.99)).toEqual({ ok: true, value: 1999 });
    expect(majorToMinor(1.005)).toEqual({ ok: false, error: 'money-input-too-precise' });
    expect(majorToMinor(1.005, 'USD', { precision: 'truncate' })).toEqual({ ok: true, value: 100 });
    expect(majorToMinor('4.35')).toEqual({ ok: true, value: 435 });
    expect(majorToMinor(1e21)).toEqual({ ok: false, error: 'money-input-unsafe' });
    expect(majorToMinor(1e-7, 'USD', { precision: 'truncate' })).toEqual({ ok: true, value: 0 });
    expect(majorToMinor(1e-7)).toEqual({ ok: false, error: 'money-input-too-precise' });
    expect(majorToMinor(250, 'JPY')).toEqual({ ok: true, value: 250 });
  });

  it('rejects sums that are not exact cents in exact mode', () => {
    expect(majorToMinor(0.1 + 0.2)).toEqual({ ok: false, error: 'money-input-too-precise' });
  });

  it('rejects negative and non-finite values', () => {
    expect(majorToMinor(-1)).toEqual({ ok: false, error: 'money-input-negative' });
    expect(majorToMinor(Number.NaN)).toEqual({ ok: false, error: 'money-input-invalid' });
    expect(majorToMinor(Number.POSITIVE_INFINITY)).toEqual({ ok: false, error: 'money-input-invalid' });
  });

  it('inverts minorToMajor for every safe cent amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(majorToMinor(minorToMajorString(amount))).toEqual({ ok: true, value: amount });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 43 }), (amount) => {
        // below 2^53 / 1000 the nearest double still prints with at most 2 decimals
        expect(majorToMinor(minorToMajor(amount))).toEqual({ ok: true, value: amount });
      }),
    );
  });
});

describe('minorToMajorString', () => {
  it('prints exact major units', () => {
    expect(minorToMajorString(123450)).toBe('1234.50');
    expect(minorToMajorString(5)).toBe('0.05');
    expect(minorToMajorString(-5)).toBe('-0.05');
    expect(minorToMajorString(0)).toBe('0.00');
    expect(minorToMajorString(1234, 'JPY')).toBe('1234');
    expect(minorToMajor(1999)).toBe(19.99);
    expect(() => minorToMajorString(1.5)).toThrow(/safe integer/);
  });
});

describe('isExactMinorMultiple', () => {
  it('tells whether a major amount is a whole number of minor units', () => {
    expect(isExactMinorMultiple(12.5)).toBe(true);
    expect(isExactMinorMultiple('12.34')).toBe(true);
    expect(isExactMinorMultiple('12.345')).toBe(false);
    expect(isExactMinorMultiple(0.1 + 0.2)).toBe(false);
    expect(isExactMinorMultiple(12.5, 'JPY')).toBe(false);
    expect(isExactMinorMultiple(Number.NaN)).toBe(false);
  });
});
