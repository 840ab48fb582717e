/**
 * Route tests of the membership pages: the real marketplace twin (demo seed) and the real Stripe
 * twin (membership prices seeded) on port 0, the site's env pointed at both, Stripe webhooks
 * delivered over HTTP to a loopback server that hands them to the site's webhook action.
 */
import type { AppLoadContext } from '@remix-run/node';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEMO_PASSWORD, type DemoSeedResult } from '@variegata/twin-marketplace/seed';
import { seedStripeDemo } from '@variegata/twin-stripe/seed';
import { startStripeTwin, type RunningStripeTwin } from '@variegata/twin-stripe/server';
import { signedInCookies, testContext, type TestContext } from '../support/load-context';
import { startSeededMarketplace } from '../support/marketplace-twin';

export const CSRF = 'membership-test-csrf-token-0123456789abcdefghij';
export const SITE = 'http://127.0.0.1:3000';
export const WEBHOOK_SECRET = 'whsec_membership_route_tests';
export const STRIPE_KEY = 'sk_test_membership_route_tests';

export interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

export interface Sandbox {
  marketplace: RunningMarketplaceTwin;
  stripeTwin: RunningStripeTwin;
  stripe: Stripe;
  seed: DemoSeedResult;
  prices: Record<string, string>;
  deliveries: Delivery[];
  /** While paused, deliveries are answered 503 and not handed to the site. */
  pauseWebhooks(paused: boolean): void;
  close(): Promise<void>;
}

type Fn = (args: { request: Request; context: AppLoadContext; params: Record<string, string | undefined> }) => unknown;

/** A loopback server that turns each webhook delivery into a Request for the site's action. */
async function webhookForwarder(deliveries: Delivery[], paused: () => boolean): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (paused()) {
        deliveries.push({ headers: req.headers, body, status: 503 });
        res.writeHead(503);
        res.end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const { action } = await import('~/routes/api.stripe-webhook');
      const outcome = (await run(action as Fn, '/api/stripe-webhook', makeContext(), { method: 'POST', headers, body })) as Response;
      deliveries.push({ headers: req.headers, body, status: outcome.status });
      res.writeHead(outcome.status, { 'content-type': 'application/json' });
      res.end(await outcome.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe-webhook` };
}

export async function startSandbox(): Promise<Sandbox> {
  const deliveries: Delivery[] = [];
  let paused = false;
  const forwarder = await webhookForwarder(deliveries, () => paused);
  const { twin: marketplace, seed } = await startSeededMarketplace(12);
  const stripeTwin = await startStripeTwin({
    dbPath: ':memory:',
    port: 0,
    apiKeys: [STRIPE_KEY],
    webhookEndpoints: [{ url: forwarder.url, secret: WEBHOOK_SECRET }],
    webhookRetry: { maxAttempts: 1 },
  });
  const stripe = new Stripe(STRIPE_KEY, { host: '127.0.0.1', port: Number(new URL(stripeTwin.url).port), protocol: 'http', maxNetworkRetries: 0 });
  const prices = await seedStripeDemo(stripe);
  Object.assign(process.env, {
    STRIPE_API_URL: stripeTwin.url,
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PUBLIC_BASE_URL: SITE,
  });
  return {
    marketplace,
    stripeTwin,
    stripe,
    seed,
    prices,
    deliveries,
    pauseWebhooks(value: boolean) {
      paused = value;
    },
    async close() {
      await stripeTwin.close();
      await marketplace.close();
      await new Promise((resolve) => forwarder.server.close(resolve));
    },
  };
}

export type { TestContext };

export const makeContext = (cookies: Record<string, string> = {}): TestContext => testContext(CSRF, cookies);

/** Cookies of a browser signed in as a demo user. */
export const signIn = (email: string, password = DEMO_PASSWORD): Promise<Record<string, string>> => signedInCookies(CSRF, email, password);

export const as = (cookies: Record<string, string> | null) => makeContext(cookies ?? {});

/** Runs a loader or action; a thrown Response is its outcome. */
export async function run(fn: Fn, path: string, context: AppLoadContext, init?: RequestInit): Promise<any> {
  try {
    return await fn({ request: new Request(`${SITE}${path}`, init), context, params: {} });
  } catch (thrown) {
    return thrown;
  }
}

export function json(body: unknown, csrf: string | null = CSRF): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (csrf !== null) headers['X-CSRF-Token'] = csrf;
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

export function form(fields: Record<string, string>, csrf = CSRF): RequestInit {
  const body = new URLSearchParams({ _csrf: csrf, ...fields });
  return { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

export function location(outcome: unknown): string | null {
  return outcome instanceof Response && outcome.status >= 300 && outcome.status < 400 ? outcome.headers.get('location') : null;
}

/** Pays on the Stripe twin's hosted Checkout page like a browser would; returns the success redirect. */
export async function payOnCheckoutPage(checkoutUrl: string, number = '4242 4242 4242 4242'): Promise<string | null> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, exp: '12 / 34', cvc: '123' }),
  });
  return response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
}

/** Submits a form of the Stripe twin's billing portal page. */
export async function submitPortal(portalUrl: string, fields: Record<string, string>): Promise<string | null> {
  const response = await fetch(portalUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
}

/** The user's profile as the operator sees it. */
export function userRow(marketplace: RunningMarketplaceTwin, email: string): { id: string; privateData: Record<string, any>; metadata: Record<string, any> } {
  const row = marketplace.app.db.prepare('SELECT id, private_data, metadata FROM users WHERE email = ?').get(email) as { id: string; private_data: string; metadata: string };
  return { id: row.id, privateData: JSON.parse(row.private_data), metadata: JSON.parse(row.metadata) };
}
