/**
 * Bench helper: the marketplace twin with the 100,000-listing scale seed (SQLite in a temp
 * file), on a free loopback port. Prints one JSON line {"url": ...} when ready; stops on SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { variegataSortIndexes } from '@variegata/twin-marketplace/config';
import { startMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEFAULT_SORT } from '../app/search/search-config';
import { seedMarketplaceScale } from '@variegata/twin-marketplace/seed';

const count = Number(process.env.BENCH_LISTINGS ?? '100000');
const dir = mkdtempSync(join(tmpdir(), 'variegata-bench-'));
const started = Date.now();
// The twin's default composite index serves the trending order; the search page's default order
// (fewest views today) needs its own (set BENCH_NO_DEFAULT_INDEX=1 to measure without it).
const sortIndexes = process.env.BENCH_NO_DEFAULT_INDEX === '1' ? variegataSortIndexes : [...variegataSortIndexes, DEFAULT_SORT.split(',')];
const twin = await startMarketplaceTwin({ sortIndexes, dbPath: join(dir, 'marketplace.sqlite'), port: 0, scryptLogN: 10, timerIntervalMs: 3_600_000 });
const inserted = await seedMarketplaceScale(twin, { count });
process.stdout.write(`${JSON.stringify({ url: twin.url, listings: inserted, seedMs: Date.now() - started, sortIndexes })}\n`);
const stop = () => void twin.close().finally(() => { rmSync(dir, { recursive: true, force: true }); process.exit(0); });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
