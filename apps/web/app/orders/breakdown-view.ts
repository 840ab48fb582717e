/**
 * The price breakdown an order or sale page shows (spec 3 §3 "Order breakdown lines"), from
 * @variegata/money's `orderBreakdown` for the viewer's role: customers see their commission and
 * refunds and the total they paid; providers see their commission, the provider shipping fee,
 * refunds and their payout total. A shipping fee shows only to the role it is included for.
 */
import type { LineItem as ApiLineItem } from '@variegata/marketplace-client/transaction-entity';
import { BREAKDOWN_LABELS_EN, orderBreakdown, type BreakdownLineKey } from '@variegata/money/breakdown';
import { formatMoney } from '@variegata/money/format';
import type { LineItem, LineItemRole } from '@variegata/money/line-items';
import type { LineItemCode } from '@variegata/money/line-item-codes';

export interface BreakdownRow {
  readonly key: BreakdownLineKey;
  readonly label: string;
  readonly value: string;
  /** The total line (payin for the customer, payout for the provider). */
  readonly total: boolean;
}

/** Line items as the API returns them, in @variegata/money's shape (the code was checked by the entity schema). */
export function moneyLineItems(items: readonly ApiLineItem[]): LineItem[] {
  return items.map((item) => ({
    code: item.code as LineItemCode,
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
    reversal: item.reversal,
    includeFor: item.includeFor,
    ...(item.quantity === undefined ? {} : { quantity: item.quantity }),
    ...(item.percentage === undefined ? {} : { percentage: item.percentage }),
    ...(item.seats === undefined ? {} : { seats: item.seats }),
    ...(item.units === undefined ? {} : { units: item.units }),
  }));
}

/** The rows for `role`; none for a transaction without line items (an enquiry). */
export function breakdownRows(items: readonly ApiLineItem[], role: LineItemRole): BreakdownRow[] {
  if (items.length === 0) return [];
  const breakdown = orderBreakdown(moneyLineItems(items), role);
  return breakdown.lines.map((line) => {
    const label = line.key === 'extraItem' ? `${line.label ?? BREAKDOWN_LABELS_EN.extraItem}${line.quantitySuffix ? ` ${line.quantitySuffix}` : ''}` : BREAKDOWN_LABELS_EN[line.key];
    const value = line.amount ? formatMoney(line.amount) : String(line.quantity ?? '');
    return { key: line.key, label, value, total: line.key === 'total' || line.key === 'payoutTotal' };
  });
}
