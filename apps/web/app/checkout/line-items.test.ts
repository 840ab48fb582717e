import { describe, expect, it } from 'vitest';
import type { ShippingRate } from '@variegata/shipping/rate';
import { apiLineItems, checkoutLineItems } from './line-items';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const rate = (objectId: string, amount: number): ShippingRate =>
  ({ object_id: objectId, amount: usd(amount), provider: 'UPS', servicelevel: { name: 'Ground', token: 'ups_ground' }, duration_terms: null, provider_image_200: null, isFlatRate: false, isPromoted: false, isIntlShipping: false, tierRateDescription: null }) as unknown as ShippingRate;

describe('checkout line items', () => {
  it('prices the quantity, the carrier shipping and the fees on the server', () => {
    const items = checkoutLineItems(usd(2500), 2, rate('rate_1', 1200));
    if (!items.ok) throw new Error(items.error);
    const codes = items.value.map((i) => i.code);
    expect(codes).toContain('line-item/units');
    expect(codes).toContain('line-item/shipping-fee');
    expect(items.value.find((i) => i.code === 'line-item/units')?.quantity).toBe(2);
    expect(items.value.find((i) => i.code === 'line-item/shipping-fee')?.unitPrice).toEqual(usd(1200));
  });

  it('refuses a quantity of 0 and a rate in another currency as expected failures', () => {
    const zero = checkoutLineItems(usd(2500), 0, null);
    expect(zero.ok ? null : zero.error).toBe('quantity-invalid');
    const mixed = checkoutLineItems(usd(2500), 1, { ...rate('rate_1', 1200), amount: { amount: 1200, currency: 'EUR' } });
    expect(mixed.ok ? null : mixed.error).toBe('currency-invalid');
  });

  it('passes line items to the marketplace without totals', () => {
    const items = checkoutLineItems(usd(2500), 1, null);
    if (!items.ok) throw new Error(items.error);
    for (const item of apiLineItems(items.value)) expect(Object.keys(item).sort()).toEqual(expect.arrayContaining(['code', 'includeFor', 'unitPrice']));
    expect(apiLineItems(items.value).some((i) => 'lineTotal' in i)).toBe(false);
  });
});
