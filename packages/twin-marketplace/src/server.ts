/**
 * startMarketplaceTwin: the Sharetribe Marketplace, Auth and Integration API twin on one node:http
 * server (see the twin contract). Marketplace API at /v1/api, Auth at /v1/auth, Integration API at
 * /v1/integration_api, image variants at /images.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { closeServer, listen, type RunningTwin, type TwinServerOptions } from '@variegata/twin-kit/http-server';
import { openDb } from './db';
import type { App, RouteTable } from './http-context';
import { createRequestListener } from './http-server';
import { type ClientCredentials, type IdentityProviderConfig, type SearchField, type TwinConfig, variegataSearchSchema, variegataSortIndexes } from './config';
import { ensureSearchIndex } from './search-index';
import { userRoutes } from './users-routes';
import { listingRoutes } from './listings-routes';
import { miscRoutes } from './misc-routes';
import { integrationRoutes } from './integration-routes';
import { listOutbox, type OutboxEmail } from './outbox';
import { transactionRoutes, startScheduler } from './transactions-routes';
import { noopPaymentHooks, type PaymentHooks } from './payments-hooks';
import { runTransition } from './transactions-engine';
import { stripeRoutes } from './stripe-routes';
import { fakeStripeHooks, type StripeHooks } from './stripe-hooks';
import type { OutgoingEmail } from './http-context';
import { purgeExpiredTokens } from './auth-tokens';
import { purgeLoginFailures } from './auth-login-limits';
import { DEFAULT_MAX_IMAGE_PIXELS } from './images-store';
import { stripeClient, type StripeConnection } from './stripe-client';
import { stripePaymentHooks } from './payments-stripe';
import { stripeSdkHooks } from './stripe-sdk-hooks';
import { stripePersonRoutes } from './stripe-persons-routes';
import { smtpMailer } from './smtp';
import { loadAssetLibrary } from './assets-store';
import { processRegistry, variegataProcesses, type LoadedProcess } from './processes-registry';
import { availabilityRoutes, integrationAvailabilityRoutes } from './availability-routes';
import { sitemapRoutes } from './sitemap-routes';

export const DEFAULT_MARKETPLACE_CLIENT: ClientCredentials = { clientId: 'variegata-sandbox', clientSecret: 'variegata-sandbox-secret' };
export const DEFAULT_INTEGRATION_CLIENT: ClientCredentials = { clientId: 'variegata-sandbox-integration', clientSecret: 'variegata-sandbox-integration-secret' };

export interface MarketplaceTwinOptions extends TwinServerOptions {
  siteUrl?: string;
  /** OpenID Connect identity providers for social sign-up and login (default none: their endpoints answer 400). */
  identityProviders?: IdentityProviderConfig[];
  marketplaceClient?: ClientCredentials;
  integrationClient?: ClientCredentials;
  searchSchema?: SearchField[];
  sortIndexes?: string[][];
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** log2 of scrypt N (default 17, the OWASP setting). Tests may lower it to save CPU. */
  scryptLogN?: number;
  maxImageBytes?: number;
  /** Largest accepted upload in pixels (default 50,000,000, e.g. 8660 x 5773). */
  maxImagePixels?: number;
  /** Proxies (e.g. the site's server) whose X-Forwarded-For names the client of a login attempt (default none). */
  trustedProxies?: string[];
  requireListingApproval?: boolean;
  /** Clock for tests (default Date.now). */
  now?: () => number;
  /** Payment actions of the transaction process (default: no-op success). */
  paymentHooks?: PaymentHooks;
  /** Stripe calls behind the stripe_* endpoints (default: fakes with a test card). */
  stripeHooks?: StripeHooks;
  /** Timer poll interval in ms (default 1000). */
  timerIntervalMs?: number;
  /** Called for every email after it is written to the outbox (wire SMTP here). */
  mailer?: (email: OutgoingEmail) => Promise<void> | void;
  /** Stripe for the payment side (payment hooks and stripe_* endpoints through the stripe SDK), e.g. the Stripe twin. */
  stripe?: StripeConnection;
  /** smtp://user:pass@host:port: every email also goes to this SMTP server (unless `mailer` is given). */
  smtpUrl?: string;
  /** From header of SMTP mail (default `Variegata <hello@variegata.test>`). */
  mailFrom?: string;
  /**
   * Directory of hosted configuration assets served by the Asset Delivery API (default: the
   * package's `assets/`, Variegata's configuration); `null` serves only versions recorded before.
   */
  assetsDir?: string | null;
  /**
   * The transaction processes (default: Variegata's, `variegataProcesses()`). A marketplace built on
   * the web template's processes: `readProcessDirectory(TEMPLATE_PROCESSES_DIR)`.
   */
  processes?: readonly LoadedProcess[];
}

