/**
 * Guard: the authorization matrix over every route file and every role, generated from the route
 * table (Remix's flat routes over app/routes) and the rules in ROUTE_ACCESS
 * (app/shell/access.server.ts). A route file without a rule fails here, so a new route cannot be
 * added without saying who may use it. Each loader (GET) and action (POST, with a valid CSRF token
 * and a plausible body) is called as: a visitor, a signed-in buyer with no part in anything, the
 * seller who owns the listing and sold the order, the customer of that order, and another seller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, type AccessRule } from '~/shell/access.server';
import { DEMO_PASSWORD } from '@variegata/twin-marketplace/seed';
import { startFullSandbox, type FullSandbox } from '../support/full-sandbox';
import { signedInCookies, testContext } from '../support/load-context';
import { fillPath, loadRoute, routeFiles, type RouteFile } from '../support/route-files';
import { routeParams, type RouteParams } from '../support/route-params';
import { settle, type RouteOutcome } from '../support/route-outcome';

const CSRF = 'access-matrix-csrf-token-0123456789abcdefgh';
const SITE = 'http://127.0.0.1:3000';
const ROLES = ['visitor', 'buyer', 'owner', 'customer', 'other seller'] as const;
type Role = (typeof ROLES)[number];

let sandbox: FullSandbox;
const cookies = new Map<Role, Record<string, string>>();
const sessionEmails = new Map<Role, string>();
let params: RouteParams;

beforeAll(async () => {
  sandbox = await startFullSandbox();
  const tx = sandbox.transaction;
  const emails: Record<Role, string | null> = {
    visitor: null,
    buyer: 'buyer.two@variegata.test',
    owner: sandbox.emailOf(tx.providerId),
    customer: sandbox.emailOf(tx.customerId),
    'other seller': 'intl.seller@variegata.test',
  };
  expect(new Set(Object.values(emails)).size).toBe(ROLES.length);
  for (const role of ROLES) {
    if (emails[role]) sessionEmails.set(role, emails[role]!);
    cookies.set(role, emails[role] ? await signedInCookies(CSRF, emails[role]!, DEMO_PASSWORD) : {});
  }
  params = await routeParams(sandbox);
});
afterAll(async () => sandbox?.close());

/** Bodies that get past input checks, so an action's answer is about who asks (JSON for /api routes). */
function actionBody(route: RouteFile): Record<string, string | string[]> {
  const tx = sandbox.transaction;
  const listing = {
    title: 'Matrix fern', description: 'A test listing.', price: '25', genus: 'monstera', species: 'deliciosa', type: 'sell', stock: '2',
    shippingEnabled: 'on', allowedShippingCountries: ['US'], countryFrom: 'US', variegation: 'yes', hybrid: 'no', plantType: 'node-cut',
    rooted: 'yes-terrestrial', importedRecently: 'no', tzOffset: '0', intent: 'save',
  };
  const samples: Record<string, Record<string, string | string[]>> = {
    'l.$slug.$id._index': { intent: 'enquiry', message: 'Is it rooted?' },
    'l.new': listing,
    'l.$slug.$id.$type.$tab._index': { ...listing, oldStock: '' },
    favorites: { intent: 'add', listingId: tx.listingId },
    listings: { intent: 'open', listingId: tx.listingId },
    'verify-email': { intent: 'resend-verification' },
    'api.countView': { listingId: tx.listingId },
    'api.get-live-data': { liveId: sandbox.liveId },
    'api.update-username': { username: `matrix${Math.random().toString(36).slice(2, 8)}` },
    'api.unused-username-discourse': { username: 'someone.new' },
    'api.get-user-by-username': { username: 'petraplants' },
    'api.membership.checkout-session': { planId: 'starterPlan', isAnnually: 'true', fromUrl: '/membership' },
    'api.membership.portal-session': { fromUrl: '/membership' },
    'api.newsletter': { email: 'reader@example.test', firstName: 'Ada', lastName: 'Fern' },
    'api.login-discourse': { sso: 'x', sig: 'y' },
  };
  return samples[route.name] ?? {};
}

let ipCounter = 0;

