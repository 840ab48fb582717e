/**
 * The saved card as the payment methods page shows it (spec 3 §2 "Saved cards and payment methods
 * page"): brand, last 4 digits, expiry month and 2-digit year, and whether it expired (a card
 * that expires before the current month is expired; it is still valid during its own month).
 */
import type { StripePaymentMethod } from '@variegata/marketplace-client/stripe-entity';

export interface SavedCardView {
  /** The brand as the provider names it (`visa`, `discover`, ...). */
  readonly brand: string;
  readonly last4: string;
  /** Two digits: `04`. */
  readonly expMonth: string;
  /** The year's last two digits: `34`. */
  readonly expYear: string;
  readonly expired: boolean;
}

/** True when a card valid through `month`/`year` (4-digit year) expired before `now`'s month (UTC). */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  return year * 12 + month < now.getUTCFullYear() * 12 + (now.getUTCMonth() + 1);
}

export function savedCardView(method: StripePaymentMethod | null | undefined, now: Date): SavedCardView | null {
  if (!method) return null;
  const { brand, last4Digits, expirationMonth, expirationYear } = method.card;
  return {
    brand,
    last4: last4Digits,
    expMonth: String(expirationMonth).padStart(2, '0'),
    expYear: String(expirationYear % 100).padStart(2, '0'),
    expired: isCardExpired(expirationMonth, expirationYear, now),
  };
}
