/**
 * Guard: generated input for every form action and every /api route (and the query of every
 * loader), against the full sandbox, as a visitor and signed in, with and without the CSRF token.
 * Routes come from the route table, so a new route is fuzzed without editing this file. For every
 * request: no 5xx (every twin is up, so no service outage excuses one), an answer within the time
 * bound, and no partial write: a request that is refused (4xx) leaves the marketplace as it was.
 *
 * FUZZ_RUNS sets the runs per route (default 12 for actions, 4 for loaders); a failure prints
 * fast-check's seed and the shrunk request.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signatureHeader } from '@variegata/twin-stripe/webhooks';
import { ROUTE_ACCESS } from '~/shell/access.server';
import { png } from '../support/png';
import { DEMO_PASSWORD } from '@variegata/twin-marketplace/seed';
import { WEBHOOK_SECRET, startFullSandbox, type FullSandbox } from '../support/full-sandbox';
import { signedInCookies, testContext } from '../support/load-context';
import { fillPath, loadRoute, routeFiles, type RouteFile } from '../support/route-files';
import { routeParams, type RouteParams } from '../support/route-params';
import { settle } from '../support/route-outcome';

const CSRF = 'input-fuzz-csrf-token-0123456789abcdefghijk';
const SITE = 'http://127.0.0.1:3000';
const RUNS = Number(process.env['FUZZ_RUNS'] ?? '12');
const LOADER_RUNS = Math.max(1, Math.round(RUNS / 3));
/** The longest a single request may take (a loaded CI machine included). */
const TIME_BOUND_MS = 10_000;

let sandbox: FullSandbox;
let params: RouteParams;
let limits: typeof import('~/server/rate-limit.server');
const SELLER = 'premium.two@variegata.test';
const BUYER = 'buyer.one@variegata.test';

beforeAll(async () => {
  sandbox = await startFullSandbox();
  params = await routeParams(sandbox);
  limits = await import('~/server/rate-limit.server');
});
afterAll(async () => sandbox?.close());
beforeEach(() => limits.resetRateLimits());

/** What the marketplace holds that a request could change (login counters and tokens left out). */
function marketplaceState(): string {
  const db = sandbox.marketplace.app.db;
  return JSON.stringify([
    db.prepare('SELECT id, email, pending_email, first_name, last_name, display_name, bio, public_data, protected_data, private_data, metadata, profile_image_id, deleted FROM users ORDER BY rowid').all(),
    db.prepare('SELECT id, author_id, state, title, description, lat, lng, price_amount, price_currency, public_data, private_data, metadata, stock, deleted FROM listings ORDER BY rowid').all(),
    db.prepare('SELECT listing_id, image_id, position FROM listing_images ORDER BY listing_id, position').all(),
    db.prepare('SELECT COUNT(*) AS n FROM stock_adjustments').get(),
    db.prepare('SELECT id, state FROM transactions ORDER BY rowid').all(),
    db.prepare('SELECT COUNT(*) AS n FROM outbox').get(),
  ]);
}

// ---- generated input -------------------------------------------------------------------------

const FIELD_NAMES = [
  'intent', 'email', 'password', 'currentPassword', 'newPassword', 'username', 'firstName', 'lastName', 'displayName', 'bio',
  'title', 'description', 'price', 'stock', 'oldStock', 'genus', 'species', 'type', 'images', 'rootsImages', 'listingId', 'liveId',
  'userId', 'message', 'planId', 'isAnnually', 'fromUrl', 'from', 'token', 't', 'value', 'returnTo', 'phoneNumber', 'country',
  'auctionDate', 'reservePrice', 'lat', 'lng', 'city', 'state', 'sso', 'sig', 'page', '__proto__', 'constructor', 'prototype', '_csrf',
];
const INTENTS = ['login', 'signup', 'save', 'publish', 'close', 'open', 'discard', 'enquiry', 'add', 'remove', 'resend-verification', 'accept-cookies', 'close-reminder', 'email', 'phone', 'password'];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  fc.constantFrom('', ' ', '__proto__', 'constructor', 'toString', 'null', 'undefined', 'NaN', '-1', '0', '1e308', '9007199254740993', '12.345', 'true', '[]', '{}',
    'a@b', 'buyer.one@variegata.test', `${'x'.repeat(300)}@example.com`, '<script>alert(1)</script>', '../../etc/passwd', '%00', '\u0000', '\uD800', 'ДЖ漢字🌿',
    'starterPlan', 'freePlan', 'monstera', 'deliciosa', 'sell', 'auction', '2030-01-01T10:07', 'https://evil.example/', '//evil.example', 'javascript:alert(1)'),
  fc.uuid().map(String),
  fc.constantFrom(...INTENTS),
  fc.integer({ min: 1_000, max: 90_000 }).map((n) => 'a'.repeat(n)),
);

