import { money } from '@variegata/money/money';
import { describe, expect, it } from 'vitest';
import { formatRateAmount, fromCarrierRate, parseCarrierAmount } from './rate';

describe('carrier amounts', () => {
  it('parses decimal strings into minor units', () => {
    expect(parseCarrierAmount('12.34')).toEqual(money(1234));
    expect(parseCarrierAmount('12.3')).toEqual(money(1230));
    expect(parseCarrierAmount('45')).toEqual(money(4500));
    expect(parseCarrierAmount(' 0.05 ')).toEqual(money(5));
  });

  it('rounds half-up beyond the sub-unit', () => {
    expect(parseCarrierAmount('10.005')).toEqual(money(1001));
    expect(parseCarrierAmount('10.0049')).toEqual(money(1000));
    expect(parseCarrierAmount('0.999')).toEqual(money(100));
  });

  it('uses the currency divisor (JPY has no sub-unit)', () => {
    expect(parseCarrierAmount('1200', 'JPY')).toEqual(money(1200, 'JPY'));
    expect(parseCarrierAmount('1200.5', 'JPY')).toEqual(money(1201, 'JPY'));
  });

  it('throws on a malformed amount (validated at the edge)', () => {
    for (const bad of ['', '-1.00', '1,00', 'abc', '1.2.3']) expect(() => parseCarrierAmount(bad)).toThrow();
  });
});

describe('carrier rates', () => {
  it('keep their fields and get the flags of a plain rate', () => {
    const r = fromCarrierRate(
      {
        object_id: 'rate_1',
        amount: '18.20',
        provider: 'UPS',
        servicelevel: { name: 'Ground', token: 'ups_ground' },
        duration_terms: '1-5 days',
        provider_image_200: 'https://img/ups.png',
      },
      { isIntlShipping: true },
    );
    expect(r).toEqual({
      object_id: 'rate_1',
      amount: money(1820),
      provider: 'UPS',
      servicelevel: { name: 'Ground', token: 'ups_ground' },
      duration_terms: '1-5 days',
      provider_image_200: 'https://img/ups.png',
      isIntlShipping: true,
      isPromoted: false,
      isFlatRate: false,
      tierRateDescription: null,
      promotedAmount: null,
      plan: null,
      requiresMembership: false,
    });
  });

  it('formats amounts with two decimals', () => {
    expect(formatRateAmount(money(3599))).toBe('$35.99');
    expect(formatRateAmount(money(4500))).toBe('$45.00');
  });
});
