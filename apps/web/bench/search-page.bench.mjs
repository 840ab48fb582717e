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
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? '20');
const connections = 10;
const children = [];

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
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function startTwin() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=@variegata/source', '--import', 'tsx', join(webDir, 'bench/scale-twin.mts')], {
      cwd: webDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
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
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      SHARETRIBE_SDK_BASE_URL: twinUrl,
      SHARETRIBE_INTEGRATION_BASE_URL: twinUrl,
      STRAPI_URL: 'http://127.0.0.1:9/api',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, 60_000);
  return url;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A returning visitor: the cookies the site set on a first visit (anonymous token, CSRF). */
async function visitorCookies(url) {
  const response = await fetch(url, { redirect: 'manual' });
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function load(url, duration, cookie) {
  const latencies = [];
  const headers = { accept: 'text/html', ...(cookie ? { cookie } : {}) };
  // "{page}" in the path: a random results page per request, so the shared visitor results rarely help
  const random = url.includes('{page}');
  const requests = random ? [{ setupRequest: (req) => ({ ...req, path: req.path.replace('%7Bpage%7D', String(1 + Math.floor(Math.random() * 100))).replace('{page}', String(1 + Math.floor(Math.random() * 100))) }) }] : undefined;
  const instance = autocannon({ url, connections, duration, pipelining: 1, headers, ...(requests ? { requests } : {}) });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    rps: result.requests.total / duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * gzip bytes of the JS a page loads on a first visit: the Remix manifest, the entry client, the
 * root route and the page's route module with their imports (from build/client/assets/manifest-*.js).
 */
function jsPerPage(routes) {
  const assets = join(webDir, 'build/client/assets');
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const text = readFileSync(join(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const gz = (file) => gzipSync(readFileSync(join(webDir, 'build/client', file)), { level: 9 }).length;
  return routes.map(([name, routeId]) => {
    const route = manifest.routes[routeId];
    const files = new Set([`/assets/${manifestFile}`]);
    for (const part of [manifest.entry, manifest.routes.root, route]) {
      if (!part) continue;
      files.add(part.module);
      for (const f of part.imports ?? []) files.add(f);
    }
    const bytes = [...files].reduce((sum, f) => sum + gz(f), 0);
    return { name, routeId, kb: bytes / 1024, chunks: files.size, missing: !route };
  });
}

const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');

if (!existsSync(join(webDir, 'build/server/index.js')) || process.env.BENCH_BUILD === '1') {
  console.log('Building the site...');
  const built = spawnSync('pnpm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

console.log(`Seeding the marketplace twin (scale seed, ${process.env.BENCH_LISTINGS ?? '100000'} listings)...`);
const twin = await startTwin();
console.log(`  ${twin.listings} listings in ${fmt(twin.seedMs / 1000)} s at ${twin.url}; sort indexes ${JSON.stringify(twin.sortIndexes)}`);
const site = await startSite(twin.url);
const cookie = await visitorCookies(`${site}/marketplace`);

const pages = [
  ['search, default sort', '/marketplace'],
  ['search, genus path', '/marketplace/monstera'],
  ['search, auctions shortcut', '/marketplace?pub_type=auction&sort=-pub_closedAuctionInt%2C-pub_auctionDateTimestamp'],
  ['search, keywords', '/marketplace?keywords=variegated%20albo'],
  ['search, filters + price', '/marketplace?price=50%2C500&pub_plantType=node-cut&pub_variegation=yes&sort=-price'],
  ['search, random page (cold)', '/marketplace?page={page}'],
  ['baseline: /membership', '/membership'],
];

console.log(`\nServer-rendered search pages: ${connections} connections, ${seconds} s each, loopback, returning visitor (cookies)\n`);
console.log('page                          req/s     p50 ms   p95 ms   p99 ms   requests  non-2xx');
for (const [name, path] of pages) {
  await load(`${site}${path}`, 2, cookie); // warm-up
  const r = await load(`${site}${path}`, seconds, cookie);
  console.log(
    `${name.padEnd(28)} ${fmt(r.rps).padStart(7)}  ${fmt(r.p50).padStart(8)} ${fmt(r.p95).padStart(8)} ${fmt(r.p99).padStart(8)}  ${String(r.requests).padStart(8)}  ${String(r.non2xx + r.errors).padStart(7)}`,
  );
}

console.log('\nJavaScript per page (gzip, first visit: entry, root, route and static imports)\n');
for (const page of jsPerPage([
  ['search', 'routes/marketplace.($pub_genus).($pub_species)'],
  ['listing', 'routes/l.$slug.$id._index'],
  ['home', 'routes/_index'],
  ['favorites', 'routes/favorites'],
  ['profile', 'routes/shop.$username.($id)'],
])) {
  console.log(`${page.name.padEnd(12)} ${fmt(page.kb)} KB in ${page.chunks} chunks${page.missing ? ' (route not in the manifest)' : ''}`);
}
cleanup();
process.exit(0);
