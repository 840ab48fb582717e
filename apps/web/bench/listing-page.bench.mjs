/**
 * Listing page benchmark (issue 6 "Done when"): requests per second and p95 latency of the
 * server-rendered /l/{slug}/{id} page on loopback (autocannon, 10 connections), against the
 * marketplace twin holding the 100,000-listing scale seed; then the gzip JavaScript the page ships.
 *
 *   pnpm --filter @variegata/web bench      (BENCH_SECONDS=20 BENCH_LISTINGS=100000 by default)
 *
 * Figures are printed, not asserted: the target is over 200 requests per second and under 150 KB
 * of JavaScript. Anonymous visitors of one listing share its read for a second, so the rows
 * differ in how often that helps: one hot listing (nearly always), 48 (mostly) and 480 listings
 * (rarely: each is asked for about once in two seconds). The site runs as one process, then with
 * WEB_WORKERS=2 (node:cluster) on the same twin. The last row asks for compression as browsers do.
 */
import { BROWSER_ENCODING, finish, jsOfRoute, measure, ensureBuilt, fmt, seconds, connections, startScaleTwin, startSite, TABLE_HEAD, visitorCookies } from './support.mjs';
import { loadavg } from 'node:os';
import { renderRate } from './render-anchor.mjs';

const LISTING_ROUTE = 'routes/l.$slug.$id._index';

/** Listing page paths taken from search result pages (cards link to /l/{slug}/{id}). */
async function listingPaths(site, cookie, query, pages = 1) {
  const found = new Set();
  for (let page = 1; page <= pages; page += 1) {
    const html = await (await fetch(`${site}/marketplace${query}&page=${page}`, { headers: { cookie } })).text();
    for (const m of html.matchAll(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/g)) found.add(m[1]);
  }
  return [...found];
}

ensureBuilt();
const twin = await startScaleTwin();
console.log(`  ${twin.listings} listings at ${twin.url}`);

for (const [label, env] of [['one site process', {}], ['WEB_WORKERS=2', { WEB_WORKERS: '2' }]]) {
  const site = await startSite(twin.url, env);
  const cookie = await visitorCookies(`${site.url}/marketplace`);
  const fixed = await listingPaths(site.url, cookie, '?pub_type=sell');
  const auctions = await listingPaths(site.url, cookie, '?pub_type=auction');
  const many = await listingPaths(site.url, cookie, '?pub_type=sell', 10);
  if (fixed.length === 0 || auctions.length === 0) throw new Error('no listing links found on the search page');
  console.log(`\nServer-rendered listing pages, ${label}: ${connections} connections, ${seconds} s each, loopback, returning anonymous visitor\n`);
  console.log(TABLE_HEAD);
  const hot = await measure('one fixed-price listing', site.url, [fixed[0]], cookie);
  const rotating = await measure('48 fixed-price, rotating', site.url, fixed, cookie);
  const auctionRun = await measure('48 auctions, rotating', site.url, auctions, cookie);
  await measure(`${many.length} fixed-price, rotating`, site.url, many, cookie);
  await measure(`${many.length} rotating, compressed`, site.url, many, cookie, BROWSER_ENCODING);
  await site.stop();
  if (label !== 'one site process') continue;
  // Anchor, in this run: the listing page's own tree rendered bare (data loaded once, no loaders, no SDK).
  for (const [name, path, run] of [['fixed-price', fixed[0], [hot, rotating]], ['auction', auctions[0], [auctionRun]]]) {
    const render = await renderRate(twin.url, LISTING_ROUTE, path, Math.min(seconds, 5)).catch((error) => ({ error }));
    if (render.error) {
      console.log(`\nAnchor: the ${name} listing page's data could not be captured: ${render.error.message}`);
      continue;
    }
    const ratios = run.map((r) => `${fmt(r.rps)} / ${fmt(render.rps)} = ${fmt(r.rps / render.rps, 2)}`).join(' (one listing); ') + (run.length > 1 ? ' (48 rotating)' : '');
    console.log(`\nAnchor: bare React render of a ${name} listing page's tree: ${fmt(render.rps)} renders/s, ${fmt(render.ms, 2)} ms each, ${fmt(render.kb)} KB, load ${fmt(loadavg()[0], 2)}`);
    console.log(`        site/render rate: ${ratios}`);
  }
  console.log('        (above 1: a signed-out visitor\'s page whose data has not changed is served again, not rendered)');
}
for (const [name, routeId] of [['listing page', 'routes/l.$slug.$id._index'], ['edit listing', 'routes/l.$slug.$id.$type.$tab._index']]) {
  const js = jsOfRoute(routeId);
  console.log(`\nJavaScript, ${name} (gzip, first visit): ${fmt(js.kb)} KB in ${js.chunks} chunks${js.missing ? ' (route not in the manifest)' : ''}`);
}
finish();