const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
const fields = fc.array(fc.tuple(fieldName, text), { maxLength: 8 });

/** A JSON value of any shape, with `__proto__` keys and wrong types. */
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 4 }), tie('object')),
  object: fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
})).value;

type Body =
  | { kind: 'form'; fields: [string, string][] }
  | { kind: 'multipart'; fields: [string, string][]; file: { name: string; type: string; bytes: Uint8Array } | null }
  | { kind: 'json'; text: string }
  | { kind: 'raw'; type: string; bytes: Uint8Array }
  | { kind: 'none' };

const fileArb = fc.oneof(
  fc.record({ name: fc.constantFrom('leaf.png', 'leaf.jpg', 'doc.pdf', '', 'x'.repeat(300)), type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', ''), bytes: fc.uint8Array({ maxLength: 2048 }) }),
  fc.constant({ name: 'leaf.png', type: 'image/png', bytes: new Uint8Array(png()) }),
  fc.uint8Array({ maxLength: 512 }).map((tail) => ({ name: 'broken.png', type: 'image/png', bytes: new Uint8Array([...png().subarray(0, 40), ...tail]) })),
);

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 4, arbitrary: fields.map((f) => ({ kind: 'form' as const, fields: f })) },
  { weight: 2, arbitrary: fc.record({ fields, file: fc.option(fileArb) }).map((b) => ({ kind: 'multipart' as const, ...b })) },
  { weight: 3, arbitrary: jsonValue.map((v) => ({ kind: 'json' as const, text: JSON.stringify(v) ?? 'null' })) },
  { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"admin":true},"username":"x"}', '{"constructor":{"prototype":{"x":1}}}', '{', '[1,2', 'null', '"str"', '1e999').map((t) => ({ kind: 'json' as const, text: t })) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', 'text/plain', 'application/octet-stream', ''), bytes: fc.uint8Array({ maxLength: 1024 }) }).map((b) => ({ kind: 'raw' as const, ...b })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom('from', 'error', 'page', 'copyId', 'keywords', 'sort', 'price', 'billing', 'plan', 'session_id', 'sso', 'sig', 'email', 't', 'tab', 'author', 'liveId', 'mobilemenu', '__proto__', 'pub_genus'), fc.string({ maxLength: 8 })), text), { maxLength: 4 });

interface Request_ {
  role: 'visitor' | 'seller' | 'buyer';
  csrf: 'field-and-header' | 'none' | 'wrong';
  query: [string, string][];
  body: Body;
  /** A path parameter replaced by generated text (its name), or none. */
  param: { name: string; value: string } | null;
  accept: string;
  signWebhook: boolean;
}

const requestArb = (route: RouteFile): fc.Arbitrary<Request_> => {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return fc.record({
    role: fc.constantFrom('visitor', 'seller', 'buyer'),
    csrf: fc.constantFrom('field-and-header', 'field-and-header', 'none', 'wrong'),
    query,
    body,
    param: names.length > 0 ? fc.option(fc.record({ name: fc.constantFrom(...names), value: text })) : fc.constant(null),
    accept: fc.constantFrom('text/html', 'application/json', '*/*', ''),
    signWebhook: fc.boolean(),
  });
};

// ---- sending ---------------------------------------------------------------------------------

const sessions = new Map<string, Record<string, string>>();

async function cookiesFor(role: Request_['role'], fresh: boolean): Promise<Record<string, string>> {
  if (role === 'visitor') return {};
  const email = role === 'seller' ? SELLER : BUYER;
  if (fresh || !sessions.has(email)) sessions.set(email, await signedInCookies(CSRF, email, DEMO_PASSWORD));
  return { ...sessions.get(email)! };
}

