/**
 * The checkout's /api calls against the real twins (marketplace with Stripe payment hooks, Stripe,
 * Shippo): address validation, rates with member rates, the server's breakdown, placing and
 * confirming an order with the saved card, a declined card, idempotent retries, and the guards
 * (login, CSRF, own listing, countries).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, postJson, signIn, startCheckoutSandbox, US_ADDRESS, type CheckoutSandbox } from './harness';

let sandbox: CheckoutSandbox;
let buyer: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  sandbox = await startCheckoutSandbox();
  [buyer, member] = await Promise.all([signIn('free.buyer@variegata.test'), signIn('buyer.two@variegata.test')]);
});

afterAll(async () => {
  await sandbox?.close();
});

interface RateView {
  ref: { objectId: string; shipmentId: string | null };
  amountMinor: number;
  provider: string;
  isFlatRate: boolean;
  isPromoted: boolean;
  isOwnShipping: boolean;
  membershipHref: string | null;
}

async function rates(listingId: string, cookies: Record<string, string>, quantity = 1, addressTo: unknown = US_ADDRESS) {
  return postJson<{ data: { rates: RateView[]; autoSelected: unknown }; code?: string; error?: string }>('api.shipping-rates', { listingId, addressTo, quantity, customerMembership: 'premiumPlan' }, cookies);
}

/** A rate anyone may buy: the first carrier rate that is not member-only. */
function openRate(list: RateView[]): RateView {
  const rate = list.find((r) => !r.membershipHref && !r.isOwnShipping);
  if (!rate) throw new Error('no open rate');
  return rate;
}

async function order(listingId: string, cookies: Record<string, string>, extra: Record<string, unknown> = {}, quantity = 1) {
  const quoted = await rates(listingId, cookies, quantity);
  expect(quoted.status).toBe(200);
  const rate = openRate(quoted.body.data.rates);
  return { listingId, quantity, deliveryMethod: 'shipping', shippingAddress: US_ADDRESS, shippingRate: rate.ref, attemptKey: randomUUID(), paymentMethod: 'saved', ...extra, rate };
}

describe('POST /api/validate-shipping-address', () => {
  it('accepts a deliverable address and returns it normalised', async () => {
    const listingId = sandbox.usListing();
    const { status, body } = await postJson('api.validate-shipping-address', { listingId, address: US_ADDRESS }, buyer);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ valid: true, address: { zip: '94043', country: 'US', recipientName: 'Basil Buyer' } });
  });

  it('names missing fields and refuses a country the listing does not ship to', async () => {
    const listingId = sandbox.usListing();
    const missing = await postJson('api.validate-shipping-address', { listingId, address: { ...US_ADDRESS, city: '' } }, buyer);
    expect(missing.status).toBe(400);
    expect(missing.body.fields.city[0]).toMatch(/city/i);
    const abroad = await postJson('api.validate-shipping-address', { listingId, address: { ...US_ADDRESS, country: 'DE', state: '', zip: '10115', city: 'Berlin', street1: 'Unter den Linden 1' } }, buyer);
    expect(abroad.status).toBe(400);
    expect(abroad.body.code).toBe('country-not-allowed');
    expect(abroad.body.error).toMatch(/only shipping to the listed countries/i);
  });

  it('passes the validator messages under shipping-address for an undeliverable address', async () => {
    const { status, body } = await postJson('api.validate-shipping-address', { address: { ...US_ADDRESS, zip: '00000', city: 'Nowhere', state: 'ZZ' } }, buyer);
    expect(status).toBe(400);
    expect(body.code).toBe('address-invalid');
    expect(body.fields['shipping-address'].length).toBeGreaterThan(0);
  });

  it('asks visitors to log in and refuses a missing CSRF header', async () => {
    expect((await post('api.validate-shipping-address', { address: US_ADDRESS }, null)).status).toBe(401);
    expect((await post('api.validate-shipping-address', { address: US_ADDRESS }, buyer, null)).status).toBe(403);
  });
});