/** The hosted configuration assets shipped with the twin (translations, listing types and fields, search, top bar, footer, pages). */
export const DEFAULT_ASSETS_DIR = fileURLToPath(new URL('../assets', import.meta.url));

export type { RunningTwin };

export interface RunningMarketplaceTwin extends RunningTwin {
  /** Emails written to the outbox, newest first. */
  outbox(limit?: number): OutboxEmail[];
  /** Runs due timers now (tests); the scheduler also runs them every timerIntervalMs. */
  runTimers(): Promise<number>;
  /**
   * Takes a system transition now (the process's event transitions, e.g. `auto-payment` when a
   * payment succeeds without the browser, from a payment webhook). Throws the API error on failure.
   */
  systemTransition(transactionId: string, transition: string, params?: Record<string, unknown>): Promise<void>;
  app: App;
}

export async function startMarketplaceTwin(options: MarketplaceTwinOptions): Promise<RunningMarketplaceTwin> {
  const host = options.host ?? '127.0.0.1';
  const db = openDb(options.dbPath);
  const config: TwinConfig = {
    publicUrl: options.publicUrl ?? '',
    siteUrl: options.siteUrl ?? 'http://127.0.0.1:3000',
    identityProviders: options.identityProviders ?? [],
    marketplaceClient: options.marketplaceClient ?? DEFAULT_MARKETPLACE_CLIENT,
    integrationClient: options.integrationClient ?? DEFAULT_INTEGRATION_CLIENT,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 180 * 86400,
    scryptLogN: options.scryptLogN ?? 17,
    maxImageBytes: options.maxImageBytes ?? 20 * 1024 * 1024,
    maxImagePixels: options.maxImagePixels ?? DEFAULT_MAX_IMAGE_PIXELS,
    trustedProxies: options.trustedProxies ?? [],
    searchSchema: options.searchSchema ?? variegataSearchSchema,
    sortIndexes: options.sortIndexes ?? (options.searchSchema ? [] : variegataSortIndexes),
    requireListingApproval: options.requireListingApproval ?? false,
    marketplaceName: 'Variegata',
  };
  ensureSearchIndex(db, config.searchSchema, config.sortIndexes);
  const stripe = options.stripe ? stripeClient(options.stripe) : null;
  const now = options.now ?? (() => Date.now());
  const assets = await loadAssetLibrary(db, options.assetsDir === undefined ? DEFAULT_ASSETS_DIR : options.assetsDir ?? undefined, now());
  const processes = processRegistry(options.processes ?? variegataProcesses());
  const app: App = { db, config, now, assets, processes,
    paymentHooks: options.paymentHooks ?? (stripe ? stripePaymentHooks(stripe) : noopPaymentHooks),
    stripeHooks: options.stripeHooks ?? (stripe ? stripeSdkHooks(stripe) : fakeStripeHooks) };
  if (options.mailer) app.mailer = options.mailer;
  else if (options.smtpUrl) app.mailer = smtpMailer(options.smtpUrl, options.mailFrom);
  const marketplace: RouteTable = { ...userRoutes, ...listingRoutes, ...transactionRoutes, ...stripeRoutes, ...stripePersonRoutes, ...miscRoutes, ...availabilityRoutes, ...sitemapRoutes };
  const server = createServer(createRequestListener(app, { marketplace, integration: { ...integrationRoutes, ...integrationAvailabilityRoutes } }));
  const url = await listen(server, options.port, host);
  if (!options.publicUrl) config.publicUrl = url;
  purgeExpiredTokens(app);
  purgeLoginFailures(app);
  const scheduler = startScheduler(app, options.timerIntervalMs ?? 1000);
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  return {
    url,
    app,
    status: () => ({
      users: count('SELECT COUNT(*) AS n FROM users WHERE deleted = 0'),
      listings: count('SELECT COUNT(*) AS n FROM listings WHERE deleted = 0'),
      publishedListings: count("SELECT COUNT(*) AS n FROM listing_search"),
      transactions: count('SELECT COUNT(*) AS n FROM transactions'),
      pendingTimers: count('SELECT COUNT(*) AS n FROM timers WHERE done = 0'),
      outbox: count('SELECT COUNT(*) AS n FROM outbox'),
    }),
    outbox: (limit?: number) => listOutbox(db, limit),
    runTimers: () => scheduler.runDue(),
    systemTransition: async (transactionId, transition, params = {}) => {
      await runTransition(app, { txId: transactionId, transition, params, actor: 'system', userId: null, trusted: true, speculative: false });
    },
    close: async () => {
      scheduler.stop();
      await closeServer(server);
      db.close();
    },
  };
}
