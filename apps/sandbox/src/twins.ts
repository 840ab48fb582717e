/**
 * Starts the four twins in one process: databases under the data directory,
 * demo data seeded on a fresh database, the marketplace's payment actions pointed
 * at the Stripe twin, Stripe webhooks delivered to the site.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { seedMarketplaceScale } from '@variegata/twin-marketplace/seed';
import { seedMarketplaceDemoWithStripe } from '@variegata/twin-marketplace/seed-stripe';
import { startMarketplaceTwin, type RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { seedShippoDemo } from '@variegata/twin-shippo/seed';
import { startShippoTwin } from '@variegata/twin-shippo/server';
import { seedStrapiLives } from '@variegata/twin-strapi/lives-seed';
import { seedStrapiDemo } from '@variegata/twin-strapi/seed';
import { startStrapiTwin } from '@variegata/twin-strapi/server';
import { seedStripeDemo } from '@variegata/twin-stripe/seed';
import { startStripeTwin } from '@variegata/twin-stripe/server';
import { queueEmail } from '@variegata/twin-marketplace/outbox';
import { startOidcTwin } from '@variegata/twin-oidc/server';
import type { DemoIdentity } from '@variegata/twin-oidc/demo-identities';
import { demoLiveHosts } from './demo-lives';
import { startMailInbox } from './mail-inbox';
import { createTestClock } from './test-clock';
import type { SandboxConfig } from './env';
import type { OutboxMessage, TwinStatus } from './index-page';

/** Where the twins answer; `mail` is the SMTP inbox the site sends its own emails to, `oidc` the social sign-in provider. */
export interface SandboxUrls { marketplace: string; stripe: string; shippo: string; strapi: string; mail: string; oidc: string }

export interface RunningSandbox {
  marketplace: RunningMarketplaceTwin;
  urls: SandboxUrls;
  statuses(): TwinStatus[];
  /** Who can sign in at the local OpenID Connect provider (shown on the index page). */
  identities: readonly DemoIdentity[];
  outbox(limit?: number): OutboxMessage[];
  /** Only with `testClock`: moves the twins' clock forward and runs the marketplace's due timers; the new time. */
  advanceClock?: (ms: number) => Promise<number>;
  close(): Promise<void>;
}

const dbFile = (config: SandboxConfig, name: string) => join(config.dataDir, `${name}.sqlite`);

export function resetData(config: SandboxConfig): void {
  rmSync(config.dataDir, { recursive: true, force: true });
}

