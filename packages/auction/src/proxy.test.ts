import { describe, expect, it } from 'vitest';
import type { BidRequest } from './bids';
import { auctionView, createAuction, type AuctionConfig, type AuctionState } from './auction-state';
import { placeBid, replay, type PlaceBidValue } from './proxy';

const start = new Date('2026-03-01T12:00:00.000Z');
const endsAt = new Date('2026-03-01T18:00:00.000Z');
const at = (minute: number) => new Date(start.getTime() + minute * 60_000);
const config: AuctionConfig = { sellerId: 'seller', startingPrice: 1_000, endsAt };

const manual = (bidderId: string, amount: number): BidRequest => ({ bidderId, amount, type: 'manual' });
const auto = (bidderId: string, amount: number, maxAmount: number): BidRequest => ({ bidderId, amount, type: 'auto', maxAmount });

function place(state: AuctionState, request: BidRequest, minute = state.bids.length): PlaceBidValue {
  const placed = placeBid(state, request, at(minute));
  if (!placed.ok) throw new Error(`unexpected ${placed.error}`);
  return placed.value;
}

function run(cfg: AuctionConfig, ...requests: BidRequest[]): AuctionState {
  return requests.reduce((state, request) => place(state, request).state, createAuction(cfg));
}

const steps = (state: AuctionState) => state.history.map((b) => `${b.bidderId}:${b.amount}:${b.type}`);

describe('first bid', () => {
  it('sets the price to its amount and leads', () => {
    const { state, events, outcome } = place(createAuction(config), manual('a', 1_200));
    expect(state.price).toBe(1_200);
    expect(state.leader).toEqual({ bidderId: 'a', maxAmount: 1_200, since: at(0) });
    expect(outcome).toBe('leading');
    expect(steps(state)).toEqual(['a:1200:manual']);
    expect(events.map((e) => e.type)).toEqual(['bid-accepted', 'price-changed', 'leader-changed']);
  });

  it('an auto bid bids its amount, keeping the maximum hidden', () => {
    const state = run(config, auto('a', 1_100, 5_000));
    expect(state.price).toBe(1_100);
    expect(state.leader?.maxAmount).toBe(5_000);
    expect(state.bids[0]).toEqual({ bidderId: 'a', amount: 1_100, type: 'auto', maxAmount: 5_000, date: at(0) });
  });
});

describe('proxy bidding', () => {
  it('answers a lower challenger with the leader max capped at challenger + increment', () => {
    const result = place(run(config, auto('a', 1_100, 5_000)), manual('b', 2_000));
    expect(result.state.price).toBe(2_050);
    expect(result.state.leader?.bidderId).toBe('a');
    expect(result.outcome).toBe('outbid');
    expect(steps(result.state)).toEqual(['a:1100:auto', 'b:2000:manual', 'a:2050:auto']);
    expect(result.events).toContainEqual({ type: 'outbid', bidderId: 'b' });
  });

  it('lets a higher maximum lead at the old maximum plus one increment', () => {
    const result = place(run(config, auto('a', 1_100, 5_000), manual('b', 2_000)), auto('c', 2_100, 10_000));
    expect(result.state.price).toBe(5_100);
    expect(result.state.leader).toEqual({ bidderId: 'c', maxAmount: 10_000, since: at(2) });
    expect(result.outcome).toBe('leading');
    expect(steps(result.state).slice(-2)).toEqual(['a:5000:auto', 'c:5100:auto']);
    expect(result.events).toContainEqual({ type: 'leader-changed', from: 'a', to: 'c' });
    expect(result.events).toContainEqual({ type: 'outbid', bidderId: 'a' });
  });

  it('caps the new leader at their own maximum (outbid by less than an increment)', () => {
    const state = run(config, auto('a', 1_100, 5_000), manual('b', 5_010));
    expect(state.price).toBe(5_010);
    expect(state.leader?.bidderId).toBe('b');
  });

  it('a bidder can be outbid by less than one increment', () => {
    const state = run(config, auto('a', 1_100, 5_000), manual('b', 4_990));
    expect(state.price).toBe(5_000);
    expect(state.price! - 4_990).toBeLessThan(50);
    expect(state.leader?.bidderId).toBe('a');
  });

  it('keeps a challenger amount above what is needed', () => {
    const state = run(config, auto('a', 1_100, 5_000), manual('c', 9_000));
    expect(state.price).toBe(9_000);
  });

  it('gives equal maxima to the earlier bid', () => {
    const state = run(config, auto('a', 1_100, 5_000), auto('b', 1_200, 5_000));
    expect(state.leader?.bidderId).toBe('a');
    expect(state.price).toBe(5_000);
    expect(steps(state).slice(-2)).toEqual(['b:5000:auto', 'a:5000:auto']);
  });

  it('uses the configured increment table', () => {
    const cfg = { ...config, increments: [{ from: 0, increment: 1_000 }] };
    expect(run(cfg, auto('a', 1_100, 50_000), manual('b', 2_000)).price).toBe(3_000);
    expect(run(config, auto('a', 1_100, 50_000), manual('b', 2_000)).price).toBe(2_050);
  });
});

