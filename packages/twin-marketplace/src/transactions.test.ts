import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, failure, itemLineItems, newUser, publishedListing, startTestTwin, testClock, trustedSdk, types } from './testing/harness';
import type { RunningMarketplaceTwin } from './server';

const clock = testClock();
let twin: RunningMarketplaceTwin;
beforeAll(async () => { twin = await startTestTwin({ now: clock.now }); });
afterAll(async () => { await twin.close(); });

const ALIAS = 'default-purchase/release-1';

async function stockOf(sdk: any, listingId: string): Promise<number> {
  const res = await sdk.listings.show({ id: listingId, include: ['currentStock'] });
  return res.data.included.find((r: any) => r.type === 'stock').attributes.quantity;
}

/** A seller with a published listing, and a buyer with a trusted SDK (for privileged transitions), on twin `t`. */
async function parties(t: RunningMarketplaceTwin, listing: { stock: number; price?: number }) {
  const seller = await newUser(t);
  const buyer = await newUser(t);
  const listingId = await publishedListing(seller, listing);
  return { seller, buyer, listingId, trusted: await trustedSdk(t, buyer.sdk) };
}

/** The initiate body of a request-payment for `quantity` items at `price` each. */
function requestPayment(listingId: string, quantity: number, price: number, more: Record<string, unknown> = {}) {
  return {
    processAlias: ALIAS, transition: 'transition/request-payment',
    params: { listingId: new types.UUID(listingId), stockReservationQuantity: quantity, lineItems: itemLineItems(price, quantity), ...more },
  };
}

async function purchase(quantity = 1) {
  const { seller, buyer, listingId, trusted } = await parties(twin, { stock: 5, price: 2500 });
  const res = await trusted.transactions.initiate(requestPayment(listingId, quantity, 2500, { protectedData: { shippingAddress: { city: 'Oslo' } } }), { expand: true });
  return { seller, buyer, listingId, trusted, tx: res.data.data };
}