describe('POST /api/shipping-rates', () => {
  it('combines the carrier rates with flat rates and member-only promoted rates for a free buyer', async () => {
    const listingId = sandbox.usListing();
    const { status, body } = await rates(listingId, buyer);
    expect(status).toBe(200);
    const list = body.data.rates;
    expect(list.some((r) => !r.isFlatRate && !r.isOwnShipping)).toBe(true);
    expect(list.some((r) => r.isFlatRate)).toBe(true);
    // The buyer's plan is read from the session, not from customerMembership.
    const promoted = list.filter((r) => r.isPromoted);
    expect(promoted.length).toBeGreaterThan(0);
    for (const rate of promoted) expect(rate.membershipHref).toBe('/membership');
  });

  it('chooses own shipping automatically for a US seller who ships themselves', async () => {
    const listingId = sandbox.usListing({ ownShipping: true });
    const { status, body } = await rates(listingId, buyer);
    expect(status).toBe(200);
    expect(body.data.autoSelected).toEqual({ objectId: expect.any(String), shipmentId: null });
    expect(body.data.rates.some((r) => r.isOwnShipping)).toBe(true);
  });

  it('refuses a quantity above the stock and an unknown listing', async () => {
    const listingId = sandbox.usListing({ stock: 2 });
    const tooMany = await rates(listingId, buyer, 3);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('not-enough-stock');
    const unknown = await rates(randomUUID(), buyer);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('listing-not-found');
  });

  it('refuses the owner', async () => {
    const listingId = sandbox.usListing();
    const own = await rates(listingId, await signIn(sandbox.sellerOf(listingId)));
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('own-listing');
  });
});

describe('POST /api/transaction-line-items', () => {
  it('breaks the order down on the server: quantity, subtotal, shipping, fees and total', async () => {
    const listingId = sandbox.usListing();
    const o = await order(listingId, buyer, {}, 2);
    const { status, body } = await postJson('api.transaction-line-items', { listingId, orderData: { quantity: 2, deliveryMethod: 'shipping', shippingAddress: US_ADDRESS, shippingRate: o.shippingRate } }, buyer);
    expect(status).toBe(200);
    const keys = body.data.breakdown.rows.map((r: { key: string }) => r.key);
    expect(keys).toEqual(['quantity', 'unitPrice', 'subtotal', 'shippingFee', 'customerCommission']);
    const shipping = body.data.lineItems.find((i: { code: string }) => i.code === 'line-item/shipping-fee');
    expect(shipping.unitPrice.amount).toBe(o.rate.amountMinor);
    const item = body.data.lineItems.find((i: { code: string }) => i.code === 'line-item/units');
    expect(item.quantity).toBe(2);
    expect(body.data.breakdown.totalMinor).toBeGreaterThan(2 * item.unitPrice.amount);
  });

  it('reserves nothing', async () => {
    const listingId = sandbox.usListing();
    await postJson('api.transaction-line-items', { listingId, orderData: { quantity: 1 } }, buyer);
    expect(sandbox.reservations(listingId)).toEqual([]);
  });

  it('refuses a shipping rate that was never quoted', async () => {
    const listingId = sandbox.usListing();
    const { status, body } = await postJson('api.transaction-line-items', { listingId, orderData: { quantity: 1, shippingAddress: US_ADDRESS, shippingRate: { objectId: 'rate_forged', shipmentId: 'shipment_forged' } } }, buyer);
    expect(status).toBe(409);
    expect(body.code).toBe('rate-stale');
  });
});

