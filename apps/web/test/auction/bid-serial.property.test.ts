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

const bidderArb = fc.integer({ min: 0, max: BIDDERS.length - 1 });
const amountArb = fc.integer({ min: 900, max: 60_000 });
const bidArb = fc.record({ bidder: bidderArb, amount: amountArb });

/** The bids placed (each after its delay in ms, when given), checked as the stored state says. */
async function placeAndCheck(bids: readonly { bidder: number; amount: number; delay?: number }[], reservePrice: number | undefined): Promise<void> {
  const { placeListingBid } = await import('~/auction/bid-place.server');
  const { integration } = await import('~/server/marketplace.server');
  const { auctionStateOf } = await import('~/auction/state.server');
  const listingId = makeAuction(sandbox, { startingPrice: 1000, ...(reservePrice === undefined ? {} : { reservePrice }) });
  const place = ({ bidder, amount }: { bidder: number; amount: number }) =>
    placeListingBid({ listingId, bidderId: BIDDERS[bidder]!, maxAmount: amount, hasPaymentMethod: true, startBidding: async () => randomUUID() });
  const results = await Promise.all(
    bids.map((bid) => (bid.delay === undefined ? place(bid) : new Promise<void>((resolve) => setTimeout(resolve, bid.delay)).then(() => place(bid)))),
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
}

const reserveArb = fc.option(fc.integer({ min: 1000, max: 40_000 }), { nil: undefined });

describe('the serialised bid path', () => {
  it('keeps every accepted bid, in order, with a never decreasing price equal to a serial replay', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(bidArb, { minLength: 1, maxLength: 14 }), reserveArb, placeAndCheck),
      { numRuns: 25 },
    );
  });

  it('does the same when bids keep arriving while earlier ones are written (batch after batch under one lock)', async () => {
    const spreadArb = fc.record({ bidder: bidderArb, amount: amountArb, delay: fc.integer({ min: 0, max: 40 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(spreadArb, { minLength: 2, maxLength: 20 }), reserveArb, placeAndCheck),
      { numRuns: 20 },
    );
  });
});
