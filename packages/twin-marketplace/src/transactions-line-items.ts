/** Line items sent by a privileged transition: transit values to `@variegata/money` inputs, validated and totalled there. */
import { buildLineItems, checkTotals, type LineItem, type LineItemInput } from '@variegata/money/line-items';
import { isValidLineItemCode } from '@variegata/money/line-item-codes';
import { invalidValue } from './http-errors';
import type { StoredLineItem } from './transactions-model';
import { BigDecimalValue, MoneyValue } from './wire-types';

function num(v: unknown): number | null | undefined {
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (v instanceof BigDecimalValue) return Number(v.value);
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return NaN;
}

export function lineItemsParam(raw: unknown): LineItem[] {
  if (!Array.isArray(raw) || raw.length === 0) throw invalidValue('params.lineItems', 'body', 'lineItems must be a non-empty list');
  const inputs: LineItemInput[] = raw.map((item: unknown, i) => {
    const o = item as Record<string, unknown> | null;
    if (!o || typeof o !== 'object') throw invalidValue(`params.lineItems.${i}`, 'body');
    if (!isValidLineItemCode(o['code'])) throw invalidValue(`params.lineItems.${i}.code`, 'body', 'Invalid line item code');
    const up = o['unitPrice'];
    if (!(up instanceof MoneyValue)) throw invalidValue(`params.lineItems.${i}.unitPrice`, 'body', 'unitPrice must be Money');
    const lt = o['lineTotal'];
    const includeFor = o['includeFor'];
    if (!Array.isArray(includeFor)) throw invalidValue(`params.lineItems.${i}.includeFor`, 'body');
    return {
      code: o['code'] as string,
      unitPrice: { amount: up.amount, currency: up.currency },
      quantity: num(o['quantity']), percentage: num(o['percentage']), seats: num(o['seats']), units: num(o['units']),
      lineTotal: lt instanceof MoneyValue ? { amount: lt.amount, currency: lt.currency } : null,
      reversal: o['reversal'] === true ? true : null,
      includeFor: includeFor.map(String),
    };
  });
  const built = buildLineItems(inputs);
  if (!built.ok) throw invalidValue(`params.lineItems.${built.meta?.index ?? 0}`, 'body', `Invalid line item: ${built.error}`);
  const totals = checkTotals(built.value);
  if (!totals.ok) throw invalidValue('params.lineItems', 'body', `Invalid line items: ${totals.error}`);
  return built.value;
}

export function storedLineItems(items: readonly LineItem[]): StoredLineItem[] {
  return items.map((i) => JSON.parse(JSON.stringify(i)) as StoredLineItem);
}

