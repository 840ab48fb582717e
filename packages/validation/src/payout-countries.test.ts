import { describe, expect, it } from 'vitest';
import { PAYOUT_COUNTRIES, availablePayoutCountries, isSupportedPayoutCountry, payoutCountry } from './payout-countries';

const SPEC_COUNTRIES =
  'US, AU, AT, BE, BG, CA, CY, CZ, DK, EE, FI, FR, DE, GR, HK, IE, IT, JP, LV, LT, LU, MT, MX, NL, NZ, NO, PL, PT, RO, SG, SK, SI, ES, SE, CH, GB'.split(', ');

describe('payout countries', () => {
  it('are the 36 countries of spec 3 §9, in order', () => {
    expect(PAYOUT_COUNTRIES.map((country) => country.code)).toEqual(SPEC_COUNTRIES);
    expect(PAYOUT_COUNTRIES).toHaveLength(36);
  });

  it('each has its currency', () => {
    const currencies = Object.fromEntries(PAYOUT_COUNTRIES.map((country) => [country.code, country.currency]));
    expect(currencies).toEqual({
      US: 'USD', AU: 'AUD', CA: 'CAD', CZ: 'CZK', DK: 'DKK', HK: 'HKD', JP: 'JPY', MX: 'MXN', NZ: 'NZD', NO: 'NOK',
      PL: 'PLN', RO: 'RON', SG: 'SGD', SE: 'SEK', CH: 'CHF', GB: 'GBP',
      AT: 'EUR', BE: 'EUR', BG: 'EUR', CY: 'EUR', EE: 'EUR', FI: 'EUR', FR: 'EUR', DE: 'EUR', GR: 'EUR', IE: 'EUR',
      IT: 'EUR', LV: 'EUR', LT: 'EUR', LU: 'EUR', MT: 'EUR', NL: 'EUR', PT: 'EUR', SK: 'EUR', SI: 'EUR', ES: 'EUR',
    });
  });

  it('each has the bank fields it needs', () => {
    const fields = Object.fromEntries(PAYOUT_COUNTRIES.map((country) => [country.code, country.bankFields]));
    expect(fields.US).toEqual(['routingNumber', 'accountNumber']);
    expect(fields.AU).toEqual(['bsb', 'accountNumber']);
    expect(fields.CA).toEqual(['transitNumber', 'institutionNumber', 'accountNumber']);
    expect(fields.GB).toEqual(['sortCode', 'accountNumber']);
    expect(fields.HK).toEqual(['clearingCode', 'branchCode', 'accountNumber']);
    expect(fields.JP).toEqual(['bankName', 'bankCode', 'branchName', 'branchCode', 'accountNumber', 'accountOwnerName']);
    expect(fields.MX).toEqual(['clabe']);
    expect(fields.NZ).toEqual(['accountNumber']);
    expect(fields.SG).toEqual(['bankCode', 'branchCode', 'accountNumber']);
    const ibanCountries = SPEC_COUNTRIES.filter((code) => !['US', 'AU', 'CA', 'GB', 'HK', 'JP', 'MX', 'NZ', 'SG'].includes(code));
    expect(ibanCountries).toHaveLength(27);
    for (const code of ibanCountries) expect(fields[code]).toEqual(['iban']);
  });

  it('looks countries up case-insensitively and knows unsupported ones', () => {
    expect(payoutCountry(' fr ')?.currency).toBe('EUR');
    expect(isSupportedPayoutCountry('BR')).toBe(false);
    expect(isSupportedPayoutCountry('HU')).toBe(false);
  });

  it('offers any country with canUploadOutdoorUs, otherwise only the US', () => {
    expect(availablePayoutCountries(true)).toHaveLength(36);
    expect(availablePayoutCountries(false).map((country) => country.code)).toEqual(['US']);
  });
});
