/**
 * Route tests of the listing and selling pages: the real marketplace twin on port 0 with its demo
 * seed, the site's env pointed at it, and load contexts as server.ts builds them (cookies, CSRF).
 */
import type { AppLoadContext } from '@remix-run/node';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEMO_PASSWORD } from '@variegata/twin-marketplace/seed';
import { demoUsers } from '@variegata/twin-marketplace/seed-data';
import { sdkFor } from '@variegata/twin-marketplace/testing/harness';
import { signedInCookies, testContext, type TestContext } from '../support/load-context';
import { startSeededMarketplace, type SeededMarketplace } from '../support/marketplace-twin';
export { png } from '../support/png';

export const CSRF = 'listing-test-csrf-token-0123456789abcdefghijklmnop';
export const SITE = 'http://127.0.0.1:3000';

export type Sandbox = SeededMarketplace;

/**
 * The twin with 120 demo listings, the site pointed at it (no editorial service). As in the
 * sandbox, the demo sellers have complete payout accounts (the twin's Stripe stand-in), so they
 * may publish (a seller without payout details goes through the payout step first).
 */
export async function startSandbox(): Promise<Sandbox> {
  const sandbox = await startSeededMarketplace(120);
  for (const seller of demoUsers.filter((user) => user.seller)) {
    const sdk = sdkFor(sandbox.twin);
    await sdk.login({ username: seller.email, password: DEMO_PASSWORD });
    await sdk.stripeAccount.create({ country: 'US' });
  }
  return sandbox;
}

export type { TestContext };

/** A request's load context: a browser holding `cookies`, from client address `ip`. */
export const makeContext = (cookies: Record<string, string> = {}, ip?: string): TestContext => testContext(CSRF, cookies, ip);

/** Cookies of a browser signed in as a demo user. */
export const signIn = (email: string, password = DEMO_PASSWORD): Promise<Record<string, string>> => signedInCookies(CSRF, email, password);

/** A fresh context (new request) for a browser with these cookies. */
export const as = (cookies: Record<string, string> | null) => makeContext(cookies ?? {});

type Fn = (args: { request: Request; context: AppLoadContext; params: Record<string, string | undefined> }) => unknown;

/** Runs a loader or action; a thrown Response is its outcome. */
export async function run(fn: Fn, path: string, params: Record<string, string>, context: AppLoadContext, init?: RequestInit): Promise<any> {
  try {
    return await fn({ request: new Request(`${SITE}${path}`, init), context, params });
  } catch (thrown) {
    return thrown;
  }
}

export function post(fields: Record<string, string | string[]>, csrf = CSRF): RequestInit {
  const body = new URLSearchParams();
  body.set('_csrf', csrf);
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
  return { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

/** A photo as the edit form submits it: "id|url|proof" (the proof comes from the upload or the edit page). */
export function imageField(image: { id: string; url: string; proof?: string | undefined }): string {
  return `${image.id}|${image.url}|${image.proof ?? ''}`;
}

export function location(outcome: unknown): string | null {
  return outcome instanceof Response && outcome.status >= 300 && outcome.status < 400 ? outcome.headers.get('location') : null;
}

export function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  const init = (outcome as { init?: { status?: number } | null } | null)?.init;
  return init?.status ?? 200;
}

export function dataOf<T = any>(outcome: unknown): T {
  const o = outcome as { type?: string; data?: unknown };
  return (o && o.type === 'DataWithResponseInit' ? o.data : outcome) as T;
}

export interface Row {
  id: string;
  title: string;
  state: string;
  authorId: string;
  stock: number | null;
  publicData: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

export function rows(twin: RunningMarketplaceTwin): Row[] {
  return (twin.app.db.prepare('SELECT id, title, state, author_id, stock, public_data, metadata FROM listings WHERE deleted = 0').all() as any[]).map((r) => ({
    id: r.id, title: r.title, state: r.state, authorId: r.author_id, stock: r.stock, publicData: JSON.parse(r.public_data), metadata: JSON.parse(r.metadata),
  }));
}

export function row(twin: RunningMarketplaceTwin, id: string): Row {
  return rows(twin).find((r) => r.id === id)!;
}

