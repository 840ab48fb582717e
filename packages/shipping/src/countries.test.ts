import { describe, expect, it } from 'vitest';
import {
  allowedCountries,
  checkShippingCountry,
  COUNTRY_NOT_ALLOWED_MESSAGE,
  isCountryAllowed,
  isDomesticShipping,
} from './countries';

describe('allowed shipping countries', () => {
  it.each([
    ['US', true], ['CA', true], [' ca ', true], ['GB', false],
  ])("allows exactly the listing's allowedShippingCountries: %j is allowed: %s", (country, allowed) => {
    const policy = { allowedShippingCountries: ['US', 'ca'], sellerCountry: 'US' };
    expect(isCountryAllowed(country, policy)).toBe(allowed);
  });

  it('rejects a country outside the list with the spec message', () => {
    const r = checkShippingCountry('GB', { allowedShippingCountries: ['US', 'CA'] });
    expect(r).toEqual({
      ok: false,
      error: 'shipping-country-not-allowed',
      message: COUNTRY_NOT_ALLOWED_MESSAGE,
      meta: { allowedCountries: ['US', 'CA'] },
    });
    expect(COUNTRY_NOT_ALLOWED_MESSAGE).toBe('Only shipping to the listed countries');
    expect(checkShippingCountry('ca', { allowedShippingCountries: ['US', 'CA'] })).toEqual({ ok: true, value: 'CA' });
  });

  it("without a list, ships only inside the seller's country (US when unknown)", () => {
    expect(allowedCountries({ allowedShippingCountries: [], sellerCountry: 'gb' })).toEqual(['GB']);
    expect(allowedCountries({ allowedShippingCountries: null })).toEqual(['US']);
    expect(allowedCountries({})).toEqual(['US']);
    expect(isCountryAllowed('CA', {})).toBe(false);
  });

  it('ignores blanks and duplicates in the list', () => {
    expect(allowedCountries({ allowedShippingCountries: ['us', 'US', ' '] })).toEqual(['US']);
  });
});

describe('domestic or international', () => {
  it("is domestic inside the seller's country", () => {
    expect(isDomesticShipping('US', 'us')).toBe(true);
    expect(isDomesticShipping('GB', 'GB')).toBe(true);
    expect(isDomesticShipping(undefined, 'US')).toBe(true);
  });

  it('is international across a border', () => {
    expect(isDomesticShipping('US', 'CA')).toBe(false);
    expect(isDomesticShipping('GB', 'US')).toBe(false);
    expect(isDomesticShipping(null, 'DE')).toBe(false);
  });
});
