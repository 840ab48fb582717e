/**
 * Buy-now-pay-later (instalment) eligibility (spec 3 §2 Checkout, §9): offered only when the
 * listing's currency is one of eur, dkk, gbp, nok, sek, usd, czk, aud, nzd, cad, pln, chf, the
 * listing is not an auction, and the seller's connected account has the `klarna_payments`
 * capability active with a default currency matching the listing's. Four payments.
 * The seller account is read in the payment provider's (Stripe's) own shape.
 */
import { money, type Money } from './money';
import { err, ok, type Result } from '@variegata/result/result';

export const INSTALMENT_CURRENCIES = ['eur', 'dkk', 'gbp', 'nok', 'sek', 'usd', 'czk', 'aud', 'nzd', 'cad', 'pln', 'chf'] as const;
export const INSTALMENT_PAYMENTS = 4;
export const INSTALMENT_CAPABILITY = 'klarna_payments';

/** The part of a Stripe Connect account this rule reads. */
export interface InstalmentSellerAccount {
  readonly capabilities?: Readonly<Record<string, string | undefined>> | null;
  readonly default_currency?: string | null;
}

export interface InstalmentEligibilityInput {
  readonly listingCurrency: string;
  readonly isAuction: boolean;
  /** The seller's connected account; null/undefined when the seller has none. */
  readonly sellerAccount?: InstalmentSellerAccount | null;
}

export type InstalmentIneligibleReason =
  | 'instalment-currency-unsupported'
  | 'instalment-auction'
  | 'instalment-no-seller-account'
  | 'instalment-capability-inactive'
  | 'instalment-currency-mismatch';

export function isInstalmentCurrency(currency: string): boolean {
  return (INSTALMENT_CURRENCIES as readonly string[]).includes(currency.toLowerCase());
}

/** Ok with the number of payments, or the first reason the listing cannot be bought in instalments. */
export function instalmentEligibility(input: InstalmentEligibilityInput): Result<{ readonly payments: number }, InstalmentIneligibleReason> {
  if (!isInstalmentCurrency(input.listingCurrency)) {
    return err('instalment-currency-unsupported');
  }
  if (input.isAuction) {
    return err('instalment-auction');
  }
  const account = input.sellerAccount;
  if (account === undefined || account === null) {
    return err('instalment-no-seller-account');
  }
  if (account.capabilities?.[INSTALMENT_CAPABILITY] !== 'active') {
    return err('instalment-capability-inactive');
  }
  if ((account.default_currency ?? '').toLowerCase() !== input.listingCurrency.toLowerCase()) {
    return err('instalment-currency-mismatch');
  }
  return ok({ payments: INSTALMENT_PAYMENTS });
}

export function isInstalmentEligible(input: InstalmentEligibilityInput): boolean {
  return instalmentEligibility(input).ok;
}

/**
 * Splits a total into equal payments in whole minor units; the remainder goes one minor unit
 * at a time to the first payments (1001 -> 251, 250, 250, 250). The parts sum to the total.
 */
export function instalmentSchedule(total: Money, payments: number = INSTALMENT_PAYMENTS): Money[] {
  if (!Number.isSafeInteger(payments) || payments < 1) {
    throw new Error(`Number of payments must be a positive integer, got ${payments}`);
  }
  if (!Number.isSafeInteger(total.amount) || total.amount < 0) {
    throw new Error(`Instalment total must be a non-negative safe integer, got ${total.amount}`);
  }
  const base = Math.floor(total.amount / payments);
  const remainder = total.amount - base * payments;
  return Array.from({ length: payments }, (_, index) => money(base + (index < remainder ? 1 : 0), total.currency));
}
