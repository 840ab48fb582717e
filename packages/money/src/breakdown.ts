/**
 * Order breakdown per role (spec 3 §3): plain data for the order and sale pages (label key +
 * Money per line; no React). Lines, in this order, each only when it applies:
 *
 *   quantity, unitPrice        the unit line item (night, day or units) visible to the role
 *   extraUnits, extraItem...   `line-item/extra-units` and extra items (`line-item/x::Name` or an
 *                              unknown code); an extra item with quantity above 1 shows `x N`
 *   subtotal                   sum of the lines above (the items)
 *   shippingFee                `line-item/shipping-fee`, only for a role in its includeFor
 *   providerShippingFee        `line-item/provider-shipping-fee`, only for a role in its includeFor
 *   pickupFee                  `line-item/pickup-fee`
 *   customerCommission         customers only: their transaction fee (must be >= 0)
 *   providerCommission         providers only: their transaction fee (must be <= 0)
 *   refund                     sum of the role's reversed (refunded) items except commissions
 *   customerCommissionRefund / providerCommissionRefund   the role's reversed commission
 *   total | payoutTotal        customers: payin total; providers: payout total
 *
 * An invalid line item code or commission item is a developer error (spec 2 §8, spec 3 §8).
 */
import { type Money } from './money';
import { isSafeBigInt } from './decimal';
import {
  LINE_ITEM_CUSTOMER_COMMISSION,
  LINE_ITEM_EXTRA_UNITS,
  LINE_ITEM_PICKUP_FEE,
  LINE_ITEM_PROVIDER_COMMISSION,
  LINE_ITEM_PROVIDER_SHIPPING_FEE,
  LINE_ITEM_SHIPPING_FEE,
  UNIT_LINE_ITEM_CODES,
  lineItemLabel,
  parseLineItemCode,
  type LineItemCode,
} from './line-item-codes';
import { payinTotal, payoutTotal, type LineItem, type LineItemRole } from './line-items';

export type BreakdownLineKey =
  | 'quantity'
  | 'unitPrice'
  | 'extraUnits'
  | 'extraItem'
  | 'subtotal'
  | 'shippingFee'
  | 'providerShippingFee'
  | 'pickupFee'
  | 'customerCommission'
  | 'providerCommission'
  | 'refund'
  | 'customerCommissionRefund'
  | 'providerCommissionRefund'
  | 'total'
  | 'payoutTotal';

export interface BreakdownLine {
  readonly key: BreakdownLineKey;
  /** Translation key, `OrderBreakdown.<key>`. */
  readonly labelKey: `OrderBreakdown.${BreakdownLineKey}`;
  /** Absent only on the quantity line. */
  readonly amount?: Money;
  /** Quantity line, extra units and extra items. */
  readonly quantity?: number;
  /** Extra items: the name after `::` or the humanised code. */
  readonly label?: string;
  /** Extra items with quantity above 1: `x N`. */
  readonly quantitySuffix?: string;
  /** The line item code the line comes from (single-item lines). */
  readonly code?: LineItemCode;
}

export interface OrderBreakdown {
  readonly role: LineItemRole;
  readonly lines: readonly BreakdownLine[];
  /** Payin total for the customer, payout total for the provider. */
  readonly total: Money;
}

/** English labels for the label keys (the product's locale is English). */
export const BREAKDOWN_LABELS_EN: Readonly<Record<BreakdownLineKey, string>> = Object.freeze({
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  extraUnits: 'Extra units',
  extraItem: 'Extra item',
  subtotal: 'Subtotal',
  shippingFee: 'Shipping fee',
  providerShippingFee: 'Shipping fee',
  pickupFee: 'Pickup fee',
  customerCommission: 'Transaction fee',
  providerCommission: 'Transaction fee',
  refund: 'Refund',
  customerCommissionRefund: 'Transaction fee refund',
  providerCommissionRefund: 'Transaction fee refund',
  total: 'Total',
  payoutTotal: 'Payout total',
});

function line(key: BreakdownLineKey, fields: Omit<BreakdownLine, 'key' | 'labelKey'>): BreakdownLine {
  return { key, labelKey: `OrderBreakdown.${key}`, ...fields };
}

function sum(items: readonly LineItem[], currency: string): Money {
  const total = items.reduce((acc, item) => acc + BigInt(item.lineTotal.amount), 0n);
  if (!isSafeBigInt(total)) {
    throw new Error('Breakdown line is not a safe integer');
  }
  return { amount: Number(total), currency };
}

