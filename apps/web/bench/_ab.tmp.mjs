// A/B of main-thread blocking on first loads: builds A and B served side by side, loads alternate.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { variegataSortIndexes } from '@variegata/twin-marketplace/config';
import { seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { startMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEFAULT_SORT } from '../app/search/search-config';
import { startSite } from './support.mjs';
const dir = mkdtempSync(join(tmpdir(), 'variegata-ab-'));
const twin = await startMarketplaceTwin({ sortIndexes: [...variegataSortIndexes, DEFAULT_SORT.split(',')], dbPath: join(dir, 'm.sqlite'), port: 0, scryptLogN: 10, timerIntervalMs: 3_600_000 });
await seedMarketplaceDemo(twin, { scryptLogN: 10 });
const builds = (process.env.AB_BUILDS || 'build-a,build-b').split(',');
const sites = [];
for (const b of builds) sites.push(await startSite(twin.url, { WEB_BUILD_DIR: b }));
const html = await (await fetch(sites[0].url + '/marketplace')).text();
const listing = /href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/.exec(html)[1];
const paths = (process.env.AB_PATHS || `/,/marketplace,${listing}`).split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
const res = {};
for (let round = 0; round < Number(process.env.AB_ROUNDS || 5); round++) for (const p of paths) for (const [i, site] of sites.entries()) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto(site.url + p, { waitUntil: 'networkidle' }); // warm server caches and the HTTP cache
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' });
  await page.goto(site.url + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end'); await done;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let main, n = 0; for (const t of mains) { const c = events.filter((e) => e.tid === t.tid && e.pid === t.pid && e.name === 'RunTask').length; if (c > n) { n = c; main = t; } }
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0;
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp);
  let tbt = 0, busy = 0, over = 0; for (const t of tasks) { const d = t.dur / 1000; busy += d; if (4 * d > 50) { tbt += 4 * d - 50; over++; } }
  ((res[p] ??= {})[builds[i]] ??= []).push({ tbt, busy, over });
  await page.close();
}
const med = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const q1 = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 4)]; };
for (const p of paths) for (const b of builds) { const r = res[p][b]; console.log(p.slice(0, 30).padEnd(31), b.padEnd(10), 'TBT@4x min/q1/median', Math.min(...r.map((x) => x.tbt)).toFixed(0).padStart(5), q1(r.map((x) => x.tbt)).toFixed(0).padStart(5), med(r.map((x) => x.tbt)).toFixed(0).padStart(5), '| busy after FCP min/q1', Math.min(...r.map((x) => x.busy)).toFixed(0), q1(r.map((x) => x.busy)).toFixed(0), '| tasks>12.5ms', med(r.map((x) => x.over))); }
await browser.close();
for (const s of sites) await s.stop();
await twin.close();
process.exit(0);
