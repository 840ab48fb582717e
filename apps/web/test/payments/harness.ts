/**
 * Route tests of the payment pages: the real Stripe twin and the real marketplace twin making its
 * stripe_* calls through the stripe SDK against it (both on port 0), the demo seed with its Stripe
 * side (demo buyers have a saved Visa, demo sellers completed US connected accounts), and the
 * site's environment pointed at both. The Stripe twin's hosted pages are driven with fetch, the way
 * a browser submits their forms.
 */
import type { AppLoadContext } from '@remix-run/node';
import Stripe from 'stripe';
import { startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import { seedMarketplaceDemoWithStripe } from '@variegata/twin-marketplace/seed-stripe';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEMO_PASSWORD, type DemoSeedResult } from '@variegata/twin-marketplace/seed';
import { startStripeTwin, type RunningStripeTwin } from '@variegata/twin-stripe/server';
import { signedInCookies, testContext, type TestContext } from '../support/load-context';
import { NO_STRAPI_URL, pointSiteAt } from '../support/marketplace-twin';

export const CSRF = 'payments-test-csrf-token-0123456789abcdefghij';
export const SITE = 'http://127.0.0.1:3000';
export const STRIPE_KEY = 'sk_test_payments_route_tests';
/** The sandbox's publishable key: with the twin it means "the twin stands in for Stripe.js". */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_variegata_sandbox';

export interface PaymentsSandbox {
  marketplace: RunningMarketplaceTwin;
  stripeTwin: RunningStripeTwin;
  stripe: Stripe;
  seed: DemoSeedResult;
  close(): Promise<void>;
}

export async function startPaymentsSandbox(listings = 12): Promise<PaymentsSandbox> {
  const stripeTwin = await startStripeTwin({ dbPath: ':memory:', port: 0, apiKeys: [STRIPE_KEY] });
  const marketplace = await startTestTwin({ stripe: { apiUrl: stripeTwin.url, secretKey: STRIPE_KEY } });
  const stripe = new Stripe(STRIPE_KEY, { host: '127.0.0.1', port: Number(new URL(stripeTwin.url).port), protocol: 'http', maxNetworkRetries: 0 });
  const seed = await seedMarketplaceDemoWithStripe(marketplace, stripe, { listings });
  pointSiteAt(marketplace, {
    STRAPI_URL: NO_STRAPI_URL,
    STRIPE_API_URL: stripeTwin.url,
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_PUBLISHABLE_KEY: SANDBOX_PUBLISHABLE_KEY,
    PUBLIC_BASE_URL: SITE,
  });
  return {
    marketplace,
    stripeTwin,
    stripe,
    seed,
    async close() {
      await marketplace.close();
      await stripeTwin.close();
    },
  };
}

export type { TestContext };

export const as = (cookies: Record<string, string> | null = null): TestContext => testContext(CSRF, cookies ?? {});

/** Cookies of a browser signed in as a demo user (or any user with `password`). */
export const signIn = (email: string, password = DEMO_PASSWORD): Promise<Record<string, string>> => signedInCookies(CSRF, email, password);

type Fn = (args: { request: Request; context: AppLoadContext; params: Record<string, string | undefined> }) => unknown;

/** Runs a loader or action; a thrown Response is its outcome. */
export async function run(fn: Fn, path: string, context: AppLoadContext, init?: RequestInit, params: Record<string, string> = {}): Promise<any> {
  try {
    return await fn({ request: new Request(new URL(path, SITE), init), context, params });
  } catch (thrown) {
    return thrown;
  }
}

export function form(fields: Record<string, string>, csrf = CSRF): RequestInit {
  return { method: 'POST', body: new URLSearchParams({ _csrf: csrf, ...fields }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

export function json(body: unknown, csrf: string | null = CSRF): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (csrf !== null) headers['X-CSRF-Token'] = csrf;
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

/** Where a redirect outcome goes, or null. */
export function location(outcome: unknown): string | null {
  return outcome instanceof Response && outcome.status >= 300 && outcome.status < 400 ? outcome.headers.get('location') : null;
}

/** The body and status of `data(...)` (or a plain object) outcome. */
export function answer(outcome: any): { status: number; body: any } {
  if (outcome && typeof outcome === 'object' && outcome.type === 'DataWithResponseInit') return { status: outcome.init?.status ?? 200, body: outcome.data };
  if (outcome instanceof Response) return { status: outcome.status, body: null };
  return { status: 200, body: outcome };
}

async function post(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
}

function hidden(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) out[m[1]!] = m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  return out;
}

export type CardPageOutcome = { kind: 'returned'; url: string } | { kind: 'stayed'; status: number; html: string };

/**
 * Types a card on the Stripe twin's card page as a browser would (the form's hidden fields kept),
 * and answers the 3-D Secure challenge with `challenge` when one comes. Returns where the browser
 * is sent back to, or the page it stays on (a declined card).
 */
export async function addCardOnTwinPage(cardPageUrl: string, number: string, challenge: 'approve' | 'fail' = 'approve'): Promise<CardPageOutcome> {
  const page = await fetch(cardPageUrl);
  const fields = hidden(await page.text());
  const submitted = await post(new URL('/pages/card', cardPageUrl).toString(), { ...fields, number, exp: '12 / 34', cvc: '123' });
  if (submitted.status !== 303) return { kind: 'stayed', status: submitted.status, html: await submitted.text() };
  let next = submitted.headers.get('location')!;
  if (new URL(next).pathname.startsWith('/pages/3ds/')) {
    const challengePage = await fetch(next);
    const answered = await post(next.split('?')[0]!, { ...hidden(await challengePage.text()), outcome: challenge });
    next = answered.headers.get('location')!;
  }
  return { kind: 'returned', url: next };
}

/** Submits the Stripe twin's Connect onboarding page ("Agree and submit"); returns where it sends the browser. */
export async function completeOnboardingPage(linkUrl: string): Promise<string> {
  const response = await post(linkUrl, { action: 'submit', first_name: 'Rosa', last_name: 'Lind', url: 'https://variegata.example/shop/rosa' });
  return response.headers.get('location')!;
}

/** "Return without finishing" on the onboarding page. */
export async function leaveOnboardingPage(linkUrl: string): Promise<string> {
  const response = await post(linkUrl, { action: 'leave' });
  return response.headers.get('location')!;
}

/** The user's row of the marketplace twin. */
export function userRow(marketplace: RunningMarketplaceTwin, email: string): { id: string; stripeConnected: boolean } {
  const row = marketplace.app.db.prepare('SELECT id, stripe_connected FROM users WHERE email = ?').get(email) as { id: string; stripe_connected: number };
  return { id: row.id, stripeConnected: row.stripe_connected === 1 };
}
