import { err, ok, type Result } from '@variegata/result/result';

/** The marketplace's home country: sellers default to it and flat rates are domestic to it. */
export const HOME_COUNTRY = 'US';

/** The shipping form's message when the country is not allowed (spec 3 §2). */
export const COUNTRY_NOT_ALLOWED_MESSAGE = 'Only shipping to the listed countries';

export type CountryErrorCode = 'shipping-country-not-allowed';

/** ISO 3166-1 alpha-2 codes compare trimmed and case-insensitively. */
export function normaliseCountry(country: string): string {
  return country.trim().toUpperCase();
}

export interface CountryPolicy {
  /** The listing's `allowedShippingCountries`. */
  readonly allowedShippingCountries?: readonly string[] | null;
  /** The seller's (origin) country; the home country when unknown. */
  readonly sellerCountry?: string | null;
}

/**
 * The countries a listing ships to: its `allowedShippingCountries` when it has any, otherwise
 * only the seller's own country (a listing without a list ships domestically).
 */
export function allowedCountries(policy: CountryPolicy): string[] {
  const list = (policy.allowedShippingCountries ?? []).map(normaliseCountry).filter((c) => c !== '');
  if (list.length > 0) return [...new Set(list)];
  return [normaliseCountry(policy.sellerCountry || HOME_COUNTRY)];
}

export function isCountryAllowed(country: string, policy: CountryPolicy): boolean {
  return allowedCountries(policy).includes(normaliseCountry(country));
}

/**
 * Ok with the normalised country when the listing ships there; otherwise
 * `shipping-country-not-allowed` with the spec's message and the allowed list in `meta`.
 * Rates are fetched only after this passes.
 */
export function checkShippingCountry(
  country: string,
  policy: CountryPolicy,
): Result<string, CountryErrorCode, { readonly allowedCountries: string[] }> {
  const allowed = allowedCountries(policy);
  const c = normaliseCountry(country);
  return allowed.includes(c)
    ? ok(c)
    : err('shipping-country-not-allowed', COUNTRY_NOT_ALLOWED_MESSAGE, { allowedCountries: allowed });
}

/** Domestic when the parcel stays in the seller's country (home country when unknown). */
export function isDomesticShipping(sellerCountry: string | null | undefined, destinationCountry: string): boolean {
  return normaliseCountry(sellerCountry || HOME_COUNTRY) === normaliseCountry(destinationCountry);
}
