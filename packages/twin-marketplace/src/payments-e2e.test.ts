/**
 * Issue 4 end to end, through the marketplace SDK alone (the marketplace twin charges through the
 * real stripe SDK against the Stripe twin): save a card, privileged purchase with line items from
 * @variegata/money, confirm the payment, shipped, received, payout, both review; a declined card
 * ends in a clear 402 with nothing reserved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, failure, newUser, publishedListing, testClock, trustedSdk, types } from './testing/harness';
import { cardPageUrl } from '@variegata/twin-stripe/urls';
import { hiddenFields, onboardSeller, postForm, sdkPurchaseLineItems, startPaymentsRig, type PaymentsRig } from './testing/payments';

const clock = testClock(Date.now());
let rig: PaymentsRig;
let seller: Awaited<ReturnType<typeof newUser>>;
let sellerAccount: string;
beforeAll(async () => {
  rig = await startPaymentsRig({ now: clock.now });
  seller = await newUser(rig.twin);
  sellerAccount = await onboardSeller(rig, seller);
});
afterAll(async () => { await rig.close(); });

const PROCESS = 'default-purchase/release-1';
const MIN = 60_000;
const DAY = 86_400_000;

async function stockOf(listingId: string): Promise<number> {
  const res = await seller.sdk.ownListings.show({ id: new types.UUID(listingId), include: ['currentStock'] });
  return res.data.included.find((r: any) => r.type === 'stock').attributes.quantity;
}

/** A buyer with a card saved the way the site does it: setup intent, confirmed as Stripe.js would, then stripe_customer/create. */
async function buyerWithCard(testCard = 'pm_card_visa') {
  const buyer = await newUser(rig.twin);
  const si = await buyer.sdk.stripeSetupIntents.create({}, { expand: true });
  const confirmed = await rig.stripe.setupIntents.confirm(si.data.data.attributes.stripeSetupIntentId, { payment_method: testCard });
  const pm = confirmed.payment_method as string;
  const customer = await buyer.sdk.stripeCustomer.create({ stripePaymentMethodId: pm }, { expand: true, include: ['defaultPaymentMethod'] });
  return { ...buyer, paymentMethodId: pm, stripeCustomerId: customer.data.data.attributes.stripeCustomerId as string, trusted: await trustedSdk(rig.twin, buyer.sdk) };
}

async function initiate(trusted: any, listingId: string, quantity: number, extra: Record<string, unknown> = {}) {
  const { items } = sdkPurchaseLineItems(5000, quantity);
  return trusted.transactions.initiate({
    processAlias: PROCESS, transition: 'transition/request-payment',
    params: { listingId: new types.UUID(listingId), stockReservationQuantity: quantity, lineItems: items, protectedData: { shippingAddress: { city: 'Austin' } }, ...extra },
  }, { expand: true });
}

