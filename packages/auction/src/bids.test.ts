import { describe, expect, it } from 'vitest';
import {
  bidFromJson,
  bidToJson,
  bidsBy,
  distinctBidders,
  highestAmountBy,
  lastBid,
  maxOf,
  newestFirst,
  publicBid,
  type Bid,
  type BidJson,
} from './bids';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const b = (bidderId: string, amount: number, minute: number, maxAmount?: number): Bid => ({
  bidderId,
  amount,
  date: at(minute),
  type: maxAmount === undefined ? 'manual' : 'auto',
  ...(maxAmount === undefined ? {} : { maxAmount }),
});

describe('bids', () => {
  it('a manual bid has its amount as maximum; an auto bid its maxAmount', () => {
    expect(maxOf(b('a', 1_000, 0))).toBe(1_000);
    expect(maxOf(b('a', 1_000, 0, 5_000))).toBe(5_000);
    expect(maxOf({ amount: 1_000, type: 'manual', maxAmount: 9_000 })).toBe(1_000);
  });

  it('lastBid is the last appended bid', () => {
    const list = [b('a', 100, 0), b('b', 200, 1)];
    expect(lastBid(list)?.bidderId).toBe('b');
    expect(lastBid([])).toBeUndefined();
  });

  it('newestFirst orders by date descending, later-appended first on equal dates', () => {
    const list = [b('a', 100, 0), b('b', 200, 5), b('c', 300, 5), b('d', 50, 2)];
    expect(newestFirst(list).map((x) => x.bidderId)).toEqual(['c', 'b', 'd', 'a']);
    expect(list.map((x) => x.bidderId)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('per-bidder helpers', () => {
    const list = [b('a', 100, 0), b('b', 200, 1), b('a', 300, 2), b('a', 250, 3)];
    expect(bidsBy(list, 'a').map((x) => x.amount)).toEqual([100, 300, 250]);
    expect(highestAmountBy(list, 'a')).toBe(300);
    expect(highestAmountBy(list, 'z')).toBeUndefined();
    expect(distinctBidders(list)).toEqual(['a', 'b']);
  });

  it('round-trips through JSON with ISO dates', () => {
    const auto = b('a', 100, 3, 900);
    const manual = b('b', 200, 4);
    const json = JSON.parse(JSON.stringify([bidToJson(auto), bidToJson(manual)])) as BidJson[];
    expect(json[0]?.date).toBe('2026-01-01T12:03:00.000Z');
    expect(json[1]).not.toHaveProperty('maxAmount');
    expect(json.map(bidFromJson)).toEqual([auto, manual]);
  });

  it('rejects malformed stored bids', () => {
    expect(() => bidFromJson({ amount: 1, date: 'nope', bidderId: 'a', type: 'manual' })).toThrow();
    expect(() => bidFromJson({ amount: 1.5, date: at(0).toISOString(), bidderId: 'a', type: 'manual' })).toThrow();
    expect(() =>
      bidFromJson({ amount: 1, date: at(0).toISOString(), bidderId: 'a', type: 'x' as 'manual' }),
    ).toThrow();
  });

  it('publicBid hides the maximum', () => {
    expect(publicBid(b('a', 100, 0, 900))).not.toHaveProperty('maxAmount');
    expect(publicBid(b('a', 100, 0, 900)).amount).toBe(100);
  });
});