describe('transactions', () => {
  it('request-payment without a trusted token is 403 (privileged)', async () => {
    const { buyer, listingId } = await parties(twin, { stock: 1 });
    const e = await failure(buyer.sdk.transactions.initiate(requestPayment(listingId, 1, 5000)));
    expect(e.status).toBe(403);
  });

  it('a trusted request-payment sets line items, totals, the payment intent and reserves stock', async () => {
    const { tx, listingId, buyer } = await purchase(2);
    expect(tx.attributes.lastTransition).toBe('transition/request-payment');
    expect(tx.attributes.payinTotal.amount).toBe(5000);
    expect(tx.attributes.payoutTotal.amount).toBe(4500);
    expect(tx.attributes.lineItems[0].lineTotal.amount).toBe(5000);
    expect(tx.attributes.lineItems[0].reversal).toBe(false);
    expect(tx.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentId).toMatch(/^pi_/);
    expect(tx.attributes.protectedData.shippingAddress.city).toBe('Oslo');
    expect(await stockOf(buyer.sdk, listingId)).toBe(3);
  });

  it('insufficient stock is 409 transaction-listing-insufficient-stock', async () => {
    const { listingId, trusted } = await parties(twin, { stock: 1 });
    const e = await failure(trusted.transactions.initiate(requestPayment(listingId, 2, 5000)));
    expect(e.status).toBe(409);
    expect(errorCode(e)).toBe('transaction-listing-insufficient-stock');
  });

  it('speculative initiate computes totals but persists nothing', async () => {
    const { buyer, listingId, trusted } = await parties(twin, { stock: 2, price: 1000 });
    const res = await trusted.transactions.initiateSpeculative(requestPayment(listingId, 1, 1000));
    expect(res.data.data.attributes.payinTotal.amount).toBe(1000);
    const q = await buyer.sdk.transactions.query({ only: 'order' });
    expect(q.data.data).toHaveLength(0);
    expect(await stockOf(buyer.sdk, listingId)).toBe(2);
  });

  it('invalid transitions are 409 and the wrong actor cannot move the transaction', async () => {
    const { tx, seller, buyer } = await purchase();
    const e1 = await failure(buyer.sdk.transactions.transition({ id: tx.id, transition: 'transition/mark-delivered', params: {} }));
    expect(e1.status).toBe(409);
    expect(errorCode(e1)).toBe('transaction-invalid-transition');
    const e2 = await failure(seller.sdk.transactions.transition({ id: tx.id, transition: 'transition/confirm-payment', params: {} }));
    expect(errorCode(e2)).toBe('transaction-invalid-transition');
    const stranger = await newUser(twin);
    const e3 = await failure(stranger.sdk.transactions.show({ id: tx.id }));
    expect(e3.status).toBe(403);
  });

  it('full purchase path to reviews: timers complete it and reviews publish when both sides review', async () => {
    const { tx, seller, buyer } = await purchase();
    await buyer.sdk.transactions.transition({ id: tx.id, transition: 'transition/confirm-payment', params: {} });
    await seller.sdk.transactions.transition({ id: tx.id, transition: 'transition/mark-delivered', params: { protectedData: { trackingNumber: 'T1' } } });
    await buyer.sdk.transactions.transition({ id: tx.id, transition: 'transition/mark-received', params: {} });
    clock.advance(4 * 86400000);
    await twin.runTimers();
    let show = await buyer.sdk.transactions.show({ id: tx.id });
    expect(show.data.data.attributes.lastTransition).toBe('transition/auto-complete');
    await buyer.sdk.transactions.transition({ id: tx.id, transition: 'transition/review-1-by-customer', params: { reviewRating: 5, reviewContent: 'Lovely plant' } });
    const pending = await buyer.sdk.reviews.query({ listing_id: show.data.data.relationships?.listing?.data?.id ?? undefined, subjectId: seller.id });
    expect(pending.data.data).toHaveLength(0);
    const dup = await failure(buyer.sdk.transactions.transition({ id: tx.id, transition: 'transition/review-1-by-customer', params: { reviewRating: 5, reviewContent: 'x' } }));
    expect(dup.status).toBe(409);
    await seller.sdk.transactions.transition({ id: tx.id, transition: 'transition/review-2-by-provider', params: { reviewRating: 4, reviewContent: 'Fast payer' } });
    const reviews = await buyer.sdk.reviews.query({ subject_id: seller.id, type: 'ofProvider', state: 'public', include: ['author'] });
    expect(reviews.data.data).toHaveLength(1);
    expect(reviews.data.data[0].attributes.rating).toBe(5);
    const one = await buyer.sdk.reviews.show({ id: reviews.data.data[0].id, include: ['subject'] });
    expect(one.data.data.attributes).toMatchObject({ content: 'Lovely plant', type: 'ofProvider', state: 'public' });
    show = await buyer.sdk.transactions.show({ id: tx.id, include: ['reviews', 'listing', 'provider', 'customer'] });
    expect(show.data.data.attributes.transitions.map((t: any) => t.transition)).toEqual([
      'transition/request-payment', 'transition/confirm-payment', 'transition/mark-delivered', 'transition/mark-received',
      'transition/auto-mark-received-from-dispute-phase', 'transition/auto-complete', 'transition/review-1-by-customer', 'transition/review-2-by-provider',
    ]);
    expect(show.data.included.filter((r: any) => r.type === 'review')).toHaveLength(2);
  });

  it('expire-payment runs from the persistent schedule and gives the stock back', async () => {
    const { tx, buyer, listingId } = await purchase(2);
    expect(await stockOf(buyer.sdk, listingId)).toBe(3);
    clock.advance(16 * 60000);
    await twin.runTimers();
    const show = await buyer.sdk.transactions.show({ id: tx.id });
    expect(show.data.data.attributes.lastTransition).toBe('transition/expire-payment');
    expect(await stockOf(buyer.sdk, listingId)).toBe(5);
  });

  it('messages: send, query newest first, paging, only parties', async () => {
    const { tx, seller, buyer } = await purchase();
    for (let i = 0; i < 3; i += 1) {
      clock.advance(1000);
      await buyer.sdk.messages.send({ transactionId: tx.id, content: `hello ${i}` }, { expand: true });
    }
    const q = await seller.sdk.messages.query({ transaction_id: tx.id, include: ['sender'], page: 1, perPage: 2 });
    expect(q.data.data.map((m: any) => m.attributes.content)).toEqual(['hello 2', 'hello 1']);
    expect(q.data.meta).toMatchObject({ totalItems: 3, totalPages: 2, page: 1, perPage: 2 });
    const stranger = await newUser(twin);
    expect((await failure(stranger.sdk.messages.send({ transactionId: tx.id, content: 'hi' }))).status).toBe(403);
  });

  it('a message is emailed to the other party (the built-in new-message notification), never to the sender', async () => {
    const { tx, seller, buyer } = await purchase();
    await buyer.sdk.messages.send({ transactionId: tx.id, content: 'Is it well rooted?' });
    await seller.sdk.messages.send({ transactionId: tx.id, content: 'Yes, in sphagnum.' });
    const mails = twin.outbox(10).filter((m) => m.kind === 'new-message' && [seller.email, buyer.email].includes(m.to));
    expect(mails.map((m) => m.to)).toEqual([buyer.email, seller.email]);
    const [toBuyer, toSeller] = mails;
    expect(toSeller?.subject).toBe('New message from Test U: Monstera deliciosa Thai Constellation');
    expect(toSeller?.body).toContain('Is it well rooted?');
    expect(toSeller?.body).toContain(`/sale/${tx.id.uuid}/details`);
    expect(toBuyer?.body).toContain('Yes, in sphagnum.');
    expect(toBuyer?.body).toContain(`/order/${tx.id.uuid}/details`);
  });

  it('query only=order / only=sale with lastTransitions', async () => {
    const { seller, buyer } = await purchase();
    const orders = await buyer.sdk.transactions.query({ only: 'order', lastTransitions: ['transition/request-payment'], include: ['listing'] });
    expect(orders.data.data).toHaveLength(1);
    expect((await buyer.sdk.transactions.query({ only: 'sale' })).data.data).toHaveLength(0);
    expect((await seller.sdk.transactions.query({ only: 'sale' })).data.data).toHaveLength(1);
    expect((await seller.sdk.transactions.query({ only: 'sale', lastTransitions: ['transition/confirm-payment'] })).data.data).toHaveLength(0);
    expect((await buyer.sdk.transactions.query({ only: 'order', hasStockReservation: true, stockReservationStates: ['pending'] })).data.data).toHaveLength(1);
    expect((await buyer.sdk.transactions.query({ only: 'order', hasMessage: true })).data.data).toHaveLength(0);
    expect((await buyer.sdk.transactions.query({ only: 'order', hasPayin: true, createdAtStart: new Date(clock.now() - 1000) })).data.data).toHaveLength(1);
    expect((await buyer.sdk.transactions.query({ only: 'order', createdAtEnd: new Date(clock.now() - 1000) })).data.data).toHaveLength(0);
    expect((await failure(buyer.sdk.transactions.query({ createdAtStart: 'yesterday' }))).status).toBe(400);
    const bad = await failure(buyer.sdk.transactions.query({ only: 'everything' }));
    expect(bad.status).toBe(400);
  });

  it('process_transitions/query lists the transitions out of the current state', async () => {
    const { tx, buyer } = await purchase();
    const res = await buyer.sdk.processTransitions.query({ transactionId: tx.id });
    const names = res.data.data.map((t: any) => t.attributes.name);
    expect(names).toContain('transition/confirm-payment');
    expect(names).toContain('transition/expire-payment');
  });

  it('50 concurrent transitions on one transaction apply exactly one', async () => {
    const { tx, buyer } = await purchase();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => buyer.sdk.transactions.transition({ id: tx.id, transition: 'transition/confirm-payment', params: {} })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(409);
    const show = await buyer.sdk.transactions.show({ id: tx.id });
    expect(show.data.data.attributes.transitions.filter((t: any) => t.transition === 'transition/confirm-payment')).toHaveLength(1);
  });

  it('enquire then request-payment-after-enquiry', async () => {
    const seller = await newUser(twin);
    const buyer = await newUser(twin);
    const listingId = await publishedListing(seller, { stock: 1, price: 1200 });
    const res = await buyer.sdk.transactions.initiate({ processAlias: ALIAS, transition: 'transition/enquire', params: { listingId: new types.UUID(listingId) } });
    const trusted = await trustedSdk(twin, buyer.sdk);
    const after = await trusted.transactions.transition({
      id: res.data.data.id, transition: 'transition/request-payment-after-enquiry',
      params: { stockReservationQuantity: 1, lineItems: itemLineItems(1200, 1) },
    }, { expand: true });
    expect(after.data.data.attributes.lastTransition).toBe('transition/request-payment-after-enquiry');
    expect(after.data.data.attributes.payinTotal.amount).toBe(1200);
  });

  it('own listing and unknown process alias are rejected', async () => {
    const seller = await newUser(twin);
    const listingId = await publishedListing(seller, { stock: 1 });
    expect((await failure(seller.sdk.transactions.initiate({ processAlias: ALIAS, transition: 'transition/enquire', params: { listingId: new types.UUID(listingId) } }))).status).toBe(403);
    const buyer = await newUser(twin);
    const e = await failure(buyer.sdk.transactions.initiate({ processAlias: 'nope/release-9', transition: 'transition/enquire', params: { listingId: new types.UUID(listingId) } }));
    expect(e.status).toBe(400);
    expect(e.data.errors[0].source.path).toEqual(['processAlias']);
  });

  it('timers survive a restart (schedule in SQLite)', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dbPath = join(mkdtempSync(join(tmpdir(), 'twin-')), 'm.db');
    const c = testClock();
    let t2 = await startTestTwin({ dbPath, now: c.now });
    const { listingId, trusted } = await parties(t2, { stock: 1 });
    const res = await trusted.transactions.initiate(requestPayment(listingId, 1, 5000));
    await t2.close();
    c.advance(20 * 60000);
    t2 = await startTestTwin({ dbPath, now: c.now });
    expect(await t2.runTimers()).toBe(1);
    const row = t2.app.db.prepare('SELECT last_transition FROM transactions WHERE id = ?').get(res.data.data.id.uuid) as { last_transition: string };
    expect(row.last_transition).toBe('expire-payment');
    await t2.close();
  });
});

