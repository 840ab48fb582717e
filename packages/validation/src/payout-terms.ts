/**
 * The payout form's terms (spec 3 §2 "Payouts", §5): account types, status box types, the form's
 * messages and constants, and the account token data. No validator code: a page shows and sends the
 * form with these alone and loads the validators (`./payout`) only when it checks the form.
 */
import { BANK_FIELD_LABELS, payoutCountry, type BankField } from './payout-countries';

export const DEFAULT_BUSINESS_MCC = '5734';
/** The bank token request waits this long after the last change (spec 3 §2). */
export const BANK_TOKEN_DEBOUNCE_MS = 1000;
/** Spec 3 §5: developer error when the card provider's script is missing. */
export const STRIPE_NOT_LOADED_ERROR = 'Stripe must be loaded for submitting PayoutPreferences';

/** Connected-account status box types (spec 3 §2); any other type is a developer error. */
export const PAYOUT_STATUS_BOX_TYPES = ['verificationNeeded', 'verificationSuccess', 'verificationError'] as const;
export type PayoutStatusBoxType = (typeof PAYOUT_STATUS_BOX_TYPES)[number];

export function assertPayoutStatusBoxType(type: string): PayoutStatusBoxType {
  if (!(PAYOUT_STATUS_BOX_TYPES as readonly string[]).includes(type)) {
    throw new Error(`Unknown payout status box type: ${type}`);
  }
  return type as PayoutStatusBoxType;
}
export const ACCOUNT_TYPES = ['individual', 'company'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const payoutUnsupportedCountryMessage = (country: string): string => `Country not supported: ${country}`;
export const bankFieldRequiredMessage = (field: BankField): string => `${BANK_FIELD_LABELS[field]} is required.`;
export const PAYOUT_COUNTRY_REQUIRED_MESSAGE = 'Country is required.';
export const PAYOUT_COUNTRY_US_ONLY_MESSAGE = 'Payouts are available only to bank accounts in the United States.';
export const ACCOUNT_TYPE_REQUIRED_MESSAGE = 'Choose an account type.';
export const BANK_ACCOUNT_TOKEN_REQUIRED_MESSAGE = 'Bank account details are required.';
export const BUSINESS_URL_INVALID_MESSAGE = 'Enter a web address starting with http:// or https://.';
export const BUSINESS_MCC_INVALID_MESSAGE = 'Merchant category code must be 4 digits.';

/** The generic bank-token error: names the country and the inputs it needs. */
export function bankTokenGenericErrorMessage(country: string): string {
  const fields = payoutCountry(country)?.bankFields ?? [];
  const labels = fields.map((field) => BANK_FIELD_LABELS[field]).join(', ');
  return `Could not verify the bank account for ${country.trim().toUpperCase()}. Check the ${labels}.`;
}

/** Account token data for account creation: the account type and the accepted terms of service. */
export function accountTokenData(accountType: AccountType): { business_type: AccountType; tos_shown_and_accepted: true } {
  return { business_type: accountType, tos_shown_and_accepted: true };
}
