/**
 * POST /api/bid against the real twins: an accepted bid and what it stores (visible history,
 * current amount, sealed maximums, the bidder's `bidding` transaction), proxy bidding between two
 * buyers, and every refusal with its status, stable code and the spec's text.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBuyer, post, postJson, signIn, startCheckoutSandbox, type CheckoutSandbox } from '../checkout/harness';
import { makeAuction, storedAuction } from './harness';

let sandbox: CheckoutSandbox;
let buyer: Record<string, string>;
let rival: Record<string, string>;

beforeAll(async () => {
  sandbox = await startCheckoutSandbox();
  [buyer, rival] = await Promise.all([signIn('free.buyer@variegata.test'), signIn('buyer.two@variegata.test')]);
});

afterAll(async () => {
  await sandbox?.close();
});

interface Answer {
  data?: { currentAmount: number | null; leading: boolean; outcome: string; minPrice: number; minNextBid: number; reserveMet: boolean; endsAt: string; message: string | null };
  error?: string;
  code?: string;
  minPrice?: number;
  paymentMethodsHref?: string;
}

const bid = (listingId: string, bidAmount: unknown, cookies: Record<string, string> | null, extra: Record<string, unknown> = {}) =>
  postJson<Answer>('api.bid', { listingId, bidAmount, ...extra }, cookies);

describe('POST /api/bid accepted', () => {
  it('places a first bid, stores the history, the current amount and a sealed maximum, and starts the bidding transaction', async () => {
    const listingId = makeAuction(sandbox, { startingPrice: 1000 });
    const { status, body } = await bid(listingId, 5000, buyer);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ leading: true, outcome: 'leading', currentAmount: 1050, minPrice: 1050, minNextBid: 1051, reserveMet: true, message: null });
    const stored = storedAuction(sandbox, listingId);
    expect(stored.publicData).toMatchObject({ currentAmount: 1050, displayPrice: 1050 });
    const buyerId = sandbox.idOf('free.buyer@variegata.test');
    expect(stored.metadata['bidHistory']).toEqual([{ amount: 1050, date: expect.any(String), bidderId: buyerId, type: 'auto' }]);
    const sealed = String(stored.metadata['sealedBids']);
    expect(sealed).toMatch(/^v1\./);
    expect(JSON.stringify(stored.metadata)).not.toContain('5000');
    const txId = (stored.metadata['bidTransactions'] as Record<string, string>)[buyerId]!;
    const tx = sandbox.marketplace.app.db.prepare('SELECT * FROM transactions WHERE id = ?').get(txId) as Record<string, unknown>;
    expect(tx).toBeDefined();
    expect(JSON.stringify(tx)).toContain('bidding');
  });

  it('bids by proxy: a lower rival is outbid at once by the leader maximum, a higher one leads one increment above it', async () => {
    const listingId = makeAuction(sandbox, { startingPrice: 1000 });
    expect((await bid(listingId, 5000, buyer)).status).toBe(200);
    const lower = await bid(listingId, 3000, rival);
    expect(lower.status).toBe(200);
    expect(lower.body.data).toMatchObject({ leading: false, outcome: 'outbid', currentAmount: 3100, message: 'You have been outbid by someone else' });
    const higher = await bid(listingId, 9000, rival);
    expect(higher.body.data).toMatchObject({ leading: true, outcome: 'leading', currentAmount: 5100 });
    const history = storedAuction(sandbox, listingId).metadata['bidHistory'] as { amount: number }[];
    expect(history.map((b) => b.amount)).toEqual([1050, 3000, 3100, 5000, 5100]);
    const transactions = storedAuction(sandbox, listingId).metadata['bidTransactions'] as Record<string, string>;
    expect(Object.keys(transactions).sort()).toEqual([sandbox.idOf('free.buyer@variegata.test'), sandbox.idOf('buyer.two@variegata.test')].sort());
  });

  it('continues from bids recorded without sealed maximums (the seeded auctions): the recorded price stands and the bids stay', async () => {
    const rivalId = sandbox.idOf('buyer.two@variegata.test');
    const buyerId = sandbox.idOf('free.buyer@variegata.test');
    const listingId = makeAuction(sandbox, { startingPrice: 1000, recordedBids: [{ amount: 1500, bidderId: rivalId }, { amount: 2500, bidderId: buyerId }, { amount: 3000, bidderId: rivalId }] });
    const low = await bid(listingId, 2800, buyer);
    expect(low.status).toBe(409);
    expect(low.body).toMatchObject({ code: 'bid-too-low', minPrice: 3000 });
    const { status, body } = await bid(listingId, 3200, buyer);
    expect(status).toBe(200);
    // By proxy: one increment above the recorded 3000.
    expect(body.data).toMatchObject({ leading: true, currentAmount: 3100, minPrice: 3100 });
    const stored = storedAuction(sandbox, listingId);
    expect(stored.publicData).toMatchObject({ currentAmount: 3100, displayPrice: 3100 });
    expect((stored.metadata['bidHistory'] as { amount: number; bidderId: string }[]).map((b) => [b.amount, b.bidderId])).toEqual([
      [1500, rivalId],
      [2500, buyerId],
      [3000, rivalId],
      [3100, buyerId],
    ]);
    // Sealed from now on: the buyer's hidden maximum (3200) answers the rival's 3500 first.
    expect((await bid(listingId, 3500, rival)).body.data).toMatchObject({ leading: true, currentAmount: 3300 });
  });

  it('lifts the price to the reserve when the maximum reaches it', async () => {
    const listingId = makeAuction(sandbox, { startingPrice: 1000, reservePrice: 20000 });
    const { body } = await bid(listingId, 25000, buyer);
    expect(body.data).toMatchObject({ currentAmount: 20000, reserveMet: true });
    const below = makeAuction(sandbox, { startingPrice: 1000, reservePrice: 20000 });
    expect((await bid(below, 15000, buyer)).body.data).toMatchObject({ reserveMet: false });
  });

  it('extends a soft-close auction by 2 minutes for a bid in its last 2 minutes, and only then', async () => {
    const soft = makeAuction(sandbox, { endsIn: 60_000, softClose: true });
    const before = Date.now();
    const { body } = await bid(soft, 2000, buyer);
    expect(Date.parse(body.data!.endsAt)).toBeGreaterThanOrEqual(before + 120_000);
    expect(storedAuction(sandbox, soft).publicData['auctionDateTimestamp']).toBe(Date.parse(body.data!.endsAt));
    const hard = makeAuction(sandbox, { endsIn: 60_000 });
    const end = storedAuction(sandbox, hard).publicData['auctionDateTimestamp'];
    expect(Date.parse((await bid(hard, 2000, buyer)).body.data!.endsAt)).toBe(end);
  });
});

describe('POST /api/bid refusals', () => {
  it('answers 401 to a visitor and 403 without the CSRF token', async () => {
    const listingId = makeAuction(sandbox);
    const visitor = await bid(listingId, 5000, null);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('login-required');
    expect((await post('api.bid', { listingId, bidAmount: 5000 }, buyer, null)).status).toBe(403);
  });

  it.each([['text', 'abc'], ['zero', 0], ['negative', -100], ['fraction', 12.5], ['missing', undefined], ['huge', 2 ** 60]])('refuses an invalid price (%s) with the spec text', async (_name, amount) => {
    const { status, body } = await bid(makeAuction(sandbox), amount, buyer);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'bid-invalid-price', error: 'You need to add a valid price.' });
  });

  it('refuses a bid not above the current bid, naming the minimum', async () => {
    const listingId = makeAuction(sandbox, { startingPrice: 1000 });
    const atStart = await bid(listingId, 1000, buyer);
    expect(atStart.status).toBe(409);
    expect(atStart.body).toMatchObject({ code: 'bid-too-low', error: 'Bid should be more than $10.00.', minPrice: 1000 });
  });

  it('answers outbid when someone else bid since the bidder saw the price', async () => {
    const listingId = makeAuction(sandbox, { startingPrice: 1000 });
    await bid(listingId, 4000, rival);
    const { status, body } = await bid(listingId, 1040, buyer, { seenAmount: 1000 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'outbid', error: 'You have been outbid by someone else' });
  });

  it('refuses the owner', async () => {
    const listingId = makeAuction(sandbox);
    const owner = await signIn(sandbox.sellerOf(listingId));
    const { status, body } = await bid(listingId, 5000, owner);
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'bid-own-listing', error: 'You cannot bid on your own listing.' });
  });

  it('asks a bidder without a saved card to add one, with the link', async () => {
    const cardless = await newBuyer('bidder');
    const { status, body } = await bid(makeAuction(sandbox), 5000, cardless);
    expect(status).toBe(402);
    expect(body).toMatchObject({ code: 'bid-no-payment-method', error: 'Please fill in your payment information, in order to participate to the auction', paymentMethodsHref: '/account/payment-methods' });
  });

  it('refuses a bid on an ended or closed auction', async () => {
    const ended = await bid(makeAuction(sandbox, { endsIn: -1000 }), 5000, buyer);
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ code: 'auction-closed', error: 'This auction has ended.' });
    const closedId = makeAuction(sandbox);
    const db = sandbox.marketplace.app.db;
    const row = db.prepare('SELECT public_data FROM listings WHERE id = ?').get(closedId) as { public_data: string };
    db.prepare('UPDATE listings SET public_data = ? WHERE id = ?').run(JSON.stringify({ ...JSON.parse(row.public_data), closedAuctionInt: 1 }), closedId);
    expect((await bid(closedId, 5000, buyer)).body.code).toBe('auction-closed');
  });

  it('refuses raising nothing: a leader whose maximum is already higher', async () => {
    const listingId = makeAuction(sandbox, { startingPrice: 1000 });
    await bid(listingId, 9000, buyer);
    const { status, body } = await bid(listingId, 8000, buyer);
    expect(status).toBe(409);
    expect(body.code).toBe('bid-not-above-own-maximum');
  });

  it('refuses another customer id, a fixed-price listing, an unknown listing and a malformed id', async () => {
    const listingId = makeAuction(sandbox);
    const other = await bid(listingId, 5000, buyer, { customerId: sandbox.idOf('buyer.two@variegata.test') });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('not-customer');
    expect((await bid(listingId, 5000, buyer, { customerId: sandbox.idOf('free.buyer@variegata.test') })).status).toBe(200);
    expect((await bid(sandbox.usListing(), 5000, buyer)).status).toBe(404);
    expect((await bid(randomUUID(), 5000, buyer)).status).toBe(404);
    expect((await bid('not-an-id', 5000, buyer)).status).toBe(400);
  });
});

describe('bidder transactions', () => {
  const entriesOf = (listingId: string, email: string) =>
    sandbox.marketplace.app.db.prepare('SELECT id, last_transition AS last FROM transactions WHERE listing_id = ? AND customer_id = ?').all(listingId, sandbox.idOf(email)) as { id: string; last: string }[];

  it('starts one per bidder: a refused first bid keeps it for the next attempt, which records it', async () => {
    const listingId = makeAuction(sandbox, { startingPrice: 1000 });
    expect((await bid(listingId, 5000, buyer)).status).toBe(200);
    const tooLow = await bid(listingId, 1000, rival);
    expect(tooLow.status).toBe(409);
    expect(tooLow.body.code).toBe('bid-too-low');
    expect((await bid(listingId, 3000, rival)).status).toBe(200);
    const entries = entriesOf(listingId, 'buyer.two@variegata.test');
    expect(entries).toHaveLength(1);
    const recorded = storedAuction(sandbox, listingId).metadata['bidTransactions'] as Record<string, string>;
    expect(recorded[sandbox.idOf('buyer.two@variegata.test')]).toBe(entries[0]!.id);
  });

  it('starts none for a bidder without a card, or on an auction that has ended', async () => {
    const listingId = makeAuction(sandbox, { endsIn: 1500 });
    expect((await bid(listingId, 5000, buyer)).status).toBe(200);
    const cardless = await newBuyer('entry');
    expect((await bid(listingId, 9000, cardless)).status).toBe(402);
    expect(sandbox.marketplace.app.db.prepare('SELECT COUNT(*) AS n FROM transactions WHERE listing_id = ?').get(listingId)).toEqual({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await bid(listingId, 9000, rival)).body.code).toBe('auction-closed');
    expect(entriesOf(listingId, 'buyer.two@variegata.test')).toEqual([]);
  });

  it('fifty first bids at once from ten bidders start exactly one transaction each', async () => {
    const listingId = makeAuction(sandbox, { startingPrice: 1000 });
    expect((await bid(listingId, 1100, buyer)).status).toBe(200);
    const bidders = await Promise.all(Array.from({ length: 10 }, (_, i) => newBuyer(`burst${i}`, 'pm_card_visa')));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => bid(listingId, 2000 + i * 100, bidders[i % 10]!)));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const rows = sandbox.marketplace.app.db.prepare('SELECT customer_id AS customer, COUNT(*) AS n FROM transactions WHERE listing_id = ? GROUP BY customer_id').all(listingId) as { customer: string; n: number }[];
    expect(rows).toHaveLength(11);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });
});
