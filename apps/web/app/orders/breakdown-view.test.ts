import { describe, expect, it } from 'vitest';
import type { LineItem as ApiLineItem } from '@variegata/marketplace-client/transaction-entity';
import { DEFAULT_FEE_TABLE } from '@variegata/money/fees';
import { withFullRefund, type LineItem } from '@variegata/money/line-items';
import { purchaseLineItems } from '@variegata/money/purchase-line-items';
import { breakdownRows, moneyLineItems } from './breakdown-view';

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** Line items as the API returns them for a purchase of `quantity` plants at $50 with $12.50 shipping. */
function purchase(quantity: number, providerShipping = false): ApiLineItem[] {
  const result = purchaseLineItems({ unitPrice: usd(5000), quantity, shippingFee: usd(1250), ...(providerShipping ? { providerShippingFee: usd(1250) } : {}), fees: DEFAULT_FEE_TABLE });
  if (!result.ok) throw new Error(result.error);
  return asApi(result.value);
}

/** @variegata/money line items in the API's shape (codes all start with `line-item/`). */
function asApi(items: readonly LineItem[]): ApiLineItem[] {
  return items.map((item) => ({ ...item, code: `line-item/${item.code.slice('line-item/'.length)}` as const, includeFor: [...item.includeFor], quantity: item.quantity, percentage: item.percentage, units: undefined, seats: undefined }));
}

const rows = (items: ApiLineItem[], role: 'customer' | 'provider') => breakdownRows(items, role).map((r) => `${r.label}: ${r.value}${r.total ? ' (total)' : ''}`);

describe('order breakdown rows', () => {
  it('the customer sees the items, shipping, their fee and what they paid', () => {
    expect(rows(purchase(2), 'customer')).toEqual([
      'Quantity: 2',
      'Unit price: $50.00',
      'Subtotal: $100.00',
      'Shipping fee: $12.50',
      'Transaction fee: $5.00',
      'Total: $117.50 (total)',
    ]);
  });

  it('the seller sees their commission, the shipping passed on to them and the payout total', () => {
    expect(rows(purchase(1), 'provider')).toEqual(['Quantity: 1', 'Unit price: $50.00', 'Subtotal: $50.00', 'Transaction fee: -$5.00', 'Payout total: $45.00 (total)']);
    expect(rows(purchase(1, true), 'provider')).toContain('Shipping fee: $12.50');
  });

  it('refunds show for both roles after a cancellation', () => {
    const refunded = [...purchase(1), ...asApi(withFullRefund(moneyLineItems(purchase(1))).filter((item) => item.reversal))];
    expect(rows(refunded, 'customer')).toEqual(expect.arrayContaining(['Refund: -$62.50', 'Transaction fee refund: -$2.50', 'Total: $0.00 (total)']));
    expect(rows(refunded, 'provider')).toEqual(expect.arrayContaining(['Refund: -$50.00', 'Transaction fee refund: $5.00', 'Payout total: $0.00 (total)']));
  });

  it('an enquiry has no breakdown', () => {
    expect(breakdownRows([], 'customer')).toEqual([]);
  });
});
