/**
 * Line items in Sharetribe's wire shape (spec 3 §3): `{code, unitPrice, quantity?,
 * percentage?, seats?, units?, lineTotal, reversal, includeFor}`. Line totals come from
 * exactly one of: quantity (`unitPrice × quantity`), percentage (`unitPrice × percentage / 100`)
 * or seats with units (`unitPrice × seats × units`), computed exactly and rounded half-up
 * (ties away from zero) to whole minor units. Negative seats are rejected; a customer
 * commission must be zero or positive, a provider commission zero or negative.
 * Payin total = sum of items included for the customer; payout total = sum for the provider.
 */
import { MARKETPLACE_CURRENCY, isKnownCurrency, money, type Money } from './money';
import { isSafeBigInt, multiplyRoundHalfUp, negate } from './decimal';
import { err, ok, type Result } from '@variegata/result/result';
import {
  LINE_ITEM_CUSTOMER_COMMISSION,
  LINE_ITEM_PROVIDER_COMMISSION,
  assertLineItemCode,
  type LineItemCode,
} from './line-item-codes';

export type LineItemRole = 'customer' | 'provider';
export const LINE_ITEM_ROLES: readonly LineItemRole[] = ['customer', 'provider'];

export interface LineItem {
  readonly code: LineItemCode;
  readonly unitPrice: Money;
  readonly quantity?: number;
  readonly percentage?: number;
  readonly seats?: number;
  readonly units?: number;
  readonly lineTotal: Money;
  readonly reversal: boolean;
  readonly includeFor: readonly LineItemRole[];
}

/** What a caller (or an API client) sends: no reversal flag; `lineTotal` optional and checked if given. */
export interface LineItemInput {
  readonly code: string;
  readonly unitPrice: Money;
  readonly quantity?: number | null;
  readonly percentage?: number | null;
  readonly seats?: number | null;
  readonly units?: number | null;
  readonly lineTotal?: Money | null;
  readonly reversal?: boolean | null;
  readonly includeFor: readonly string[];
}

export type LineItemError =
  /** None of quantity, percentage, or seats with units. */
  | 'line-item-missing-quantity'
  /** More than one of quantity, percentage, seats/units. */
  | 'line-item-ambiguous-total'
  /** quantity, percentage, seats or units is not a finite number. */
  | 'line-item-invalid-number'
  | 'line-item-negative-seats'
  | 'line-item-negative-customer-commission'
  | 'line-item-positive-provider-commission'
  /** includeFor empty, with an unknown role or a duplicate. */
  | 'line-item-invalid-include-for'
  /** unitPrice is not a safe integer of a known currency. */
  | 'line-item-invalid-unit-price'
  /** A given lineTotal differs from the computed one. */
  | 'line-item-total-mismatch'
  /** lineTotal outside the safe integer range. */
  | 'line-item-total-unsafe'
  /** Items (or a given lineTotal) in different currencies. */
  | 'line-item-currency-mismatch'
  /** Reversals are created by reverseLineItem, never sent in. */
  | 'line-item-reversal-not-allowed';

export interface LineItemErrorMeta {
  /** Position of the failing item in a list. */
  readonly index?: number;
  readonly code?: string;
}

function present(value: number | null | undefined): value is number {
  return value !== undefined && value !== null;
}

function validIncludeFor(includeFor: readonly string[]): includeFor is readonly LineItemRole[] {
  return (
    Array.isArray(includeFor) &&
    includeFor.length > 0 &&
    includeFor.every((role) => (LINE_ITEM_ROLES as readonly string[]).includes(role)) &&
    new Set(includeFor).size === includeFor.length
  );
}

/**
 * Computes the line total of an item (throws only for an invalid code). Quantity,
 * percentage or seats with units; exactly one of them.
 */
export function calculateLineTotal(input: LineItemInput): Result<Money, LineItemError, LineItemErrorMeta> {
  assertLineItemCode(input.code);
  const meta = { code: input.code };
  const { unitPrice } = input;
  if (typeof unitPrice !== 'object' || unitPrice === null || !Number.isSafeInteger(unitPrice.amount) || typeof unitPrice.currency !== 'string' || !isKnownCurrency(unitPrice.currency)) {
    return err('line-item-invalid-unit-price', undefined, meta);
  }
  const hasQuantity = present(input.quantity);
  const hasPercentage = present(input.percentage);
  const hasSeatsOrUnits = present(input.seats) || present(input.units);
  const kinds = Number(hasQuantity) + Number(hasPercentage) + Number(hasSeatsOrUnits);
  if (kinds === 0) {
    return err('line-item-missing-quantity', undefined, meta);
  }
  if (kinds > 1) {
    return err('line-item-ambiguous-total', undefined, meta);
  }
  let factors: number[];
  let divisor = 1;
  if (present(input.quantity)) {
    factors = [input.quantity];
  } else if (present(input.percentage)) {
    factors = [input.percentage];
    divisor = 100;
  } else {
    if (!present(input.seats) || !present(input.units)) {
      return err('line-item-missing-quantity', undefined, meta);
    }
    factors = [input.seats, input.units];
  }
  if (!factors.every((factor) => typeof factor === 'number' && Number.isFinite(factor))) {
    return err('line-item-invalid-number', undefined, meta);
  }
  if (present(input.seats) && input.seats < 0) {
    return err('line-item-negative-seats', undefined, meta);
  }
  const total = multiplyRoundHalfUp(unitPrice.amount, factors, divisor);
  if (!isSafeBigInt(total)) {
    return err('line-item-total-unsafe', undefined, meta);
  }
  return ok(money(Number(total), unitPrice.currency));
}

