/** The demo seed with the payment side against the Stripe twin: sellers can be bought from, demo orders are real payments. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdkFor, trustedSdk } from './testing/harness';
import { sdkPurchaseLineItems, startPaymentsRig, type PaymentsRig } from './testing/payments';
import { DEMO_PASSWORD, demoUsers } from './seed';
import { seedMarketplaceDemoWithStripe } from './seed-stripe';

let rig: PaymentsRig;
let result: Awaited<ReturnType<typeof seedMarketplaceDemoWithStripe>>;
beforeAll(async () => {
  rig = await startPaymentsRig();
  result = await seedMarketplaceDemoWithStripe(rig.twin, rig.stripe, { scryptLogN: 10, listings: 120 });
}, 120_000);
afterAll(async () => { await rig.close(); });

async function login(email: string): Promise<any> {
  const sdk = sdkFor(rig.twin);
  await sdk.login({ username: email, password: DEMO_PASSWORD });
  return sdk;
}

describe('demo seed with Stripe', () => {
  it('every demo seller has a completed connected account; every demo buyer a saved card', async () => {
    const sellers = demoUsers.filter((u) => u.seller);
    expect(result.stripe).toEqual({ accounts: sellers.length, customers: demoUsers.length - sellers.length });
    for (const s of sellers) {
      const sdk = await login(s.email);
      const me = await sdk.currentUser.show({ include: ['stripeAccount'] });
      expect(me.data.data.attributes.stripeConnected).toBe(true);
      const fetched = await sdk.stripeAccount.fetch();
      expect(fetched.data.data.attributes.stripeAccountData).toMatchObject({ charges_enabled: true, payouts_enabled: true, country: 'US', capabilities: { card_payments: 'active', transfers: 'active', klarna_payments: 'active' } });
    }
    const buyer = await login('buyer.one@variegata.test');
    const me = await buyer.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
    expect(me.data.included.find((i: any) => i.type === 'stripePaymentMethod').attributes.card).toMatchObject({ brand: 'visa', last4Digits: '4242' });
  });

  it('the demo orders were paid through Stripe: captured intents, transfers to the seller, payouts for the completed ones', async () => {
    expect(result.transactions.completed).toBeGreaterThan(0);
    const premium = await login('premium.seller@variegata.test');
    const sales = await premium.transactions.query({ only: 'sale' });
    const completed = sales.data.data.filter((t: any) => t.attributes.lastTransition === 'transition/review-2-by-provider');
    expect(completed).toHaveLength(result.transactions.completed);
    const pi = completed[0].attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
    expect((await rig.stripe.paymentIntents.retrieve(pi)).status).toBe('succeeded');
    const account = (await premium.stripeAccount.fetch()).data.data.attributes.stripeAccountId;
    const payouts = await rig.stripe.payouts.list({ limit: 100 }, { stripeAccount: account });
    expect(payouts.data).toHaveLength(result.transactions.completed);
  });

  it('a demo buyer can buy a demo listing with the saved card', async () => {
    const buyer = await login('buyer.two@variegata.test');
    const listings = await buyer.listings.query({ pub_type: 'sell', minStock: 1, perPage: 50 });
    const listing = listings.data.data.find((l: any) => l.attributes.price.amount >= 100);
    const me = await buyer.currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
    const pm = me.data.included.find((i: any) => i.type === 'stripePaymentMethod').attributes.stripePaymentMethodId;
    const trusted = await trustedSdk(rig.twin, buyer);
    const tx = await trusted.transactions.initiate({
      processAlias: 'default-purchase/release-1', transition: 'transition/request-payment',
      params: { listingId: listing.id, stockReservationQuantity: 1, lineItems: sdkPurchaseLineItems(listing.attributes.price.amount, 1).items, paymentMethod: pm },
    }, { expand: true });
    await buyer.transactions.transition({ id: tx.data.data.id, transition: 'transition/confirm-payment', params: {} });
    const pi = tx.data.data.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
    expect((await rig.stripe.paymentIntents.retrieve(pi)).status).toBe('succeeded');
  });
});
