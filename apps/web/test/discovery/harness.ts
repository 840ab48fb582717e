/**
 * Route tests of the discovery pages: the real marketplace twin on port 0 with its demo seed,
 * the site's env pointed at it, and load contexts as server.ts builds them (cookies, CSRF token).
 */
import { DEMO_PASSWORD } from '@variegata/twin-marketplace/seed';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { signedInCookies, testContext, type TestContext } from '../support/load-context';
import { startSeededMarketplace, type SeededMarketplace } from '../support/marketplace-twin';

export const CSRF = 'test-csrf-token-0123456789abcdefghijklmnopqrstuvwxyz';
export { DEMO_PASSWORD };

export type SeededTwin = SeededMarketplace;

let started: Promise<SeededTwin> | undefined;

/** One seeded twin per test file; the site's env points at it (read once, on first use). */
export function seededTwin(): Promise<SeededTwin> {
  started ??= startSeededMarketplace(300);
  return started;
}

export const makeContext = (cookies: Record<string, string> = {}): TestContext => testContext(CSRF, cookies);

/** A context signed in as a demo user (the token cookie the site's SDK writes on login). */
export async function signedInContext(email: string): Promise<TestContext> {
  return makeContext(await signedInCookies(CSRF, email, DEMO_PASSWORD));
}

export interface ListingRow {
  id: string;
  title: string;
  price: number;
  stock: number | null;
  createdAt: number;
  state: string;
  authorId: string;
  publicData: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/** Every listing in the twin's database, to compute expected results independently of the search. */
export function allListings(twin: RunningMarketplaceTwin): Map<string, ListingRow> {
  const rows = twin.app.db
    .prepare('SELECT id, title, price_amount, stock, created_at, state, author_id, public_data, metadata FROM listings WHERE deleted = 0')
    .all() as { id: string; title: string; price_amount: number; stock: number | null; created_at: number; state: string; author_id: string; public_data: string; metadata: string }[];
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id, title: r.title, price: r.price_amount, stock: r.stock, createdAt: r.created_at, state: r.state, authorId: r.author_id,
        publicData: JSON.parse(r.public_data) as Record<string, unknown>, metadata: JSON.parse(r.metadata) as Record<string, unknown>,
      },
    ]),
  );
}

/** Listings the search page may show at all (spec 2 §9): published, not private, stock >= 0, sell or auction. */
export function searchable(l: ListingRow): boolean {
  return l.state === 'published' && l.publicData['isPrivate'] === false && l.stock !== null && l.stock >= 0 && (l.publicData['type'] === 'sell' || l.publicData['type'] === 'auction');
}

export function request(path: string, init?: RequestInit): Request {
  return new Request(`http://127.0.0.1:3000${path}`, init);
}
