/**
 * The checkout page's loader against the twins: a buyer gets the listing, the quantity clamped to
 * the stock, their saved card and a fresh attempt key; the owner and a sold-out listing get the
 * catalogue's reason; a visitor is sent to log in; an unknown listing is not found.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_TEXTS } from '~/checkout/texts';
import { makeContext, postJson, signIn, SITE, startCheckoutSandbox, US_ADDRESS, type CheckoutSandbox } from './harness';

let sandbox: CheckoutSandbox;
let route: typeof import('~/routes/l.$slug.$id.checkout');
let buyer: Record<string, string>;

beforeAll(async () => {
  sandbox = await startCheckoutSandbox();
  route = await import('~/routes/l.$slug.$id.checkout');
  buyer = await signIn('free.buyer@variegata.test');
});

afterAll(async () => {
  await sandbox?.close();
});

async function load(listingId: string, cookies: Record<string, string>, query = '') {
  try {
    return await route.loader({ request: new Request(`${SITE}/l/plant/${listingId}/checkout${query}`), context: makeContext(cookies), params: { slug: 'plant', id: listingId } });
  } catch (thrown) {
    return thrown as Response;
  }
}

describe('checkout page', () => {
  it("gives a buyer the listing, the quantity within the stock, the saved card and a new attempt key each time", async () => {
    const listingId = sandbox.usListing({ stock: 3 });
    const data = await load(listingId, buyer, '?quantity=9');
    if (data instanceof Response) throw new Error(`loader answered ${data.status}`);
    expect(data.listing.id).toBe(listingId);
    expect(data.quantity).toBe(3);
    expect(data.refusal).toBeNull();
    expect(data.savedCard).toEqual({ brand: 'visa', last4: '4242' });
    expect(data.listing.shipsTo).toEqual(['US']);
    // The demo seller's account takes Klarna in USD, the listing's currency.
    expect(data.instalments).toBe(true);
    const again = await load(listingId, buyer);
    if (again instanceof Response) throw new Error('loader answered a response');
    expect(again.quantity).toBe(1);
    expect(again.attemptKey).not.toBe(data.attemptKey);
  });

  it('tells the owner and a buyer of a sold-out listing why they cannot buy', async () => {
    const listingId = sandbox.usListing({ stock: 0 });
    const soldOut = await load(listingId, buyer);
    if (soldOut instanceof Response) throw new Error('loader answered a response');
    expect(soldOut.refusal).toBe(CHECKOUT_TEXTS.soldOut);
    const owned = sandbox.usListing();
    const own = await load(owned, await signIn(sandbox.sellerOf(owned)));
    if (own instanceof Response) throw new Error('loader answered a response');
    expect(own.refusal).toBe(CHECKOUT_TEXTS.ownListing);
  });

  it('sends a visitor to log in and answers 404 for an unknown listing', async () => {
    const listingId = sandbox.usListing();
    const visitor = await load(listingId, {});
    expect(visitor).toBeInstanceOf(Response);
    expect((visitor as Response).headers.get('location')).toMatch(/^\/login/);
    const unknown = await load('00000000-0000-4000-8000-000000000000', buyer);
    expect((unknown as Response).status).toBe(404);
  });

  it("refuses a listing whose seller has no payout details, on the page and before any stock is reserved", async () => {
    const listingId = sandbox.usListing();
    const sellerId = sandbox.idOf(sandbox.sellerOf(listingId));
    sandbox.marketplace.app.db.prepare('DELETE FROM stripe_accounts WHERE user_id = ?').run(sellerId);
    sandbox.marketplace.app.db.prepare('UPDATE users SET stripe_connected = 0 WHERE id = ?').run(sellerId);
    const data = await load(listingId, buyer);
    if (data instanceof Response) throw new Error('loader answered a response');
    expect(data.refusal).toBe(CHECKOUT_TEXTS.payoutInfoMissing);
    expect(data.instalments).toBe(false);
    const placed = await postJson('api.initiate-privileged', { listingId, quantity: 1, shippingAddress: US_ADDRESS, shippingRate: { objectId: 'any', shipmentId: 'any' }, attemptKey: randomUUID() }, buyer);
    expect(placed.status).toBe(409);
    expect(placed.body.code).toBe('payout-info-missing');
    expect(sandbox.reservations(listingId)).toEqual([]);
  });
});
