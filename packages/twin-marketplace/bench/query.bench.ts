/**
 * Benchmark (not a test): loads the scale seed (100,000 listings by default, BENCH_LISTINGS to change)
 * into a temporary SQLite file, then measures through the real SDK:
 *  - listings/query p50/p95 with a genus filter, with keywords, and with the default composite sort
 *  - stock/compare_and_set writes per second (sequential, and 8 listings in parallel)
 * Run: pnpm --filter @variegata/twin-marketplace bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { DEFAULT_MARKETPLACE_CLIENT, startMarketplaceTwin } from '../src/server';
import { seedMarketplaceScale } from '../src/seed';
import { hashPassword } from '../src/auth-passwords';

const COUNT = Number(process.env['BENCH_LISTINGS'] ?? 100_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 100);

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, fn: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 5; i += 1) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} p50 ${pct(times, 50).toFixed(1).padStart(7)} ms   p95 ${pct(times, 95).toFixed(1).padStart(7)} ms`);
}

const dir = mkdtempSync(join(tmpdir(), 'twin-bench-'));
const twin = await startMarketplaceTwin({ dbPath: join(dir, 'bench.db'), port: 0, scryptLogN: 10 });
const t0 = performance.now();
await seedMarketplaceScale(twin, { count: COUNT });
console.log(`scale seed: ${COUNT} listings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const sdk = sharetribeSdk.createInstance({ clientId: DEFAULT_MARKETPLACE_CLIENT.clientId, baseUrl: twin.url, tokenStore: sharetribeSdk.tokenStore.memoryStore() });
const common = { perPage: 48, include: ['author', 'images'], 'fields.image': ['variants.listing-card', 'variants.listing-card-2x'], 'limit.images': 1 };
const genera = ['monstera', 'philodendron', 'anthurium', 'alocasia', 'hoya'];
const words = ['albo', 'pink princess', 'queen', 'variegated monstera', 'silver dragon', 'marble'];

await measure('listings/query genus filter', (i) => sdk.listings.query({ ...common, pub_genus: genera[i % genera.length] }));
await measure('listings/query keywords', (i) => sdk.listings.query({ ...common, keywords: words[i % words.length] }));
await measure('listings/query default composite sort', () => sdk.listings.query({ ...common, sort: '-pub_closedAuctionInt,pub_hasStockInt,meta_viewsByCurrentDay' }));
await measure('listings/query genus + composite sort', (i) => sdk.listings.query({ ...common, pub_genus: genera[i % genera.length], sort: '-pub_closedAuctionInt,pub_hasStockInt,meta_viewsByCurrentDay' }));

// compare-and-set writes: a seller with 8 listings
const seller = sharetribeSdk.createInstance({ clientId: DEFAULT_MARKETPLACE_CLIENT.clientId, baseUrl: twin.url, tokenStore: sharetribeSdk.tokenStore.memoryStore() });
twin.app.db.prepare("INSERT INTO users (id, email, password_hash, first_name, last_name, created_at) VALUES (?, 'bench@variegata.test', ?, 'Bench', 'Seller', ?)")
  .run('00000000-0000-4000-8000-0000000000be', await hashPassword('bench password', 10), Date.now());
await seller.login({ username: 'bench@variegata.test', password: 'bench password' });
const ids: string[] = [];
for (let i = 0; i < 8; i += 1) {
  const res = await seller.ownListings.create({ title: `Bench ${i}`, price: new sharetribeSdk.types.Money(1000, 'USD') });
  ids.push(res.data.data.id.uuid);
  await seller.stock.compareAndSet({ listingId: res.data.data.id, oldTotal: null, newTotal: 0 });
}
async function casLoop(listingId: string, ms: number): Promise<number> {
  let total = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    await seller.stock.compareAndSet({ listingId: new sharetribeSdk.types.UUID(listingId), oldTotal: total, newTotal: total + 1 });
    total += 1;
  }
  return total;
}
const seq = await casLoop(ids[0]!, 3000);
console.log(`stock/compare_and_set sequential: ${(seq / 3).toFixed(0)} writes/s`);
const par = await Promise.all(ids.slice(1).map((id) => casLoop(id, 3000)));
console.log(`stock/compare_and_set 7 listings in parallel: ${(par.reduce((a, b) => a + b, 0) / 3).toFixed(0)} writes/s`);

await twin.close();
rmSync(dir, { recursive: true, force: true });