async function call(route: RouteFile, method: 'GET' | 'POST', role: Role): Promise<RouteOutcome & { path: string }> {
  const module = await loadRoute(route);
  const { path, params: pathParams } = fillPath(route, (name) => params.valueOf(route, name));
  ipCounter += 1;
  // Logging out ends the session: it gets a session of its own.
  const session = route.name === 'logout' && role !== 'visitor' ? await signedInCookies(CSRF, sessionEmails.get(role)!, DEMO_PASSWORD) : cookies.get(role)!;
  const context = testContext(CSRF, { ...session }, `10.70.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`);
  let init: RequestInit = {};
  if (method === 'POST') {
    const body = actionBody(route);
    if (route.name.startsWith('api.')) {
      init = { method, headers: { 'content-type': 'application/json', 'x-csrf-token': CSRF }, body: JSON.stringify(body) };
    } else {
      const form = new URLSearchParams({ _csrf: CSRF });
      for (const [key, value] of Object.entries(body)) for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
      init = { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form };
    }
  }
  const fn = method === 'GET' ? module.loader! : module.action!;
  const outcome = await settle(() => fn({ request: new Request(`${SITE}${path}`, init), context, params: pathParams }));
  return { ...outcome, path };
}

const authRedirect = (o: RouteOutcome, fallback: 'login' | 'signup') => (o.location ?? '').startsWith(`/${fallback}?from=`);
const anyAuthRedirect = (o: RouteOutcome) => /^\/(login|signup)\?from=/.test(o.location ?? '');

/** Whether a role's outcome is what the rule allows; a sentence saying what was expected otherwise. */
function check(rule: AccessRule, role: Role, kind: 'page' | 'action', o: RouteOutcome): string | null {
  if (o.status >= 500) return `no 5xx (${String(o.error ?? o.data).slice(0, 200)})`;
  const allowed = !anyAuthRedirect(o) && o.status !== 401 && o.status !== 403 && (kind === 'action' || o.status !== 404);
  const refused = (o.status === 403 || o.status === 404 || (o.location !== null && !anyAuthRedirect(o))) && !(o.status >= 200 && o.status < 300);
  switch (rule.kind) {
    case 'open':
      return allowed ? null : 'allowed';
    case 'redirect':
      return o.location !== null && !anyAuthRedirect(o) ? null : 'a redirect';
    case 'not-found':
      return o.status === 404 ? null : '404';
    case 'stripe-signature':
      return o.status === 400 ? null : '400 (no signature)';
    case 'signed-in':
      if (role === 'visitor') return authRedirect(o, rule.fallback) || o.status === 401 ? null : `a redirect to /${rule.fallback} or 401`;
      return allowed ? null : 'allowed';
    case 'not-owner':
      if (role === 'visitor') return authRedirect(o, rule.fallback) ? null : `a redirect to /${rule.fallback}`;
      if (role === 'owner') return o.status === 403 ? null : '403 (the author)';
      return allowed ? null : 'allowed';
    case 'owner':
      if (role === 'visitor') return authRedirect(o, rule.fallback) ? null : `a redirect to /${rule.fallback}`;
      if (role === 'owner') return allowed ? null : 'allowed';
      return refused ? null : 'refused (403, 404 or sent away)';
    case 'party': {
      if (role === 'visitor') return authRedirect(o, 'login') ? null : 'a redirect to /login';
      const party = rule.role === 'customer' ? 'customer' : 'owner';
      const other = rule.role === 'customer' ? 'owner' : 'customer';
      if (role === party) return allowed ? null : 'allowed';
      if (role === other) return o.status === 403 ? null : '403 (the other party)';
      return o.status === 404 ? null : '404 (not a party)';
    }
  }
}

describe('every route file has an access rule', () => {
  it('ROUTE_ACCESS names exactly the route files, with a rule for each loader and action', async () => {
    const files = routeFiles();
    const names = files.map((f) => f.name).sort();
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual(names);
    for (const route of files) {
      const module = await loadRoute(route);
      const rules = ROUTE_ACCESS[route.name]!;
      expect(Boolean(rules.page), `${route.name}: a loader needs a page rule (and only a loader)`).toBe(Boolean(module.loader));
      expect(Boolean(rules.action), `${route.name}: an action needs an action rule (and only an action)`).toBe(Boolean(module.action));
    }
  });
});

describe('authorization matrix', () => {
  const cases = routeFiles().flatMap((route) => [
    ...(ROUTE_ACCESS[route.name]?.page ? [[route.name, 'GET', route] as const] : []),
    ...(ROUTE_ACCESS[route.name]?.action ? [[route.name, 'POST', route] as const] : []),
  ]);
  it.each(cases)('%s %s: every role gets what its rule says', async (_name, method, route) => {
    const rule = (method === 'GET' ? ROUTE_ACCESS[route.name]!.page : ROUTE_ACCESS[route.name]!.action)!;
    const problems: string[] = [];
    for (const role of ROLES) {
      const outcome = await call(route, method, role);
      const expected = check(rule, role, method === 'GET' ? 'page' : 'action', outcome);
      if (expected) problems.push(`${role} ${method} ${outcome.path}: expected ${expected}, got ${outcome.status}${outcome.location ? ` -> ${outcome.location}` : ''}`);
    }
    expect(problems).toEqual([]);
  });
});
