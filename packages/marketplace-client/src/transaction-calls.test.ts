/**
 * The order calls through the real sharetribe-flex-sdk against the marketplace twin, which charges
 * through the real stripe SDK against the Stripe twin: an enquiry with messages, a purchase from
 * the speculative price to the reviews, the transitions on offer, and the seeded public reviews.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MARKETPLACE_CLIENT } from '@variegata/twin-marketplace/server';
import { DEMO_PASSWORD, demoUsers } from '@variegata/twin-marketplace/seed';
import { seedMarketplaceDemoWithStripe } from '@variegata/twin-marketplace/seed-stripe';
import { newUser, publishedListing, sdkFor, testClock } from '@variegata/twin-marketplace/testing/harness';
import { onboardSeller, startPaymentsRig, type PaymentsRig } from '@variegata/twin-marketplace/testing/payments';
import { marketplaceApi, type MarketplaceApi } from './marketplace-api';
import { createTrustedSdk } from './sdk';
import type { LineItemInput } from './transaction-calls';

const DAY = 86_400_000;
const clock = testClock(Date.now());
let rig: PaymentsRig;
let seller: { api: MarketplaceApi; id: string };
let seeded: { completed: number; enquiries: number };

beforeAll(async () => {
  rig = await startPaymentsRig({ now: clock.now });
  seeded = (await seedMarketplaceDemoWithStripe(rig.twin, rig.stripe, { listings: 80, scryptLogN: 10 })).transactions;
  const user = await newUser(rig.twin);
  await onboardSeller(rig, user);
  seller = { api: marketplaceApi(user.sdk), id: user.id };
});
afterAll(async () => {
  await rig.close();
});

async function asDemoUser(email: string): Promise<MarketplaceApi> {
  const api = marketplaceApi(sdkFor(rig.twin));
  await api.login({ username: email, password: DEMO_PASSWORD });
  return api;
}

/** A buyer with a saved card, and their trusted API for privileged transitions. */
async function buyerWithCard() {
  const user = await newUser(rig.twin);
  const api = marketplaceApi(user.sdk);
  const intent = await api.stripeSetupIntents.create();
  const confirmed = await rig.stripe.setupIntents.confirm(intent.stripeSetupIntentId, { payment_method: 'pm_card_visa' });
  await api.stripeCustomer.create({ stripePaymentMethodId: String(confirmed.payment_method) });
  const config = { baseUrl: rig.twin.url, clientId: DEFAULT_MARKETPLACE_CLIENT.clientId, clientSecret: DEFAULT_MARKETPLACE_CLIENT.clientSecret };
  return { api, id: user.id, trusted: marketplaceApi(await createTrustedSdk(config, user.sdk)) };
}

const lineItems = (unitPrice: number, quantity: number): LineItemInput[] => [
  { code: 'line-item/item', unitPrice: { amount: unitPrice, currency: 'USD' }, quantity, includeFor: ['customer', 'provider'] },
  { code: 'line-item/provider-commission', unitPrice: { amount: unitPrice * quantity, currency: 'USD' }, percentage: -10, includeFor: ['provider'] },
];

describe('an enquiry', () => {
  it('starts a transaction with the enquire transition and carries messages', async () => {
    const buyer = await buyerWithCard();
    const id = await publishedListing({ sdk: (await newUser(rig.twin)).sdk }, { stock: 1 });
    const tx = await buyer.api.transactions.initiate({ transition: 'transition/enquire', params: { listingId: id } }, { include: ['listing', 'provider'] });
    expect(tx.lastTransition).toBe('enquire');
    expect(tx.transitions).toEqual([{ transition: 'enquire', createdAt: expect.any(Date), by: 'customer' }]);
    expect(tx.lineItems).toEqual([]);
    expect(tx.payinTotal).toBeNull();
    expect(tx.listing?.id).toBe(id);
    expect(tx.provider?.profile.displayName).toEqual(expect.any(String));

    const sent = await buyer.api.messages.send({ transactionId: tx.id, content: 'Is it rooted?' }, { include: ['sender'] });
    expect(sent).toMatchObject({ content: 'Is it rooted?', sender: { id: buyer.id } });
    expect(sent.createdAt).toBeInstanceOf(Date);
    const messages = await buyer.api.messages.query({ transactionId: tx.id, include: ['sender', 'sender.profileImage'] });
    expect(messages.items.map((m) => m.content)).toEqual(['Is it rooted?']);
    expect(messages.meta).toEqual({ page: 1, perPage: 100, totalItems: 1, totalPages: 1 });
  });

  it('reads the seeded enquiry and its two messages', async () => {
    const buyer = await asDemoUser(demoUsers.find((u) => u.email === 'free.buyer@variegata.test')!.email);
    const orders = await buyer.transactions.query({ only: 'order', lastTransitions: ['enquire'], include: ['listing', 'provider', 'customer'] });
    expect(seeded.enquiries).toBe(1);
    expect(orders.items).toHaveLength(1);
    const [enquiry] = orders.items;
    expect(enquiry?.customer?.profile.metadata.username).toBe('basilbuys');
    expect((await buyer.messages.query({ transactionId: enquiry!.id })).items).toHaveLength(2);
  });
});

