/**
 * Search page benchmark (issue 6 "Done when"): requests per second and p95 latency of the
 * server-rendered /marketplace page at 10 concurrent connections on loopback, against the
 * marketplace twin holding the 100,000-listing scale seed; then the gzip size of the
 * JavaScript each page ships, from the client build manifest.
 *
 *   pnpm --filter @variegata/web bench          (BENCH_SECONDS=20 BENCH_LISTINGS=100000 by default)
 *
 * Figures are printed, not asserted: targets are p95 < 100 ms, > 200 req/s for the listing
 * page, < 150 KB of JavaScript per page.
 */
import { BROWSER_ENCODING, ensureBuilt, finish, fmt, jsOfRoute, measure, seconds, connections, startScaleTwin, startSite, TABLE_HEAD, visitorCookies } from './support.mjs';
import { loadavg } from 'node:os';
import { renderRate, twinQueryTime } from './render-anchor.mjs';
import { parseSearch } from '../app/search/search-state';
import { searchQueryParams } from '../app/search/search-query';

const SEARCH_ROUTE = 'routes/marketplace.($pub_genus).($pub_species)';

/** The listings.query the search page sends for `path` (a random page is page 50). */
function queryOf(path) {
  const url = new URL(path.replace('{page}', '50').replace('{n}', '500000'), 'http://localhost');
  const [genus, species] = url.pathname.split('/').slice(2).map(decodeURIComponent);
  return JSON.parse(JSON.stringify(searchQueryParams(parseSearch({ pub_genus: genus, pub_species: species }, url.searchParams))));
}

ensureBuilt();
const twin = await startScaleTwin();
console.log(`  ${twin.listings} listings in ${fmt(twin.seedMs / 1000)} s at ${twin.url}; sort indexes ${JSON.stringify(twin.sortIndexes)}`);
const site = (await startSite(twin.url)).url;
const cookie = await visitorCookies(`${site}/marketplace`);

const pages = [
  ['search, default sort', '/marketplace'],
  ['search, genus path', '/marketplace/monstera'],
  ['search, auctions shortcut', '/marketplace?pub_type=auction&sort=-pub_closedAuctionInt%2C-pub_auctionDateTimestamp'],
  ['search, keywords', '/marketplace?keywords=variegated%20albo'],
  ['search, filters + price', '/marketplace?price=50%2C500&pub_plantType=node-cut&pub_variegation=yes&sort=-price'],
  ['search, random page of 99', '/marketplace?page={page}'],
  ['search, never rendered', '/marketplace?price=1%2C{n}'],
  ['baseline: /membership', '/membership'],
];

console.log(`\nServer-rendered search pages: ${connections} connections, ${seconds} s each, loopback, returning anonymous visitor\n`);
console.log(TABLE_HEAD);
const results = [];
for (const [name, path] of pages) results.push([name, path, await measure(name, site, [path], cookie)]);
await measure('search, default, compressed', site, ['/marketplace'], cookie, BROWSER_ENCODING);

// Anchors, in this run: the page's own component tree rendered bare, and the twin's own query time.
const render = await renderRate(twin.url, SEARCH_ROUTE, '/marketplace', Math.min(seconds, 5));
const siteRate = results[0][2].rps;
console.log(`\nAnchor: bare React render of the search page's tree (data loaded once, no loaders, no SDK): ${fmt(render.rps)} renders/s, ${fmt(render.ms, 2)} ms each, ${fmt(render.kb)} KB, load ${fmt(loadavg()[0], 2)}`);
console.log(`        site/render rate, default search: ${fmt(siteRate)} / ${fmt(render.rps)} = ${fmt(siteRate / render.rps, 2)}`);
console.log('        (above 1: a signed-out visitor\'s page whose data has not changed is served again, not rendered; the never-rendered row renders every request)');
console.log('\nAnchor: the twin\'s own listings.query (bare SDK over HTTP, one at a time) next to the site\'s p95\n');
console.log('run                          site p95 ms   twin p50 ms   twin p95 ms  load 1m');
for (const [name, path, r] of results) {
  if (!path.startsWith('/marketplace')) continue;
  const q = await twinQueryTime(twin.url, queryOf(path));
  console.log(`${name.padEnd(29)} ${fmt(r.p95).padStart(10)}  ${fmt(q.p50).padStart(12)}  ${fmt(q.p95).padStart(12)}  ${fmt(loadavg()[0], 2).padStart(7)}${q.failures ? `  (${q.failures} calls failed)` : ''}`);
}

// The same site with WEB_WORKERS=2 (node:cluster), as a deployment on this 2-core machine would run it.
const workers = await startSite(twin.url, { WEB_WORKERS: '2' });
console.log(`\nWith WEB_WORKERS=2\n`);
console.log(TABLE_HEAD);
await measure('search, default sort', workers.url, ['/marketplace'], cookie);
await measure('search, auctions shortcut', workers.url, [pages[2][1]], cookie);
await measure('search, default, compressed', workers.url, ['/marketplace'], cookie, BROWSER_ENCODING);
await workers.stop();

console.log('\nJavaScript per page (gzip, first visit: entry, root, route and static imports)\n');
for (const [name, routeId] of [
  ['search', 'routes/marketplace.($pub_genus).($pub_species)'],
  ['listing', 'routes/l.$slug.$id._index'],
  ['home', 'routes/_index'],
  ['favorites', 'routes/favorites'],
  ['profile', 'routes/shop.$username.($id)'],
]) {
  const js = jsOfRoute(routeId);
  console.log(`${name.padEnd(12)} ${fmt(js.kb)} KB in ${js.chunks} chunks${js.missing ? ' (route not in the manifest)' : ''}`);
}
finish();