/** Any item outside the known codes, named (`::name`) or not. */
function isExtraItem(item: LineItem): boolean {
  return !parseLineItemCode(item.code).known;
}

function assertCommission(item: LineItem): void {
  if (item.reversal) {
    return;
  }
  if (item.code === LINE_ITEM_CUSTOMER_COMMISSION && item.lineTotal.amount < 0) {
    throw new Error('Invalid commission line item: customer commission must be zero or positive');
  }
  if (item.code === LINE_ITEM_PROVIDER_COMMISSION && item.lineTotal.amount > 0) {
    throw new Error('Invalid commission line item: provider commission must be zero or negative');
  }
}

/**
 * The breakdown the given role sees for a transaction's line items (see the module comment
 * for the lines and their order).
 */
export function orderBreakdown(lineItems: readonly LineItem[], role: LineItemRole): OrderBreakdown {
  for (const item of lineItems) {
    parseLineItemCode(item.code); // throws for an invalid code
    assertCommission(item);
  }
  const total = role === 'customer' ? payinTotal(lineItems) : payoutTotal(lineItems);
  const currency = total.currency;
  const visible = lineItems.filter((item) => item.includeFor.includes(role));
  const charges = visible.filter((item) => !item.reversal);
  const reversals = visible.filter((item) => item.reversal);
  const commissionCode = role === 'customer' ? LINE_ITEM_CUSTOMER_COMMISSION : LINE_ITEM_PROVIDER_COMMISSION;
  const isCommission = (item: LineItem) => item.code === LINE_ITEM_CUSTOMER_COMMISSION || item.code === LINE_ITEM_PROVIDER_COMMISSION;
  const withCode = (code: string) => charges.filter((item) => item.code === code);
  const lines: BreakdownLine[] = [];

  const unit = charges.find((item) => UNIT_LINE_ITEM_CODES.includes(item.code));
  const extraUnits = withCode(LINE_ITEM_EXTRA_UNITS);
  const extraItems = charges.filter(isExtraItem);
  if (unit !== undefined) {
    if (unit.quantity !== undefined) {
      lines.push(line('quantity', { quantity: unit.quantity, code: unit.code }));
    }
    lines.push(line('unitPrice', { amount: unit.unitPrice, code: unit.code }));
  }
  for (const item of extraUnits) {
    lines.push(line('extraUnits', { amount: item.lineTotal, code: item.code, ...(item.quantity === undefined ? {} : { quantity: item.quantity }) }));
  }
  for (const item of extraItems) {
    const quantity = item.quantity;
    lines.push(
      line('extraItem', {
        amount: item.lineTotal,
        code: item.code,
        label: lineItemLabel(item.code),
        ...(quantity === undefined ? {} : { quantity }),
        ...(quantity !== undefined && quantity > 1 ? { quantitySuffix: `x ${quantity}` } : {}),
      }),
    );
  }
  const itemLines = [...(unit === undefined ? [] : [unit]), ...extraUnits, ...extraItems];
  if (itemLines.length > 0) {
    lines.push(line('subtotal', { amount: sum(itemLines, currency) }));
  }

  const fees: [BreakdownLineKey, string][] = [
    ['shippingFee', LINE_ITEM_SHIPPING_FEE],
    ['providerShippingFee', LINE_ITEM_PROVIDER_SHIPPING_FEE],
    ['pickupFee', LINE_ITEM_PICKUP_FEE],
  ];
  for (const [key, code] of fees) {
    const found = withCode(code);
    if (found.length > 0) {
      lines.push(line(key, { amount: sum(found, currency), code: code as LineItemCode }));
    }
  }

  const commissions = withCode(commissionCode);
  if (commissions.length > 0) {
    lines.push(line(role === 'customer' ? 'customerCommission' : 'providerCommission', { amount: sum(commissions, currency), code: commissionCode }));
  }

  const refunds = reversals.filter((item) => !isCommission(item));
  if (refunds.length > 0) {
    lines.push(line('refund', { amount: sum(refunds, currency) }));
  }
  const commissionRefunds = reversals.filter((item) => item.code === commissionCode);
  if (commissionRefunds.length > 0) {
    lines.push(line(role === 'customer' ? 'customerCommissionRefund' : 'providerCommissionRefund', { amount: sum(commissionRefunds, currency), code: commissionCode }));
  }

  lines.push(line(role === 'customer' ? 'total' : 'payoutTotal', { amount: total }));
  return { role, lines, total };
}
