import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, failure, itemLineItems, newUser, publishedListing, startTestTwin, trustedSdk, types } from './testing/harness';
import { noopPaymentHooks, type PaymentContext } from './payments-hooks';
import type { RunningMarketplaceTwin } from './server';

const seen: PaymentContext[] = [];
let twin: RunningMarketplaceTwin;
beforeAll(async () => {
  twin = await startTestTwin({ paymentHooks: { ...noopPaymentHooks, createPaymentIntent: async (c) => { seen.push(c); return noopPaymentHooks.createPaymentIntent(c); } } });
});
afterAll(async () => { await twin.close(); });

describe('stripe_* endpoints (fake Stripe hooks by default)', () => {
  it('setup intent, customer with default card, replace and delete the card', async () => {
    const u = await newUser(twin);
    const si = await u.sdk.stripeSetupIntents.create({}, { expand: true });
    expect(si.data.data.attributes.clientSecret).toMatch(/^seti_/);
    expect(errorCode(await failure(u.sdk.stripeCustomer.addPaymentMethod({ stripePaymentMethodId: 'pm_1' })))).toBe('stripe-customer-not-found');
    const c = await u.sdk.stripeCustomer.create({ stripePaymentMethodId: 'pm_card_visa' }, { expand: true, include: ['defaultPaymentMethod'] });
    expect(c.data.data.attributes.stripeCustomerId).toMatch(/^cus_/);
    expect(c.data.included[0].attributes).toMatchObject({ stripePaymentMethodId: 'pm_card_visa', card: { last4Digits: '4242' } });
    await u.sdk.stripeCustomer.addPaymentMethod({ stripePaymentMethodId: 'pm_card_mastercard' });
    const me = await u.sdk.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
    const pm = me.data.included.find((i: any) => i.type === 'stripePaymentMethod');
    expect(pm.attributes.stripePaymentMethodId).toBe('pm_card_mastercard');
    expect(me.data.data.attributes.profile.privateData.stripeCustomerId).toBe(c.data.data.attributes.stripeCustomerId);
    await u.sdk.stripeCustomer.deletePaymentMethod({});
    const after = await u.sdk.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
    expect(after.data.included.filter((i: any) => i.type === 'stripePaymentMethod')).toHaveLength(0);
  });

  it('connected account: create once, fetch, link; stripeConnected turns true; payment hooks see the ids', async () => {
    const seller = await newUser(twin);
    const acct = await seller.sdk.stripeAccount.create({ country: 'US', accountToken: 'ct_1', requestedCapabilities: ['card_payments', 'transfers'] }, { expand: true });
    expect(acct.data.data.attributes.stripeAccountId).toMatch(/^acct_/);
    expect(errorCode(await failure(seller.sdk.stripeAccount.create({ country: 'US' })))).toBe('stripe-account-already-exists');
    expect((await seller.sdk.stripeAccount.fetch()).data.data.attributes.stripeAccountData.payouts_enabled).toBe(true);
    const link = await seller.sdk.stripeAccountLinks.create({ failureURL: 'http://site/fail', successURL: 'http://site/ok', type: 'account_onboarding', collect: 'currently_due' }, { expand: true });
    expect(link.data.data.attributes.url).toContain('http://site/ok');
    expect((await seller.sdk.currentUser.show()).data.data.attributes.stripeConnected).toBe(true);
    const buyer = await newUser(twin);
    await buyer.sdk.stripeCustomer.create({ stripePaymentMethodId: 'pm_saved' });
    const listingId = await publishedListing(seller, { stock: 1 });
    const trusted = await trustedSdk(twin, buyer.sdk);
    await trusted.transactions.initiate({
      processAlias: 'default-purchase/release-1', transition: 'transition/request-payment',
      params: { listingId: new types.UUID(listingId), stockReservationQuantity: 1, lineItems: itemLineItems(5000, 1) },
    });
    expect(seen.at(-1)).toMatchObject({
      providerStripeAccountId: acct.data.data.attributes.stripeAccountId, customerDefaultPaymentMethodId: 'pm_saved',
      payinTotal: { amount: 5000, currency: 'USD' }, payoutTotal: { amount: 4500, currency: 'USD' },
    });
    expect((await failure(buyer.sdk.stripeAccountLinks.create({ failureURL: 'a', successURL: 'b', type: 'account_onboarding' }))).status).toBe(409);
  });
});
