/**
 * Guards of the real built server (server.ts over the production build), route by route from the
 * route table: only the documented methods are answered (every route x GET, HEAD, POST, PUT,
 * PATCH, DELETE, OPTIONS; anything else is 405 with `Allow`), bodies are refused before they are
 * read (413 past the route's limit, 411 without a length), cross-site posts are refused, responses
 * carry nosniff, generated queries and cookies never make a page answer 5xx, and over https the
 * CSRF and marketplace token cookies get the __Host- prefix.
 */
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import { keptAliveConnection } from '@variegata/twin-kit/testing/kept-alive';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTE_ACCESS } from '~/shell/access.server';
import { fillPath, routeFiles, type RouteFile } from '../test/support/route-files';
import { visitorCsrfToken } from './csrf-token';
import { startSiteProcess, type SiteProcess } from './site-process';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const RUNS = Number(process.env['E2E_FUZZ_RUNS'] ?? '4');
let site: string;

beforeAll(() => {
  site = inject('siteUrl');
});

/** The methods a route documents: GET and HEAD where it renders or loads, POST where it has an action. */
function documented(route: RouteFile): string[] {
  const rules = ROUTE_ACCESS[route.name]!;
  return [...(rules.page || !rules.action ? ['GET', 'HEAD'] : []), ...(rules.action ? ['POST'] : [])];
}

const SAMPLE: Record<string, (route: RouteFile) => string | undefined> = {
  id: (route) => (route.name.startsWith('shop.') ? undefined : '00000000-0000-4000-8000-000000000001'),
  slug: () => 'x',
  variant: () => 'draft',
  type: () => 'edit',
  tab: (route) => (route.name.startsWith('inbox.') ? 'orders' : 'onestep'),
  returnURLType: () => 'return',
  liveId: () => 'petraplants-live-3',
  pub_genus: () => 'monstera',
  pub_species: () => undefined,
  username: () => 'petraplants',
  provider: () => 'facebook',
  group: () => 'actions',
  component: () => 'button',
  example: () => 'primary',
  name: () => 'cover_0000.jpg',
  '*': () => 'no/such/page',
};
const pathOf = (route: RouteFile) => fillPath(route, (name) => SAMPLE[name]?.(route)).path;
const routes = routeFiles();