describe('leader never outbids themselves', () => {
  it('raising the own maximum leaves the price unchanged', () => {
    const before = run(config, auto('a', 1_100, 5_000), manual('b', 2_000));
    const result = place(before, auto('a', 2_100, 8_000));
    expect(result.state.price).toBe(2_050);
    expect(result.state.leader?.maxAmount).toBe(8_000);
    expect(result.outcome).toBe('max-raised');
    expect(result.state.history).toEqual(before.history);
    expect(result.events.map((e) => e.type)).toEqual(['bid-accepted', 'max-raised']);
  });

  it('the raised maximum then defends the lead', () => {
    const state = run(config, auto('a', 1_100, 5_000), auto('a', 1_200, 8_000), manual('b', 6_000));
    expect(state.leader?.bidderId).toBe('a');
    expect(state.price).toBe(6_100);
  });

  it('rejects a leader bid that does not raise their maximum', () => {
    const state = run(config, auto('a', 1_100, 5_000));
    expect(placeBid(state, manual('a', 4_000), at(1))).toMatchObject({ ok: false, error: 'bid-not-above-own-maximum' });
  });
});

describe('reserve', () => {
  const reserved = { ...config, startingPrice: 100, reservePrice: 10_000 };

  it('a maximum at or above the reserve lifts the price to the reserve (start $1, reserve $100, max $150)', () => {
    const result = place(createAuction(reserved), auto('a', 101, 15_000));
    expect(result.state.price).toBe(10_000);
    expect(result.events).toContainEqual({ type: 'reserve-met', price: 10_000 });
    expect(auctionView(result.state).reserveMet).toBe(true);
  });

  it('a maximum exactly at the reserve lifts to the reserve', () => {
    expect(run(reserved, auto('a', 101, 10_000)).price).toBe(10_000);
  });

  it('a maximum below the reserve does not lift the price', () => {
    const state = run(reserved, auto('a', 101, 9_999));
    expect(state.price).toBe(101);
    expect(auctionView(state).reserveMet).toBe(false);
  });

  it('a leader raising the maximum above the reserve lifts the price to it', () => {
    const result = place(run(reserved, auto('a', 101, 5_000)), auto('a', 200, 12_000));
    expect(result.state.price).toBe(10_000);
    expect(steps(result.state).at(-1)).toBe('a:10000:auto');
  });

  it('a new leader above the reserve jumps to the reserve when that is more than needed', () => {
    const state = run(reserved, auto('a', 101, 3_000), auto('b', 200, 20_000));
    expect(state.price).toBe(10_000);
    expect(state.leader?.bidderId).toBe('b');
  });
});