describe('purchase end to end through the marketplace SDK', () => {
  it('saves a card, buys, confirms, ships, receives, pays out and both review', async () => {
    const buyer = await buyerWithCard();
    const listingId = await publishedListing(seller, { stock: 3, price: 5000 });
    const { payin, payout } = sdkPurchaseLineItems(5000, 2);
    expect(payin).toBe(5000 * 2 + 1500 + 500); // units + shipping + 5 % customer commission
    expect(payout).toBe(9000);

    const spec = await buyer.trusted.transactions.initiateSpeculative({
      processAlias: PROCESS, transition: 'transition/request-payment',
      params: { listingId: new types.UUID(listingId), stockReservationQuantity: 2, lineItems: sdkPurchaseLineItems(5000, 2).items },
    }, { expand: true });
    expect(spec.data.data.attributes.payinTotal.amount).toBe(payin);
    expect((await rig.stripe.paymentIntents.list({ customer: buyer.stripeCustomerId })).data).toHaveLength(0);

    const tx = await initiate(buyer.trusted, listingId, 2);
    const txId = tx.data.data.id;
    const intents = tx.data.data.attributes.protectedData.stripePaymentIntents.default;
    expect(intents.stripePaymentIntentId).toMatch(/^pi_/);
    expect(intents.stripePaymentIntentClientSecret).toMatch(new RegExp(`^${intents.stripePaymentIntentId}_secret_`));
    expect(tx.data.data.attributes.lastTransition).toBe('transition/request-payment');
    expect(await stockOf(listingId)).toBe(1);
    const created = await rig.stripe.paymentIntents.retrieve(intents.stripePaymentIntentId);
    expect(created).toMatchObject({
      amount: payin, currency: 'usd', capture_method: 'manual', application_fee_amount: payin - payout,
      transfer_data: { destination: sellerAccount }, on_behalf_of: sellerAccount, customer: buyer.stripeCustomerId, status: 'requires_payment_method',
    });
    expect(created.metadata['sharetribe-transaction-id']).toBe(txId.uuid);

    await buyer.sdk.transactions.transition({ id: txId, transition: 'transition/confirm-payment', params: {} });
    const paid = await rig.stripe.paymentIntents.retrieve(intents.stripePaymentIntentId);
    expect(paid.status).toBe('succeeded');
    expect(paid.payment_method).toBe(buyer.paymentMethodId);
    const transfers = await rig.stripe.transfers.list({ destination: sellerAccount });
    expect(transfers.data.map((t) => t.amount)).toContain(payout);
    expect(await stockOf(listingId)).toBe(1);

    await seller.sdk.transactions.transition({ id: txId, transition: 'transition/mark-delivered', params: {} });
    await buyer.sdk.transactions.transition({ id: txId, transition: 'transition/mark-received', params: {} });
    expect((await rig.stripe.payouts.list({}, { stripeAccount: sellerAccount })).data).toHaveLength(0);
    clock.advance(4 * DAY);
    await rig.twin.runTimers();
    const completed = await buyer.sdk.transactions.show({ id: txId });
    expect(completed.data.data.attributes.lastTransition).toBe('transition/auto-complete');
    const payouts = await rig.stripe.payouts.list({}, { stripeAccount: sellerAccount });
    expect(payouts.data.map((p) => [p.amount, p.metadata?.['sharetribe-transaction-id']])).toEqual([[payout, txId.uuid]]);

    await buyer.sdk.transactions.transition({ id: txId, transition: 'transition/review-1-by-customer', params: { reviewRating: 5, reviewContent: 'Healthy plant, well packed' } });
    await seller.sdk.transactions.transition({ id: txId, transition: 'transition/review-2-by-provider', params: { reviewRating: 5, reviewContent: 'Quick payment' } });
    const reviewed = await buyer.sdk.transactions.show({ id: txId });
    expect(reviewed.data.data.attributes.lastTransition).toBe('transition/review-2-by-provider');
    const reviews = await buyer.sdk.reviews.query({ listing_id: listingId, state: 'public' });
    expect(reviews.data.data).toHaveLength(2);

    const mailTo = (email: string) => rig.twin.outbox(500).filter((m) => m.to === email && m.body.includes(txId.uuid)).map((m) => m.kind).reverse();
    expect(mailTo(buyer.email)).toEqual(['order-confirmed', 'order-shipped']);
    expect(mailTo(seller.email)).toEqual(['new-order', 'order-received']);
    expect(rig.twin.outbox(500).find((m) => m.kind === 'order-shipped' && m.to === buyer.email)?.subject).toBe('Your order has shipped: Monstera deliciosa Thai Constellation');
  });

  it('paying with the saved card at checkout authorises at once; confirm-payment then only captures', async () => {
    const buyer = await buyerWithCard('pm_card_mastercard');
    const listingId = await publishedListing(seller, { stock: 1 });
    const tx = await initiate(buyer.trusted, listingId, 1, { paymentMethod: buyer.paymentMethodId });
    const piId = tx.data.data.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
    expect((await rig.stripe.paymentIntents.retrieve(piId)).status).toBe('requires_capture');
    await buyer.sdk.transactions.transition({ id: tx.data.data.id, transition: 'transition/confirm-payment', params: {} });
    expect((await rig.stripe.paymentIntents.retrieve(piId)).status).toBe('succeeded');
  });

  it('a new card typed on the Stripe twin\'s card page (the offline Elements) is confirmed by the browser; confirm-payment captures', async () => {
    const buyer = await newUser(rig.twin);
    const trusted = await trustedSdk(rig.twin, buyer.sdk);
    const listingId = await publishedListing(seller, { stock: 1 });
    const tx = await initiate(trusted, listingId, 1);
    const { stripePaymentIntentId: piId, stripePaymentIntentClientSecret: secret } = tx.data.data.attributes.protectedData.stripePaymentIntents.default;
    const early = await failure(buyer.sdk.transactions.transition({ id: tx.data.data.id, transition: 'transition/confirm-payment', params: {} }));
    expect(early.status).toBe(402);
    expect(early.data.errors[0].meta).toMatchObject({ stripePaymentIntentStatus: 'requires_payment_method' });
    const page = await (await fetch(cardPageUrl(rig.stripeTwin.url, secret, 'http://site.test/checkout/return'))).text();
    const res = await postForm(`${rig.stripeTwin.url}/pages/card`, { ...hiddenFields(page), number: '4242424242424242', exp: '12/39', cvc: '123' });
    expect(res.status).toBe(303);
    expect((await rig.stripe.paymentIntents.retrieve(piId)).status).toBe('requires_capture');
    await buyer.sdk.transactions.transition({ id: tx.data.data.id, transition: 'transition/confirm-payment', params: {} });
    expect((await rig.stripe.paymentIntents.retrieve(piId)).status).toBe('succeeded');
  });

  it('a 3-D Secure card: the order waits in pending-payment until the customer authenticates', async () => {
    const buyer = await buyerWithCard();
    const listingId = await publishedListing(seller, { stock: 1 });
    const tx = await initiate(buyer.trusted, listingId, 1, { paymentMethod: 'pm_card_authenticationRequired' });
    const piId = tx.data.data.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
    const pi = await rig.stripe.paymentIntents.retrieve(piId);
    expect(pi.status).toBe('requires_action');
    const e = await failure(buyer.sdk.transactions.transition({ id: tx.data.data.id, transition: 'transition/confirm-payment', params: {} }));
    expect(e.status).toBe(402);
    expect(e.data.errors[0].meta.stripePaymentIntentStatus).toBe('requires_action');
    const challenge = await (await fetch((pi.next_action?.use_stripe_sdk as { stripe_js: string }).stripe_js)).text();
    await postForm(`${rig.stripeTwin.url}/pages/3ds/${piId}`, { ...hiddenFields(challenge), outcome: 'approve' });
    await buyer.sdk.transactions.transition({ id: tx.data.data.id, transition: 'transition/confirm-payment', params: {} });
    expect((await rig.stripe.paymentIntents.retrieve(piId)).status).toBe('succeeded');
  });

  it.each([
    ['pm_card_chargeDeclined used directly', 'pm_card_visa', 'pm_card_chargeDeclined', 'generic_decline', 'Your card was declined.'],
    ['a saved pm_card_chargeCustomerFail', 'pm_card_chargeCustomerFail', 'saved', 'generic_decline', 'Your card was declined.'],
    ['an insufficient-funds card', 'pm_card_visa', 'pm_card_visa_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('%s: a clear 402 with Stripe\'s message and nothing reserved', async (_name, saved, pay, declineCode, message) => {
    const buyer = await buyerWithCard(saved);
    const listingId = await publishedListing(seller, { stock: 2 });
    const e = await failure(initiate(buyer.trusted, listingId, 1, { paymentMethod: pay === 'saved' ? buyer.paymentMethodId : pay }));
    expect(e.status).toBe(402);
    const apiError = e.data.errors[0];
    expect(apiError.code).toBe('transaction-payment-failed');
    expect(apiError.meta).toMatchObject({ stripeCode: 'card_declined', stripeDeclineCode: declineCode });
    expect(apiError.meta.stripeMessage).toBe(message);
    expect(apiError.title).toBe(message);
    expect(await stockOf(listingId)).toBe(2);
    expect((await buyer.sdk.transactions.query({ only: 'order' })).data.data).toHaveLength(0);
    const intents = (await rig.stripe.paymentIntents.list({ customer: buyer.stripeCustomerId })).data;
    expect(intents.map((pi) => pi.status)).toEqual(['canceled']);
  });

  it('a decline at confirm-payment keeps the order pending; expiry after 15 minutes cancels the intent and releases the stock', async () => {
    const buyer = await buyerWithCard('pm_card_chargeCustomerFail');
    const listingId = await publishedListing(seller, { stock: 2 });
    const tx = await initiate(buyer.trusted, listingId, 1);
    const piId = tx.data.data.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
    const e = await failure(buyer.sdk.transactions.transition({ id: tx.data.data.id, transition: 'transition/confirm-payment', params: {} }));
    expect(e.status).toBe(402);
    expect(e.data.errors[0].meta.stripeMessage).toBe('Your card was declined.');
    expect((await buyer.sdk.transactions.show({ id: tx.data.data.id })).data.data.attributes.lastTransition).toBe('transition/request-payment');
    expect(await stockOf(listingId)).toBe(1);
    clock.advance(16 * MIN);
    await rig.twin.runTimers();
    expect((await buyer.sdk.transactions.show({ id: tx.data.data.id })).data.data.attributes.lastTransition).toBe('transition/expire-payment');
    expect(await stockOf(listingId)).toBe(2);
    expect((await rig.stripe.paymentIntents.retrieve(piId)).status).toBe('canceled');
    expect(rig.twin.outbox(500).filter((m) => m.body.includes(tx.data.data.id.uuid)).map((m) => [m.to, m.kind])).toEqual([[buyer.email, 'payment-expired']]);
  });

  it('cancel after purchase refunds the charge, reverses the transfer and restores the stock', async () => {
    const buyer = await buyerWithCard();
    const listingId = await publishedListing(seller, { stock: 1 });
    const tx = await initiate(buyer.trusted, listingId, 1, { paymentMethod: buyer.paymentMethodId });
    const piId = tx.data.data.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId;
    await buyer.sdk.transactions.transition({ id: tx.data.data.id, transition: 'transition/confirm-payment', params: {} });
    expect(await stockOf(listingId)).toBe(0);
    await seller.sdk.transactions.transition({ id: tx.data.data.id, transition: 'transition/cancel', params: {} });
    const refunds = await rig.stripe.refunds.list({ payment_intent: piId });
    expect(refunds.data.map((r) => [r.amount, r.status])).toEqual([[sdkPurchaseLineItems(5000, 1).payin, 'succeeded']]);
    expect(await stockOf(listingId)).toBe(1);
    const canceled = await buyer.sdk.transactions.show({ id: tx.data.data.id });
    expect(canceled.data.data.attributes.payinTotal.amount).toBe(0);
  });

  it('two buyers racing for the last item: one order, and the loser\'s authorisation is released', async () => {
    const [a, b] = [await buyerWithCard(), await buyerWithCard()];
    const listingId = await publishedListing(seller, { stock: 1 });
    const results = await Promise.allSettled([a, b].map((x) => initiate(x.trusted, listingId, 1, { paymentMethod: x.paymentMethodId })));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const loser = results[0]!.status === 'rejected' ? a : b;
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(errorCode(rejected.reason)).toBe('transaction-listing-insufficient-stock');
    expect(await stockOf(listingId)).toBe(0);
    const loserIntents = (await rig.stripe.paymentIntents.list({ customer: loser.stripeCustomerId })).data;
    expect(loserIntents.filter((pi) => pi.status !== 'canceled')).toEqual([]);
  });

  it('a provider without a payout account cannot be bought from', async () => {
    const other = await newUser(rig.twin);
    const listingId = await publishedListing(other, { stock: 1 });
    const buyer = await buyerWithCard();
    const e = await failure(initiate(buyer.trusted, listingId, 1, { paymentMethod: buyer.paymentMethodId }));
    expect(errorCode(e)).toBe('transaction-missing-stripe-account');
    expect(e.status).toBe(409);
    const speculative = await failure(buyer.trusted.transactions.initiateSpeculative({
      processAlias: PROCESS, transition: 'transition/request-payment',
      params: { listingId: new types.UUID(listingId), stockReservationQuantity: 1, lineItems: sdkPurchaseLineItems(5000, 1).items },
    }));
    expect(errorCode(speculative)).toBe('transaction-missing-stripe-account');
    const stock = await other.sdk.ownListings.show({ id: new types.UUID(listingId), include: ['currentStock'] });
    expect(stock.data.included.find((r: any) => r.type === 'stock').attributes.quantity).toBe(1);
    expect((await rig.stripe.paymentIntents.list({ customer: buyer.stripeCustomerId })).data).toHaveLength(0);
  });

  it('a provider whose payout account is not finished: 402 with Stripe\'s message, nothing reserved', async () => {
    const other = await newUser(rig.twin);
    await other.sdk.stripeAccount.create({ country: 'US' });
    const listingId = await publishedListing(other, { stock: 1 });
    const buyer = await buyerWithCard();
    const e = await failure(initiate(buyer.trusted, listingId, 1, { paymentMethod: buyer.paymentMethodId }));
    expect(e.status).toBe(402);
    expect(e.data.errors[0].code).toBe('transaction-payment-failed');
    expect(e.data.errors[0].meta).toMatchObject({ stripeCode: 'insufficient_capabilities_for_transfer', stripeMessage: expect.stringContaining('capabilities') });
    const stock = await other.sdk.ownListings.show({ id: new types.UUID(listingId), include: ['currentStock'] });
    expect(stock.data.included.find((r: any) => r.type === 'stock').attributes.quantity).toBe(1);
  });

  it('an amount below Stripe\'s minimum is a 402 whose message the site classifies as too small', async () => {
    const buyer = await buyerWithCard();
    const listingId = await publishedListing(seller, { stock: 1, price: 10 });
    const { items } = sdkPurchaseLineItems(10, 1, 0);
    const e = await failure(buyer.trusted.transactions.initiate({
      processAlias: PROCESS, transition: 'transition/request-payment',
      params: { listingId: new types.UUID(listingId), stockReservationQuantity: 1, lineItems: items, paymentMethod: buyer.paymentMethodId },
    }));
    expect(e.status).toBe(402);
    expect(e.data.errors[0].meta.stripeMessage).toMatch(/^Amount must be at least/);
    expect(await stockOf(listingId)).toBe(1);
  });
});
