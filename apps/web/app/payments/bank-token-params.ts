/**
 * A payout bank account as Stripe's bank account token takes it (`tokens.create({ bank_account })`
 * on the server against the twin, `stripe.createToken('bank_account', …)` in the browser with
 * Stripe.js): the product's per-country bank fields (`@variegata/validation/payout-countries`)
 * become `routing_number` and `account_number` the way Stripe Connect reads them:
 * US routing number; AU BSB; CA transit-institution; GB sort code; HK clearing-branch code;
 * JP bank code + branch code; SG bank-branch code; IBAN, CLABE and NZ numbers as the account number.
 * JP bank and branch names are asked for (spec 3 §2) but Stripe reads them from the codes; the JP
 * account owner name is the account holder's name (other countries: the seller's name).
 */
import type { AccountType } from '@variegata/validation/payout-terms';
import { validateBankAccount, type BankAccountValues } from '@variegata/validation/payout';

export interface BankAccountTokenParams {
  country: string;
  /** Lower case, as Stripe takes it. */
  currency: string;
  account_holder_name?: string;
  account_holder_type: AccountType;
  routing_number?: string;
  account_number: string;
}

type Clean = Required<BankAccountValues>;
type Numbers = { routing?: string; account: string };

const ROUTING: Readonly<Record<string, (f: Clean) => Numbers>> = {
  US: (f) => ({ routing: f.routingNumber, account: f.accountNumber }),
  AU: (f) => ({ routing: f.bsb, account: f.accountNumber }),
  CA: (f) => ({ routing: `${f.transitNumber}-${f.institutionNumber}`, account: f.accountNumber }),
  GB: (f) => ({ routing: f.sortCode.replace(/-/g, ''), account: f.accountNumber }),
  HK: (f) => ({ routing: `${f.clearingCode}-${f.branchCode}`, account: f.accountNumber }),
  JP: (f) => ({ routing: `${f.bankCode}${f.branchCode}`, account: f.accountNumber }),
  SG: (f) => ({ routing: `${f.bankCode}-${f.branchCode}`, account: f.accountNumber }),
  MX: (f) => ({ account: f.clabe }),
  NZ: (f) => ({ account: f.accountNumber }),
};

/**
 * The token parameters for a complete, valid set of bank fields of `country`, or null when a
 * field is missing or the country is not a payout country (the form shows why).
 */
export function bankAccountTokenParams(country: string, fields: BankAccountValues, holder: { name: string; type: AccountType }): BankAccountTokenParams | null {
  const parsed = validateBankAccount(country, fields);
  if (!parsed.success) return null;
  const { country: code, currency, ...clean } = parsed.output as Clean & { country: string; currency: string };
  const numbers: Numbers = (ROUTING[code] ?? ((f: Clean): Numbers => ({ account: f.iban })))(clean as Clean);
  // The validator strips every space from bank fields; a name keeps its inner spaces.
  const name = (code === 'JP' ? (fields.accountOwnerName ?? '') : holder.name).trim().replace(/\s+/g, ' ');
  return {
    country: code,
    currency: currency.toLowerCase(),
    ...(name ? { account_holder_name: name } : {}),
    account_holder_type: holder.type,
    ...(numbers.routing !== undefined ? { routing_number: numbers.routing } : {}),
    account_number: numbers.account,
  };
}
