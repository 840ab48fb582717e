import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, failure, newUser, sdkFor, startTestTwin, testClock, types } from './testing/harness';
import type { RunningMarketplaceTwin } from './server';

const clock = testClock();
let twin: RunningMarketplaceTwin;
let anon: any;
const ids: Record<string, string> = {};

async function make(u: any, key: string, title: string, price: number, publicData: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  clock.advance(1000);
  const res = await u.sdk.ownListings.create({ title, price: new types.Money(price, 'USD'), publicData, ...extra });
  ids[key] = res.data.data.id.uuid;
}

beforeAll(async () => {
  twin = await startTestTwin({ now: clock.now });
  anon = sdkFor(twin);
  const a = await newUser(twin);
  const b = await newUser(twin);
  ids['authorB'] = b.id;
  await make(a, 'm1', 'Monstera albo borsigiana', 20000, { genus: 'monstera', type: 'sell', variegation: 'yes', isQuickSell: true, closedAuctionInt: 0, hasStockInt: 1, tags: ['rare', 'rooted'] },
    { geolocation: new types.LatLng(59.91, 10.75), description: 'Large white sectoral variegation' });
  await make(a, 'm2', 'Monstera deliciosa', 3000, { genus: 'monstera', type: 'auction', variegation: 'no', isQuickSell: false, closedAuctionInt: 1, hasStockInt: 1, auctionDateTimestamp: 1700 },
    { geolocation: new types.LatLng(60.39, 5.32) });
  await make(b, 'p1', 'Philodendron Pink Princess', 9000, { genus: 'philodendron', type: 'auction', variegation: 'yes', closedAuctionInt: 0, hasStockInt: 0, auctionDateTimestamp: 1500, tags: ['rare'] },
    { geolocation: new types.LatLng(51.5, -0.12) });
  await make(b, 'a1', 'Anthurium warocqueanum', 15000, { genus: 'anthurium', type: 'sell', variegation: 'no', closedAuctionInt: 0, hasStockInt: 1, tradeName: 'Queen' },
    { description: 'The queen anthurium, monstera-sized leaves' });
  const c = await newUser(twin);
  await make(c, 'private', 'Secret Hoya', 500, { genus: 'hoya', isPrivate: true, closedAuctionInt: 0, hasStockInt: 1 });
  await b.sdk.stock.compareAndSet({ listingId: new types.UUID(ids['a1']!), oldTotal: null, newTotal: 4 });
  await b.sdk.stock.compareAndSet({ listingId: new types.UUID(ids['p1']!), oldTotal: null, newTotal: 1 });
});
afterAll(async () => { await twin.close(); });

async function titles(params: Record<string, unknown>): Promise<string[]> {
  const res = await anon.listings.query(params);
  return res.data.data.map((l: any) => l.attributes.title);
}
const key = (t: string) => Object.entries({ 'Monstera albo borsigiana': 'm1', 'Monstera deliciosa': 'm2', 'Philodendron Pink Princess': 'p1', 'Anthurium warocqueanum': 'a1', 'Secret Hoya': 'private' })
  .find(([k]) => k === t)![1];

