// Bank account checks per country, as Stripe's bank account tokens apply them (test values in README).
import { invalidRequest, type StripeApiError } from './core/errors';

/** Countries whose accounts are given as an IBAN in `account_number` (no routing number). */
export const IBAN_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'NO', 'PL',
  'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'CH',
]);

export function ibanValid(iban: string): boolean {
  const s = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const rearranged = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of rearranged) {
    const v = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of v) rem = (rem * 10 + Number(d)) % 97;
  }
  return rem === 1;
}

interface Rule {
  routing?: RegExp;
  routingName?: string;
  account: RegExp;
  accountName?: string;
}

const RULES: Record<string, Rule> = {
  US: { routing: /^\d{9}$/, routingName: 'Routing number must have 9 digits', account: /^\d{4,17}$/ },
  AU: { routing: /^\d{6}$/, routingName: 'BSB must have 6 digits', account: /^\d{5,9}$/ },
  CA: { routing: /^\d{5}-?\d{3}$/, routingName: 'Transit and institution number must look like 11000-000', account: /^\d{7,12}$/ },
  GB: { routing: /^\d{6}$/, routingName: 'Sort code must have 6 digits', account: /^\d{8}$/ },
  HK: { routing: /^\d{3}-?\d{3}$/, routingName: 'Clearing and branch code must look like 110-000', account: /^\d{6,12}$/ },
  JP: { routing: /^\d{7}$/, routingName: 'Bank and branch code must have 7 digits', account: /^\d{7,8}$/ },
  SG: { routing: /^\d{4}-?\d{3}$/, routingName: 'Bank and branch code must look like 1100-000', account: /^\d{6,17}$/ },
  MX: { account: /^\d{18}$/, accountName: 'The CLABE must have 18 digits' },
  NZ: { account: /^\d{15,16}$/, accountName: 'New Zealand account numbers have 15 or 16 digits' },
};

/** Returns the error Stripe would give for these bank details, if any. Whitespace (and NZ dashes) are stripped first. */
export function bankAccountError(country: string, routing: string | undefined, accountNumber: string, param: string): StripeApiError | undefined {
  const account = accountNumber.replace(country === 'NZ' || country === 'HK' ? /[\s-]/g : /\s/g, '');
  if (IBAN_COUNTRIES.has(country)) {
    if (!ibanValid(account) || !account.toUpperCase().startsWith(country)) {
      return invalidRequest(`The IBAN you provided is invalid for ${country}.`, `${param}[account_number]`, 'invalid_bank_account_iban');
    }
    return undefined;
  }
  const rule = RULES[country];
  if (rule === undefined) return undefined;
  if (rule.routing !== undefined && (routing === undefined || !rule.routing.test(routing.replace(/\s/g, '')))) {
    return invalidRequest(rule.routingName ?? 'Invalid routing number', `${param}[routing_number]`, 'routing_number_invalid');
  }
  if (!rule.account.test(account)) {
    return invalidRequest(rule.accountName ?? 'Your account number is invalid.', `${param}[account_number]`, 'account_number_invalid');
  }
  return undefined;
}

/** Stripe's test account numbers whose payouts fail. */
export const FAILING_PAYOUT_ACCOUNTS: Record<string, { code: string; message: string }> = {
  '000111111116': { code: 'no_account', message: 'The bank account details on file are probably incorrect. No bank account could be located with those details.' },
  '000111111113': { code: 'account_closed', message: 'The bank account has been closed.' },
  '000222222227': { code: 'insufficient_funds', message: 'Your Stripe account has insufficient funds to cover the payout.' },
};

/** An IBAN for `country` with correct check digits. */
export function makeIban(country: string, bban: string): string {
  for (let check = 2; check < 100; check++) {
    const iban = `${country}${String(check).padStart(2, '0')}${bban}`;
    if (ibanValid(iban)) return iban;
  }
  throw new Error(`no IBAN for ${country}`);
}

/** Stripe's successful test bank details for a country: [routing number, account number]. */
export function testBankAccount(country: string): [string | undefined, string] {
  const known: Record<string, [string | undefined, string]> = {
    US: ['110000000', '000123456789'],
    AU: ['110000', '000123456'],
    CA: ['11000-000', '000123456789'],
    GB: ['108800', '00012345'],
    HK: ['110-000', '000123456'],
    JP: ['1100000', '0001234'],
    SG: ['1100-000', '000123456'],
    MX: [undefined, '000000001234567897'],
    NZ: [undefined, '1100000000000010'],
  };
  const k = known[country];
  if (k !== undefined) return k;
  if (IBAN_COUNTRIES.has(country)) return [undefined, makeIban(country, '370400440532013000')];
  return ['110000000', '000123456789'];
}