/**
 * Validates an input item and computes its line total, giving the wire shape with
 * `reversal: false`. Only the given ones of quantity/percentage/seats/units are kept.
 * Throws for an invalid code (developer error); every other problem is an error code.
 */
export function buildLineItem(input: LineItemInput): Result<LineItem, LineItemError, LineItemErrorMeta> {
  assertLineItemCode(input.code);
  const meta = { code: input.code };
  if (input.reversal === true) {
    return err('line-item-reversal-not-allowed', undefined, meta);
  }
  if (!validIncludeFor(input.includeFor)) {
    return err('line-item-invalid-include-for', undefined, meta);
  }
  const total = calculateLineTotal(input);
  if (!total.ok) {
    return total;
  }
  const lineTotal = total.value;
  if (input.lineTotal !== undefined && input.lineTotal !== null) {
    if (String(input.lineTotal.currency).toUpperCase() !== lineTotal.currency) {
      return err('line-item-currency-mismatch', undefined, meta);
    }
    if (input.lineTotal.amount !== lineTotal.amount) {
      return err('line-item-total-mismatch', undefined, meta);
    }
  }
  if (input.code === LINE_ITEM_CUSTOMER_COMMISSION && lineTotal.amount < 0) {
    return err('line-item-negative-customer-commission', undefined, meta);
  }
  if (input.code === LINE_ITEM_PROVIDER_COMMISSION && lineTotal.amount > 0) {
    return err('line-item-positive-provider-commission', undefined, meta);
  }
  return ok({
    code: input.code,
    unitPrice: money(input.unitPrice.amount, input.unitPrice.currency),
    ...(present(input.quantity) ? { quantity: input.quantity } : {}),
    ...(present(input.percentage) ? { percentage: input.percentage } : {}),
    ...(present(input.seats) ? { seats: input.seats } : {}),
    ...(present(input.units) ? { units: input.units } : {}),
    lineTotal,
    reversal: false,
    includeFor: [...input.includeFor],
  });
}

/**
 * Builds a list of line items; all must share one currency. The first failure is returned
 * with `meta.index`.
 */
export function buildLineItems(inputs: readonly LineItemInput[]): Result<LineItem[], LineItemError, LineItemErrorMeta> {
  const items: LineItem[] = [];
  for (const [index, input] of inputs.entries()) {
    const built = buildLineItem(input);
    if (!built.ok) {
      return err(built.error, built.message, { ...built.meta, index });
    }
    const first = items[0];
    if (first !== undefined && first.lineTotal.currency !== built.value.lineTotal.currency) {
      return err('line-item-currency-mismatch', undefined, { index, code: input.code });
    }
    items.push(built.value);
  }
  return ok(items);
}

/**
 * The reversal of a line item (a refund): quantity, percentage or units (never seats, which
 * must not be negative) and the line total negated, `reversal: true`. Recomputing the reversal gives exactly its line total, and an
 * item plus its reversal sums to zero. Reversing a reversal is a developer error.
 */
export function reverseLineItem(item: LineItem): LineItem {
  if (item.reversal) {
    throw new Error(`Cannot reverse a reversal (${item.code})`);
  }
  return {
    ...item,
    ...(present(item.quantity) ? { quantity: negate(item.quantity) } : {}),
    ...(present(item.percentage) ? { percentage: negate(item.percentage) } : {}),
    // seats stay non-negative (negative seats are rejected): the units are negated instead
    ...(present(item.units) ? { units: negate(item.units) } : {}),
    lineTotal: { amount: negate(item.lineTotal.amount), currency: item.lineTotal.currency },
    reversal: true,
  };
}

/** The items plus a reversal of every non-reversal item: a full refund (totals become zero). */
export function withFullRefund(items: readonly LineItem[]): LineItem[] {
  return [...items, ...items.filter((item) => !item.reversal).map(reverseLineItem)];
}

/** Sum of the line totals of the items included for a role, in integer minor units. */
export function totalFor(items: readonly LineItem[], role: LineItemRole, currency: string = items[0]?.lineTotal.currency ?? MARKETPLACE_CURRENCY): Money {
  const wanted = currency.toUpperCase();
  let sum = 0n;
  for (const item of items) {
    if (item.lineTotal.currency.toUpperCase() !== wanted) {
      throw new Error(`Line items in different currencies: ${item.lineTotal.currency} and ${wanted}`);
    }
    if (item.includeFor.includes(role)) {
      sum += BigInt(item.lineTotal.amount);
    }
  }
  if (!isSafeBigInt(sum)) {
    throw new Error('Line item total is not a safe integer');
  }
  return money(Number(sum), wanted);
}

/** What the customer pays: the sum of items whose includeFor has customer. */
export function payinTotal(items: readonly LineItem[], currency?: string): Money {
  return totalFor(items, 'customer', currency);
}

/** What the provider receives: the sum of items whose includeFor has provider. */
export function payoutTotal(items: readonly LineItem[], currency?: string): Money {
  return totalFor(items, 'provider', currency);
}

export type LineItemTotalsError = 'line-items-negative-payin' | 'line-items-negative-payout' | 'line-items-payout-exceeds-payin';

/**
 * Payin and payout totals with the checks a payment needs: neither negative, and the
 * provider never receives more than the customer pays.
 */
export function checkTotals(items: readonly LineItem[], currency?: string): Result<{ payinTotal: Money; payoutTotal: Money }, LineItemTotalsError> {
  const payin = payinTotal(items, currency);
  const payout = payoutTotal(items, currency);
  if (payin.amount < 0) {
    return err('line-items-negative-payin');
  }
  if (payout.amount < 0) {
    return err('line-items-negative-payout');
  }
  if (payout.amount > payin.amount) {
    return err('line-items-payout-exceeds-payin');
  }
  return ok({ payinTotal: payin, payoutTotal: payout });
}
