/**
 * The bid modal's amount field: what the bidder typed (dollars, `1250` or `1,250.50`) as integer
 * minor units, or null when it is not a valid price.
 */
import { parseMoneyInput } from '@variegata/money/money-input';

export function bidAmountOf(typed: string, currency: string): number | null {
  const cleaned = typed.replace(/[$\s]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const parsed = parseMoneyInput(cleaned, currency);
  return parsed.ok && parsed.value.amount > 0 ? parsed.value.amount : null;
}
