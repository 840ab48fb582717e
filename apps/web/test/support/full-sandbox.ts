/**
 * Every twin the site talks to, for the guard tests that go over every route: the marketplace twin
 * with the demo seed (users of each plan, listings, orders and enquiries), the Stripe twin with the
 * membership prices, the Shippo twin, and the Strapi twin with the editorial seed and live sales of a demo seller.
 * The site's env is pointed at all of them before the site first reads it.
 */
import Stripe from 'stripe';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import type { DemoSeedResult } from '@variegata/twin-marketplace/seed';
import { seedStripeDemo } from '@variegata/twin-stripe/seed';
import { startStripeTwin, type RunningStripeTwin } from '@variegata/twin-stripe/server';
import { startShippoTwin } from '@variegata/twin-shippo/server';
import { startStrapiTwin, type RunningTwin } from '@variegata/twin-strapi/server';
import { startOidcTwin, type RunningOidcTwin } from '@variegata/twin-oidc/server';
import { startSeededMarketplace } from './marketplace-twin';

const STRIPE_KEY = 'sk_test_guard_tests';
export const WEBHOOK_SECRET = 'whsec_guard_tests';
export const FORUM_URL = 'https://forum.example.test';
/** The social network sign-in goes to a local OpenID Connect provider (the site's default address as redirect URI). */
export const SOCIAL_CLIENT = { clientId: 'guard-tests-social', clientSecret: 'guard-tests-social-secret', redirectUris: ['http://127.0.0.1:3000/api/auth/facebook/callback'] };

/** A transaction of the seed and its parties, with the listing it is about. */
export interface SeededTransaction {
  id: string;
  listingId: string;
  customerId: string;
  providerId: string;
}

export interface FullSandbox {
  marketplace: RunningMarketplaceTwin;
  stripe: RunningStripeTwin;
  strapi: RunningTwin;
  oidc: RunningOidcTwin;
  seed: DemoSeedResult;
  emailOf(userId: string): string;
  idOf(email: string): string;
  usernameOf(userId: string): string;
  /** A seeded transaction (an order of a seller's listing). */
  transaction: SeededTransaction;
  /** The id of a running live sale of premium.seller. */
  liveId: string;
  close(): Promise<void>;
}

export async function startFullSandbox(listings = 24): Promise<FullSandbox> {
  // A forum is configured (its username check cannot be reached offline: the marketplace decides).
  const { twin: marketplace, seed } = await startSeededMarketplace(listings, { GOOGLE_CLIENT_ID: '', FACEBOOK_APP_ID: '', DISCOURSE_URL: FORUM_URL, DISCOURSE_SSO_SECRET: 'guard-tests-forum-secret' });
  const stripe = await startStripeTwin({ dbPath: ':memory:', port: 0, apiKeys: [STRIPE_KEY] });
  await seedStripeDemo(new Stripe(STRIPE_KEY, { host: '127.0.0.1', port: Number(new URL(stripe.url).port), protocol: 'http', maxNetworkRetries: 0 }));
  const idOf = (email: string) => seed.users.find((u) => u.email === email)!.id;
  const host = idOf('premium.seller@variegata.test');
  const hostListings = (marketplace.app.db.prepare(`SELECT id FROM listings WHERE author_id = ? AND state = 'published' ORDER BY rowid LIMIT 4`).all(host) as { id: string }[]).map((r) => r.id);
  const shippo = await startShippoTwin({ dbPath: ':memory:', port: 0 });
  const strapi = await startStrapiTwin({ dbPath: ':memory:', port: 0, seedIfEmpty: true, lives: { hosts: [{ userId: host, username: 'petraplants', listingIds: hostListings }], now: new Date() } });
  const oidc = await startOidcTwin({ port: 0, clients: [SOCIAL_CLIENT] });
  Object.assign(process.env, {
    FACEBOOK_APP_ID: SOCIAL_CLIENT.clientId,
    FACEBOOK_APP_SECRET: SOCIAL_CLIENT.clientSecret,
    FACEBOOK_ISSUER: oidc.issuer,
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRAPI_URL: `${strapi.url}/api`,
    SHIPPO_API_URL: shippo.url,
  });
  const tx = marketplace.app.db.prepare('SELECT id, listing_id, customer_id, provider_id FROM transactions ORDER BY rowid LIMIT 1').get() as { id: string; listing_id: string; customer_id: string; provider_id: string };
  const user = (id: string) => marketplace.app.db.prepare('SELECT email, metadata FROM users WHERE id = ?').get(id) as { email: string; metadata: string };
  return {
    marketplace,
    stripe,
    strapi,
    oidc,
    seed,
    idOf,
    emailOf: (id) => user(id).email,
    usernameOf: (id) => String(JSON.parse(user(id).metadata)['username'] ?? ''),
    transaction: { id: tx.id, listingId: tx.listing_id, customerId: tx.customer_id, providerId: tx.provider_id },
    liveId: 'petraplants-live-3',
    async close() {
      await strapi.close();
      await oidc.close();
      await shippo.close();
      await stripe.close();
      await marketplace.close();
    },
  };
}