describe('listings/query', () => {
  it('default order is newest first with pagination meta', async () => {
    const res = await anon.listings.query({ perPage: 2, page: 1 });
    expect(res.data.data.map((l: any) => key(l.attributes.title))).toEqual(['private', 'a1']);
    expect(res.data.meta).toMatchObject({ totalItems: 5, totalPages: 3, page: 1, perPage: 2 });
  });

  it('enum filters are OR lists', async () => {
    expect((await titles({ pub_genus: 'monstera,anthurium' })).map(key).sort()).toEqual(['a1', 'm1', 'm2']);
    expect((await titles({ pub_genus: 'philodendron' })).map(key)).toEqual(['p1']);
  });

  it('booleans, pub_isPrivate and long ranges with exclusive max', async () => {
    expect((await titles({ pub_isQuickSell: true })).map(key)).toEqual(['m1']);
    expect((await titles({ pub_isPrivate: false })).map(key)).toEqual([]);
    expect((await titles({ pub_isPrivate: true })).map(key)).toEqual(['private']);
    expect((await titles({ pub_auctionDateTimestamp: '1500,1700' })).map(key)).toEqual(['p1']);
    expect((await titles({ pub_auctionDateTimestamp: '1500,1701' })).map(key).sort()).toEqual(['m2', 'p1']);
  });

  it('price range in minor units, min inclusive and max exclusive', async () => {
    expect((await titles({ price: '3000,9000' })).map(key)).toEqual(['m2']);
    expect((await titles({ price: '3000,9001' })).map(key).sort()).toEqual(['m2', 'p1']);
  });

  it('sort: attribute means descending, "-" ascending; lists apply in order', async () => {
    expect((await titles({ sort: 'price' })).map(key)).toEqual(['m1', 'a1', 'p1', 'm2', 'private']);
    expect((await titles({ sort: '-price' })).map(key)).toEqual(['private', 'm2', 'p1', 'a1', 'm1']);
    expect((await titles({ sort: '-createdAt' })).map(key)).toEqual(['m1', 'm2', 'p1', 'a1', 'private']);
    expect((await titles({ sort: '-pub_closedAuctionInt,pub_hasStockInt,-price', pub_genus: 'monstera,philodendron,anthurium' })).map(key))
      .toEqual(['a1', 'm1', 'p1', 'm2']);
  });

  it('an empty sort list is no sort (the default newest-first order), never a server error', async () => {
    const newest = (await titles({})).map(key);
    expect((await titles({ sort: '' })).map(key)).toEqual(newest);
    expect((await titles({ sort: ' , ' })).map(key)).toEqual(newest);
  });

  it('keywords match any word with relevance order (title before description)', async () => {
    const r = (await titles({ keywords: 'monstera' })).map(key);
    expect(r.slice(0, 2).sort()).toEqual(['m1', 'm2']);
    expect(r[2]).toBe('a1');
    expect((await titles({ keywords: 'queen princess' })).map(key).sort()).toEqual(['a1', 'p1']);
    expect((await titles({ keywords: 'borsig' })).map(key)).toEqual(['m1']);
    // word endings match too (Sharetribe indexes n-grams from both ends of a word)
    expect((await titles({ keywords: 'giana' })).map(key)).toEqual(['m1']);
    expect((await titles({ keywords: 'ana' })).map(key)).toEqual(['m1']);
    expect(await titles({ keywords: 'orsigi' })).toEqual([]);
    expect(await titles({ keywords: 'cactus' })).toEqual([]);
  });

  it('multi-enum has_all (default) and has_any with a configured schema', async () => {
    const t2 = await startTestTwin({ searchSchema: [{ key: 'tags', scope: 'public', type: 'multi-enum' }] });
    const u = await newUser(t2);
    await u.sdk.ownListings.create({ title: 'one', publicData: { tags: ['rare', 'rooted'] } });
    await u.sdk.ownListings.create({ title: 'two', publicData: { tags: ['rare'] } });
    await u.sdk.ownListings.create({ title: 'three', publicData: { tags: ['cheap'] } });
    const q = (p: Record<string, unknown>) => sdkFor(t2).listings.query(p).then((r: any) => r.data.data.map((l: any) => l.attributes.title).sort());
    expect(await q({ pub_tags: 'rare,rooted' })).toEqual(['one']);
    expect(await q({ pub_tags: 'has_all:rare' })).toEqual(['one', 'two']);
    expect(await q({ pub_tags: 'has_any:rooted,cheap' })).toEqual(['one', 'three']);
    await t2.close();
  });

  it('keywords search title, description and public data fields of type text only', async () => {
    const t2 = await startTestTwin({ searchSchema: [{ key: 'notes', scope: 'public', type: 'text' }, { key: 'genus', scope: 'public', type: 'enum' }] });
    const u = await newUser(t2);
    await u.sdk.ownListings.create({ title: 'one', publicData: { notes: 'grown under lights', genus: 'hoya' } });
    await u.sdk.ownListings.create({ title: 'two', description: 'also lights', publicData: { genus: 'alocasia' } });
    const q = (p: Record<string, unknown>) => sdkFor(t2).listings.query(p).then((r: any) => r.data.data.map((l: any) => l.attributes.title).sort());
    expect(await q({ keywords: 'lights' })).toEqual(['one', 'two']);
    expect(await q({ keywords: 'hoya' })).toEqual([]);
    expect(await q({ keywords: 'hoya', pub_genus: 'hoya' })).toEqual([]);
    expect(await q({ pub_genus: 'hoya' })).toEqual(['one']);
    await t2.close();
  });

  it('ids, authorId, minStock, bounds and origin', async () => {
    expect((await titles({ ids: [ids['m1'], ids['p1']] })).map(key).sort()).toEqual(['m1', 'p1']);
    expect((await titles({ author_id: ids['authorB'] })).map(key).sort()).toEqual(['a1', 'p1']);
    expect((await titles({ minStock: 2 })).map(key)).toEqual(['a1']);
    expect((await titles({ minStock: 2, stockMode: 'match-undefined' })).map(key).sort()).toEqual(['a1', 'm1', 'm2', 'private']);
    expect((await titles({ bounds: new types.LatLngBounds(new types.LatLng(61, 11), new types.LatLng(59, 5)) })).map(key).sort()).toEqual(['m1', 'm2']);
    expect((await titles({ origin: new types.LatLng(60.4, 5.3) })).map(key)).toEqual(['m2', 'm1', 'p1']);
  });

  it('bad parameters are 400 with the offending key, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pub_unknownField: 'x' }, 'pub_unknownField'],
      [{ sort: 'title' }, 'sort'],
      [{ price: 'abc,10' }, 'price'],
      [{ perPage: 1000 }, 'perPage'],
      [{ page: 0 }, 'page'],
      [{ pub_isQuickSell: 'maybe' }, 'pub_isQuickSell'],
      [{ ids: 'not-a-uuid' }, 'ids'],
      [{ bounds: '1,2,3' }, 'bounds'],
      [{ minStock: -1 }, 'minStock'],
      [{ 'imageVariant.x': 'w:abc' }, 'imageVariant.x'],
    ];
    for (const [params, path] of cases) {
      const e = await failure(anon.listings.query({ include: ['images'], ...params }));
      expect(e.status, JSON.stringify(params)).toBe(400);
      expect(e.data.errors[0].source?.path, JSON.stringify(params)).toEqual(path.split('.'));
    }
    const combo = await failure(anon.listings.query({ keywords: 'x', origin: new types.LatLng(1, 1) }));
    expect(errorCode(combo)).toBe('validation-invalid-params');
  });
});
