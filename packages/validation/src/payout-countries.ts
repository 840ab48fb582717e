/**
 * The 36 payout countries of spec 3 §9 with their currencies and the bank fields each needs, after
 * Stripe Connect's bank account requirements:
 * US routing + account number; AU BSB + account number; CA transit + institution + account number;
 * GB sort code + account number; HK clearing code + branch code + account number; JP bank name, bank
 * code, branch name, branch code, account number and account owner name; MX CLABE; NZ account number;
 * SG bank code + branch code + account number; every other country (EU/EEA, NO, CH) an IBAN.
 * Bulgaria pays out in EUR: it adopted the euro on 1 January 2026 and Stripe mapped BG from BGN to EUR.
 */

export const BANK_FIELDS = [
  'routingNumber',
  'accountNumber',
  'bsb',
  'iban',
  'transitNumber',
  'institutionNumber',
  'sortCode',
  'clearingCode',
  'branchCode',
  'bankCode',
  'bankName',
  'branchName',
  'accountOwnerName',
  'clabe',
] as const;
export type BankField = (typeof BANK_FIELDS)[number];

export const BANK_FIELD_LABELS: Readonly<Record<BankField, string>> = {
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  bsb: 'BSB',
  iban: 'IBAN',
  transitNumber: 'Transit number',
  institutionNumber: 'Institution number',
  sortCode: 'Sort code',
  clearingCode: 'Clearing code',
  branchCode: 'Branch code',
  bankCode: 'Bank code',
  bankName: 'Bank name',
  branchName: 'Branch name',
  accountOwnerName: 'Account owner name',
  clabe: 'CLABE',
};

export interface PayoutCountry {
  readonly code: string;
  readonly currency: string;
  readonly bankFields: readonly BankField[];
}

const iban = (code: string, currency: string): PayoutCountry => ({ code, currency, bankFields: ['iban'] });

/** In the order of spec 3 §9. */
export const PAYOUT_COUNTRIES: readonly PayoutCountry[] = [
  { code: 'US', currency: 'USD', bankFields: ['routingNumber', 'accountNumber'] },
  { code: 'AU', currency: 'AUD', bankFields: ['bsb', 'accountNumber'] },
  iban('AT', 'EUR'),
  iban('BE', 'EUR'),
  iban('BG', 'EUR'),
  { code: 'CA', currency: 'CAD', bankFields: ['transitNumber', 'institutionNumber', 'accountNumber'] },
  iban('CY', 'EUR'),
  iban('CZ', 'CZK'),
  iban('DK', 'DKK'),
  iban('EE', 'EUR'),
  iban('FI', 'EUR'),
  iban('FR', 'EUR'),
  iban('DE', 'EUR'),
  iban('GR', 'EUR'),
  { code: 'HK', currency: 'HKD', bankFields: ['clearingCode', 'branchCode', 'accountNumber'] },
  iban('IE', 'EUR'),
  iban('IT', 'EUR'),
  {
    code: 'JP',
    currency: 'JPY',
    bankFields: ['bankName', 'bankCode', 'branchName', 'branchCode', 'accountNumber', 'accountOwnerName'],
  },
  iban('LV', 'EUR'),
  iban('LT', 'EUR'),
  iban('LU', 'EUR'),
  iban('MT', 'EUR'),
  { code: 'MX', currency: 'MXN', bankFields: ['clabe'] },
  iban('NL', 'EUR'),
  { code: 'NZ', currency: 'NZD', bankFields: ['accountNumber'] },
  iban('NO', 'NOK'),
  iban('PL', 'PLN'),
  iban('PT', 'EUR'),
  iban('RO', 'RON'),
  { code: 'SG', currency: 'SGD', bankFields: ['bankCode', 'branchCode', 'accountNumber'] },
  iban('SK', 'EUR'),
  iban('SI', 'EUR'),
  iban('ES', 'EUR'),
  iban('SE', 'SEK'),
  iban('CH', 'CHF'),
  { code: 'GB', currency: 'GBP', bankFields: ['sortCode', 'accountNumber'] },
];

const BY_CODE = new Map(PAYOUT_COUNTRIES.map((country) => [country.code, country]));

export function payoutCountry(code: string): PayoutCountry | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

export const isSupportedPayoutCountry = (code: string): boolean => payoutCountry(code) !== undefined;

/** Countries a user may choose: any payout country with metadata canUploadOutdoorUs, otherwise only US. */
export function availablePayoutCountries(canUploadOutdoorUs: boolean): readonly PayoutCountry[] {
  return canUploadOutdoorUs ? PAYOUT_COUNTRIES : PAYOUT_COUNTRIES.filter((country) => country.code === 'US');
}
