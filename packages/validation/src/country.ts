/**
 * Countries (spec 1 §5): ISO 3166-1 alpha-2 codes, upper-cased; a restriction to an allowed list and a
 * US-only check.
 */
import * as v from 'valibot';
import { validateWith } from './form';

export const DEFAULT_COUNTRY = 'US';

export const COUNTRY_REQUIRED_MESSAGE = 'Country is required.';
export const COUNTRY_INVALID_MESSAGE = 'Choose a country from the list.';
export const COUNTRY_NOT_ALLOWED_MESSAGE = 'This country is not available.';
export const COUNTRY_US_ONLY_MESSAGE = 'Only the United States is available.';

const COUNTRY_CODE = /^[A-Z]{2}$/;

export const normalizeCountry = (country: string): string => country.trim().toUpperCase();

export function isAllowedCountry(country: string, allowed: readonly string[]): boolean {
  const code = normalizeCountry(country);
  return allowed.some((entry) => normalizeCountry(entry) === code);
}

export const isUsCountry = (country: string): boolean => normalizeCountry(country) === 'US';

export interface CountryFieldOptions {
  /** Value when the field is missing (a select that was not touched). Omit to make it required. */
  readonly defaultCountry?: string;
  /** Allowed countries; omit for any well-formed code. */
  readonly allowed?: readonly string[];
  readonly messages?: { readonly required?: string; readonly invalid?: string; readonly notAllowed?: string };
}

/** A required country code, optionally defaulted when missing and restricted to a list. */
/*#__NO_SIDE_EFFECTS__*/
export function countryField(options: CountryFieldOptions = {}) {
  const requiredMessage = options.messages?.required ?? COUNTRY_REQUIRED_MESSAGE;
  const allowed = options.allowed;
  return v.pipe(
    v.optional(v.string(requiredMessage), options.defaultCountry ?? ''),
    v.transform(normalizeCountry),
    v.nonEmpty(requiredMessage),
    v.regex(COUNTRY_CODE, options.messages?.invalid ?? COUNTRY_INVALID_MESSAGE),
    v.check(
      (code) => allowed === undefined || isAllowedCountry(code, allowed),
      options.messages?.notAllowed ?? COUNTRY_NOT_ALLOWED_MESSAGE,
    ),
  );
}

/** US-only country check. */
export const usOnlyCountrySchema = countryField({ allowed: ['US'], messages: { notAllowed: COUNTRY_US_ONLY_MESSAGE } });

export function validateCountry(input: unknown, options: CountryFieldOptions = {}) {
  return validateWith(countryField(options), input);
}