describe('a purchase', () => {
  it('prices speculatively, pays, ships, completes and is reviewed, read as typed transactions', async () => {
    const buyer = await buyerWithCard();
    const draft = await seller.api.ownListings.createDraft({ title: 'Monstera albo', price: { amount: 5000, currency: 'USD' }, publicData: { transactionProcessAlias: 'default-purchase/release-1', genus: 'monstera' } });
    await seller.api.stock.compareAndSet({ listingId: draft.id, oldTotal: null, newTotal: 3 });
    await seller.api.ownListings.publishDraft({ id: draft.id });

    const quote = await buyer.trusted.transactions.initiateSpeculative({ transition: 'request-payment', params: { listingId: draft.id, stockReservationQuantity: 2, lineItems: lineItems(5000, 2) } });
    expect(quote.payinTotal).toEqual({ amount: 10000, currency: 'USD' });
    expect(quote.payoutTotal).toEqual({ amount: 9000, currency: 'USD' });
    expect(quote.lineItems.map((i) => [i.code, i.quantity, i.percentage, i.lineTotal.amount, i.reversal])).toEqual([
      ['line-item/item', 2, undefined, 10000, false],
      ['line-item/provider-commission', undefined, -10, -1000, false],
    ]);

    const tx = await buyer.trusted.transactions.initiate(
      { transition: 'request-payment', params: { listingId: draft.id, stockReservationQuantity: 2, lineItems: lineItems(5000, 2) } },
      { include: ['stockReservation', 'listing', 'listing.currentStock'] },
    );
    expect(tx.lastTransition).toBe('request-payment');
    expect(tx.protectedData.stripePaymentIntents?.default?.stripePaymentIntentId).toMatch(/^pi_/);
    expect(tx.stockReservation).toMatchObject({ quantity: 2, state: 'pending' });
    expect(tx.listing?.currentStock?.quantity).toBe(1);

    const offered = await buyer.api.processTransitions.query({ transactionId: tx.id });
    expect(offered.map((t) => t.name).sort()).toEqual(['auto-payment', 'confirm-payment', 'expire-payment']);
    expect(offered.find((t) => t.name === 'confirm-payment')?.actor).toEqual(['customer']);

    const paid = await buyer.api.transactions.transition({ id: tx.id, transition: 'confirm-payment' }, { include: ['stockReservation'] });
    expect(paid.lastTransition).toBe('confirm-payment');
    expect(paid.stockReservation?.state).toBe('accepted');
    await seller.api.transactions.transition({ id: tx.id, transition: 'transition/mark-delivered' });
    await buyer.api.transactions.transition({ id: tx.id, transition: 'mark-received' });
    clock.advance(4 * DAY);
    await rig.twin.runTimers();
    await buyer.api.transactions.transition({ id: tx.id, transition: 'review-1-by-customer', params: { reviewRating: 5, reviewContent: 'Healthy plant' } });
    await seller.api.transactions.transition({ id: tx.id, transition: 'review-2-by-provider', params: { reviewRating: 4, reviewContent: 'Quick payment' } });

    const done = await buyer.api.transactions.show({ id: tx.id, include: ['customer', 'provider', 'listing', 'booking', 'reviews', 'reviews.author'] });
    expect(done.transitions.map((t) => `${t.by}:${t.transition}`)).toEqual([
      'customer:request-payment', 'customer:confirm-payment', 'provider:mark-delivered', 'customer:mark-received', 'system:auto-mark-received-from-dispute-phase',
      'system:auto-complete', 'customer:review-1-by-customer', 'provider:review-2-by-provider',
    ]);
    expect(done.customer?.id).toBe(buyer.id);
    expect(done.provider?.id).toBe(seller.id);
    expect(done.booking).toBeNull();
    const reviews = (done.reviews ?? []).map((r) => [r.type, r.rating, r.content, r.state, r.author?.id]);
    expect(reviews.sort()).toEqual([
      ['ofCustomer', 4, 'Quick payment', 'public', seller.id],
      ['ofProvider', 5, 'Healthy plant', 'public', buyer.id],
    ]);

    const sales = await seller.api.transactions.query({ only: 'sale', perPage: 1 });
    expect(sales.items[0]?.id).toBe(tx.id);
    expect(sales.meta.totalItems).toBe(1);
  });

  it('keeps the API error of a transition that is not allowed', async () => {
    const buyer = await buyerWithCard();
    const draft = await seller.api.ownListings.createDraft({ title: 'Hoya', price: { amount: 3000, currency: 'USD' }, publicData: { transactionProcessAlias: 'default-purchase/release-1' } });
    await seller.api.stock.compareAndSet({ listingId: draft.id, oldTotal: null, newTotal: 1 });
    await seller.api.ownListings.publishDraft({ id: draft.id });
    const tx = await buyer.api.transactions.initiate({ transition: 'enquire', params: { listingId: draft.id } });
    await expect(buyer.api.transactions.transition({ id: tx.id, transition: 'mark-received' })).rejects.toMatchObject({ status: 409 });
    await expect(buyer.api.transactions.initiate({ transition: 'request-payment', params: { listingId: draft.id, stockReservationQuantity: 1, lineItems: lineItems(3000, 1) } })).rejects.toMatchObject({ status: 403 });
  });
});

describe('reviews', () => {
  it('reads a seller\'s public reviews with their authors', async () => {
    const api = marketplaceApi(sdkFor(rig.twin));
    const premium = await asDemoUser('premium.seller@variegata.test');
    const me = await premium.currentUser.show();
    const reviews = await api.reviews.query({ subjectId: me.id, type: 'ofProvider', state: 'public', include: ['author', 'author.profileImage'], perPage: 50 });
    expect(seeded.completed).toBeGreaterThan(0);
    expect(reviews.meta.totalItems).toBe(seeded.completed);
    for (const review of reviews.items) {
      expect(review).toMatchObject({ type: 'ofProvider', state: 'public', deleted: false });
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.author?.profile.displayName).toEqual(expect.any(String));
    }
  });
});
