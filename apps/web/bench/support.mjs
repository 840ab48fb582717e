/**
 * What the web benchmarks share: building the site once, the marketplace twin with the
 * 100,000-listing scale seed and the site as child processes on free loopback ports, an
 * autocannon run that keeps every latency for exact percentiles, and the gzip JavaScript a
 * route ships on a first visit (from the client build manifest).
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? '20');
export const connections = Number(process.env.BENCH_CONNECTIONS ?? '10');
/** The build to serve and measure (the site's WEB_BUILD_DIR; `build` by default). */
export const buildDir = process.env.WEB_BUILD_DIR || 'build';

const children = [];
function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

/** Stops the twin and site processes and exits. */
export function finish() {
  cleanup();
  process.exit(0);
}

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

/** Builds the site unless a build exists (BENCH_BUILD=1 forces a build). */
export function ensureBuilt() {
  if (existsSync(join(webDir, buildDir, 'server/index.js')) && process.env.BENCH_BUILD !== '1') return;
  console.log('Building the site...');
  const built = spawnSync('pnpm', ['run', 'build'], { cwd: webDir, stdio: 'inherit', env: { ...process.env, WEB_BUILD_DIR: buildDir } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** The marketplace twin with the scale seed (BENCH_LISTINGS, 100,000 by default): { url, listings, seedMs, sortIndexes }. */
export function startScaleTwin() {
  console.log(`Seeding the marketplace twin (scale seed, ${process.env.BENCH_LISTINGS ?? '100000'} listings)...`);
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

/** The environment the benched site runs with: production, the twin at `twinUrl`, listening on `port`. */
export function siteEnv(twinUrl, port) {
  return { WEB_BUILD_DIR: buildDir, NODE_ENV: 'production', VARIEGATA_SANDBOX: '1', PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, SHARETRIBE_SDK_BASE_URL: twinUrl, SHARETRIBE_INTEGRATION_BASE_URL: twinUrl, STRAPI_URL: 'http://127.0.0.1:9/api' };
}

/**
 * The production site (server.ts) against the twin; the editorial service points at a closed
 * port (related articles fail fast and are cached). `env` adds settings such as WEB_WORKERS.
 */
export async function startSite(twinUrl, env = {}) {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir> writes the site process's CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // The site's Node flags, as its start script passes them.
  const flags = JSON.parse(readFileSync(join(webDir, 'server-node-flags.json'), 'utf8'));
  const child = spawn(process.execPath, [...flags, ...profile, '--conditions=@variegata/source', '--import', 'tsx', 'server.ts'], {
    cwd: webDir,
    env: { ...process.env, ...siteEnv(twinUrl, port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, 60_000);
  return { url, pid: child.pid, stop: () => new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve())) };
}

/** A returning visitor: the cookies the site set on a first visit (CSRF and the like). */
export async function visitorCookies(url) {
  const response = await fetch(url, { redirect: 'manual' });
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/**
 * One autocannon run against `site`: `paths` rotate request by request; a path containing
 * `{page}` gets a random page number per request (2..100: page 1 redirects to the address without it),
 * one containing `{n}` a random number from 100,000 to 999,999 (an address no request had before).
 */
export async function load(site, paths, duration, cookie, extraHeaders = {}, conns = connections) {
  const latencies = [];
  const headers = { accept: 'text/html', ...(cookie ? { cookie } : {}), ...extraHeaders };
  const randomPage = (path) =>
    path
      .replace('%7Bpage%7D', '{page}')
      .replace('{page}', String(2 + Math.floor(Math.random() * 99)))
      .replace('{n}', String(100_000 + Math.floor(Math.random() * 900_000)));
  const random = (path) => path.includes('{page}') || path.includes('%7Bpage%7D') || path.includes('{n}');
  const requests = paths.map((path) => (random(path) ? { method: 'GET', setupRequest: (req) => ({ ...req, path: randomPage(path) }) } : { method: 'GET', path }));
  const instance = autocannon({ url: site, connections: conns, duration, pipelining: 1, headers, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { requests: result.requests.total, rps: result.requests.total / duration, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), bad: result.non2xx + result.errors + result.timeouts };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
export function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');

export const TABLE_HEAD = 'run                            req/s     p50 ms   p95 ms   p99 ms   requests  non-2xx  load 1m';

/** What a browser sends: the page then comes compressed (Brotli), as real visitors get it. */
export const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * A warm-up of 2 s, then the measured run, printed as one table row. `options` overrides the run's
 * duration (seconds) and connections (BENCH_SECONDS and BENCH_CONNECTIONS otherwise).
 */
export async function measure(name, site, paths, cookie, extraHeaders = {}, options = {}) {
  const conns = options.connections ?? connections;
  await load(site, paths, 2, cookie, extraHeaders, conns);
  const r = await load(site, paths, options.seconds ?? seconds, cookie, extraHeaders, conns);
  console.log(`${name.padEnd(29)} ${fmt(r.rps).padStart(7)}  ${fmt(r.p50).padStart(8)} ${fmt(r.p95).padStart(8)} ${fmt(r.p99).padStart(8)}  ${String(r.requests).padStart(8)}  ${String(r.bad).padStart(7)}  ${fmt(loadavg()[0], 2).padStart(7)}`);
  return r;
}

/**
 * gzip bytes of the JS a route loads on a first visit: entry, root, the route and their imports. The
 * route manifest module is not counted: with lazy route discovery a page carries its own routes
 * inline and never loads it.
 */
export function jsOfRoute(routeId) {
  const assets = join(webDir, buildDir, 'client/assets');
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const text = readFileSync(join(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const files = new Set();
  for (const part of [manifest.entry, manifest.routes.root, manifest.routes[routeId]]) {
    if (!part) continue;
    files.add(part.module);
    for (const f of part.imports ?? []) files.add(f);
  }
  const bytes = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(webDir, buildDir, 'client', f)), { level: 9 }).length, 0);
  return { kb: bytes / 1024, chunks: files.size, missing: !manifest.routes[routeId] };
}