describe('methods, every route', () => {
  it.each(routes.map((route) => [route.name, route] as const))('%s answers only its documented methods', async (_name, route) => {
    const allowed = documented(route);
    const problems: string[] = [];
    for (const method of METHODS) {
      const response = await fetch(`${site}${pathOf(route)}`, { method, redirect: 'manual', headers: { origin: site }, ...(method === 'GET' || method === 'HEAD' ? {} : { body: '' }) });
      await response.arrayBuffer();
      if (allowed.includes(method)) {
        if (response.status === 405 || response.status >= 500) problems.push(`${method}: ${response.status}`);
      } else if (response.status !== 405 || response.headers.get('allow') !== allowed.join(', ')) {
        problems.push(`${method}: expected 405 with Allow "${allowed.join(', ')}", got ${response.status} "${response.headers.get('allow')}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** A raw request with exactly these headers (fetch would compute Content-Length itself). */
function raw(method: string, path: string, headers: Record<string, string>, body = ''): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; ms: number }> {
  const started = Date.now();
  const url = new URL(path, site);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path: url.pathname, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, ms: Date.now() - started });
    });
    req.on('error', reject);
    // The body is never sent in full: the answer must come from the headers alone.
    if (body) req.write(body);
    else req.flushHeaders();
  });
}

describe('bodies are bounded before they are read', () => {
  it('a form post declaring more than 100 KB is 413 at once', async () => {
    const answer = await raw('POST', '/login', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(50 * 1024 * 1024) }, 'intent=login');
    expect(answer.status).toBe(413);
    expect(answer.headers['connection']).toBe('close');
  });

  it('an upload declaring more than 20 MB is 413 at once; 20 MB passes the guard', async () => {
    expect((await raw('POST', '/api/listing-image', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(21 * 1024 * 1024) }, '--x')).status).toBe(413);
    const within = await fetch(`${site}/api/listing-image`, { method: 'POST', headers: { origin: site, 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' });
    expect(within.status).not.toBe(413);
  });

  it('a chunked body without a length is 411', async () => {
    const answer = await raw('POST', '/login', { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' }, '5\r\nhello\r\n');
    expect(answer.status).toBe(411);
  });

  it('a post from another site is refused before routing (403)', async () => {
    const response = await fetch(`${site}/login`, { method: 'POST', redirect: 'manual', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'intent=login' });
    expect(response.status).toBe(403);
  });
});

describe('headers', () => {
  it('pages and static assets carry nosniff', async () => {
    const page = await fetch(`${site}/marketplace`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await page.text();
    const asset = /\/assets\/[\w.-]+\.(?:js|css)/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expect((await fetch(`${site}${asset}`)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('scripts come in the encoding the client takes, compressed at build time (a length, not a stream) and cached for good', async () => {
    const html = await (await fetch(`${site}/marketplace`)).text();
    const script = /\/assets\/framework-[\w-]+\.js/.exec(html)![0];
    const plain = await raw('GET', script, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const size = Number(plain.headers['content-length']);
    for (const [accepts, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const answer = await raw('GET', script, { 'accept-encoding': accepts });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
      expect(Number(answer.headers['content-length'])).toBeLessThan(size / 2);
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // What the browser decodes is the script itself.
    const decoded = await (await fetch(`${site}${script}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    expect(decoded.byteLength).toBe(size);
  });

  it('reads are compressed; the small answers to mutations (a bid) are sent as they are', async () => {
    const html = await (await fetch(`${site}/marketplace`)).text();
    // A script of some size (ones under 1 KB are sent as they are).
    const script = /\/assets\/framework-[\w-]+\.js/.exec(html)![0];
    expect((await raw('GET', script, { 'accept-encoding': 'br, gzip' })).headers['content-encoding']).toMatch(/^(br|gzip)$/);
    const token = await visitorCsrfToken(site);
    const bid = await fetch(`${site}/api/bid`, {
      method: 'POST',
      headers: { 'accept-encoding': 'br, gzip', cookie: `vg_csrf=${token}`, origin: site, 'x-csrf-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ listingId: '00000000-0000-4000-8000-000000000001', bidAmount: 5000 }),
    });
    expect(bid.status).toBe(401);
    expect(bid.headers.get('content-encoding')).toBeNull();
    expect(((await bid.json()) as { code: string }).code).toBe('login-required');
  });
});

describe('connections', () => {
  it("keep an idle connection past Node's default 5 s and announce 65 s, more than a balancer's usual 60 s idle time", async () => {
    const connection = keptAliveConnection(site);
    try {
      const first = await connection.get('/favicon.ico');
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toMatch(/^Keep-Alive: timeout=65\r?$/im);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await connection.get('/favicon.ico')).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      connection.close();
    }
  });
});

describe('generated queries and cookies on every page', () => {
  const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('__proto__', 'constructor', 'toString', '-1', '1e308', '99999999999', '%', '%E0%A4%A', '<script>', 'a'.repeat(3000)));
  const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom('error', 'page', 'from', 'keywords', 'sort', 'price', 'billing', 'plan', 'copyId', 'author', 'mobilemenu', 'plantpay', '__proto__'), fc.string({ maxLength: 6 })), text), { maxLength: 4 });
  const cookie = fc.option(fc.constantFrom('vg_csrf=garbage', 'st-variegata-sandbox-token=%7B%22access_token%22%3A1%7D', 'st-variegata-sandbox-token={bad', 'vg_views=x~y.z', 'euCookiesAccepted=%', '__proto__=1'));
  const pages = routes.filter((route) => documented(route).includes('GET'));
  it.each(pages.map((route) => [route.name, route] as const))('%s never answers 5xx', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(query, cookie, async (pairs, jar) => {
        const search = new URLSearchParams(pairs).toString();
        const url = `${site}${pathOf(route)}${search ? `?${search}` : ''}`;
        const response = await fetch(url, { redirect: 'manual', headers: jar ? { cookie: jar } : {} });
        await response.arrayBuffer();
        expect(response.status, url.slice(0, 300)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('over https', () => {
  let secure: SiteProcess;
  beforeAll(async () => {
    secure = await startSiteProcess({ PUBLIC_BASE_URL: 'https://variegata.example' });
  });
  afterAll(async () => secure?.stop());

  it('the CSRF and marketplace token cookies are __Host- cookies (Secure, Path=/, no Domain), and sign the browser in', async () => {
    const page = await fetch(`${secure.url}/login`);
    const csrfCookie = page.headers.getSetCookie().find((c) => c.startsWith('__Host-vg_csrf='))!;
    expect(csrfCookie).toMatch(/; Secure/);
    expect(csrfCookie).toMatch(/Path=\//);
    expect(csrfCookie).not.toMatch(/Domain=/i);
    const csrf = decodeURIComponent(/^__Host-vg_csrf=([^;]+)/.exec(csrfCookie)![1]!);
    const headers = { cookie: `__Host-vg_csrf=${csrf}`, origin: secure.url, 'content-type': 'application/x-www-form-urlencoded' };
    const login = await fetch(`${secure.url}/login`, { method: 'POST', redirect: 'manual', headers, body: new URLSearchParams({ _csrf: csrf, intent: 'login', email: 'buyer.one@variegata.test', password: 'variegata-demo-password' }) });
    expect(login.status).toBe(302);
    const cookies = login.headers.getSetCookie();
    const token = cookies.find((c) => /^__Host-st-[\w-]+-token=/.test(c));
    expect(token, cookies.join('\n')).toMatch(/; Secure/);
    expect(cookies.some((c) => /^st-[\w-]+-token=/.test(c))).toBe(false);
    const tokenPair = token!.split(';')[0]!;
    const favorites = await fetch(`${secure.url}/favorites`, { redirect: 'manual', headers: { cookie: tokenPair } });
    expect(favorites.status).toBe(200);
  });
});
