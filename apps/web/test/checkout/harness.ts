/**
 * Route tests of the checkout: the marketplace twin wired to the Stripe twin through the stripe SDK
 * (payment hooks, demo sellers with connected accounts, demo buyers with a saved Visa), the Shippo
 * twin, and the site's env pointed at all three. The checkout's /api actions run as the browser
 * calls them: JSON with the CSRF header, signed in through the site's own SDK.
 */
import type { AppLoadContext } from '@remix-run/node';
import { randomUUID } from 'node:crypto';
import { seedMarketplaceDemoWithStripe } from '@variegata/twin-marketplace/seed-stripe';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import type { DemoSeedResult } from '@variegata/twin-marketplace/seed';
import { startPaymentsRig, STRIPE_TEST_KEY, type PaymentsRig } from '@variegata/twin-marketplace/testing/payments';
import { startShippoTwin } from '@variegata/twin-shippo/server';
import { signedInCookies, testContext, type TestContext } from '../support/load-context';
import { NO_STRAPI_URL, pointSiteAt } from '../support/marketplace-twin';

export const CSRF = 'checkout-test-csrf-token-0123456789abcdefghij';
export const SITE = 'http://127.0.0.1:3000';

export const US_ADDRESS = {
  recipientName: 'Basil Buyer',
  recipientPhoneNumber: '+1 415 555 0100',
  street1: '1600 Amphitheatre Pkwy',
  street2: '',
  city: 'Mountain View',
  state: 'CA',
  zip: '94043',
  country: 'US',
} as const;

const US_SELLERS = ['premium.seller@variegata.test', 'premium.two@variegata.test', 'free.seller@variegata.test', 'starter.seller@variegata.test'];

export interface CheckoutSandbox {
  rig: PaymentsRig;
  marketplace: RunningMarketplaceTwin;
  seed: DemoSeedResult;
  idOf(email: string): string;
  /** A published fixed-price listing without orders of a US seller, shipping to the US. */
  usListing(options?: { stock?: number; ownShipping?: boolean }): string;
  /** The email of the listing's author. */
  sellerOf(listingId: string): string;
  stockOf(listingId: string): number;
  reservations(listingId: string): { state: string; quantity: number }[];
  close(): Promise<void>;
}

type Fn = (args: { request: Request; context: AppLoadContext; params: Record<string, string | undefined> }) => unknown;

export async function startCheckoutSandbox(): Promise<CheckoutSandbox> {
  const rig = await startPaymentsRig();
  const marketplace = rig.twin;
  const seed = await seedMarketplaceDemoWithStripe(marketplace, rig.stripe, { listings: 60 });
  const shippo = await startShippoTwin({ dbPath: ':memory:', port: 0 });
  pointSiteAt(marketplace, {
    STRAPI_URL: NO_STRAPI_URL,
    STRIPE_API_URL: rig.stripeTwin.url,
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    SHIPPO_API_URL: shippo.url,
    PUBLIC_BASE_URL: SITE,
  });
  const db = marketplace.app.db;
  const idOf = (email: string) => seed.users.find((u) => u.email === email)!.id;
  const used = new Set<string>();
  return {
    rig,
    marketplace,
    seed,
    idOf,
    usListing({ stock = 5, ownShipping = false } = {}) {
      const sellers = US_SELLERS.map(idOf);
      const rows = db
        .prepare(
          `SELECT id, public_data FROM listings WHERE author_id IN (${sellers.map(() => '?').join(', ')}) AND state = 'published' AND deleted = 0 AND price_amount > 0
           AND id NOT IN (SELECT listing_id FROM transactions) ORDER BY rowid`,
        )
        .all(...sellers) as { id: string; public_data: string }[];
      const row = rows.find((r) => !used.has(r.id) && JSON.parse(r.public_data).listingType !== 'auction' && JSON.parse(r.public_data).type !== 'auction');
      if (!row) throw new Error('No fixed-price listing without orders left in the seed');
      used.add(row.id);
      const data = { ...JSON.parse(row.public_data), ownShipping, isQuickSell: false, allowedShippingCountries: ['US'], countryFrom: 'US' };
      db.prepare('UPDATE listings SET public_data = ?, stock = ?, price_currency = ? WHERE id = ?').run(JSON.stringify(data), stock, 'USD', row.id);
      db.prepare('UPDATE listing_search SET stock = ? WHERE rowid = (SELECT rowid FROM listings WHERE id = ?)').run(stock, row.id);
      return row.id;
    },
    sellerOf: (listingId) => (db.prepare('SELECT u.email FROM listings l JOIN users u ON u.id = l.author_id WHERE l.id = ?').get(listingId) as { email: string }).email,
    stockOf: (listingId) => (db.prepare('SELECT stock FROM listings WHERE id = ?').get(listingId) as { stock: number }).stock,
    reservations: (listingId) => db.prepare('SELECT state, quantity FROM stock_reservations WHERE listing_id = ?').all(listingId) as { state: string; quantity: number }[],
    async close() {
      await shippo.close();
      await rig.close();
    },
  };
}

export const makeContext = (cookies: Record<string, string> = {}): TestContext => testContext(CSRF, cookies);

export const signIn = async (email: string): Promise<Record<string, string>> => {
  const { DEMO_PASSWORD } = await import('@variegata/twin-marketplace/seed');
  return signedInCookies(CSRF, email, DEMO_PASSWORD);
};

/**
 * A new buyer signed up through the site's SDK (and signed in); `card` saves that test card
 * (`pm_card_*`) as their default through the marketplace's Stripe customer call.
 */
export async function newBuyer(tag: string, card?: string): Promise<Record<string, string>> {
  const { apiFor } = await import('~/server/marketplace.server');
  const context = makeContext();
  const email = `${tag}-${randomUUID().slice(0, 8)}@variegata.test`;
  await apiFor(context).currentUser.create({ email, password: NEW_BUYER_PASSWORD, firstName: 'Test', lastName: tag });
  const cookies = await signedInCookies(CSRF, email, NEW_BUYER_PASSWORD);
  if (card) await apiFor(makeContext(cookies)).stripeCustomer.create({ stripePaymentMethodId: card });
  return cookies;
}

const NEW_BUYER_PASSWORD = 'checkout-buyer-password-1';

/** Runs an /api action with a JSON body; a thrown Response is its outcome. */
export async function post(routeFile: string, body: unknown, cookies: Record<string, string> | null, csrf: string | null = CSRF): Promise<Response> {
  const route = (await import(`~/routes/${routeFile}.ts`)) as { action: Fn };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (csrf !== null) headers['X-CSRF-Token'] = csrf;
  const path = `/${routeFile.replace(/\./g, '/')}`;
  try {
    return (await route.action({ request: new Request(`${SITE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), context: makeContext(cookies ?? {}), params: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export async function postJson<T = any>(routeFile: string, body: unknown, cookies: Record<string, string> | null): Promise<{ status: number; body: T }> {
  const response = await post(routeFile, body, cookies);
  return { status: response.status, body: (await response.json()) as T };
}
