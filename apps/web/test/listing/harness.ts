/**
 * Route tests of the listing and selling pages: the real marketplace twin on port 0 with its demo
 * seed, the site's env pointed at it, and load contexts as server.ts builds them (cookies, CSRF).
 */
import type { AppLoadContext } from '@remix-run/node';
import zlib from 'node:zlib';
import { startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import { DEFAULT_INTEGRATION_CLIENT, DEFAULT_MARKETPLACE_CLIENT, type RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEMO_PASSWORD, seedMarketplaceDemo, type DemoSeedResult } from '@variegata/twin-marketplace/seed';
import { signedInCookies, testContext, type TestContext } from '../support/load-context';

export const CSRF = 'listing-test-csrf-token-0123456789abcdefghijklmnop';
export const SITE = 'http://127.0.0.1:3000';

export interface Sandbox {
  twin: RunningMarketplaceTwin;
  seed: DemoSeedResult;
}

export async function startSandbox(): Promise<Sandbox> {
  const twin = await startTestTwin();
  const seed = await seedMarketplaceDemo(twin, { listings: 120 });
  Object.assign(process.env, {
    SHARETRIBE_SDK_BASE_URL: twin.url,
    SHARETRIBE_SDK_CLIENT_ID: DEFAULT_MARKETPLACE_CLIENT.clientId,
    SHARETRIBE_SDK_CLIENT_SECRET: DEFAULT_MARKETPLACE_CLIENT.clientSecret,
    SHARETRIBE_INTEGRATION_BASE_URL: twin.url,
    SHARETRIBE_INTEGRATION_CLIENT_ID: DEFAULT_INTEGRATION_CLIENT.clientId,
    SHARETRIBE_INTEGRATION_CLIENT_SECRET: DEFAULT_INTEGRATION_CLIENT.clientSecret,
    STRAPI_URL: 'http://127.0.0.1:9/api',
  });
  return { twin, seed };
}

export type { TestContext };

export const makeContext = (cookies: Record<string, string> = {}): TestContext => testContext(CSRF, cookies);

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

/** A real PNG of `size` x `size` pixels (the twin decodes uploads), built with zlib. */
export function png(size = 8): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'ascii'), body])) >>> 0);
    return Buffer.concat([len, Buffer.from(type, 'ascii'), body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) for (let x = 0; x < size; x += 1) raw.set([40 + x * 10, 120, 60 + y * 10], y * (size * 3 + 1) + 1 + x * 3);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