export async function startTwins(config: SandboxConfig, log: (line: string) => void = console.log): Promise<RunningSandbox> {
  mkdirSync(config.dataDir, { recursive: true });
  const fresh = (name: string) => !existsSync(dbFile(config, name));
  const host = config.host;
  const siteUrl = `http://${host}:${config.ports.web}`;
  const clock = config.testClock ? createTestClock() : null;

  if (fresh('shippo')) log(`[sandbox] seeded Shippo: ${JSON.stringify(await seedShippoDemo({ dbPath: dbFile(config, 'shippo') }))}`);
  if (fresh('strapi')) log(`[sandbox] seeded Strapi: ${JSON.stringify(await seedStrapiDemo({ dbPath: dbFile(config, 'strapi') }))}`);

  // Stripe (and its seed), Shippo and the OpenID Connect provider do not depend on each other: started together.
  const startStripe = async () => {
    const freshStripe = fresh('stripe');
    const twin = await startStripeTwin({
      dbPath: dbFile(config, 'stripe'),
      port: config.ports.stripe,
      host,
      apiKeys: [config.stripe.secretKey],
      webhookEndpoints: [{ url: `${siteUrl}/api/stripe-webhook`, secret: config.stripe.webhookSecret }],
    });
    if (freshStripe) {
      const prices = await seedStripeDemo({ url: twin.url, apiKey: config.stripe.secretKey });
      log(`[sandbox] seeded Stripe: ${Object.keys(prices).length} membership prices`);
    }
    return twin;
  };
  const [stripe, shippo, oidc] = await Promise.all([
    startStripe(),
    startShippoTwin({ dbPath: dbFile(config, 'shippo'), port: config.ports.shippo, host, ...(clock ? { now: () => new Date(clock.now()) } : {}) }),
    // The social network's sign-in offline: a local OpenID Connect provider the site and the marketplace both trust.
    startOidcTwin({
      port: config.ports.oidc,
      host,
      clients: [{ clientId: config.social.clientId, clientSecret: config.social.clientSecret, name: 'Variegata (sandbox)', redirectUris: [`${siteUrl}/api/auth/${config.social.idpId}/callback`] }],
    }),
  ]);
  const freshMarketplace = fresh('marketplace');
  const marketplace = await startMarketplaceTwin({
    dbPath: dbFile(config, 'marketplace'),
    port: config.ports.marketplace,
    host,
    siteUrl,
    identityProviders: [{ idpId: config.social.idpId, clientId: config.social.clientId, issuer: oidc.issuer }],
    marketplaceClient: { clientId: config.marketplace.clientId, clientSecret: config.marketplace.clientSecret },
    integrationClient: { clientId: config.marketplace.integrationClientId, clientSecret: config.marketplace.integrationClientSecret },
    stripe: { apiUrl: stripe.url, secretKey: config.stripe.secretKey },
    ...(clock ? { now: clock.now } : {}),
    ...(config.smtpUrl ? { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom } : {}),
  });
  if (freshMarketplace) {
    const seeded = await seedMarketplaceDemoWithStripe(marketplace, { apiUrl: stripe.url, secretKey: config.stripe.secretKey });
    log(`[sandbox] seeded the marketplace: ${seeded.users.length} users, ${seeded.listings} listings, ${seeded.images} images, ${seeded.stripe.accounts} payout accounts, ${seeded.stripe.customers} saved cards`);
    // Live sales live in the content service but point at marketplace users and listings.
    const lives = seedStrapiLives(dbFile(config, 'strapi'), { hosts: demoLiveHosts(marketplace.app.db, seeded.users) });
    log(`[sandbox] seeded Strapi: ${lives} live sales`);
  }
  // Strapi is started after the marketplace seed, so the lives written above are in its database
  // before it reads any; the site's own emails arrive over SMTP and join the marketplace's in the one outbox.
  const [strapi, mail] = await Promise.all([
    startStrapiTwin({ dbPath: dbFile(config, 'strapi'), port: config.ports.strapi, host }),
    startMailInbox(host, config.ports.mail, (email) => queueEmail(marketplace.app.db, marketplace.app.now(), email)),
  ]);
  if (config.scaleSeed > 0) {
    const added = await seedMarketplaceScale(marketplace, { count: config.scaleSeed });
    log(`[sandbox] scale seed: ${added} more listings`);
  }

  const twins = [
    { name: 'marketplace (Sharetribe)', url: marketplace.url, status: () => marketplace.status() },
    { name: 'Stripe', url: stripe.url, status: () => stripe.status() },
    { name: 'Shippo', url: shippo.url, status: () => shippo.status() },
    { name: 'Strapi', url: `${strapi.url}/api`, status: () => strapi.status() },
    { name: 'OpenID Connect provider (social sign-in)', url: oidc.issuer, status: () => oidc.status() },
  ];
  return {
    marketplace,
    urls: { marketplace: marketplace.url, stripe: stripe.url, shippo: shippo.url, strapi: `${strapi.url}/api`, mail: mail.url, oidc: oidc.issuer },
    statuses: () => twins,
    identities: oidc.identities,
    outbox: (limit = 200) =>
      marketplace.outbox(limit).map((m) => ({ ...m, id: String(m.id), text: m.body, createdAt: String(m.createdAt) })),
    ...(clock
      ? {
          advanceClock: async (ms: number) => {
            const now = clock.advance(ms);
            await marketplace.runTimers();
            return now;
          },
        }
      : {}),
    async close() {
      await Promise.allSettled([marketplace.close(), stripe.close(), shippo.close(), strapi.close(), mail.close(), oidc.close()]);
    },
  };
}
