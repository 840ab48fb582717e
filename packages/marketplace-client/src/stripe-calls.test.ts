/**
 * The payment account calls through the real sharetribe-flex-sdk against the marketplace twin,
 * which talks to the Stripe twin through the real stripe SDK: a buyer saves, replaces and deletes
 * a card; a seller creates and updates a connected account and gets an onboarding link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '@variegata/twin-marketplace/testing/harness';
import { startPaymentsRig, type PaymentsRig } from '@variegata/twin-marketplace/testing/payments';
import { marketplaceApi } from './marketplace-api';

let rig: PaymentsRig;

beforeAll(async () => {
  rig = await startPaymentsRig();
});
afterAll(async () => {
  await rig.close();
});

/** What Stripe.js does in the browser: confirms the setup intent with a card. */
async function confirmedCard(setupIntentId: string, card: string): Promise<string> {
  const confirmed = await rig.stripe.setupIntents.confirm(setupIntentId, { payment_method: card });
  return String(confirmed.payment_method);
}

describe('a buyer\'s saved card', () => {
  it('is saved through a setup intent and shows on the current user', async () => {
    const api = marketplaceApi((await newUser(rig.twin)).sdk);
    const intent = await api.stripeSetupIntents.create();
    expect(intent.stripeSetupIntentId).toMatch(/^seti_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.stripeSetupIntentId}_secret_`));

    const paymentMethodId = await confirmedCard(intent.stripeSetupIntentId, 'pm_card_visa');
    const customer = await api.stripeCustomer.create({ stripePaymentMethodId: paymentMethodId });
    expect(customer.stripeCustomerId).toMatch(/^cus_/);
    expect(customer.defaultPaymentMethod).toMatchObject({ type: 'stripe-payment-method/card', stripePaymentMethodId: paymentMethodId, card: { brand: 'visa', last4Digits: '4242' } });
    expect(customer.defaultPaymentMethod?.card.expirationYear).toBeGreaterThan(2000);

    const me = await api.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
    expect(me.stripeCustomer?.stripeCustomerId).toBe(customer.stripeCustomerId);
    expect(me.stripeCustomer?.defaultPaymentMethod?.stripePaymentMethodId).toBe(paymentMethodId);
    expect((await rig.stripe.customers.retrieve(customer.stripeCustomerId)).deleted).toBeUndefined();
  });

  it('is replaced by another card and can be deleted', async () => {
    const api = marketplaceApi((await newUser(rig.twin)).sdk);
    const first = await confirmedCard((await api.stripeSetupIntents.create()).stripeSetupIntentId, 'pm_card_visa');
    await api.stripeCustomer.create({ stripePaymentMethodId: first });
    const second = await confirmedCard((await api.stripeSetupIntents.create()).stripeSetupIntentId, 'pm_card_mastercard');
    const replaced = await api.stripeCustomer.addPaymentMethod({ stripePaymentMethodId: second });
    expect(replaced.defaultPaymentMethod).toMatchObject({ stripePaymentMethodId: second, card: { brand: 'mastercard' } });
    const emptied = await api.stripeCustomer.deletePaymentMethod();
    expect(emptied.stripeCustomerId).toBe(replaced.stripeCustomerId);
    expect(emptied.defaultPaymentMethod).toBeNull();
  });
});

describe('a seller\'s payout account', () => {
  it('is created with Stripe tokens, onboarded through a link, fetched and updated', async () => {
    const user = await newUser(rig.twin);
    const api = marketplaceApi(user.sdk);
    const accountToken = await rig.stripe.tokens.create({ account: { business_type: 'individual', individual: { first_name: 'Rosa', last_name: 'Lind' }, tos_shown_and_accepted: true } });
    const bankToken = await rig.stripe.tokens.create({
      bank_account: { country: 'US', currency: 'usd', account_holder_name: 'Rosa Lind', account_holder_type: 'individual', routing_number: '110000000', account_number: '000123456789' },
    });
    const account = await api.stripeAccount.create({
      country: 'US',
      accountToken: accountToken.id,
      bankAccountToken: bankToken.id,
      requestedCapabilities: ['card_payments', 'transfers'],
      businessProfileMCC: '5734',
      businessProfileURL: 'https://variegata.example/u/rosa',
    });
    expect(account.stripeAccountId).toMatch(/^acct_/);
    expect(account.stripeAccountData?.id).toBe(account.stripeAccountId);

    const link = await api.stripeAccountLinks.create({ failureURL: 'http://site.test/payouts/failure', successURL: 'http://site.test/payouts/success', type: 'account_onboarding', collect: 'currently_due' });
    expect(link.url).toMatch(/^http/);
    expect(link.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const fetched = await api.stripeAccount.fetch();
    expect(fetched.stripeAccountId).toBe(account.stripeAccountId);
    expect(fetched.stripeAccountData).toMatchObject({ id: account.stripeAccountId, country: 'US' });
    expect(Array.isArray(fetched.stripeAccountData?.requirements?.currently_due)).toBe(true);

    const updated = await api.stripeAccount.update({ requestedCapabilities: ['card_payments', 'transfers', 'klarna_payments'] });
    expect(updated.stripeAccountId).toBe(account.stripeAccountId);
    expect((await api.currentUser.show({ include: ['stripeAccount'] })).stripeAccount?.stripeAccountId).toBe(account.stripeAccountId);
  });
});
