import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { variegataSortIndexes } from '@variegata/twin-marketplace/config';
import { seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { startMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEFAULT_SORT } from '../app/search/search-config';
import { ensureBuilt, startSite } from './support.mjs';
ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'variegata-tr-'));
const twin = await startMarketplaceTwin({ sortIndexes: [...variegataSortIndexes, DEFAULT_SORT.split(',')], dbPath: join(dir, 'm.sqlite'), port: 0, scryptLogN: 10, timerIntervalMs: 3_600_000 });
await seedMarketplaceDemo(twin, { scryptLogN: 10 });
const site = await startSite(twin.url);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const html = await (await fetch(site.url + '/marketplace?pub_type=auction')).text();
const listing = /href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/.exec(html)[1];
for (const p of ['/', '/marketplace', listing]) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto(site.url + p, { waitUntil: 'networkidle' });
  console.log('==', p, await page.evaluate(() => document.querySelectorAll('*').length), 'elements; html', (await page.content()).length);
  console.log(await page.evaluate(() => {
    const out = [];
    const walk = (el, depth) => { for (const c of el.children) { const n = c.querySelectorAll('*').length + 1; if (n > 25) { const vis = c.getBoundingClientRect(); out.push(`${'  '.repeat(depth)}${c.tagName.toLowerCase()}${c.id ? '#' + c.id : ''}${c.className && typeof c.className === 'string' ? '.' + c.className.split(' ').slice(0, 2).join('.') : ''} ${n}${vis.height === 0 || getComputedStyle(c).display === 'none' ? ' HIDDEN' : ''}`); if (depth < 5) walk(c, depth + 1); } } };
    walk(document.body, 0);
    const svgs = document.querySelectorAll('svg *').length;
    return out.join('\n') + `\nsvg descendants: ${svgs}`;
  }));
  await page.close();
}
await browser.close(); await site.stop(); await twin.close(); process.exit(0);
