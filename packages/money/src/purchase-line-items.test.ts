import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchaseLineItems } from './purchase-line-items';
import { checkTotals, payinTotal, payoutTotal, withFullRefund, type LineItem } from './line-items';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const fees = { customerCommissionPercentage: 5, providerCommissionPercentage: 10 };

function items(result: ReturnType<typeof purchaseLineItems>): LineItem[] {
  if (!result.ok) {
    throw new Error(`unexpected ${result.error}`);
  }
  return result.value;
}

describe('purchaseLineItems', () => {
  it('builds units, shipping and both commissions', () => {
    const result = items(purchaseLineItems({ unitPrice: usd(4999), quantity: 2, shippingFee: usd(2500), fees }));
    expect(result).toEqual([
      { code: 'line-item/units', unitPrice: usd(4999), quantity: 2, lineTotal: usd(9998), reversal: false, includeFor: ['customer', 'provider'] },
      { code: 'line-item/shipping-fee', unitPrice: usd(2500), quantity: 1, lineTotal: usd(2500), reversal: false, includeFor: ['customer'] },
      { code: 'line-item/customer-commission', unitPrice: usd(9998), percentage: 5, lineTotal: usd(500), reversal: false, includeFor: ['customer'] }, // 499.9
      { code: 'line-item/provider-commission', unitPrice: usd(9998), percentage: -10, lineTotal: usd(-1000), reversal: false, includeFor: ['provider'] }, // -999.8
    ]);
    expect(payinTotal(result)).toEqual(usd(9998 + 2500 + 500));
    expect(payoutTotal(result)).toEqual(usd(9998 - 1000));
  });

  it('passes a provider shipping fee to the provider and adds a pickup fee for the customer', () => {
    const result = items(purchaseLineItems({ unitPrice: usd(1000), quantity: 1, shippingFee: usd(1500), providerShippingFee: usd(1500), pickupFee: usd(300), fees }));
    expect(result.map((item) => [item.code, item.includeFor, item.lineTotal.amount])).toEqual([
      ['line-item/units', ['customer', 'provider'], 1000],
      ['line-item/shipping-fee', ['customer'], 1500],
      ['line-item/provider-shipping-fee', ['provider'], 1500],
      ['line-item/pickup-fee', ['customer'], 300],
      ['line-item/customer-commission', ['customer'], 50],
      ['line-item/provider-commission', ['provider'], -100],
    ]);
    expect(payoutTotal(result)).toEqual(usd(1000 + 1500 - 100));
  });

  it('adds no commission line for a 0 % commission and no shipping line without a fee', () => {
    const result = items(purchaseLineItems({ unitPrice: usd(1000), quantity: 1, fees: { customerCommissionPercentage: 0, providerCommissionPercentage: 0 } }));
    expect(result.map((item) => item.code)).toEqual(['line-item/units']);
  });

  it('rounds commissions half-up', () => {
    const result = items(purchaseLineItems({ unitPrice: usd(1010), quantity: 1, fees: { customerCommissionPercentage: 2.5, providerCommissionPercentage: 7.5 } }));
    expect(result.map((item) => item.lineTotal.amount)).toEqual([1010, 25, -76]); // 25.25, -75.75
    const tie = items(purchaseLineItems({ unitPrice: usd(1010), quantity: 1, fees: { customerCommissionPercentage: 5, providerCommissionPercentage: 5 } }));
    expect(tie.map((item) => item.lineTotal.amount)).toEqual([1010, 51, -51]); // 50.5 and -50.5
  });

  it('rejects an invalid quantity, negative amounts, other currencies and bad commissions', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(purchaseLineItems({ unitPrice: usd(1000), quantity, fees })).toEqual({ ok: false, error: 'purchase-invalid-quantity' });
    }
    expect(purchaseLineItems({ unitPrice: usd(-1), quantity: 1, fees })).toEqual({ ok: false, error: 'purchase-negative-amount' });
    expect(purchaseLineItems({ unitPrice: usd(100), quantity: 1, shippingFee: usd(-1), fees })).toEqual({ ok: false, error: 'purchase-negative-amount' });
    expect(purchaseLineItems({ unitPrice: usd(100), quantity: 1, shippingFee: { amount: 100, currency: 'EUR' }, fees })).toEqual({ ok: false, error: 'purchase-currency-mismatch' });
    expect(purchaseLineItems({ unitPrice: usd(100), quantity: 1, fees: { customerCommissionPercentage: -1, providerCommissionPercentage: 10 } })).toEqual({ ok: false, error: 'purchase-invalid-commission' });
    expect(purchaseLineItems({ unitPrice: usd(100), quantity: 1, fees: { customerCommissionPercentage: 1, providerCommissionPercentage: 101 } })).toEqual({ ok: false, error: 'purchase-invalid-commission' });
    expect(purchaseLineItems({ unitPrice: usd(100), quantity: 1, shippingFee: usd(1000), providerShippingFee: usd(1001), fees })).toEqual({ ok: false, error: 'purchase-provider-shipping-exceeds-shipping' });
    expect(purchaseLineItems({ unitPrice: usd(100), quantity: 1, providerShippingFee: usd(1), fees })).toEqual({ ok: false, error: 'purchase-provider-shipping-exceeds-shipping' });
  });

  it('passes line item errors through', () => {
    expect(purchaseLineItems({ unitPrice: usd(Number.MAX_SAFE_INTEGER), quantity: 2, fees })).toMatchObject({ ok: false, error: 'line-item-total-unsafe' });
  });
});

describe('purchase arithmetic (properties)', () => {
  const input = fc.record({
    price: fc.integer({ min: 0, max: 10 ** 9 }),
    quantity: fc.integer({ min: 1, max: 100 }),
    shipping: fc.option(fc.integer({ min: 0, max: 10 ** 6 }), { nil: undefined }),
    providerShare: fc.double({ min: 0, max: 1, noNaN: true }),
    customerPct: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
    providerPct: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
  });

  it('payin - payout = shipping + customer commission - provider shipping + provider commission; totals are payable', () => {
    fc.assert(
      fc.property(input, ({ price, quantity, shipping, providerShare, customerPct, providerPct }) => {
        const providerShipping = shipping === undefined ? undefined : Math.floor(shipping * providerShare);
        const list = items(
          purchaseLineItems({
            unitPrice: usd(price),
            quantity,
            shippingFee: shipping === undefined ? undefined : usd(shipping),
            providerShippingFee: providerShipping === undefined ? undefined : usd(providerShipping),
            fees: { customerCommissionPercentage: customerPct, providerCommissionPercentage: providerPct },
          }),
        );
        const amount = (code: string) => list.find((item) => item.code === code)?.lineTotal.amount ?? 0;
        const subtotal = price * quantity;
        expect(amount('line-item/units')).toBe(subtotal);
        expect(amount('line-item/customer-commission')).toBeGreaterThanOrEqual(0);
        expect(amount('line-item/provider-commission')).toBeLessThanOrEqual(0);
        expect(-amount('line-item/provider-commission')).toBeLessThanOrEqual(subtotal);
        const payin = payinTotal(list).amount;
        const payout = payoutTotal(list).amount;
        expect(payin).toBe(subtotal + (shipping ?? 0) + amount('line-item/customer-commission'));
        expect(payin - payout).toBe((shipping ?? 0) - (providerShipping ?? 0) + amount('line-item/customer-commission') - amount('line-item/provider-commission'));
        expect(checkTotals(list).ok).toBe(true);
        const refunded = withFullRefund(list);
        expect([payinTotal(refunded).amount, payoutTotal(refunded).amount]).toEqual([0, 0]);
      }),
    );
  });
});
