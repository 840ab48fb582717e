import { describe, expect, it } from 'vitest';
import { bankAccountError, testBankAccount } from '@variegata/twin-stripe/bank';
import { PAYOUT_COUNTRIES } from '@variegata/validation/payout-countries';
import { bankAccountTokenParams } from './bank-token-params';

const holder = { name: 'Rosa Lind', type: 'individual' as const };

describe('bankAccountTokenParams', () => {
  it('US: routing and account number, whitespace stripped, currency in lower case', () => {
    expect(bankAccountTokenParams('us', { routingNumber: ' 110 000 000 ', accountNumber: '0001 2345 6789' }, holder)).toEqual({
      country: 'US',
      currency: 'usd',
      account_holder_name: 'Rosa Lind',
      account_holder_type: 'individual',
      routing_number: '110000000',
      account_number: '000123456789',
    });
  });

  it('joins the codes the way Stripe reads them per country', () => {
    expect(bankAccountTokenParams('CA', { transitNumber: '11000', institutionNumber: '000', accountNumber: '000123456789' }, holder)).toMatchObject({ routing_number: '11000-000', currency: 'cad' });
    expect(bankAccountTokenParams('HK', { clearingCode: '110', branchCode: '000', accountNumber: '000123456' }, holder)).toMatchObject({ routing_number: '110-000' });
    expect(bankAccountTokenParams('SG', { bankCode: '1100', branchCode: '000', accountNumber: '000123456' }, holder)).toMatchObject({ routing_number: '1100-000' });
    expect(bankAccountTokenParams('AU', { bsb: '110000', accountNumber: '000123456' }, holder)).toMatchObject({ routing_number: '110000' });
    expect(bankAccountTokenParams('GB', { sortCode: '10-88-00', accountNumber: '00012345' }, holder)).toMatchObject({ routing_number: '108800' });
    expect(bankAccountTokenParams('MX', { clabe: '000000001234567897' }, holder)).toEqual(expect.objectContaining({ account_number: '000000001234567897' }));
    expect(bankAccountTokenParams('MX', { clabe: '000000001234567897' }, holder)?.routing_number).toBeUndefined();
  });

  it('New Zealand account numbers lose their dashes; an IBAN is the account number', () => {
    expect(bankAccountTokenParams('NZ', { accountNumber: '11-0000-0000000-010' }, holder)).toMatchObject({ account_number: '1100000000000010', currency: 'nzd' });
    expect(bankAccountTokenParams('DE', { iban: 'DE89 3704 0044 0532 0130 00' }, { name: 'Jonas Keller', type: 'company' })).toEqual({
      country: 'DE',
      currency: 'eur',
      account_holder_name: 'Jonas Keller',
      account_holder_type: 'company',
      account_number: 'DE89370400440532013000',
    });
  });

  it('Japan: bank and branch code make the routing number; the account owner name is the holder', () => {
    const fields = { bankName: 'Test Bank', bankCode: '1100', branchName: 'Main', branchCode: '000', accountNumber: '0001234', accountOwnerName: 'Yamada Hanako' };
    expect(bankAccountTokenParams('JP', fields, holder)).toMatchObject({ routing_number: '1100000', account_holder_name: 'Yamada Hanako', currency: 'jpy' });
  });

  it('is null while a field is empty or the country is not a payout country', () => {
    expect(bankAccountTokenParams('US', { routingNumber: '110000000', accountNumber: '   ' }, holder)).toBeNull();
    expect(bankAccountTokenParams('BR', { accountNumber: '123' }, holder)).toBeNull();
  });

  it('turns Stripe\'s successful test details of every payout country into parameters Stripe accepts', () => {
    for (const { code, bankFields } of PAYOUT_COUNTRIES) {
      const [routing, account] = testBankAccount(code);
      const fields = Object.fromEntries(bankFields.map((field) => [field, 'x'])) as Record<string, string>;
      // Spread Stripe's test numbers over the country's fields the way a seller types them.
      if (code === 'CA') Object.assign(fields, { transitNumber: routing!.split('-')[0], institutionNumber: routing!.split('-')[1], accountNumber: account });
      else if (code === 'HK') Object.assign(fields, { clearingCode: routing!.split('-')[0], branchCode: routing!.split('-')[1], accountNumber: account });
      else if (code === 'SG') Object.assign(fields, { bankCode: routing!.split('-')[0], branchCode: routing!.split('-')[1], accountNumber: account });
      else if (code === 'JP') Object.assign(fields, { bankCode: routing!.slice(0, 4), branchCode: routing!.slice(4), accountNumber: account });
      else if (code === 'MX') fields['clabe'] = account;
      else if (bankFields.includes('iban')) fields['iban'] = account;
      else {
        fields['accountNumber'] = account;
        if (bankFields.includes('routingNumber')) fields['routingNumber'] = routing!;
        if (bankFields.includes('bsb')) fields['bsb'] = routing!;
        if (bankFields.includes('sortCode')) fields['sortCode'] = routing!;
      }
      const params = bankAccountTokenParams(code, fields, holder);
      expect(params, code).not.toBeNull();
      expect(bankAccountError(code, params!.routing_number, params!.account_number, 'bank_account'), code).toBeUndefined();
    }
  });
});
