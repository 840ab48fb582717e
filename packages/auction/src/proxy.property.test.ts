import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidFromJson, bidToJson, type BidJson, type BidRequest } from './bids';
import { createAuction, type AuctionConfig, type AuctionState } from './auction-state';
import { incrementFor } from './increments';
import { placeBid, replay } from './proxy';

const start = Date.UTC(2026, 2, 1, 12);
const endsAt = new Date(start + 7 * 86_400_000);
const bidders = ['ann', 'bob', 'cat', 'dan', 'eve'] as const;

/** One attempted bid, relative to the live minimum so most attempts are valid. */
interface Attempt {
  readonly bidder: string;
  readonly auto: boolean;
  /** amount = minPrice + offset; offsets <= 0 are too low. */
  readonly offset: number;
  /** max = amount + extra for auto bids. */
  readonly extra: number;
  /** Bid exactly the leader's (hidden) maximum, to exercise ties. */
  readonly tie: boolean;
}

const attemptArb: fc.Arbitrary<Attempt> = fc.record({
  bidder: fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...bidders) }, { weight: 1, arbitrary: fc.constant('seller') }),
  auto: fc.boolean(),
  offset: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 20_000 }) }, { weight: 1, arbitrary: fc.integer({ min: -500, max: 0 }) }),
  extra: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60_000 })),
  tie: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});

const configArb: fc.Arbitrary<AuctionConfig> = fc.record({
  sellerId: fc.constant('seller'),
  startingPrice: fc.integer({ min: 0, max: 50_000 }),
  reservePrice: fc.option(fc.integer({ min: 0, max: 150_000 }), { nil: null }),
  endsAt: fc.constant(endsAt),
});

function toRequest(state: AuctionState, attempt: Attempt): BidRequest {
  const amount = (state.price ?? state.config.startingPrice) + attempt.offset;
  const leaderMax = state.leader?.maxAmount;
  if (attempt.tie && leaderMax !== undefined && attempt.offset > 0 && leaderMax > (state.price ?? 0)) {
    return { bidderId: attempt.bidder, amount: Math.min(amount, leaderMax), type: 'auto', maxAmount: leaderMax };
  }
  return attempt.auto
    ? { bidderId: attempt.bidder, amount, type: 'auto', maxAmount: amount + attempt.extra }
    : { bidderId: attempt.bidder, amount, type: 'manual' };
}

interface ModelEntry {
  readonly max: number;
  readonly since: number;
}

describe('proxy engine properties over random bid sequences', () => {
  it('keeps every invariant after each accepted bid, and replay agrees', () => {
    fc.assert(
      fc.property(configArb, fc.array(attemptArb, { maxLength: 30 }), (config, attempts) => {
        let state = createAuction(config);
        const model = new Map<string, ModelEntry>();
        let leadAmount = 0;
        const reserve = config.reservePrice ?? null;

        attempts.forEach((attempt, step) => {
          const request = toRequest(state, attempt);
          const placed = placeBid(state, request, new Date(start + step * 60_000));
          if (!placed.ok) {
            // Each rejection has the reason the model predicts.
            const own = model.get(request.bidderId);
            const expected =
              request.bidderId === 'seller'
                ? 'bid-own-listing'
                : request.amount <= 0
                  ? 'bid-invalid-price'
                  : attempt.offset <= 0
                    ? 'bid-too-low'
                    : 'bid-not-above-own-maximum';
            expect(placed.error).toBe(expected);
            if (expected === 'bid-not-above-own-maximum') {
              expect(state.leader?.bidderId).toBe(request.bidderId);
              expect(request.maxAmount ?? request.amount).toBeLessThanOrEqual(own!.max);
            }
            return;
          }
          const previous = state;
          state = placed.value.state;

          const max = request.type === 'auto' ? request.maxAmount! : request.amount;
          const entry = model.get(request.bidderId);
          if (entry === undefined || max > entry.max) model.set(request.bidderId, { max, since: step });

          const price = state.price!;
          const leader = state.leader!;
          // Price never decreases.
          expect(price).toBeGreaterThanOrEqual(previous.price ?? 0);
          // Price never exceeds the leader's maximum (the reserve floor applies only when the max reaches it).
          expect(price).toBeLessThanOrEqual(leader.maxAmount);
          // Leader: highest maximum, earliest on ties.
          const ranked = [...model.entries()].sort(([, x], [, y]) => y.max - x.max || x.since - y.since);
          expect(leader.bidderId).toBe(ranked[0]![0]);
          expect(leader.maxAmount).toBe(ranked[0]![1].max);
          if (leader.bidderId !== previous.leader?.bidderId) leadAmount = request.amount;
          // Every other bidder's maximum is covered by the price (they are outbid, not hidden leaders).
          const second = ranked[1]?.[1].max;
          if (second !== undefined) expect(price).toBeGreaterThanOrEqual(second);
          // The leader never outbids themselves: a raise moves the price only up to the reserve.
          if (previous.leader?.bidderId === request.bidderId) {
            expect(price === previous.price || price === reserve).toBe(true);
          }
          // The engine bids only what is needed: the amount the leader took the lead with,
          // the runner-up's maximum plus one increment, or the reserve.
          const needed = Math.max(
            leadAmount,
            second === undefined ? 0 : Math.min(leader.maxAmount, second + incrementFor(second)),
            reserve !== null && leader.maxAmount >= reserve ? reserve : 0,
          );
          expect(price).toBeLessThanOrEqual(needed);
          // Reserve floor.
          if (reserve !== null) expect(price >= reserve).toBe(leader.maxAmount >= reserve);
          // Visible history: non-decreasing, last entry is the leader at the price.
          const amounts = state.history.map((b) => b.amount);
          expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
          expect(state.history.at(-1)).toMatchObject({ bidderId: leader.bidderId, amount: price });
        });

        // The live state equals a serial replay of the stored (JSON round-tripped) bids.
        const stored = JSON.parse(JSON.stringify(state.bids.map(bidToJson))) as BidJson[];
        expect(replay(config, stored.map(bidFromJson))).toEqual({ ok: true, value: state });
      }),
    );
  });

  it('single auto bids at the minimum end at the second-highest maximum plus one increment, in any order', () => {
    const maximaArb = fc.uniqueArray(fc.integer({ min: 1_001, max: 300_000 }), { minLength: 2, maxLength: 5 });
    fc.assert(
      fc.property(maximaArb, (maxima) => {
        const config: AuctionConfig = { sellerId: 'seller', startingPrice: 1_000, endsAt };
        let state = createAuction(config);
        maxima.forEach((max, i) => {
          const amount = (state.price ?? 1_000) + 1;
          fc.pre(amount <= max);
          const placed = placeBid(state, { bidderId: `b${i}`, amount, type: 'auto', maxAmount: max }, new Date(start + i));
          if (!placed.ok) throw new Error(placed.error);
          state = placed.value.state;
        });
        const sorted = [...maxima].sort((x, y) => y - x);
        const [top, second] = [sorted[0]!, sorted[1]!];
        expect(state.leader?.bidderId).toBe(`b${maxima.indexOf(top)}`);
        expect(state.price).toBe(Math.min(top, second + incrementFor(second)));
      }),
    );
  });
});
