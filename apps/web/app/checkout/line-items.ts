/**
 * The order's line items, computed by `@variegata/money` from the listing's price, the quantity and
 * the shipping rate priced on the server (spec 3 §3; the architecture's "the server computes money").
 * Own shipping is passed on to the seller (`provider-shipping-fee`); a carrier label is the
 * marketplace's, so its fee stays with the marketplace.
 */
import type { LineItemInput } from '@variegata/marketplace-client/transaction-calls';
import type { LineItem as EntityLineItem } from '@variegata/marketplace-client/transaction-entity';
import { orderBreakdown, BREAKDOWN_LABELS_EN } from '@variegata/money/breakdown';
import { DEFAULT_FEE_TABLE, type FeeTable } from '@variegata/money/fees';
import { formatMoney } from '@variegata/money/format';
import { buildLineItems, type LineItem } from '@variegata/money/line-items';
import type { Money } from '@variegata/money/money';
import { purchaseLineItems } from '@variegata/money/purchase-line-items';
import { ok } from '@variegata/result/result';
import { isOwnShippingRate } from '@variegata/shipping/own-shipping';
import type { ShippingRate } from '@variegata/shipping/rate';
import { failure, type CheckoutResult } from './failures';

export function checkoutLineItems(unitPrice: Money, quantity: number, rate: ShippingRate | null, fees: FeeTable = DEFAULT_FEE_TABLE): CheckoutResult<LineItem[]> {
  const built = purchaseLineItems({
    unitPrice,
    quantity,
    shippingFee: rate?.amount ?? null,
    providerShippingFee: rate && isOwnShippingRate(rate) ? rate.amount : null,
    fees,
  });
  if (built.ok) return ok(built.value);
  if (built.error === 'purchase-invalid-quantity') return failure('quantity-invalid');
  if (built.error === 'purchase-currency-mismatch') return failure('currency-invalid');
  throw new Error(`Line items could not be built: ${built.error}`);
}

/** The line items as the marketplace takes them in a privileged transition (it adds totals itself). */
export function apiLineItems(items: readonly LineItem[]): LineItemInput[] {
  return items.map((item) => ({
    code: item.code,
    unitPrice: item.unitPrice,
    includeFor: item.includeFor,
    ...(item.quantity !== undefined ? { quantity: item.quantity } : {}),
    ...(item.percentage !== undefined ? { percentage: item.percentage } : {}),
  }));
}

export interface BreakdownRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

export interface BreakdownView {
  readonly rows: readonly BreakdownRow[];
  readonly total: string;
  readonly totalMinor: number;
  readonly currency: string;
}

/** The customer's breakdown of a transaction's line items, as `@variegata/money` orders and labels it. */
export function customerBreakdown(lineItems: readonly EntityLineItem[]): BreakdownView {
  const parsed = buildLineItems(lineItems.map((item) => ({ ...item, reversal: item.reversal || null })));
  if (!parsed.ok) throw new Error(`The marketplace returned line items that do not add up: ${parsed.error}`);
  const breakdown = orderBreakdown(parsed.value, 'customer');
  const rows = breakdown.lines
    .filter((line) => line.key !== 'total')
    .map((line) => ({
      key: line.key,
      label: line.label ?? BREAKDOWN_LABELS_EN[line.key],
      value: line.amount ? `${formatMoney(line.amount)}${line.quantitySuffix ? ` ${line.quantitySuffix}` : ''}` : String(line.quantity ?? ''),
    }));
  return { rows, total: formatMoney(breakdown.total), totalMinor: breakdown.total.amount, currency: breakdown.total.currency };
}

