/**
 * Nothing is sold twice and a failed payment holds nothing: 50 buyers check out the last plant at
 * once through the site's own /api calls (exactly one order, 49 "not enough stock" answers, no
 * 5xx), and a declined saved card leaves no order, no reservation and the stock untouched.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_TEXTS } from '~/checkout/texts';
import { newBuyer, postJson, startCheckoutSandbox, US_ADDRESS, type CheckoutSandbox } from './harness';

let sandbox: CheckoutSandbox;

beforeAll(async () => {
  sandbox = await startCheckoutSandbox();
});

afterAll(async () => {
  await sandbox?.close();
});

interface Rate {
  ref: { objectId: string; shipmentId: string | null };
  membershipHref: string | null;
  isOwnShipping: boolean;
}

/** What the checkout page sends for `buyer`: the address, a rate quoted for them and a fresh attempt key. */
async function checkoutRequest(listingId: string, buyer: Record<string, string>, paymentMethod: 'saved' | 'new') {
  const quoted = await postJson<{ data: { rates: Rate[] } }>('api.shipping-rates', { listingId, addressTo: US_ADDRESS, quantity: 1 }, buyer);
  expect(quoted.status).toBe(200);
  const rate = quoted.body.data.rates.find((r) => !r.membershipHref && !r.isOwnShipping)!;
  return { listingId, quantity: 1, deliveryMethod: 'shipping', shippingAddress: US_ADDRESS, shippingRate: rate.ref, attemptKey: randomUUID(), paymentMethod };
}

describe('the last plant', () => {
  it('is sold once to 50 concurrent buyers; every other buyer is told there is not enough stock', async () => {
    const listingId = sandbox.usListing({ stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => newBuyer(`rush${i}`)));
    const requests = await Promise.all(buyers.map((buyer) => checkoutRequest(listingId, buyer, 'new')));
    const answers = await Promise.all(requests.map((body, i) => postJson('api.initiate-privileged', body, buyers[i]!)));

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'not-enough-stock', error: CHECKOUT_TEXTS.notEnoughStock });
    }
    expect(sandbox.reservations(listingId)).toHaveLength(1);
    expect(sandbox.stockOf(listingId)).toBe(0);
    const orders = sandbox.marketplace.app.db.prepare('SELECT COUNT(*) AS n FROM transactions WHERE listing_id = ?').get(listingId) as { n: number };
    expect(orders.n).toBe(1);
  });
});

describe('a declined saved card', () => {
  it('answers with the decline text and leaves no order, no reservation and the stock as it was', async () => {
    const listingId = sandbox.usListing({ stock: 2 });
    const buyer = await newBuyer('declined', 'pm_card_chargeCustomerFail');
    const body = await checkoutRequest(listingId, buyer, 'saved');
    const charged = async () => (await sandbox.rig.stripe.paymentIntents.list({ limit: 100 })).data.filter((i) => i.status === 'succeeded' || i.status === 'requires_capture').length;
    const chargedBefore = await charged();
    const answer = await postJson('api.initiate-privileged', body, buyer);
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ code: 'card-declined', error: CHECKOUT_TEXTS.declined });
    expect(sandbox.reservations(listingId)).toEqual([]);
    expect(sandbox.stockOf(listingId)).toBe(2);
    expect(await charged()).toBe(chargedBefore);
    const orders = sandbox.marketplace.app.db.prepare('SELECT COUNT(*) AS n FROM transactions WHERE listing_id = ?').get(listingId) as { n: number };
    expect(orders.n).toBe(0);
  });
});
