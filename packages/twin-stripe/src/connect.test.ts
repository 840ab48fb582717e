import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { caught, postForm, useHarness } from './testing/harness';

const h = useHarness();

const CAPS = { card_payments: { requested: true }, transfers: { requested: true }, klarna_payments: { requested: true } };

async function onboard(account: string): Promise<Response> {
  const link = await h.stripe.accountLinks.create({
    account,
    refresh_url: 'http://site.test/payouts?refresh=1',
    return_url: 'http://site.test/payouts?done=1',
    type: 'account_onboarding',
  });
  const html = await (await fetch(link.url)).text();
  expect(html).toContain('Set up payouts');
  return postForm(link.url, { action: 'submit', first_name: 'Rosa', last_name: 'Lind', url: 'https://variegata.example/u/rosa' });
}

describe('Connect accounts', () => {
  it('creates an account from an account token with a bank account token; requirements are due until onboarding', async () => {
    const token = await h.stripe.tokens.create({
      account: { business_type: 'individual', individual: { first_name: 'Rosa', last_name: 'Lind', id_number: '000000000' }, tos_shown_and_accepted: true },
    });
    expect(token.id).toMatch(/^ct_/);
    const bank = await h.stripe.tokens.create({
      bank_account: { country: 'US', currency: 'usd', account_holder_name: 'Rosa Lind', account_holder_type: 'individual', routing_number: '110000000', account_number: '000123456789' },
    });
    expect(bank.id).toMatch(/^btok_/);
    expect(bank.bank_account?.last4).toBe('6789');
    const acct = await h.stripe.accounts.create({
      type: 'custom',
      country: 'US',
      account_token: token.id,
      external_account: bank.id,
      capabilities: CAPS,
      business_profile: { mcc: '5734' },
    });
    expect(acct.id).toMatch(/^acct_/);
    expect(acct.charges_enabled).toBe(false);
    expect(acct.payouts_enabled).toBe(false);
    expect(acct.capabilities).toEqual({ card_payments: 'inactive', transfers: 'inactive', klarna_payments: 'inactive' });
    expect(acct.requirements?.currently_due).toEqual(['business_profile.url', 'individual.dob.day', 'individual.dob.month', 'individual.dob.year']);
    expect(acct.requirements?.disabled_reason).toBe('requirements.past_due');
    expect(acct.individual?.first_name).toBe('Rosa');
    expect(JSON.stringify(acct)).not.toContain('000000000');
    expect(acct.external_accounts?.data[0]?.last4).toBe('6789');
    const reuse = await caught(h.stripe.accounts.create({ type: 'custom', account_token: token.id }));
    expect(reuse.code).toBe('token_already_used');
  });

  it('update can clear requirements and emits account.updated', async () => {
    const acct = await h.stripe.accounts.create({ type: 'custom', country: 'US', capabilities: CAPS });
    const updated = await h.stripe.accounts.update(acct.id, {
      business_type: 'individual',
      business_profile: { mcc: '5734', url: 'https://variegata.example/u/x' },
      individual: { first_name: 'A', last_name: 'B', dob: { day: 1, month: 2, year: 1980 }, ssn_last_4: '0000' },
      tos_acceptance: { date: 1_700_000_000, ip: '127.0.0.1' },
      external_account: { object: 'bank_account', country: 'US', currency: 'usd', routing_number: '110000000', account_number: '000123456789' },
    });
    expect(updated.requirements?.currently_due).toEqual([]);
    expect(updated.charges_enabled).toBe(true);
    expect(updated.payouts_enabled).toBe(true);
    expect(updated.capabilities?.klarna_payments).toBe('active');
    const events = await h.stripe.events.list({ type: 'account.updated', limit: 1 });
    const ev = events.data[0] as Stripe.Event;
    expect((ev.data.object as Stripe.Account).id).toBe(acct.id);
    expect((ev.data.previous_attributes as { charges_enabled?: boolean }).charges_enabled).toBe(false);
  });

  it('the onboarding page completes the account and redirects to return_url; the link is single use', async () => {
    const acct = await h.stripe.accounts.create({ type: 'custom', country: 'US', capabilities: CAPS });
    const link = await h.stripe.accountLinks.create({
      account: acct.id,
      refresh_url: 'http://site.test/payouts?refresh=1',
      return_url: 'http://site.test/payouts?done=1',
      type: 'account_onboarding',
    });
    expect(link.object).toBe('account_link');
    expect(link.expires_at).toBeGreaterThan(link.created);
    const res = await postForm(link.url, { action: 'submit', first_name: 'Rosa', last_name: 'Lind' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://site.test/payouts?done=1');
    const done = await h.stripe.accounts.retrieve(acct.id);
    expect(done.details_submitted).toBe(true);
    expect(done.charges_enabled).toBe(true);
    expect(done.payouts_enabled).toBe(true);
    expect(done.requirements?.currently_due).toEqual([]);
    expect(done.capabilities).toEqual({ card_payments: 'active', transfers: 'active', klarna_payments: 'active' });
    expect(done.individual?.first_name).toBe('Rosa');
    const reused = await fetch(link.url, { redirect: 'manual' });
    expect(reused.status).toBe(303);
    expect(reused.headers.get('location')).toBe('http://site.test/payouts?refresh=1');
  });

  it('creates persons on an account', async () => {
    const acct = await h.stripe.accounts.create({ type: 'custom', country: 'US', business_type: 'company' });
    expect(acct.requirements?.currently_due).toContain('representative.first_name');
    const person = await h.stripe.accounts.createPerson(acct.id, { first_name: 'Kim', last_name: 'Ng', relationship: { representative: true } });
    expect(person.id).toMatch(/^person_/);
    expect(person.relationship?.representative).toBe(true);
    const after = await h.stripe.accounts.retrieve(acct.id);
    expect(after.requirements?.currently_due).not.toContain('representative.first_name');
    const persons = await h.stripe.accounts.listPersons(acct.id);
    expect(persons.data.map((p) => p.id)).toEqual([person.id]);
  });

  it('rejects a bad routing number in a bank account token', async () => {
    const e = await caught(h.stripe.tokens.create({ bank_account: { country: 'US', currency: 'usd', routing_number: '123', account_number: '000123456789' } }));
    expect(e.statusCode).toBe(400);
    expect(e.param).toBe('bank_account[routing_number]');
  });
});

describe('destination charges, transfers and payouts', () => {
  it('refuses a destination without active transfers, accepts it after onboarding', async () => {
    const acct = await h.stripe.accounts.create({ type: 'custom', country: 'US', capabilities: CAPS });
    const e = await caught(
      h.stripe.paymentIntents.create({ amount: 10000, currency: 'usd', application_fee_amount: 1000, transfer_data: { destination: acct.id } }),
    );
    expect(e.code).toBe('insufficient_capabilities_for_transfer');
    await onboard(acct.id);
    const pi = await h.stripe.paymentIntents.create({
      amount: 10000,
      currency: 'usd',
      application_fee_amount: 1000,
      transfer_data: { destination: acct.id },
      on_behalf_of: acct.id,
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(pi.status).toBe('requires_capture');
    expect(pi.application_fee_amount).toBe(1000);
    expect(pi.transfer_data?.destination).toBe(acct.id);
    const captured = await h.stripe.paymentIntents.capture(pi.id, { expand: ['latest_charge.transfer'] });
    const charge = captured.latest_charge as Stripe.Charge;
    const transfer = charge.transfer as Stripe.Transfer;
    expect(transfer.id).toMatch(/^tr_/);
    expect(transfer.amount).toBe(9000);
    expect(transfer.destination).toBe(acct.id);
  });

  it('application_fee_amount needs a destination or connected account', async () => {
    const e = await caught(h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd', application_fee_amount: 100 }));
    expect(e.param).toBe('application_fee_amount');
  });

  it('on_behalf_of an account that cannot charge gives Stripe\'s message', async () => {
    const acct = await h.stripe.accounts.create({ type: 'custom', country: 'US', capabilities: CAPS });
    const e = await caught(h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd', on_behalf_of: acct.id }));
    expect(e.message.startsWith('Your account cannot currently make charges.')).toBe(true);
  });

  it('records transfers and payouts for a connected account', async () => {
    const acct = await h.stripe.accounts.create({ type: 'custom', country: 'US', capabilities: CAPS });
    const blocked = await caught(h.stripe.payouts.create({ amount: 500, currency: 'usd' }, { stripeAccount: acct.id }));
    expect(blocked.statusCode).toBe(400);
    await onboard(acct.id);
    const tr = await h.stripe.transfers.create({ amount: 2500, currency: 'usd', destination: acct.id, transfer_group: 'tx-1' });
    expect(tr.id).toMatch(/^tr_/);
    expect((await h.stripe.transfers.list({ destination: acct.id })).data.map((x) => x.id)).toEqual([tr.id]);
    const po = await h.stripe.payouts.create({ amount: 2500, currency: 'usd', method: 'instant' }, { stripeAccount: acct.id });
    expect(po.id).toMatch(/^po_/);
    expect(po.status).toBe('paid');
    expect(po.destination).toMatch(/^ba_/);
    const listed = await h.stripe.payouts.list({}, { stripeAccount: acct.id });
    expect(listed.data.map((p) => p.id)).toEqual([po.id]);
    expect((await h.stripe.payouts.list()).data.map((p) => p.id)).not.toContain(po.id);
  });

  it('a payout to Stripe\'s failing test account number fails with its code', async () => {
    const bank = await h.stripe.tokens.create({ bank_account: { country: 'US', currency: 'usd', routing_number: '110000000', account_number: '000111111116' } });
    const acct = await h.stripe.accounts.create({ type: 'custom', country: 'US', capabilities: CAPS, external_account: bank.id });
    await onboard(acct.id);
    const po = await h.stripe.payouts.create({ amount: 100, currency: 'usd' }, { stripeAccount: acct.id });
    expect(po.status).toBe('failed');
    expect(po.failure_code).toBe('no_account');
  });

  it('onboards a German account with an IBAN and eur as default currency', async () => {
    const acct = await h.stripe.accounts.create({ type: 'custom', country: 'DE', capabilities: CAPS });
    expect(acct.default_currency).toBe('eur');
    const bad = await caught(h.stripe.accounts.update(acct.id, { external_account: { object: 'bank_account', country: 'DE', currency: 'eur', account_number: '000123456789' } }));
    expect(bad.code).toBe('invalid_bank_account_iban');
    await onboard(acct.id);
    const done = await h.stripe.accounts.retrieve(acct.id);
    expect(done.payouts_enabled).toBe(true);
    expect(done.external_accounts?.data[0]?.country).toBe('DE');
  });
});
