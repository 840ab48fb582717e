import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, countryName } from './country-names';
import { PAYOUT_COUNTRIES } from './payout-countries';

describe('country names', () => {
  it('names every payout country', () => {
    for (const { code } of PAYOUT_COUNTRIES) expect(COUNTRY_NAMES[code], code).toMatch(/^[A-Z][A-Za-z ]+$/);
  });

  it('uses the short common names, whatever the runtime\'s ICU data says', () => {
    expect(countryName('HK')).toBe('Hong Kong');
    expect(countryName('gb')).toBe('United Kingdom');
    expect(countryName('US')).toBe('United States');
  });

  it('falls back to the code for a country it does not list', () => {
    expect(countryName('ZZ')).toBe('ZZ');
  });
});
