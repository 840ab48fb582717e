/**
 * Listing page benchmark (issue 6 "Done when"): requests per second and p95 latency of the
 * server-rendered /l/{slug}/{id} page on loopback (autocannon, 10 connections), against the
 * marketplace twin holding the 100,000-listing scale seed; then the gzip JavaScript the page ships.
 *
 *   pnpm --filter @variegata/web bench      (BENCH_SECONDS=20 BENCH_LISTINGS=100000 by default)
 *
 * Figures are printed, not asserted: the target is over 200 requests per second and under 150 KB
 * of JavaScript. The editorial service is pointed at a closed port (related articles fail fast
 * and are cached per genus), as in the search bench.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? '20');
const connections = Number(process.env.BENCH_CONNECTIONS ?? '10');
const children = [];
/** The build to serve and measure (the site's WEB_BUILD_DIR; `build` by default). */
const buildDir = process.env.WEB_BUILD_DIR || 'build';

function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function startTwin() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=@variegata/source', '--import', 'tsx', join(webDir, 'bench/scale-twin.mts')], { cwd: webDir, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`scale twin exited (${code})`)));
  });
}

async function startSite(twinUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=@variegata/source', '--import', 'tsx', 'server.ts'], {
    cwd: webDir,
    env: { ...process.env, WEB_BUILD_DIR: buildDir, NODE_ENV: 'production', PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, SHARETRIBE_SDK_BASE_URL: twinUrl, SHARETRIBE_INTEGRATION_BASE_URL: twinUrl, STRAPI_URL: 'http://127.0.0.1:9/api' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, 60_000);
  return url;
}

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

async function visitorCookies(url) {
  const response = await fetch(url, { redirect: 'manual' });
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Listing page paths taken from search result pages (cards link to /l/{slug}/{id}). */
async function listingPaths(site, cookie, query) {
  const html = await (await fetch(`${site}/marketplace${query}`, { headers: { cookie } })).text();
  return [...new Set([...html.matchAll(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/g)].map((m) => m[1]))];
}

async function load(site, paths, duration, cookie) {
  const latencies = [];
  const headers = { accept: 'text/html', ...(cookie ? { cookie } : {}) };
  const instance = autocannon({ url: site, connections, duration, pipelining: 1, headers, requests: paths.map((path) => ({ method: 'GET', path })) });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { requests: result.requests.total, rps: result.requests.total / duration, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), bad: result.non2xx + result.errors + result.timeouts };
}

/** gzip bytes of the JS the listing page loads on a first visit (manifest, entry, root, route and imports). */
function jsOf(routeId) {
  const assets = join(webDir, buildDir, 'client/assets');
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const text = readFileSync(join(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const files = new Set([`/assets/${manifestFile}`]);
  for (const part of [manifest.entry, manifest.routes.root, manifest.routes[routeId]]) {
    if (!part) continue;
    files.add(part.module);
    for (const f of part.imports ?? []) files.add(f);
  }
  const bytes = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(webDir, buildDir, 'client', f)), { level: 9 }).length, 0);
  return { kb: bytes / 1024, chunks: files.size, missing: !manifest.routes[routeId] };
}

const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');

if (!existsSync(join(webDir, buildDir, 'server/index.js')) || process.env.BENCH_BUILD === '1') {
  console.log('Building the site...');
  const built = spawnSync('pnpm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

console.log(`Seeding the marketplace twin (scale seed, ${process.env.BENCH_LISTINGS ?? '100000'} listings)...`);
const twin = await startTwin();
console.log(`  ${twin.listings} listings at ${twin.url}`);
const site = await startSite(twin.url);
const cookie = await visitorCookies(`${site}/marketplace`);
const fixed = await listingPaths(site, cookie, '?pub_type=sell');
const auctions = await listingPaths(site, cookie, '?pub_type=auction');
if (fixed.length === 0 || auctions.length === 0) throw new Error('no listing links found on the search page');

const runs = [
  ['one fixed-price listing', [fixed[0]]],
  ['48 fixed-price, rotating', fixed],
  ['48 auctions, rotating', auctions],
];
console.log(`\nServer-rendered listing pages: ${connections} connections, ${seconds} s each, loopback, returning visitor (cookies)\n`);
console.log('run                           req/s     p50 ms   p95 ms   p99 ms   requests  non-2xx');
for (const [name, paths] of runs) {
  await load(site, paths, 2, cookie);
  const r = await load(site, paths, seconds, cookie);
  console.log(`${name.padEnd(28)} ${fmt(r.rps).padStart(7)}  ${fmt(r.p50).padStart(8)} ${fmt(r.p95).padStart(8)} ${fmt(r.p99).padStart(8)}  ${String(r.requests).padStart(8)}  ${String(r.bad).padStart(7)}`);
}
for (const [name, routeId] of [['listing page', 'routes/l.$slug.$id._index'], ['edit listing', 'routes/l.$slug.$id.$type.$tab._index']]) {
  const js = jsOf(routeId);
  console.log(`\nJavaScript, ${name} (gzip, first visit): ${fmt(js.kb)} KB in ${js.chunks} chunks${js.missing ? ' (route not in the manifest)' : ''}`);
}
cleanup();
process.exit(0);