describe('hooks', () => {
  it('a failing payment hook is 402 transaction-payment-failed and persists nothing', async () => {
    const { noopPaymentHooks } = await import('./payments-hooks');
    const t = await startTestTwin({ paymentHooks: { ...noopPaymentHooks, createPaymentIntent: async () => { throw new Error('card declined'); } } });
    const { listingId, trusted } = await parties(t, { stock: 1 });
    const e = await failure(trusted.transactions.initiate(requestPayment(listingId, 1, 5000)));
    expect(e.status).toBe(402);
    expect(errorCode(e)).toBe('transaction-payment-failed');
    expect((t.app.db.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number }).n).toBe(0);
    expect((t.app.db.prepare('SELECT stock FROM listings WHERE id = ?').get(listingId) as { stock: number }).stock).toBe(1);
    await t.close();
  });

  it('systemTransition takes event transitions (auto-payment) and the mailer receives outbox emails', async () => {
    const mails: string[] = [];
    const t = await startTestTwin({ mailer: (m) => { mails.push(m.to); } });
    const { buyer, listingId, trusted } = await parties(t, { stock: 1 });
    const res = await trusted.transactions.initiate(requestPayment(listingId, 1, 5000));
    await t.systemTransition(res.data.data.id.uuid, 'auto-payment');
    const show = await buyer.sdk.transactions.show({ id: res.data.data.id, include: ['stockReservation'] });
    expect(show.data.data.attributes.lastTransition).toBe('transition/auto-payment');
    expect(show.data.included[0].attributes.state).toBe('accepted');
    await new Promise((r) => setTimeout(r, 10));
    expect(mails).toContain(buyer.email);
    await t.close();
  });
});

