/**
 * The sign-up form's country choices: every payout country by its English name from the one
 * static list (`@variegata/validation/country-names`), never from the runtime's ICU data, so the
 * server and the browser render the same options; the default country first, then by name.
 */
import { countryName } from '@variegata/validation/country-names';
import { DEFAULT_COUNTRY } from '@variegata/validation/country';
import { PAYOUT_COUNTRIES } from '@variegata/validation/payout-countries';

const byName = (a: { label: string }, b: { label: string }) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);

export const COUNTRY_OPTIONS: readonly { value: string; label: string }[] = Object.freeze(
  PAYOUT_COUNTRIES.map((country) => ({ value: country.code, label: countryName(country.code) })).sort((a, b) =>
    a.value === DEFAULT_COUNTRY ? -1 : b.value === DEFAULT_COUNTRY ? 1 : byName(a, b),
  ),
);
