/**
 * The line items of a purchase, computed on the server (architecture principle 3). The
 * marketplace twin and the site's checkout call `purchaseLineItems`; the browser shows
 * estimates from the same function.
 */
import { type Money } from './money';
import { err, ok, type Result } from '@variegata/result/result';
import { type FeeTable } from './fees';
import {
  LINE_ITEM_CUSTOMER_COMMISSION,
  LINE_ITEM_PICKUP_FEE,
  LINE_ITEM_PROVIDER_COMMISSION,
  LINE_ITEM_PROVIDER_SHIPPING_FEE,
  LINE_ITEM_SHIPPING_FEE,
  LINE_ITEM_UNITS,
} from './line-item-codes';
import {
  buildLineItems,
  type LineItem,
  type LineItemError,
  type LineItemErrorMeta,
  type LineItemInput,
} from './line-items';
import { negate } from './decimal';

export interface PurchaseLineItemsInput {
  /** Listing price of one item (listing.price), >= 0. */
  readonly unitPrice: Money;
  /** Number of items bought (the stock reservation quantity): a positive safe integer. */
  readonly quantity: number;
  /**
   * Shipping fee for the whole order, paid by the customer: `line-item/shipping-fee`,
   * includeFor customer. Omit (or null) for no shipping line (e.g. pickup).
   */
  readonly shippingFee?: Money | null;
  /**
   * Part of the shipping fee passed on to the provider (seller ships with their own
   * label): `line-item/provider-shipping-fee`, includeFor provider. At most shippingFee.
   */
  readonly providerShippingFee?: Money | null;
  /** Pickup fee paid by the customer: `line-item/pickup-fee`, includeFor customer. */
  readonly pickupFee?: Money | null;
  /** Commission percentages (the fee table). A 0 % commission adds no line item. */
  readonly fees: FeeTable;
}

export type PurchaseLineItemsError =
  | 'purchase-invalid-quantity'
  | 'purchase-negative-amount'
  | 'purchase-currency-mismatch'
  | 'purchase-invalid-commission'
  | 'purchase-provider-shipping-exceeds-shipping'
  | LineItemError;

function validPercentage(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100;
}

/**
 * Line items of a purchase, in this order:
 * 1. `line-item/units`: unitPrice × quantity, for customer and provider;
 * 2. `line-item/shipping-fee` (customer), `line-item/provider-shipping-fee` (provider),
 *    `line-item/pickup-fee` (customer), each quantity 1, when given;
 * 3. `line-item/customer-commission`: percentage p of the item subtotal (unitPrice × quantity),
 *    for the customer, when p > 0;
 * 4. `line-item/provider-commission`: percentage −p of the item subtotal, for the provider,
 *    when p > 0 (a negative line total).
 * Commissions are computed on the item subtotal only, not on shipping or pickup fees.
 * Each total is rounded half-up to whole minor units. Payin = units + shipping + pickup +
 * customer commission; payout = units + provider shipping − provider commission.
 */
export function purchaseLineItems(input: PurchaseLineItemsInput): Result<LineItem[], PurchaseLineItemsError, LineItemErrorMeta> {
  const { unitPrice, quantity, fees } = input;
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    return err('purchase-invalid-quantity');
  }
  const currency = String(unitPrice.currency).toUpperCase();
  const extras = [input.shippingFee, input.providerShippingFee, input.pickupFee].filter((fee): fee is Money => fee !== undefined && fee !== null);
  if (extras.some((fee) => String(fee.currency).toUpperCase() !== currency)) {
    return err('purchase-currency-mismatch');
  }
  if ([unitPrice, ...extras].some((value) => value.amount < 0)) {
    return err('purchase-negative-amount');
  }
  if (!validPercentage(fees.customerCommissionPercentage) || !validPercentage(fees.providerCommissionPercentage)) {
    return err('purchase-invalid-commission');
  }
  if (input.providerShippingFee && input.providerShippingFee.amount > (input.shippingFee?.amount ?? 0)) {
    return err('purchase-provider-shipping-exceeds-shipping');
  }

  const units: LineItemInput = { code: LINE_ITEM_UNITS, unitPrice, quantity, includeFor: ['customer', 'provider'] };
  const inputs: LineItemInput[] = [units];
  if (input.shippingFee) {
    inputs.push({ code: LINE_ITEM_SHIPPING_FEE, unitPrice: input.shippingFee, quantity: 1, includeFor: ['customer'] });
  }
  if (input.providerShippingFee) {
    inputs.push({ code: LINE_ITEM_PROVIDER_SHIPPING_FEE, unitPrice: input.providerShippingFee, quantity: 1, includeFor: ['provider'] });
  }
  if (input.pickupFee) {
    inputs.push({ code: LINE_ITEM_PICKUP_FEE, unitPrice: input.pickupFee, quantity: 1, includeFor: ['customer'] });
  }
  const built = buildLineItems(inputs);
  if (!built.ok) {
    return built;
  }
  const subtotal = built.value[0]?.lineTotal;
  if (subtotal === undefined) {
    throw new Error('unit line item missing');
  }
  const commissions: LineItemInput[] = [];
  if (fees.customerCommissionPercentage > 0) {
    commissions.push({ code: LINE_ITEM_CUSTOMER_COMMISSION, unitPrice: subtotal, percentage: fees.customerCommissionPercentage, includeFor: ['customer'] });
  }
  if (fees.providerCommissionPercentage > 0) {
    commissions.push({ code: LINE_ITEM_PROVIDER_COMMISSION, unitPrice: subtotal, percentage: negate(fees.providerCommissionPercentage), includeFor: ['provider'] });
  }
  const commissionItems = buildLineItems(commissions);
  if (!commissionItems.ok) {
    return commissionItems;
  }
  // Payout never exceeds payin (provider shipping <= shipping) and is never negative
  // (commission <= 100 % of the subtotal); the property tests check this with checkTotals.
  return ok([...built.value, ...commissionItems.value]);
}
