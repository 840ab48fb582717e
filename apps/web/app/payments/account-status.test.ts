import { describe, expect, it } from 'vitest';
import { bankAccountOnFile, dueInWords, payoutStatusOf } from './account-status';

const complete = {
  id: 'acct_1',
  country: 'US',
  charges_enabled: true,
  payouts_enabled: true,
  requirements: { currently_due: [], past_due: [], eventually_due: [], disabled_reason: null, errors: [] },
  external_accounts: { object: 'list', data: [{ object: 'bank_account', bank_name: 'STRIPE TEST BANK', last4: '6789', country: 'US', currency: 'usd', routing_number: '110000000' }] },
};

describe('payoutStatusOf', () => {
  it('verificationSuccess when nothing is due', () => {
    expect(payoutStatusOf(complete)).toEqual({ type: 'verificationSuccess', due: [], payoutsEnabled: true, chargesEnabled: true });
  });

  it('verificationNeeded while information is due (past due first, without repeats)', () => {
    const data = { ...complete, charges_enabled: false, requirements: { currently_due: ['individual.dob.day', 'tos_acceptance.date'], past_due: ['tos_acceptance.date'], disabled_reason: 'requirements.past_due' } };
    expect(payoutStatusOf(data)).toMatchObject({ type: 'verificationNeeded', due: ['tos_acceptance.date', 'individual.dob.day'], chargesEnabled: false });
    expect(payoutStatusOf(null).type).toBe('verificationNeeded');
  });

  it('verificationError when the provider refused the account or the submitted details', () => {
    expect(payoutStatusOf({ ...complete, requirements: { currently_due: [], disabled_reason: 'rejected.fraud' } }).type).toBe('verificationError');
    expect(payoutStatusOf({ ...complete, requirements: { currently_due: [], disabled_reason: 'under_review' } }).type).toBe('verificationError');
    expect(payoutStatusOf({ ...complete, requirements: { currently_due: ['individual.id_number'], errors: [{ code: 'verification_failed_id_number_match' }] } }).type).toBe('verificationError');
  });
});

describe('bankAccountOnFile', () => {
  it('is the first bank account, masked to its last 4 digits', () => {
    expect(bankAccountOnFile(complete)).toEqual({ bankName: 'STRIPE TEST BANK', masked: '•••• 6789', country: 'US', currency: 'USD' });
  });

  it('skips cards among the external accounts and is null without a bank account', () => {
    const withCard = { ...complete, external_accounts: { data: [{ object: 'card', last4: '4242' }, { object: 'bank_account', last4: '0010', country: 'nz', currency: 'nzd' }] } };
    expect(bankAccountOnFile(withCard)).toEqual({ bankName: null, masked: '•••• 0010', country: 'NZ', currency: 'NZD' });
    expect(bankAccountOnFile({ ...complete, external_accounts: { data: [] } })).toBeNull();
    expect(bankAccountOnFile({ id: 'acct_1' })).toBeNull();
    expect(bankAccountOnFile(undefined)).toBeNull();
  });
});

describe('dueInWords', () => {
  it('names what the provider still needs, each once', () => {
    expect(dueInWords(['individual.dob.day', 'individual.dob.month', 'individual.ssn_last_4', 'tos_acceptance.date', 'tos_acceptance.ip', 'external_account'])).toEqual([
      'date of birth',
      'identity number',
      'acceptance of the terms of service',
      'bank account',
    ]);
    expect(dueInWords(['company.tax_id', 'representative.first_name', 'settings.payments.statement_descriptor'])).toEqual(['company tax ID', 'legal name', 'settings payments statement descriptor']);
  });
});
