import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { transitions } from '@variegata/transaction-process/process';
import { newUser, publishedListing, startTestTwin } from './testing/harness';
import { runTransition } from './transactions-engine';
import { ApiError } from './http-errors';
import { MoneyValue } from './wire-types';
import type { RunningMarketplaceTwin } from './server';

let twin: RunningMarketplaceTwin;
let sellerId: string;
let buyerId: string;
let seller: Awaited<ReturnType<typeof newUser>>;
beforeAll(async () => {
  twin = await startTestTwin();
  seller = await newUser(twin);
  sellerId = seller.id;
  buyerId = (await newUser(twin)).id;
});
afterAll(async () => { await twin.close(); });

const lineItems = (q: number) => [
  { code: 'line-item/item', unitPrice: new MoneyValue(1000, 'USD'), quantity: q, includeFor: ['customer', 'provider'] },
  { code: 'line-item/provider-commission', unitPrice: new MoneyValue(1000 * q, 'USD'), percentage: -10, includeFor: ['provider'] },
];

/** Every step: [which transaction, which candidate transition, quantity, rating]. */
const steps = fc.array(fc.tuple(fc.nat(2), fc.nat(20), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 30 });

describe('transaction engine bookkeeping (random walks over the process)', () => {
  it('the stock ledger always adds up, reservations match the stock, stock never goes negative, totals stay consistent', async () => {
    await fc.assert(fc.asyncProperty(steps, async (walk) => {
      const initial = 3;
      const listingId = await publishedListing(seller, { stock: initial });
      const txs: (string | null)[] = [null, null, null];
      for (const [slot, pick, quantity, rating] of walk) {
        const txId = txs[slot] ?? null;
        const state = txId ? (twin.app.db.prepare('SELECT state FROM transactions WHERE id = ?').get(txId) as { state: string }).state : null;
        const candidates = transitions.filter((t) => t.from === state);
        if (candidates.length === 0) continue;
        const def = candidates[pick % candidates.length]!;
        const actor = def.actors[pick % def.actors.length]!;
        const userId = actor === 'customer' ? buyerId : actor === 'provider' ? sellerId : null;
        try {
          const o = await runTransition(twin.app, {
            txId, processAlias: 'default-purchase/release-1', transition: def.name, actor, userId, trusted: true, speculative: false,
            params: { listingId, stockReservationQuantity: quantity, lineItems: lineItems(quantity), protectedData: { step: pick }, metadata: { step: pick }, reviewRating: rating, reviewContent: 'ok' },
          });
          txs[slot] = o.tx.id;
          expect(o.tx.state).toBe(def.to);
        } catch (e) {
          // the only expected refusals: not enough stock, or an initial transition by the operator (no customer)
          if (!(e instanceof ApiError)) throw e;
          expect(['transaction-listing-insufficient-stock', 'forbidden']).toContain(e.code);
        }
        const stock = (twin.app.db.prepare('SELECT stock FROM listings WHERE id = ?').get(listingId) as { stock: number }).stock;
        const ledger = (twin.app.db.prepare('SELECT SUM(quantity) AS s FROM stock_adjustments WHERE listing_id = ?').get(listingId) as { s: number }).s;
        const held = (twin.app.db.prepare("SELECT COALESCE(SUM(quantity), 0) AS s FROM stock_reservations WHERE listing_id = ? AND state IN ('pending', 'accepted')").get(listingId) as { s: number }).s;
        expect(ledger).toBe(stock);
        expect(stock).toBe(initial - held);
        expect(stock).toBeGreaterThanOrEqual(0);
        const totals = twin.app.db.prepare('SELECT payin_total_amount AS payin, payout_total_amount AS payout FROM transactions WHERE listing_id = ?').all(listingId) as { payin: number | null; payout: number | null }[];
        for (const t of totals) if (t.payin !== null) expect(t.payout!).toBeLessThanOrEqual(t.payin);
      }
    }), { numRuns: 60 });
  });
});
