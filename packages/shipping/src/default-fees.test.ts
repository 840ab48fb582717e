import { money } from '@variegata/money/money';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES, formatShippingFee, roundToWholeUnits, shippingFeeFor, shippingFeesPreview } from './default-fees';

describe('default shipping fees', () => {
  it('are 2500 domestic and 45000 international minor units of USD', () => {
    expect(shippingFeesPreview(undefined)).toEqual({
      shippingFee: money(2500),
      internationalShippingFee: money(45000),
    });
    expect(shippingFeeFor(true)).toEqual(money(2500));
    expect(shippingFeeFor(false)).toEqual(money(45000));
  });

  it("prefer the listing's own fees", () => {
    const fees = { domestic: money(1200), international: money(9900) };
    expect(shippingFeeFor(true, fees)).toEqual(money(1200));
    expect(shippingFeeFor(false, fees)).toEqual(money(9900));
    expect(shippingFeeFor(false, { domestic: money(1200) })).toEqual(money(45000));
  });

  it('are configuration (the 1500 reading)', () => {
    expect(shippingFeeFor(true, null, { ...DEFAULT_FEES, domestic: 1500 })).toEqual(money(1500));
  });
});

describe('shipping fee display', () => {
  it('rounds to whole dollars, half-up', () => {
    expect(roundToWholeUnits(money(2449))).toEqual(money(2400));
    expect(roundToWholeUnits(money(2450))).toEqual(money(2500));
    expect(roundToWholeUnits(money(2500))).toEqual(money(2500));
    expect(formatShippingFee(money(2500))).toBe('$25');
    expect(formatShippingFee(money(45000))).toBe('$450');
    expect(formatShippingFee(money(3599))).toBe('$36');
    expect(formatShippingFee(money(2999))).toBe('$30');
  });

  it('keeps JPY (no sub-unit) as it is', () => {
    expect(roundToWholeUnits(money(1234, 'JPY'))).toEqual(money(1234, 'JPY'));
  });
});
