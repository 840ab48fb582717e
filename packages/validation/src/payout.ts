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
import { availablePayoutCountries, payoutCountry, type BankField } from './payout-countries';
import {
  ACCOUNT_TYPE_REQUIRED_MESSAGE, ACCOUNT_TYPES, BANK_ACCOUNT_TOKEN_REQUIRED_MESSAGE, bankFieldRequiredMessage, BUSINESS_MCC_INVALID_MESSAGE,
  BUSINESS_URL_INVALID_MESSAGE, DEFAULT_BUSINESS_MCC, PAYOUT_COUNTRY_REQUIRED_MESSAGE, PAYOUT_COUNTRY_US_ONLY_MESSAGE, payoutUnsupportedCountryMessage,
} from './payout-terms';

// Still exported from here, as before `./payout-terms` existed, for code that imports them with the validators.
export {
  ACCOUNT_TYPE_REQUIRED_MESSAGE, ACCOUNT_TYPES, accountTokenData, assertPayoutStatusBoxType, BANK_ACCOUNT_TOKEN_REQUIRED_MESSAGE, BANK_TOKEN_DEBOUNCE_MS,
  bankFieldRequiredMessage, bankTokenGenericErrorMessage, BUSINESS_MCC_INVALID_MESSAGE, BUSINESS_URL_INVALID_MESSAGE, DEFAULT_BUSINESS_MCC,
  PAYOUT_COUNTRY_REQUIRED_MESSAGE, PAYOUT_COUNTRY_US_ONLY_MESSAGE, PAYOUT_STATUS_BOX_TYPES, payoutUnsupportedCountryMessage, STRIPE_NOT_LOADED_ERROR,
} from './payout-terms';
export type { AccountType, PayoutStatusBoxType } from './payout-terms';

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

export function validatePayoutDetails(input: unknown, options: PayoutFormOptions) {
  return validateWith(payoutDetailsSchema(options), input);
}
