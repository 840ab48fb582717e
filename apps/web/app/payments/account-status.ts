/**
 * The seller's connected account as the payouts page shows it (spec 3 §2 "Payouts"): which of the
 * three status boxes applies, and the bank account on file (masked). Reads Stripe's Account object
 * as the marketplace API returns it in `stripeAccountData`.
 */
import * as v from 'valibot';
import type { StripeAccount } from '@variegata/marketplace-client/stripe-entity';
import type { PayoutStatusBoxType } from '@variegata/validation/payout-terms';

type AccountData = NonNullable<StripeAccount['stripeAccountData']>;

export interface PayoutStatus {
  readonly type: PayoutStatusBoxType;
  /** What Stripe still needs (currently due and past due), e.g. `individual.dob.day`. */
  readonly due: readonly string[];
  readonly payoutsEnabled: boolean;
  readonly chargesEnabled: boolean;
}

/**
 * verificationError when Stripe refused the account for a reason other than missing information
 * (`disabled_reason` outside `requirements.*`, e.g. `rejected.fraud`, `under_review`, or errors on
 * submitted details); verificationNeeded while information is due; verificationSuccess otherwise.
 */
export function payoutStatusOf(data: AccountData | null | undefined): PayoutStatus {
  const requirements = data?.requirements ?? null;
  const due = [...new Set([...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])])];
  const disabled = requirements?.disabled_reason ?? null;
  const errors = v.safeParse(v.array(v.unknown()), (requirements as Record<string, unknown> | null)?.['errors']);
  const refused = (disabled !== null && !disabled.startsWith('requirements.')) || (errors.success && errors.output.length > 0);
  const type: PayoutStatusBoxType = refused ? 'verificationError' : due.length > 0 || !data ? 'verificationNeeded' : 'verificationSuccess';
  return { type, due, payoutsEnabled: data?.payouts_enabled === true, chargesEnabled: data?.charges_enabled === true };
}

const bankAccountSchema = v.object({
  object: v.literal('bank_account'),
  bank_name: v.optional(v.nullable(v.string()), null),
  last4: v.string(),
  country: v.string(),
  currency: v.string(),
});

const externalAccountsSchema = v.object({ data: v.array(v.unknown()) });

export interface BankAccountOnFile {
  readonly bankName: string | null;
  /** `•••• 6789` */
  readonly masked: string;
  readonly country: string;
  /** Upper case: `USD`. */
  readonly currency: string;
}

/** The first bank account of the account's external accounts, masked; null when there is none. */
export function bankAccountOnFile(data: AccountData | null | undefined): BankAccountOnFile | null {
  const external = v.safeParse(externalAccountsSchema, (data as Record<string, unknown> | null | undefined)?.['external_accounts']);
  if (!external.success) return null;
  for (const item of external.output.data) {
    const parsed = v.safeParse(bankAccountSchema, item);
    if (parsed.success) {
      const { bank_name, last4, country, currency } = parsed.output;
      return { bankName: bank_name, masked: `•••• ${last4}`, country: country.toUpperCase(), currency: currency.toUpperCase() };
    }
  }
  return null;
}

const DUE_LABELS: readonly (readonly [RegExp, string])[] = [
  [/^business_type$/, 'account type'],
  [/^business_profile\.mcc$/, 'business category'],
  [/^business_profile\.(url|product_description)$/, 'business website'],
  [/^external_account$/, 'bank account'],
  [/^(individual|representative)\.(first_name|last_name)$/, 'legal name'],
  [/^(individual|representative)\.dob\./, 'date of birth'],
  [/^(individual|representative)\.(ssn_last_4|id_number)$/, 'identity number'],
  [/^(individual|representative)\.address\./, 'home address'],
  [/^(individual|representative)\.(email|phone)$/, 'contact details'],
  [/^(individual|representative)\.verification\./, 'identity document'],
  [/^company\.name$/, 'company name'],
  [/^company\.tax_id$/, 'company tax ID'],
  [/^company\.address\./, 'company address'],
  [/^tos_acceptance\./, 'acceptance of the terms of service'],
];

/** What is due, in words, each once: `['date of birth', 'identity number']`. */
export function dueInWords(due: readonly string[]): string[] {
  const words = due.map((key) => DUE_LABELS.find(([pattern]) => pattern.test(key))?.[1] ?? key.replace(/[._]/g, ' '));
  return [...new Set(words)];
}