describe('validation in the engine', () => {
  const state = run(config, manual('a', 2_000));

  it('refuses bids at or after the auction date', () => {
    expect(placeBid(state, manual('b', 3_000), endsAt)).toMatchObject({ ok: false, error: 'auction-closed' });
  });

  it('refuses the owner', () => {
    expect(placeBid(state, manual('seller', 3_000), at(1))).toMatchObject({ ok: false, error: 'bid-own-listing' });
  });

  it('refuses invalid prices and maxima below the amount', () => {
    expect(placeBid(state, manual('b', 0), at(1))).toMatchObject({ error: 'bid-invalid-price', message: 'You need to add a valid price.' });
    expect(placeBid(state, auto('b', 3_000, 2_500), at(1))).toMatchObject({ error: 'bid-invalid-price' });
    expect(placeBid(state, auto('b', 3_000, 3_000.5), at(1))).toMatchObject({ error: 'bid-invalid-price' });
  });

  it('refuses a bid not above the current price with the spec message', () => {
    expect(placeBid(state, manual('b', 2_000), at(1))).toEqual({
      ok: false,
      error: 'bid-too-low',
      message: 'Bid should be more than $20.00.',
      meta: { minPrice: 2_000 },
    });
    expect(placeBid(createAuction(config), manual('b', 1_000), at(1))).toMatchObject({
      message: 'Bid should be more than $10.00.',
    });
  });

  it('reports outbid when someone bid after the price the bidder saw', () => {
    expect(placeBid(state, manual('b', 1_500), at(1), { seenPrice: null })).toMatchObject({
      error: 'outbid',
      message: 'You have been outbid by someone else',
    });
    expect(placeBid(state, manual('b', 1_900), at(1), { seenPrice: 1_800 })).toMatchObject({ error: 'outbid' });
    expect(placeBid(state, manual('b', 1_500), at(1), { seenPrice: 1_800 })).toMatchObject({ error: 'bid-too-low' });
    expect(placeBid(state, manual('b', 1_500), at(1), { seenPrice: 2_000 })).toMatchObject({ error: 'bid-too-low' });
  });

  it('never changes the given state', () => {
    const copy = structuredClone(state);
    place(state, manual('b', 3_000));
    expect(state).toEqual(copy);
  });
});

describe('soft close', () => {
  const late = new Date(endsAt.getTime() - 30_000);

  it('is off by default: a late bid does not move the end', () => {
    const result = placeBid(createAuction(config), manual('a', 2_000), late);
    expect(result.ok && result.value.state.endsAt).toEqual(endsAt);
  });

  it('when configured, a late visible bid moves the end', () => {
    const cfg = { ...config, softClose: { windowMs: 120_000, extendMs: 180_000 } };
    const result = placeBid(createAuction(cfg), manual('a', 2_000), late);
    const extended = new Date(late.getTime() + 180_000);
    expect(result.ok && result.value.state.endsAt).toEqual(extended);
    expect(result.ok && result.value.events).toContainEqual({ type: 'auction-extended', from: endsAt, to: extended });
    const early = placeBid(createAuction(cfg), manual('a', 2_000), at(0));
    expect(early.ok && early.value.state.endsAt).toEqual(endsAt);
  });

  it('a hidden maximum raise does not extend', () => {
    const cfg = { ...config, softClose: { windowMs: 120_000, extendMs: 180_000 } };
    const state = run(cfg, auto('a', 2_000, 3_000));
    const raised = placeBid(state, auto('a', 2_100, 9_000), late);
    expect(raised.ok && raised.value.state.endsAt).toEqual(endsAt);
  });

  it('rejects a malformed configuration', () => {
    expect(() => createAuction({ ...config, softClose: { windowMs: 0, extendMs: 1 } })).toThrow();
    expect(() => createAuction({ ...config, startingPrice: -1 })).toThrow();
    expect(() => createAuction({ ...config, reservePrice: 1.5 })).toThrow();
    expect(() => createAuction({ ...config, endsAt: new Date('nope') })).toThrow();
    expect(() => createAuction({ ...config, increments: [] })).toThrow();
  });
});

describe('replay', () => {
  it('gives the state of the live path from the stored bids', () => {
    const live = run(config, auto('a', 1_100, 5_000), manual('b', 2_000), auto('c', 2_100, 10_000), auto('a', 5_200, 12_000));
    expect(replay(config, live.bids)).toEqual({ ok: true, value: live });
  });

  it('names the first bid the engine would not accept', () => {
    const live = run(config, manual('a', 2_000));
    const bad = [...live.bids, { ...live.bids[0]!, bidderId: 'b', date: at(5) }];
    expect(replay(config, bad)).toMatchObject({ ok: false, error: 'bid-too-low', meta: { index: 1, minPrice: 2_000 } });
  });
});

describe('auctionView', () => {
  it('hides maxima and the reserve amount', () => {
    const state = run({ ...config, reservePrice: 50_000 }, auto('a', 1_100, 5_000));
    const view = auctionView(state);
    expect(view).toEqual({
      endsAt,
      price: 1_100,
      minPrice: 1_100,
      leaderId: 'a',
      reserveMet: false,
      hasReserve: true,
      history: [{ amount: 1_100, date: at(0), bidderId: 'a', type: 'auto' }],
    });
    expect(JSON.stringify(view)).not.toContain('5000');
    expect(auctionView(createAuction(config)).minPrice).toBe(1_000);
  });
});
