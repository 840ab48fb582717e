/**
 * Property tests of the serialised bid path (issue 16 "Done when"): random bids from several
 * bidders fired at once at one listing through `placeListingBid` (the Integration API of the real
 * twin, the per-listing lock). Whatever the interleaving: every accepted bid is stored exactly once
 * at its own position, the price never decreases in that order, and the stored state equals a
 * serial replay of the accepted bids.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '@variegata/auction/proxy';
import { startCheckoutSandbox, type CheckoutSandbox } from '../checkout/harness';
import { makeAuction, storedAuction } from './harness';

let sandbox: CheckoutSandbox;
const BIDDERS = Array.from({ length: 5 }, () => randomUUID());

beforeAll(async () => {
  sandbox = await startCheckoutSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});

const bidArb = fc.record({ bidder: fc.integer({ min: 0, max: BIDDERS.length - 1 }), amount: fc.integer({ min: 900, max: 60_000 }) });

describe('the serialised bid path', () => {
  it('keeps every accepted bid, in order, with a never decreasing price equal to a serial replay', async () => {
    const { placeListingBid } = await import('~/auction/bid-place.server');
    const { integration } = await import('~/server/marketplace.server');
    const { auctionStateOf } = await import('~/auction/state.server');
    await fc.assert(
      fc.asyncProperty(fc.array(bidArb, { minLength: 1, maxLength: 14 }), fc.option(fc.integer({ min: 1000, max: 40_000 }), { nil: undefined }), async (bids, reservePrice) => {
        const listingId = makeAuction(sandbox, { startingPrice: 1000, ...(reservePrice === undefined ? {} : { reservePrice }) });
        const results = await Promise.all(
          bids.map(({ bidder, amount }) =>
            placeListingBid({ listingId, bidderId: BIDDERS[bidder]!, maxAmount: amount, hasPaymentMethod: true, startBidding: async () => randomUUID() }),
          ),
        );
        for (const result of results) if (!result.ok) expect(['bid-too-low', 'bid-not-above-own-maximum']).toContain(result.error);
        const accepted = results.flatMap((result) => (result.ok ? [result.value] : []));
        const state = auctionStateOf(await integration().listings.show({ id: listingId, include: ['author'] }))!;
        // No accepted bid missing, none twice: each took its own position in the stored list.
        expect(state.bids).toHaveLength(accepted.length);
        const positions = accepted.map((placed) => placed.state.bids.length).sort((a, b) => a - b);
        expect(positions).toEqual(accepted.map((_, i) => i + 1));
        const inOrder = [...accepted].sort((a, b) => a.state.bids.length - b.state.bids.length);
        inOrder.forEach((placed, i) => expect(state.bids[i]).toEqual(placed.state.bids[i]));
        // The price never decreases.
        const prices = inOrder.map((placed) => placed.state.price ?? 0);
        expect([...prices].sort((a, b) => a - b)).toEqual(prices);
        // A serial replay of the stored bids gives the stored state and what was written for viewers.
        const serial = replay(state.config, state.bids);
        expect(serial.ok).toBe(true);
        if (!serial.ok) return;
        expect(serial.value.price).toBe(state.price);
        expect(serial.value.leader?.bidderId).toBe(state.leader?.bidderId);
        const stored = storedAuction(sandbox, listingId);
        if (accepted.length > 0) {
          expect(stored.publicData['currentAmount']).toBe(state.price);
          expect((stored.metadata['bidHistory'] as unknown[]).length).toBe(serial.value.history.length);
        }
      }),
      { numRuns: 25 },
    );
  });
});
