import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from './digits';
import { formatMoney, formatShippingFee, isSupportedCurrency, roundToWholeMajor } from './format';
import { minorToMajorString, parseMoneyInput } from './money-input';

describe('formatMoney', () => {
  it('shows USD with 2 decimals in en-US', () => {
    expect(formatMoney({ amount: 123450, currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ amount: 5, currency: 'USD' })).toBe('$0.05');
    expect(formatMoney({ amount: 0, currency: 'USD' })).toBe('$0.00');
    expect(formatMoney({ amount: 2500, currency: 'USD' })).toBe('$25.00');
    expect(formatMoney({ amount: -1999, currency: 'USD' })).toBe('-$19.99');
  });

  it('shows the exact cents of the largest safe amount (no float rounding)', () => {
    expect(formatMoney({ amount: Number.MAX_SAFE_INTEGER, currency: 'USD' })).toBe('$90,071,992,547,409.91');
  });

  it('shows the currency code instead of a price for an unsupported currency', () => {
    expect(formatMoney({ amount: 1000, currency: 'EUR' })).toBe('EUR');
    expect(formatMoney({ amount: 1000, currency: 'eur' })).toBe('EUR');
    expect(formatMoney({ amount: 1000, currency: 'XYZ' })).toBe('XYZ');
    expect(formatMoney({ amount: 1000, currency: 'EUR' }, { marketplaceCurrency: 'EUR' })).toBe('€10.00');
  });

  it('agrees with the input parser (round trip property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const shown = formatMoney({ amount, currency: 'USD' });
        expect(shown).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(parseMoneyInput(shown.replace('$', '').replaceAll(',', ''))).toEqual({ ok: true, value: { amount, currency: 'USD' } });
      }),
    );
  });
});

describe('dollars written without Intl', () => {
  const intl = (digits: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });

  it('gives what Intl.NumberFormat gives for prices and shipping fees (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(formatMoney({ amount, currency: 'USD' })).toBe(intl(2).format(minorToMajorString(amount) as `${number}`));
        const fee = roundToWholeMajor({ amount, currency: 'USD' }).amount / 100;
        expect(formatShippingFee({ amount, currency: 'USD' })).toBe(intl(0).format(BigInt(fee)));
      }),
    );
  });

  it('groups whole numbers by thousands', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });

  it('leaves other locales to Intl', () => {
    expect(formatMoney({ amount: 123450, currency: 'USD' }, { locale: 'de-DE' })).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(1234.5));
  });
});

describe('isSupportedCurrency', () => {
  it('supports only the marketplace currency', () => {
    expect(isSupportedCurrency('usd')).toBe(true);
    expect(isSupportedCurrency('EUR')).toBe(false);
    expect(isSupportedCurrency('JPY', 'JPY')).toBe(true);
  });
});

describe('shipping fees', () => {
  it('rounds half-up to whole dollars', () => {
    expect(roundToWholeMajor({ amount: 2999, currency: 'USD' })).toEqual({ amount: 3000, currency: 'USD' });
    expect(roundToWholeMajor({ amount: 2549, currency: 'USD' })).toEqual({ amount: 2500, currency: 'USD' });
    expect(roundToWholeMajor({ amount: 2550, currency: 'USD' })).toEqual({ amount: 2600, currency: 'USD' });
    expect(roundToWholeMajor({ amount: 1234, currency: 'JPY' })).toEqual({ amount: 1234, currency: 'JPY' });
  });

  it('shows whole dollars without decimals', () => {
    expect(formatShippingFee({ amount: 2500, currency: 'USD' })).toBe('$25');
    expect(formatShippingFee({ amount: 1500, currency: 'USD' })).toBe('$15');
    expect(formatShippingFee({ amount: 45000, currency: 'USD' })).toBe('$450');
    expect(formatShippingFee({ amount: 2999, currency: 'USD' })).toBe('$30');
    expect(formatShippingFee({ amount: 3599, currency: 'USD' })).toBe('$36');
    expect(formatShippingFee({ amount: 2549, currency: 'USD' })).toBe('$25');
    expect(formatShippingFee({ amount: 123456, currency: 'USD' })).toBe('$1,235');
  });

  it('shows the currency code for an unsupported currency', () => {
    expect(formatShippingFee({ amount: 2500, currency: 'GBP' })).toBe('GBP');
  });

  it('is never more than half a dollar away from the fee (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        const rounded = roundToWholeMajor({ amount, currency: 'USD' }).amount;
        expect(rounded % 100).toBe(0);
        expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(50);
        expect(formatShippingFee({ amount, currency: 'USD' })).toBe(formatMoney({ amount: rounded, currency: 'USD' }).replace(/\.00$/, ''));
      }),
    );
  });
});
