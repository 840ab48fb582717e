/**
 * English country names for the codes the site offers (the payout countries of spec 3 §9 and the
 * shipping countries), written once into the repository. The server and the browser render the same
 * names from this list: `Intl.DisplayNames` depends on each runtime's ICU data (Node says
 * "Hong Kong SAR China", browsers "Hong Kong"), which made the sign-up page's hydration fail.
 */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = Object.freeze({
  AT: 'Austria',
  AU: 'Australia',
  BE: 'Belgium',
  BG: 'Bulgaria',
  CA: 'Canada',
  CH: 'Switzerland',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DE: 'Germany',
  DK: 'Denmark',
  EE: 'Estonia',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'United Kingdom',
  GR: 'Greece',
  HK: 'Hong Kong',
  ID: 'Indonesia',
  IE: 'Ireland',
  IT: 'Italy',
  JP: 'Japan',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  LV: 'Latvia',
  MT: 'Malta',
  MX: 'Mexico',
  NL: 'Netherlands',
  NO: 'Norway',
  NZ: 'New Zealand',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SE: 'Sweden',
  SG: 'Singapore',
  SI: 'Slovenia',
  SK: 'Slovakia',
  TH: 'Thailand',
  US: 'United States',
});

/** The English name of a country code, or the code itself when the list does not have it. */
export function countryName(code: string): string {
  return COUNTRY_NAMES[code.trim().toUpperCase()] ?? code;
}
