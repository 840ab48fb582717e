/** The stripe_* endpoints through the marketplace SDK, backed by the stripe SDK against the Stripe twin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, failure, newUser } from './testing/harness';
import { hiddenFields, onboardSeller, postForm, startPaymentsRig, type PaymentsRig } from './testing/payments';

let rig: PaymentsRig;
beforeAll(async () => { rig = await startPaymentsRig(); });
afterAll(async () => { await rig.close(); });

const cardPage = (clientSecret: string) => `${rig.stripeTwin.url}/pages/card?client_secret=${encodeURIComponent(clientSecret)}&return_url=${encodeURIComponent('http://site.test/account/payment-methods')}`;

describe('stripe_setup_intents and stripe_customer against the Stripe twin', () => {
  it('a setup intent confirmed on the card page becomes the default card of a new Stripe customer', async () => {
    const u = await newUser(rig.twin);
    const si = await u.sdk.stripeSetupIntents.create({}, { expand: true });
    const { stripeSetupIntentId, clientSecret } = si.data.data.attributes;
    expect(si.data.data.type).toBe('stripeSetupIntent');
    expect(clientSecret).toMatch(new RegExp(`^${stripeSetupIntentId}_secret_`));
    expect((await rig.stripe.setupIntents.retrieve(stripeSetupIntentId)).usage).toBe('off_session');

    const html = await (await fetch(cardPage(clientSecret))).text();
    const done = await postForm(`${rig.stripeTwin.url}/pages/card`, { ...hiddenFields(html), number: '5555555555554444', exp: '07/39', cvc: '314' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`setup_intent=${stripeSetupIntentId}`);
    const pm = (await rig.stripe.setupIntents.retrieve(stripeSetupIntentId)).payment_method as string;

    const c = await u.sdk.stripeCustomer.create({ stripePaymentMethodId: pm }, { expand: true, include: ['defaultPaymentMethod'] });
    const customerId = c.data.data.attributes.stripeCustomerId;
    expect(c.data.included[0].attributes).toMatchObject({ stripePaymentMethodId: pm, card: { brand: 'mastercard', last4Digits: '4444', expirationMonth: 7, expirationYear: 2039 } });
    const customer = await rig.stripe.customers.retrieve(customerId);
    expect(customer).toMatchObject({ email: u.email, invoice_settings: { default_payment_method: pm } });
    const me = await u.sdk.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
    expect(me.data.data.attributes.profile.privateData.stripeCustomerId).toBe(customerId);
  });

  it('add_payment_method replaces the default card (the old one is detached), delete_payment_method detaches it', async () => {
    const u = await newUser(rig.twin);
    const c = await u.sdk.stripeCustomer.create({ stripePaymentMethodId: 'pm_card_visa' }, { expand: true, include: ['defaultPaymentMethod'] });
    const first = c.data.included[0].attributes.stripePaymentMethodId;
    expect(first).toMatch(/^pm_/);
    expect(first).not.toBe('pm_card_visa');
    const added = await u.sdk.stripeCustomer.addPaymentMethod({ stripePaymentMethodId: 'pm_card_amex' }, { expand: true, include: ['defaultPaymentMethod'] });
    const second = added.data.included[0].attributes;
    expect(second.card).toMatchObject({ brand: 'amex' });
    expect((await rig.stripe.paymentMethods.retrieve(first)).customer).toBeNull();
    expect((await rig.stripe.customers.retrieve(c.data.data.attributes.stripeCustomerId) as any).invoice_settings.default_payment_method).toBe(second.stripePaymentMethodId);
    await u.sdk.stripeCustomer.deletePaymentMethod({});
    expect((await rig.stripe.paymentMethods.retrieve(second.stripePaymentMethodId)).customer).toBeNull();
    const me = await u.sdk.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
    expect(me.data.included.filter((i: any) => i.type === 'stripePaymentMethod')).toHaveLength(0);
  });

  it('a card Stripe declines at attach is a 402 with Stripe\'s message in meta; no customer is stored', async () => {
    const u = await newUser(rig.twin);
    const e = await failure(u.sdk.stripeCustomer.create({ stripePaymentMethodId: 'pm_card_chargeDeclined' }));
    expect(e.status).toBe(402);
    expect(e.data.errors[0].meta).toMatchObject({ stripeMessage: 'Your card was declined.', stripeCode: 'card_declined' });
    expect(errorCode(await failure(u.sdk.stripeCustomer.addPaymentMethod({ stripePaymentMethodId: 'pm_card_visa' })))).toBe('stripe-customer-not-found');
  });

  it('an unknown payment method id is a 400 with Stripe\'s message', async () => {
    const u = await newUser(rig.twin);
    const e = await failure(u.sdk.stripeCustomer.create({ stripePaymentMethodId: 'pm_doesnotexist' }));
    expect(e.status).toBe(400);
    expect(e.data.errors[0].meta.stripeMessage).toContain('pm_doesnotexist');
  });
});

describe('stripe_account, stripe_account_links and stripe_persons against the Stripe twin', () => {
  it('create sends the tokens, capabilities and business profile; fetch reflects onboarding; stripeConnected is set', async () => {
    const seller = await newUser(rig.twin);
    const acct = await onboardSeller(rig, seller);
    expect(acct).toMatch(/^acct_/);
    const account = await rig.stripe.accounts.retrieve(acct);
    expect(account.capabilities).toEqual({ card_payments: 'active', transfers: 'active', klarna_payments: 'active' });
    expect(account.business_profile).toMatchObject({ mcc: '5734', url: 'https://variegata.example/u/rosa' });
    expect(account.external_accounts?.data[0]?.last4).toBe('6789');
    expect(account.email).toBe(seller.email);
    const fetched = await seller.sdk.stripeAccount.fetch();
    expect(fetched.data.data.type).toBe('stripeAccount');
    expect(fetched.data.data.attributes.stripeAccountId).toBe(acct);
    expect(fetched.data.data.attributes.stripeAccountData).toMatchObject({ charges_enabled: true, payouts_enabled: true, requirements: { currently_due: [] } });
    expect((await seller.sdk.currentUser.show()).data.data.attributes.stripeConnected).toBe(true);
  });

  it('a new account has requirements due until the onboarding page; the link points at the Stripe twin', async () => {
    const seller = await newUser(rig.twin);
    const created = await seller.sdk.stripeAccount.create({ country: 'US', requestedCapabilities: ['card_payments', 'transfers'] }, { expand: true });
    const data = created.data.data.attributes.stripeAccountData;
    expect(data.charges_enabled).toBe(false);
    expect(data.requirements.currently_due).toContain('external_account');
    expect(Object.keys(data.capabilities)).toEqual(['card_payments', 'transfers']);
    const link = await seller.sdk.stripeAccountLinks.create({ failureURL: 'http://site.test/fail', successURL: 'http://site.test/ok', type: 'account_onboarding', collect: 'currently_due' }, { expand: true });
    expect(link.data.data.attributes.url.startsWith(`${rig.stripeTwin.url}/pages/connect/onboarding/`)).toBe(true);
    expect(link.data.data.attributes.expiresAt).toBeInstanceOf(Date);
    const bank = await rig.stripe.tokens.create({ bank_account: { country: 'US', currency: 'usd', routing_number: '110000000', account_number: '000123456789' } });
    const updated = await seller.sdk.stripeAccount.update({ bankAccountToken: bank.id }, { expand: true });
    expect(updated.data.data.attributes.stripeAccountData.requirements.currently_due).not.toContain('external_account');
  });

  it('a bad bank account token is a 400 with Stripe\'s message (the payout form shows it)', async () => {
    const seller = await newUser(rig.twin);
    const e = await failure(seller.sdk.stripeAccount.create({ country: 'US', bankAccountToken: 'btok_nope' }));
    expect(e.status).toBe(400);
    expect(e.data.errors[0].meta.stripeMessage).toContain('btok_nope');
    expect((await seller.sdk.currentUser.show()).data.data.attributes.stripeConnected).toBe(false);
  });

  it('stripe_persons/create adds a person to the connected account', async () => {
    const seller = await newUser(rig.twin);
    const created = await seller.sdk.stripeAccount.create({ country: 'US' }, { expand: true });
    const acct = created.data.data.attributes.stripeAccountId;
    const token = await rig.stripe.tokens.create({ person: { first_name: 'Ada', last_name: 'Lind', relationship: { representative: true } } });
    const res = await seller.sdk.stripePersons.create({ personToken: token.id }, { expand: true });
    expect(res.data.data.type).toBe('stripePerson');
    const personId = res.data.data.attributes.stripePersonId;
    expect(personId).toMatch(/^person_/);
    expect((await rig.stripe.accounts.listPersons(acct)).data.map((p) => p.id)).toEqual([personId]);
    const noAccount = await newUser(rig.twin);
    expect(errorCode(await failure(noAccount.sdk.stripePersons.create({ personToken: token.id })))).toBe('stripe-account-not-found');
  });
});
