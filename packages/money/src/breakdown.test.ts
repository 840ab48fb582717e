import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAKDOWN_LABELS_EN, orderBreakdown, type BreakdownLine } from './breakdown';
import { buildLineItem, reverseLineItem, withFullRefund, type LineItem, type LineItemInput } from './line-items';
import { purchaseLineItems } from './purchase-line-items';

const usd = (amount: number) => ({ amount, currency: 'USD' });

function built(input: LineItemInput): LineItem {
  const result = buildLineItem(input);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function purchase(shipping = 2500, providerShipping?: number): LineItem[] {
  const result = purchaseLineItems({
    unitPrice: usd(2000),
    quantity: 3,
    shippingFee: usd(shipping),
    ...(providerShipping === undefined ? {} : { providerShippingFee: usd(providerShipping) }),
    fees: { customerCommissionPercentage: 5, providerCommissionPercentage: 10 },
  });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const keys = (lines: readonly BreakdownLine[]) => lines.map((l) => l.key);
const byKey = (lines: readonly BreakdownLine[], key: string) => lines.find((l) => l.key === key);

describe('orderBreakdown for the customer', () => {
  it('shows quantity, unit price, subtotal, shipping fee, their transaction fee and the payin total', () => {
    const breakdown = orderBreakdown(purchase(), 'customer');
    expect(breakdown.lines).toEqual([
      { key: 'quantity', labelKey: 'OrderBreakdown.quantity', quantity: 3, code: 'line-item/units' },
      { key: 'unitPrice', labelKey: 'OrderBreakdown.unitPrice', amount: usd(2000), code: 'line-item/units' },
      { key: 'subtotal', labelKey: 'OrderBreakdown.subtotal', amount: usd(6000) },
      { key: 'shippingFee', labelKey: 'OrderBreakdown.shippingFee', amount: usd(2500), code: 'line-item/shipping-fee' },
      { key: 'customerCommission', labelKey: 'OrderBreakdown.customerCommission', amount: usd(300), code: 'line-item/customer-commission' },
      { key: 'total', labelKey: 'OrderBreakdown.total', amount: usd(8800) },
    ]);
    expect(breakdown.total).toEqual(usd(8800));
  });

  it('never shows the provider commission or provider shipping fee to the customer', () => {
    const lines = orderBreakdown(purchase(2500, 2500), 'customer').lines;
    expect(keys(lines)).not.toContain('providerCommission');
    expect(keys(lines)).not.toContain('providerShippingFee');
  });

  it('shows customer refund lines after a refund', () => {
    const lines = orderBreakdown(withFullRefund(purchase()), 'customer').lines;
    expect(byKey(lines, 'refund')?.amount).toEqual(usd(-8500));
    expect(byKey(lines, 'customerCommissionRefund')?.amount).toEqual(usd(-300));
    expect(byKey(lines, 'providerCommissionRefund')).toBeUndefined();
    expect(byKey(lines, 'total')?.amount).toEqual(usd(0));
  });
});

describe('orderBreakdown for the provider', () => {
  it('shows their commission, provider shipping fee and the payout total, not the customer shipping fee', () => {
    const breakdown = orderBreakdown(purchase(2500, 2000), 'provider');
    expect(keys(breakdown.lines)).toEqual(['quantity', 'unitPrice', 'subtotal', 'providerShippingFee', 'providerCommission', 'payoutTotal']);
    expect(byKey(breakdown.lines, 'providerShippingFee')?.amount).toEqual(usd(2000));
    expect(byKey(breakdown.lines, 'providerCommission')?.amount).toEqual(usd(-600));
    expect(byKey(breakdown.lines, 'payoutTotal')).toEqual({ key: 'payoutTotal', labelKey: 'OrderBreakdown.payoutTotal', amount: usd(6000 + 2000 - 600) });
  });

  it('shows refund and commission refund lines for the provider', () => {
    const items = purchase();
    const units = items[0] as LineItem;
    const providerCommission = items.find((item) => item.code === 'line-item/provider-commission') as LineItem;
    const lines = orderBreakdown([...items, reverseLineItem(units), reverseLineItem(providerCommission)], 'provider').lines;
    expect(byKey(lines, 'refund')?.amount).toEqual(usd(-6000));
    expect(byKey(lines, 'providerCommissionRefund')?.amount).toEqual(usd(600));
    expect(byKey(lines, 'customerCommissionRefund')).toBeUndefined();
    expect(byKey(lines, 'payoutTotal')?.amount).toEqual(usd(0));
  });

  it('shows a shipping fee to the provider only when it is included for the provider', () => {
    const shared = [
      built({ code: 'line-item/units', unitPrice: usd(1000), quantity: 1, includeFor: ['customer', 'provider'] }),
      built({ code: 'line-item/shipping-fee', unitPrice: usd(1500), quantity: 1, includeFor: ['customer', 'provider'] }),
    ];
    expect(byKey(orderBreakdown(shared, 'provider').lines, 'shippingFee')?.amount).toEqual(usd(1500));
    const customerOnly = purchase();
    expect(byKey(orderBreakdown(customerOnly, 'provider').lines, 'shippingFee')).toBeUndefined();
  });
});

describe('extra items', () => {
  const items = [
    built({ code: 'line-item/units', unitPrice: usd(1000), quantity: 1, includeFor: ['customer', 'provider'] }),
    built({ code: 'line-item/extra::Moss pole', unitPrice: usd(450), quantity: 2, includeFor: ['customer', 'provider'] }),
    built({ code: 'line-item/extra::Gift card', unitPrice: usd(300), quantity: 1, includeFor: ['customer'] }),
    built({ code: 'line-item/pickup-fee', unitPrice: usd(500), quantity: 1, includeFor: ['customer'] }),
  ];

  it('show x N when the quantity is above 1 and count in the subtotal', () => {
    const lines = orderBreakdown(items, 'customer').lines;
    expect(lines.filter((l) => l.key === 'extraItem')).toEqual([
      { key: 'extraItem', labelKey: 'OrderBreakdown.extraItem', amount: usd(900), code: 'line-item/extra::Moss pole', label: 'Moss pole', quantity: 2, quantitySuffix: 'x 2' },
      { key: 'extraItem', labelKey: 'OrderBreakdown.extraItem', amount: usd(300), code: 'line-item/extra::Gift card', label: 'Gift card', quantity: 1 },
    ]);
    expect(byKey(lines, 'subtotal')?.amount).toEqual(usd(2200));
    expect(byKey(lines, 'pickupFee')?.amount).toEqual(usd(500));
    expect(byKey(lines, 'total')?.amount).toEqual(usd(2700));
  });

  it('show only to the roles they are included for', () => {
    const lines = orderBreakdown(items, 'provider').lines;
    expect(lines.filter((l) => l.key === 'extraItem').map((l) => l.label)).toEqual(['Moss pole']);
    expect(byKey(lines, 'pickupFee')).toBeUndefined();
  });

  it('label unknown codes from the code and show extra units', () => {
    const lines = orderBreakdown(
      [
        built({ code: 'line-item/gift-wrap', unitPrice: usd(200), quantity: 3, includeFor: ['customer'] }),
        built({ code: 'line-item/extra-units', unitPrice: usd(100), quantity: 2, includeFor: ['customer'] }),
      ],
      'customer',
    ).lines;
    expect(byKey(lines, 'extraItem')).toMatchObject({ label: 'Gift wrap', quantitySuffix: 'x 3', amount: usd(600) });
    expect(byKey(lines, 'extraUnits')).toMatchObject({ quantity: 2, amount: usd(200) });
    expect(byKey(lines, 'subtotal')?.amount).toEqual(usd(800));
  });
});

describe('developer errors', () => {
  it('throws for an invalid code', () => {
    const bad = { ...built({ code: 'line-item/units', unitPrice: usd(1), quantity: 1, includeFor: ['customer'] }), code: 'units' } as unknown as LineItem;
    expect(() => orderBreakdown([bad], 'customer')).toThrow(/Invalid line item code/);
  });

  it('throws for an invalid commission item', () => {
    const negativeCustomer = { ...built({ code: 'line-item/customer-commission', unitPrice: usd(100), percentage: 10, includeFor: ['customer'] }), lineTotal: usd(-10) };
    expect(() => orderBreakdown([negativeCustomer], 'customer')).toThrow(/Invalid commission/);
    const positiveProvider = { ...built({ code: 'line-item/provider-commission', unitPrice: usd(100), percentage: -10, includeFor: ['provider'] }), lineTotal: usd(10) };
    expect(() => orderBreakdown([positiveProvider], 'provider')).toThrow(/Invalid commission/);
  });
});

describe('labels', () => {
  it('has an English label for every line key', () => {
    expect(BREAKDOWN_LABELS_EN.customerCommission).toBe('Transaction fee');
    expect(Object.keys(BREAKDOWN_LABELS_EN)).toHaveLength(15);
  });
});

describe('breakdown arithmetic (property)', () => {
  it('the money lines after the subtotal add up to the total for both roles', () => {
    const input = fc.record({
      price: fc.integer({ min: 0, max: 10 ** 8 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      shipping: fc.integer({ min: 0, max: 10 ** 5 }),
      providerShipping: fc.integer({ min: 0, max: 10 ** 5 }),
      customerPct: fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
      providerPct: fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
      refund: fc.boolean(),
    });
    fc.assert(
      fc.property(input, ({ price, quantity, shipping, providerShipping, customerPct, providerPct, refund }) => {
        const result = purchaseLineItems({
          unitPrice: usd(price),
          quantity,
          shippingFee: usd(shipping),
          providerShippingFee: usd(Math.min(shipping, providerShipping)),
          fees: { customerCommissionPercentage: customerPct, providerCommissionPercentage: providerPct },
        });
        if (!result.ok) throw new Error(result.error);
        const items = refund ? withFullRefund(result.value) : result.value;
        for (const role of ['customer', 'provider'] as const) {
          const { lines, total } = orderBreakdown(items, role);
          const summed = lines
            .filter((l) => !['quantity', 'unitPrice', 'extraUnits', 'extraItem', 'total', 'payoutTotal'].includes(l.key))
            .reduce((acc, l) => acc + (l.amount?.amount ?? 0), 0);
          expect(summed).toBe(total.amount);
          expect(lines.at(-1)?.amount).toEqual(total);
        }
      }),
    );
  });
});
