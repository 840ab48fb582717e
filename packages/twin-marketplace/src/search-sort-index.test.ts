import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, sdkFor, startTestTwin, testClock, types } from './testing/harness';
import { sortTerms } from './search-index';
import type { RunningMarketplaceTwin } from './server';

const clock = testClock();
let twin: RunningMarketplaceTwin;
let anon: any;
let seller: Awaited<ReturnType<typeof newUser>>;
const SORT = ['-pub_closedAuctionInt', 'pub_hasStockInt', '-meta_placementInt'];

async function make(title: string, publicData: Record<string, unknown>): Promise<string> {
  clock.advance(1000);
  const res = await seller.sdk.ownListings.create({ title, price: new types.Money(1000, 'USD'), publicData });
  return res.data.data.id.uuid;
}

async function titles(params: Record<string, unknown>): Promise<string[]> {
  return (await anon.listings.query(params)).data.data.map((l: any) => l.attributes.title);
}

beforeAll(async () => {
  twin = await startTestTwin({ now: clock.now, sortIndexes: [SORT] });
  anon = sdkFor(twin);
  seller = await newUser(twin);
  await make('open, in stock', { genus: 'monstera', closedAuctionInt: 0, hasStockInt: 1 });
  await make('closed', { genus: 'monstera', closedAuctionInt: 1, hasStockInt: 1 });
  await make('no stock flag', { genus: 'monstera', closedAuctionInt: 0 });
  await make('open, sold out', { genus: 'monstera', closedAuctionInt: 0, hasStockInt: 0 });
});
afterAll(async () => { await twin.close(); });

describe('sorted search over the sort indexes', () => {
  it('ascending keys put listings without the value last, descending ones too', async () => {
    expect(await titles({ sort: SORT.join(',') })).toEqual(['open, in stock', 'open, sold out', 'no stock flag', 'closed']);
    expect(await titles({ sort: 'pub_hasStockInt' })).toEqual(['closed', 'open, in stock', 'open, sold out', 'no stock flag']);
    expect(await titles({ sort: '-pub_hasStockInt' })).toEqual(['open, sold out', 'closed', 'open, in stock', 'no stock flag']);
  });

  it('a configured sort is read from its index in order, without sorting every match', () => {
    const schema = twin.app.config.searchSchema;
    const col = (name: string) => `s_${name.replace(/^-/, '')}`;
    expect(schema.some((f) => f.key === 'hasStockInt')).toBe(true);
    const order = [...SORT.flatMap((k) => sortTerms(`s.${col(k)}`, k.startsWith('-'))), 's.rowid DESC'].join(', ');
    const plan = (twin.app.db.prepare(`EXPLAIN QUERY PLAN SELECT s.rowid FROM listing_search s WHERE s.stock >= 0 ORDER BY ${order} LIMIT 48`).all() as { detail: string }[])
      .map((r) => r.detail).join('\n');
    expect(plan).toMatch(/USING INDEX ls_sort_0/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('totals follow every write: new listings, stock changes', async () => {
    const total = async (params: Record<string, unknown>) => (await anon.listings.query({ pub_genus: 'monstera', ...params })).data.meta.totalItems;
    expect(await total({})).toBe(4);
    expect(await total({ minStock: 1 })).toBe(0);
    const id = await make('later', { genus: 'monstera', closedAuctionInt: 0, hasStockInt: 1 });
    expect(await total({})).toBe(5);
    await seller.sdk.stock.compareAndSet({ listingId: new types.UUID(id), oldTotal: null, newTotal: 2 });
    expect(await total({ minStock: 1 })).toBe(1);
  });
});
