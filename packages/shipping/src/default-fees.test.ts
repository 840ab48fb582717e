import { money } from '@variegata/money/money';
import { describe, expect, it } from 'vitest';
import { formatShippingFee } from '@variegata/money/format';
import { DEFAULT_FEES, shippingFeeFor, shippingFeesPreview } from './default-fees';

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

describe('default fee display', () => {
  it('shows whole dollars through @variegata/money/format', () => {
    const preview = shippingFeesPreview(undefined);
    expect(formatShippingFee(preview.shippingFee)).toBe('$25');
    expect(formatShippingFee(preview.internationalShippingFee)).toBe('$450');
  });
});