function encode(spec: Request_, csrf: string | null): { headers: Headers; payload: BodyInit | undefined } {
  const headers = new Headers();
  if (csrf) headers.set('x-csrf-token', csrf);
  if (spec.accept) headers.set('accept', spec.accept);
  const withCsrf = (list: [string, string][]) => (csrf ? [['_csrf', csrf] as [string, string], ...list] : list);
  const b = spec.body;
  switch (b.kind) {
    case 'form': {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      const form = new URLSearchParams();
      for (const [k, v] of withCsrf(b.fields)) form.append(k, v);
      return { headers, payload: form };
    }
    case 'multipart': {
      const form = new FormData();
      for (const [k, v] of withCsrf(b.fields)) form.append(k, v);
      if (b.file) form.append('image', new File([Buffer.from(b.file.bytes)], b.file.name, { type: b.file.type }));
      return { headers, payload: form };
    }
    case 'json':
      headers.set('content-type', 'application/json');
      return { headers, payload: b.text };
    case 'raw':
      if (b.type) headers.set('content-type', b.type);
      return { headers, payload: Buffer.from(b.bytes) };
    case 'none':
      return { headers, payload: undefined };
  }
}

interface Sent {
  status: number;
  ms: number;
  description: string;
  error?: unknown;
}

let ipCounter = 0;

async function send(route: RouteFile, method: 'GET' | 'POST', spec: Request_): Promise<Sent> {
  const module = await loadRoute(route);
  const filled = fillPath(route, (name) => (spec.param?.name === name ? spec.param.value : params.valueOf(route, name)));
  const search = new URLSearchParams(spec.query).toString();
  const url = `${SITE}${filled.path}${search ? `?${search}` : ''}`;
  const cookies = await cookiesFor(spec.role, route.name === 'logout' || route.name === 'login');
  const csrf = spec.csrf === 'none' ? null : spec.csrf === 'wrong' ? `${CSRF.slice(0, -1)}X` : CSRF;
  const init: RequestInit = { method };
  if (method === 'POST') {
    const { headers, payload } = encode(spec, csrf);
    if (route.name === 'api.stripe-webhook' && spec.signWebhook) {
      const raw = spec.body.kind === 'json' ? spec.body.text : '{}';
      headers.set('stripe-signature', signatureHeader(raw, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)));
      init.body = raw;
    } else if (payload !== undefined) init.body = payload;
    init.headers = headers;
  } else if (spec.accept) init.headers = { accept: spec.accept };
  ipCounter += 1;
  const context = testContext(CSRF, cookies, `10.80.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`);
  const fn = method === 'GET' ? module.loader! : module.action!;
  const started = performance.now();
  const outcome = await settle(() => fn({ request: new Request(url, init), context, params: filled.params }));
  const ms = performance.now() - started;
  const bodyText = spec.body.kind === 'json' ? spec.body.text.slice(0, 200) : JSON.stringify(spec.body).slice(0, 200);
  return { status: outcome.status, ms, error: outcome.error ?? (outcome.status >= 500 ? outcome.data : undefined), description: `${spec.role} ${method} ${url.slice(0, 200)} csrf=${spec.csrf} body=${bodyText}` };
}

/** The property every generated request must hold. */
async function holds(route: RouteFile, method: 'GET' | 'POST', spec: Request_): Promise<void> {
  const before = method === 'POST' ? marketplaceState() : '';
  const sent = await send(route, method, spec);
  expect(sent.status, `${sent.description}\n${String(sent.error).slice(0, 500)}`).toBeLessThan(500);
  expect(sent.ms, `${sent.description} took ${Math.round(sent.ms)} ms`).toBeLessThan(TIME_BOUND_MS);
  if (method === 'POST' && sent.status >= 400) expect(marketplaceState() === before, `${sent.description}: refused with ${sent.status} but the marketplace changed`).toBe(true);
}

// ---- the routes ------------------------------------------------------------------------------

const routes = routeFiles();
const actions = routes.filter((route) => ROUTE_ACCESS[route.name]?.action);
const loaders = routes.filter((route) => ROUTE_ACCESS[route.name]?.page);

describe('generated input for every form action and /api POST', () => {
  it.each(actions.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    await fc.assert(fc.asyncProperty(requestArb(route), (spec) => holds(route, 'POST', spec)), { numRuns: RUNS });
  });
});

describe('generated queries and path params for every loader (the /api ones included)', () => {
  it.each(loaders.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    await fc.assert(fc.asyncProperty(requestArb(route), (spec) => holds(route, 'GET', { ...spec, body: { kind: 'none' } })), { numRuns: route.name.startsWith('api.') ? RUNS : LOADER_RUNS });
  });
});
