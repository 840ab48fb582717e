import { describe, expect, it } from 'vitest';
import { bankAccountError, IBAN_COUNTRIES, ibanValid, makeIban, testBankAccount } from './bank';

describe('bank account checks', () => {
  it('validates IBAN check digits', () => {
    expect(ibanValid('DE89370400440532013000')).toBe(true);
    expect(ibanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(ibanValid('DE88370400440532013000')).toBe(false);
    expect(ibanValid('FR1420041010050500013M02606')).toBe(true);
    expect(makeIban('NL', '370400440532013000').startsWith('NL')).toBe(true);
  });

  it('requires an IBAN of the same country for SEPA countries', () => {
    expect(bankAccountError('DE', undefined, 'DE89370400440532013000', 'bank_account')).toBeUndefined();
    expect(bankAccountError('FR', undefined, 'DE89370400440532013000', 'bank_account')?.body.code).toBe('invalid_bank_account_iban');
    expect(bankAccountError('DE', undefined, '000123456789', 'bank_account')?.body.param).toBe('bank_account[account_number]');
  });

  it('checks routing numbers by country (US routing, AU BSB, GB sort code, CA transit-institution)', () => {
    expect(bankAccountError('US', '11000000', '000123456789', 'b')?.body.message).toBe('Routing number must have 9 digits');
    expect(bankAccountError('AU', '1100', '000123456', 'b')?.body.message).toBe('BSB must have 6 digits');
    expect(bankAccountError('GB', '108800', '0001234', 'b')?.body.code).toBe('account_number_invalid');
    expect(bankAccountError('CA', '11000000', '000123456789', 'b')).toBeUndefined();
    expect(bankAccountError('MX', undefined, '00000000123456789', 'b')?.body.message).toBe('The CLABE must have 18 digits');
  });

  it('strips whitespace and New Zealand dashes', () => {
    expect(bankAccountError('NZ', undefined, '11-0000-0000000-010', 'b')).toBeUndefined();
    expect(bankAccountError('US', '110000000', '000 123 456 789', 'b')).toBeUndefined();
  });

  it('has valid test details for every supported payout country', () => {
    const countries = ['US', 'AU', 'CA', 'GB', 'HK', 'JP', 'SG', 'MX', 'NZ', ...IBAN_COUNTRIES];
    expect(countries).toHaveLength(36);
    for (const c of countries) {
      const [routing, account] = testBankAccount(c);
      expect(bankAccountError(c, routing, account, 'b'), c).toBeUndefined();
    }
  });
});
