import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLineItem,
  buildLineItems,
  calculateLineTotal,
  checkTotals,
  payinTotal,
  payoutTotal,
  reverseLineItem,
  withFullRefund,
  type LineItem,
  type LineItemInput,
} from './line-items';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const both = ['customer', 'provider'] as const;

function built(input: LineItemInput): LineItem {
  const result = buildLineItem(input);
  if (!result.ok) {
    throw new Error(`unexpected ${result.error}`);
  }
  return result.value;
}

describe('calculateLineTotal', () => {
  it('multiplies unit price by quantity', () => {
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: usd(1999), quantity: 3, includeFor: both })).toEqual({ ok: true, value: usd(5997) });
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: usd(1999), quantity: 1.5, includeFor: both })).toEqual({ ok: true, value: usd(2999) }); // 2998.5 half-up
  });

  it('takes a percentage of the unit price with half-up rounding', () => {
    expect(calculateLineTotal({ code: 'line-item/customer-commission', unitPrice: usd(1005), percentage: 10, includeFor: ['customer'] })).toEqual({ ok: true, value: usd(101) });
    expect(calculateLineTotal({ code: 'line-item/customer-commission', unitPrice: usd(1004), percentage: 10, includeFor: ['customer'] })).toEqual({ ok: true, value: usd(100) });
    expect(calculateLineTotal({ code: 'line-item/provider-commission', unitPrice: usd(1005), percentage: -10, includeFor: ['provider'] })).toEqual({ ok: true, value: usd(-101) });
    expect(calculateLineTotal({ code: 'line-item/customer-commission', unitPrice: usd(333), percentage: 12.5, includeFor: ['customer'] })).toEqual({ ok: true, value: usd(42) }); // 41.625
  });

  it('multiplies seats by units', () => {
    expect(calculateLineTotal({ code: 'line-item/day', unitPrice: usd(500), seats: 2, units: 3, includeFor: both })).toEqual({ ok: true, value: usd(3000) });
  });

  it('rejects negative seats', () => {
    expect(calculateLineTotal({ code: 'line-item/day', unitPrice: usd(500), seats: -1, units: 3, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-negative-seats' });
  });

  it('needs exactly one of quantity, percentage, or seats with units', () => {
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: usd(500), includeFor: both })).toMatchObject({ ok: false, error: 'line-item-missing-quantity' });
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: usd(500), seats: 2, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-missing-quantity' });
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: usd(500), units: 2, quantity: null, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-missing-quantity' });
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: usd(500), quantity: 1, percentage: 5, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-ambiguous-total' });
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: usd(500), quantity: 1, seats: 1, units: 1, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-ambiguous-total' });
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: usd(500), quantity: Number.NaN, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-invalid-number' });
  });

  it('rejects invalid unit prices and unsafe totals', () => {
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: usd(1.5), quantity: 1, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-invalid-unit-price' });
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: { amount: 1, currency: 'XYZ' }, quantity: 1, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-invalid-unit-price' });
    expect(calculateLineTotal({ code: 'line-item/units', unitPrice: usd(Number.MAX_SAFE_INTEGER), quantity: 2, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-total-unsafe' });
  });

  it('treats an invalid code as a developer error', () => {
    expect(() => calculateLineTotal({ code: 'units', unitPrice: usd(1), quantity: 1, includeFor: both })).toThrow(/Invalid line item code/);
    expect(() => buildLineItem({ code: 'shipping-fee', unitPrice: usd(1), quantity: 1, includeFor: both })).toThrow(/Invalid line item code/);
  });
});

describe('buildLineItem', () => {
  it('gives the wire shape with lineTotal and reversal false', () => {
    expect(buildLineItem({ code: 'line-item/units', unitPrice: usd(2500), quantity: 2, includeFor: ['customer', 'provider'] })).toEqual({
      ok: true,
      value: { code: 'line-item/units', unitPrice: usd(2500), quantity: 2, lineTotal: usd(5000), reversal: false, includeFor: ['customer', 'provider'] },
    });
  });

  it('requires a customer commission to be zero or positive', () => {
    expect(buildLineItem({ code: 'line-item/customer-commission', unitPrice: usd(1000), percentage: -5, includeFor: ['customer'] })).toMatchObject({ ok: false, error: 'line-item-negative-customer-commission' });
    expect(buildLineItem({ code: 'line-item/customer-commission', unitPrice: usd(1000), percentage: 0, includeFor: ['customer'] })).toMatchObject({ ok: true });
  });

  it('requires a provider commission to be zero or negative', () => {
    expect(buildLineItem({ code: 'line-item/provider-commission', unitPrice: usd(1000), percentage: 10, includeFor: ['provider'] })).toMatchObject({ ok: false, error: 'line-item-positive-provider-commission' });
    expect(buildLineItem({ code: 'line-item/provider-commission', unitPrice: usd(1000), percentage: -10, includeFor: ['provider'] })).toMatchObject({ ok: true, value: { lineTotal: usd(-100) } });
  });

  it('checks includeFor', () => {
    for (const includeFor of [[], ['operator'], ['customer', 'customer']]) {
      expect(buildLineItem({ code: 'line-item/units', unitPrice: usd(1), quantity: 1, includeFor })).toMatchObject({ ok: false, error: 'line-item-invalid-include-for' });
    }
  });

  it('checks a given lineTotal and refuses reversals as input', () => {
    expect(buildLineItem({ code: 'line-item/units', unitPrice: usd(100), quantity: 2, lineTotal: usd(200), includeFor: both })).toMatchObject({ ok: true });
    expect(buildLineItem({ code: 'line-item/units', unitPrice: usd(100), quantity: 2, lineTotal: usd(201), includeFor: both })).toMatchObject({ ok: false, error: 'line-item-total-mismatch' });
    expect(buildLineItem({ code: 'line-item/units', unitPrice: usd(100), quantity: 2, lineTotal: { amount: 200, currency: 'EUR' }, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-currency-mismatch' });
    expect(buildLineItem({ code: 'line-item/units', unitPrice: usd(100), quantity: 2, reversal: true, includeFor: both })).toMatchObject({ ok: false, error: 'line-item-reversal-not-allowed' });
  });

  it('accepts extra items with a name', () => {
    expect(buildLineItem({ code: 'line-item/extra::Moss pole', unitPrice: usd(450), quantity: 2, includeFor: ['customer', 'provider'] })).toMatchObject({ ok: true, value: { lineTotal: usd(900) } });
  });
});

describe('buildLineItems', () => {
  it('reports the index of the failing item', () => {
    const result = buildLineItems([
      { code: 'line-item/units', unitPrice: usd(100), quantity: 1, includeFor: both },
      { code: 'line-item/day', unitPrice: usd(100), seats: -2, units: 1, includeFor: both },
    ]);
    expect(result).toEqual({ ok: false, error: 'line-item-negative-seats', meta: { code: 'line-item/day', index: 1 } });
  });

  it('requires one currency', () => {
    const result = buildLineItems([
      { code: 'line-item/units', unitPrice: usd(100), quantity: 1, includeFor: both },
      { code: 'line-item/shipping-fee', unitPrice: { amount: 100, currency: 'EUR' }, quantity: 1, includeFor: ['customer'] },
    ]);
    expect(result).toMatchObject({ ok: false, error: 'line-item-currency-mismatch', meta: { index: 1 } });
  });
});

describe('totals', () => {
  const items = [
    built({ code: 'line-item/units', unitPrice: usd(2000), quantity: 2, includeFor: both }),
    built({ code: 'line-item/shipping-fee', unitPrice: usd(2500), quantity: 1, includeFor: ['customer'] }),
    built({ code: 'line-item/customer-commission', unitPrice: usd(4000), percentage: 5, includeFor: ['customer'] }),
    built({ code: 'line-item/provider-commission', unitPrice: usd(4000), percentage: -10, includeFor: ['provider'] }),
  ];

  it('sums customer items into payin and provider items into payout', () => {
    expect(payinTotal(items)).toEqual(usd(4000 + 2500 + 200));
    expect(payoutTotal(items)).toEqual(usd(4000 - 400));
    expect(checkTotals(items)).toEqual({ ok: true, value: { payinTotal: usd(6700), payoutTotal: usd(3600) } });
    expect(payinTotal([])).toEqual(usd(0));
  });

  it('refuses totals a payment cannot carry', () => {
    const discount = built({ code: 'line-item/discount', unitPrice: usd(-9000), quantity: 1, includeFor: ['customer'] });
    expect(checkTotals([...items, discount])).toEqual({ ok: false, error: 'line-items-negative-payin' });
    const bonus = built({ code: 'line-item/bonus', unitPrice: usd(9000), quantity: 1, includeFor: ['provider'] });
    expect(checkTotals([...items, bonus])).toEqual({ ok: false, error: 'line-items-payout-exceeds-payin' });
    const fine = built({ code: 'line-item/fine', unitPrice: usd(-9000), quantity: 1, includeFor: ['provider'] });
    expect(checkTotals([...items, fine])).toEqual({ ok: false, error: 'line-items-negative-payout' });
  });

  it('treats mixed currencies in totals as a developer error', () => {
    const eur = built({ code: 'line-item/units', unitPrice: { amount: 100, currency: 'EUR' }, quantity: 1, includeFor: both });
    expect(() => payinTotal([...items, eur])).toThrow(/different currencies/);
  });

  it('reverses an item by negating its quantity and total', () => {
    const [units] = items;
    expect(reverseLineItem(units as LineItem)).toEqual({ ...units, quantity: -2, lineTotal: usd(-4000), reversal: true });
    expect(() => reverseLineItem(reverseLineItem(units as LineItem))).toThrow(/reversal/);
    const seated = built({ code: 'line-item/day', unitPrice: usd(500), seats: 2, units: 3, includeFor: both });
    expect(reverseLineItem(seated)).toMatchObject({ seats: 2, units: -3, lineTotal: usd(-3000), reversal: true });
    const commission = items[3] as LineItem;
    expect(reverseLineItem(commission)).toMatchObject({ percentage: 10, lineTotal: usd(400), reversal: true });
    const refunded = withFullRefund(items);
    expect(refunded).toHaveLength(8);
    expect(payinTotal(refunded)).toEqual(usd(0));
    expect(payoutTotal(refunded)).toEqual(usd(0));
  });
});

const role = fc.constantFrom<readonly ('customer' | 'provider')[]>(['customer'], ['provider'], ['customer', 'provider']);
const itemInput = fc.oneof(
  fc.record({ amount: fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), quantity: fc.integer({ min: 0, max: 1000 }), includeFor: role }).map(
    ({ amount, quantity, includeFor }): LineItemInput => ({ code: 'line-item/units', unitPrice: usd(amount), quantity, includeFor }),
  ),
  fc.record({ amount: fc.integer({ min: 0, max: 10 ** 9 }), percentage: fc.double({ min: 0, max: 100, noNaN: true }), includeFor: role }).map(
    ({ amount, percentage, includeFor }): LineItemInput => ({ code: 'line-item/customer-commission', unitPrice: usd(amount), percentage, includeFor }),
  ),
  fc.record({ amount: fc.integer({ min: 0, max: 10 ** 9 }), percentage: fc.integer({ min: 0, max: 10_000 }), includeFor: role }).map(
    ({ amount, percentage, includeFor }): LineItemInput => ({ code: 'line-item/provider-commission', unitPrice: usd(amount), percentage: -percentage / 100, includeFor }),
  ),
  fc.record({ amount: fc.integer({ min: -(10 ** 6), max: 10 ** 6 }), seats: fc.integer({ min: 0, max: 100 }), units: fc.integer({ min: 0, max: 100 }), includeFor: role }).map(
    ({ amount, seats, units, includeFor }): LineItemInput => ({ code: 'line-item/day', unitPrice: usd(amount), seats, units, includeFor }),
  ),
);

describe('line item arithmetic (properties)', () => {
  it('a reversal recomputes to its own negative total and an item plus its reversal sums to zero', () => {
    fc.assert(
      fc.property(itemInput, (input) => {
        const item = built(input);
        const reversal = reverseLineItem(item);
        const { reversal: _flag, lineTotal: _total, ...rest } = reversal;
        const recomputed = calculateLineTotal(rest);
        expect(recomputed).toEqual({ ok: true, value: reversal.lineTotal });
        expect(item.lineTotal.amount + reversal.lineTotal.amount).toBe(0);
      }),
    );
  });

  it('a full refund brings payin and payout to zero', () => {
    fc.assert(
      fc.property(fc.array(itemInput, { maxLength: 12 }), (inputs) => {
        const items = inputs.map(built);
        const refunded = withFullRefund(items);
        expect(payinTotal(refunded, 'USD').amount).toBe(0);
        expect(payoutTotal(refunded, 'USD').amount).toBe(0);
      }),
    );
  });

  it('payin minus payout equals customer-only items minus provider-only items', () => {
    fc.assert(
      fc.property(fc.array(itemInput, { maxLength: 12 }), (inputs) => {
        const items = inputs.map(built);
        const sum = (list: LineItem[]) => list.reduce((acc, item) => acc + item.lineTotal.amount, 0);
        const customerOnly = items.filter((item) => !item.includeFor.includes('provider'));
        const providerOnly = items.filter((item) => !item.includeFor.includes('customer'));
        expect(payinTotal(items, 'USD').amount - payoutTotal(items, 'USD').amount).toBe(sum(customerOnly) - sum(providerOnly));
      }),
    );
  });

  it('a percentage total is within half a minor unit of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10_000 }), (amount, basisPoints) => {
        const total = calculateLineTotal({ code: 'line-item/customer-commission', unitPrice: usd(amount), percentage: basisPoints / 100, includeFor: ['customer'] });
        if (!total.ok) throw new Error(total.error);
        const exactTimes10000 = amount * basisPoints; // safe: < 2^53
        const diff = total.value.amount * 10_000 - exactTimes10000;
        expect(diff * 2).toBeLessThanOrEqual(10_000);
        expect(diff * 2).toBeGreaterThan(-10_000); // ties round up, never down
      }),
    );
  });
});
