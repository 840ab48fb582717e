/**
 * Payout details (spec 3 §2 "Payouts", §9): the bank fields of the chosen country are all required,
 * their whitespace is stripped, New Zealand account numbers also lose their dashes, and an unsupported
 * country gives an unsupported-country message. The payout form has accountType (individual or
 * company), country (required; only US unless the user has canUploadOutdoorUs), bankAccountToken
 * (required), businessProfileURL (default: the user's profile page URL) and businessProfileMCC
 * (default '5734'). Field formats are checked by the payment provider when the token is created.
 */
import * as v from 'valibot';
import { fieldPath, validateWith } from './form';
import { BANK_FIELD_LABELS, availablePayoutCountries, payoutCountry, type BankField } from './payout-countries';

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

/** A bank field value as sent: all whitespace removed; NZ account numbers also without dashes. */
export function cleanBankFieldValue(country: string, field: BankField, value: string): string {
  const compact = value.replace(/\s+/g, '');
  return country.trim().toUpperCase() === 'NZ' && field === 'accountNumber' ? compact.replace(/-/g, '') : compact;
}

export type BankAccountValues = Partial<Record<BankField, string>>;

/** Bank fields of a country: all required and cleaned; an unsupported country is an issue on `country`. */
/*#__NO_SIDE_EFFECTS__*/
export function bankAccountSchema(country: string) {
  return v.pipe(
    v.record(v.string(), v.unknown()),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const input = dataset.value;
      const spec = payoutCountry(country);
      if (!spec) {
        addIssue({ message: payoutUnsupportedCountryMessage(country), path: fieldPath({ ...input, country }, 'country') });
        return NEVER;
      }
      const out: BankAccountValues = {};
      let failed = false;
      for (const field of spec.bankFields) {
        const raw = input[field];
        const cleaned = typeof raw === 'string' ? cleanBankFieldValue(spec.code, field, raw) : '';
        if (cleaned === '') {
          addIssue({ message: bankFieldRequiredMessage(field), path: fieldPath(input, field) });
          failed = true;
        }
        out[field] = cleaned;
      }
      return failed ? NEVER : { country: spec.code, currency: spec.currency, ...out };
    }),
  );
}

export function validateBankAccount(country: string, input: unknown) {
  return validateWith(bankAccountSchema(country), input);
}

/** Whether the token request may fire: every field of the country filled (after cleaning). */
export const isBankAccountComplete = (country: string, input: BankAccountValues): boolean =>
  validateBankAccount(country, input).success;

export interface PayoutFormOptions {
  /** metadata canUploadOutdoorUs: may choose any payout country. */
  readonly canUploadOutdoorUs?: boolean;
  /** The user's profile page URL, the default business profile URL. */
  readonly profileUrl: string;
}

/*#__NO_SIDE_EFFECTS__*/
export function payoutDetailsSchema(options: PayoutFormOptions) {
  const allowed = availablePayoutCountries(options.canUploadOutdoorUs ?? false).map((country) => country.code);
  return v.object({
    accountType: v.pipe(v.optional(v.string(), ''), v.picklist(ACCOUNT_TYPES, ACCOUNT_TYPE_REQUIRED_MESSAGE)),
    country: v.pipe(
      v.optional(v.string(PAYOUT_COUNTRY_REQUIRED_MESSAGE), ''),
      v.transform((code) => code.trim().toUpperCase()),
      v.nonEmpty(PAYOUT_COUNTRY_REQUIRED_MESSAGE),
      v.rawCheck<string>(({ dataset, addIssue }) => {
        if (!dataset.typed || dataset.issues) return;
        if (!payoutCountry(dataset.value)) addIssue({ message: payoutUnsupportedCountryMessage(dataset.value) });
        else if (!allowed.includes(dataset.value)) addIssue({ message: PAYOUT_COUNTRY_US_ONLY_MESSAGE });
      }),
    ),
    bankAccountToken: v.pipe(
      v.optional(v.string(BANK_ACCOUNT_TOKEN_REQUIRED_MESSAGE), ''),
      v.trim(),
      v.nonEmpty(BANK_ACCOUNT_TOKEN_REQUIRED_MESSAGE),
    ),
    businessProfileURL: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.transform((url) => (url === '' ? options.profileUrl : url)),
      v.regex(/^https?:\/\/[^\s]+$/i, BUSINESS_URL_INVALID_MESSAGE),
    ),
    businessProfileMCC: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.transform((mcc) => (mcc === '' ? DEFAULT_BUSINESS_MCC : mcc)),
      v.regex(/^\d{4}$/, BUSINESS_MCC_INVALID_MESSAGE),
    ),
  });
}

/** Account token data for account creation: the account type and the accepted terms of service. */
export function accountTokenData(accountType: AccountType): { business_type: AccountType; tos_shown_and_accepted: true } {
  return { business_type: accountType, tos_shown_and_accepted: true };
}

export function validatePayoutDetails(input: unknown, options: PayoutFormOptions) {
  return validateWith(payoutDetailsSchema(options), input);
}