describe('placing and confirming an order', () => {
  it('pays with the saved card: request-payment reserves the stock, confirm-payment makes it paid', async () => {
    const listingId = sandbox.usListing({ stock: 3 });
    const { rate: _rate, ...o } = await order(listingId, buyer);
    const placed = await postJson('api.initiate-privileged', o, buyer);
    expect(placed.status).toBe(200);
    expect(placed.body.data.step).toEqual({ kind: 'confirm' });
    expect(sandbox.stockOf(listingId)).toBe(2);
    const confirmed = await postJson('api.transition-privileged', { transactionId: placed.body.data.transactionId, transition: 'confirm-payment' }, buyer);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.orderUrl).toBe(`/order/${placed.body.data.transactionId}/details`);
    const tx = sandbox.marketplace.app.db.prepare('SELECT last_transition FROM transactions WHERE id = ?').get(placed.body.data.transactionId) as { last_transition: string };
    expect(tx.last_transition).toMatch(/confirm-payment$/);
    // Confirming again answers the same order.
    const again = await postJson('api.transition-privileged', { transactionId: placed.body.data.transactionId }, buyer);
    expect(again.status).toBe(200);
  });

  it('places one order for a double click or a retry with the same attempt key', async () => {
    const listingId = sandbox.usListing({ stock: 3 });
    const { rate: _rate, ...o } = await order(listingId, buyer);
    const [a, b] = await Promise.all([postJson('api.initiate-privileged', o, buyer), postJson('api.initiate-privileged', o, buyer)]);
    const retry = await postJson('api.initiate-privileged', o, buyer);
    const ids = [a, b, retry].filter((r) => r.status === 200).map((r) => r.body.data.transactionId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(1);
    expect(sandbox.reservations(listingId)).toHaveLength(1);
    expect(sandbox.stockOf(listingId)).toBe(2);
    const changed = await postJson('api.initiate-privileged', { ...o, quantity: 2 }, buyer);
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('checkout-changed');
  });

  it('sends a new card to the Stripe twin card page for the intent, returning to the checkout', async () => {
    const listingId = sandbox.usListing();
    const { rate: _rate, ...o } = await order(listingId, buyer, { paymentMethod: 'new' });
    const placed = await postJson('api.initiate-privileged', o, buyer);
    expect(placed.status).toBe(200);
    const step = placed.body.data.step;
    expect(step.kind).toBe('redirect');
    const url = new URL(step.url);
    expect(url.origin).toBe(new URL(sandbox.rig.stripeTwin.url).origin);
    expect(url.searchParams.get('return_url')).toContain(`/checkout?transaction=${placed.body.data.transactionId}`);
  });

  it('refuses a forged member-only rate for a free buyer', async () => {
    const listingId = sandbox.usListing();
    const quoted = await rates(listingId, buyer);
    const promoted = quoted.body.data.rates.find((r) => r.membershipHref);
    expect(promoted).toBeDefined();
    const placed = await postJson('api.initiate-privileged', { listingId, quantity: 1, shippingAddress: US_ADDRESS, shippingRate: promoted!.ref, attemptKey: randomUUID() }, buyer);
    expect(placed.status).toBe(403);
    expect(placed.body.code).toBe('rate-members-only');
    expect(sandbox.reservations(listingId)).toEqual([]);
  });

  it("gives a member their plan's flat rate, which a free buyer only sees as a member-only rate", async () => {
    const listingId = sandbox.usListing();
    const [forMember, forFree] = await Promise.all([rates(listingId, member), rates(listingId, buyer)]);
    expect(forMember.status).toBe(200);
    const flat = forMember.body.data.rates.find((r) => r.isFlatRate && !r.isPromoted);
    expect(flat).toBeDefined();
    expect(flat!.membershipHref).toBeNull();
    const freeFlat = forFree.body.data.rates.find((r) => r.isFlatRate && !r.isPromoted);
    expect(flat!.amountMinor).toBeLessThan(freeFlat!.amountMinor);
    const memberOnly = forFree.body.data.rates.find((r) => r.isPromoted && r.amountMinor === flat!.amountMinor);
    expect(memberOnly?.membershipHref).toBe('/membership');
    const lines = await postJson('api.transaction-line-items', { listingId, orderData: { quantity: 1, shippingAddress: US_ADDRESS, shippingRate: flat!.ref } }, member);
    expect(lines.status).toBe(200);
    expect(lines.body.data.lineItems.find((i: { code: string }) => i.code === 'line-item/shipping-fee').unitPrice.amount).toBe(flat!.amountMinor);
  });

  it('refuses a transaction of another buyer', async () => {
    const listingId = sandbox.usListing();
    const { rate: _rate, ...o } = await order(listingId, buyer);
    const placed = await postJson('api.initiate-privileged', o, buyer);
    const other = await postJson('api.transition-privileged', { transactionId: placed.body.data.transactionId }, member);
    expect(other.status).toBe(404);
  });
});