describe('timer retries', () => {
  it('a timer whose payment action fails is retried later instead of being dropped', async () => {
    const { noopPaymentHooks } = await import('./payments-hooks');
    const c = testClock();
    let payoutCalls = 0;
    const t = await startTestTwin({ now: c.now, paymentHooks: { ...noopPaymentHooks, createPayout: async () => { payoutCalls += 1; if (payoutCalls === 1) throw new Error('payouts down'); } } });
    const { buyer, listingId, trusted } = await parties(t, { stock: 1 });
    const res = await trusted.transactions.initiate(requestPayment(listingId, 1, 5000));
    const id = res.data.data.id;
    await buyer.sdk.transactions.transition({ id, transition: 'transition/confirm-payment', params: {} });
    await buyer.sdk.transactions.transition({ id, transition: 'transition/mark-received-from-purchased', params: {} });
    c.advance(4 * 86400000);
    await t.runTimers(); // auto-mark-received-from-dispute-phase ok, auto-complete's payout fails
    expect((await buyer.sdk.transactions.show({ id })).data.data.attributes.lastTransition).toBe('transition/auto-mark-received-from-dispute-phase');
    c.advance(6 * 60000);
    await t.runTimers();
    expect((await buyer.sdk.transactions.show({ id })).data.data.attributes.lastTransition).toBe('transition/auto-complete');
    expect(payoutCalls).toBe(2);
    await t.close();
  });
});
