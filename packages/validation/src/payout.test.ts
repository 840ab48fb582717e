import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYOUT_COUNTRIES } from './payout-countries';
import {
  ACCOUNT_TYPE_REQUIRED_MESSAGE,
  accountTokenData,
  assertPayoutStatusBoxType,
  BANK_ACCOUNT_TOKEN_REQUIRED_MESSAGE,
  BUSINESS_MCC_INVALID_MESSAGE,
  DEFAULT_BUSINESS_MCC,
  PAYOUT_COUNTRY_REQUIRED_MESSAGE,
  PAYOUT_COUNTRY_US_ONLY_MESSAGE,
  bankFieldRequiredMessage,
  bankTokenGenericErrorMessage,
  cleanBankFieldValue,
  isBankAccountComplete,
  payoutUnsupportedCountryMessage,
  validateBankAccount,
  validatePayoutDetails,
} from './payout';

describe('bank fields', () => {
  it('are all required for every country', () => {
    for (const country of PAYOUT_COUNTRIES) {
      const filled = Object.fromEntries(country.bankFields.map((field) => [field, '12 34']));
      expect(validateBankAccount(country.code, filled).success).toBe(true);
      for (const field of country.bankFields) {
        const result = validateBankAccount(country.code, { ...filled, [field]: '  ' });
        expect(result).toEqual({ success: false, issues: { [field]: bankFieldRequiredMessage(field) } });
      }
    }
  });

  it('strip whitespace and give the country and currency', () => {
    expect(validateBankAccount('us', { routingNumber: ' 110 000 000 ', accountNumber: '0001\t2345 6789' })).toEqual({
      success: true,
      output: { country: 'US', currency: 'USD', routingNumber: '110000000', accountNumber: '000123456789' },
    });
    expect(validateBankAccount('DE', { iban: 'DE89 3704 0044 0532 0130 00' })).toEqual({
      success: true,
      output: { country: 'DE', currency: 'EUR', iban: 'DE89370400440532013000' },
    });
  });

  it('remove dashes from New Zealand account numbers only', () => {
    expect(cleanBankFieldValue('NZ', 'accountNumber', '11-0000-0000000-10')).toBe('110000000000010');
    expect(cleanBankFieldValue('HK', 'accountNumber', '000-123456')).toBe('000-123456');
    expect(validateBankAccount('NZ', { accountNumber: '11-0000 - 0000000-10' })).toEqual({
      success: true,
      output: { country: 'NZ', currency: 'NZD', accountNumber: '110000000000010' },
    });
    expect(validateBankAccount('NZ', { accountNumber: '- -' }).success).toBe(false);
  });

  it('never keep whitespace, and NZ account numbers never keep dashes (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYOUT_COUNTRIES), fc.string(), (country, value) => {
        for (const field of country.bankFields) {
          const cleaned = cleanBankFieldValue(country.code, field, value);
          expect(cleaned).not.toMatch(/\s/);
          if (country.code === 'NZ') expect(cleaned).not.toContain('-');
        }
      }),
    );
  });

  it('gives the unsupported-country message', () => {
    expect(validateBankAccount('BR', { accountNumber: '1' })).toEqual({
      success: false,
      issues: { country: payoutUnsupportedCountryMessage('BR') },
    });
  });

  it('are complete only when every field is filled', () => {
    expect(isBankAccountComplete('GB', { sortCode: '108800', accountNumber: '00012345' })).toBe(true);
    expect(isBankAccountComplete('GB', { sortCode: '108800' })).toBe(false);
  });

  it('have a generic token error naming the country and inputs', () => {
    expect(bankTokenGenericErrorMessage('au')).toBe('Could not verify the bank account for AU. Check the BSB, Account number.');
  });
});

describe('payout form', () => {
  const options = { profileUrl: 'https://variegata.example/shop/ann', canUploadOutdoorUs: true };
  const valid = { accountType: 'individual', country: 'fr', bankAccountToken: 'btok_123' };

  it('defaults the business URL to the profile page and the MCC to 5734', () => {
    expect(DEFAULT_BUSINESS_MCC).toBe('5734');
    expect(validatePayoutDetails(valid, options)).toEqual({
      success: true,
      output: {
        accountType: 'individual',
        country: 'FR',
        bankAccountToken: 'btok_123',
        businessProfileURL: 'https://variegata.example/shop/ann',
        businessProfileMCC: '5734',
      },
    });
    const custom = validatePayoutDetails({ ...valid, businessProfileURL: 'https://ann.example', businessProfileMCC: '5992' }, options);
    expect(custom.success && custom.output).toMatchObject({ businessProfileURL: 'https://ann.example', businessProfileMCC: '5992' });
    expect(validatePayoutDetails({ ...valid, businessProfileMCC: '59' }, options)).toEqual({
      success: false,
      issues: { businessProfileMCC: BUSINESS_MCC_INVALID_MESSAGE },
    });
  });

  it('needs an account type of individual or company', () => {
    expect(validatePayoutDetails({ ...valid, accountType: 'company' }, options).success).toBe(true);
    expect(validatePayoutDetails({ ...valid, accountType: '' }, options)).toEqual({
      success: false,
      issues: { accountType: ACCOUNT_TYPE_REQUIRED_MESSAGE },
    });
  });

  it('needs a supported country', () => {
    expect(validatePayoutDetails({ ...valid, country: '' }, options)).toEqual({
      success: false,
      issues: { country: PAYOUT_COUNTRY_REQUIRED_MESSAGE },
    });
    expect(validatePayoutDetails({ ...valid, country: 'br' }, options)).toEqual({
      success: false,
      issues: { country: payoutUnsupportedCountryMessage('BR') },
    });
  });

  it('allows only the US without canUploadOutdoorUs', () => {
    const usOnly = { profileUrl: options.profileUrl };
    expect(validatePayoutDetails(valid, usOnly)).toEqual({ success: false, issues: { country: PAYOUT_COUNTRY_US_ONLY_MESSAGE } });
    expect(validatePayoutDetails({ ...valid, country: 'US' }, usOnly).success).toBe(true);
  });

  it('needs a bank account token', () => {
    expect(validatePayoutDetails({ ...valid, bankAccountToken: ' ' }, options)).toEqual({
      success: false,
      issues: { bankAccountToken: BANK_ACCOUNT_TOKEN_REQUIRED_MESSAGE },
    });
  });
});

describe('payout account helpers', () => {
  it('sends the account type with accepted terms', () => {
    expect(accountTokenData('company')).toEqual({ business_type: 'company', tos_shown_and_accepted: true });
  });
  it('treats an unknown status box type as a developer error', () => {
    expect(assertPayoutStatusBoxType('verificationNeeded')).toBe('verificationNeeded');
    expect(() => assertPayoutStatusBoxType('verificationPending')).toThrow(/Unknown payout status box type/);
  });
});
