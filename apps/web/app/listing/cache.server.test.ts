import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache.server';

describe('TtlCache', () => {
  it('serves a value until it expires, then loads again', async () => {
    let t = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => t);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    t = 999;
    expect(await cache.get('a', load)).toBe(1);
    t = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent callers and forgets failures', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(1000);
    const [a, b] = await Promise.all([cache.get('k', async () => ++loads), cache.get('k', async () => ++loads)]);
    expect([a, b]).toEqual([1, 1]);
    await expect(cache.get('bad', async () => { throw new Error('x'); })).rejects.toThrow('x');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('bad', async () => 5)).toBe(5);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });

  it('serves a value set from elsewhere without loading, until it expires', async () => {
    let t = 0;
    let loads = 0;
    const cache = new TtlCache<string>(1000, 2, () => t);
    cache.set('bidder', 'Rosa');
    expect(await cache.get('bidder', async () => `load ${++loads}`)).toBe('Rosa');
    t = 1000;
    expect(await cache.get('bidder', async () => `load ${++loads}`)).toBe('load 1');
    cache.set('b', 'b');
    cache.set('c', 'c');
    expect(cache.size).toBe(2);
  });
});
