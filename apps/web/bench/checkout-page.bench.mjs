/**
 * Checkout page benchmark (issue 14 "Done when"): the server time of /l/{slug}/{id}/checkout for a
 * signed-in buyer (autocannon on loopback: req/s and p50/p95/p99 latency) against the marketplace
 * twin (wired to the Stripe twin) with the demo seed, and the gzip JavaScript the page ships on a first visit (target: under
 * 150 KB). Figures are printed, not asserted.
 *
 *   pnpm --filter @variegata/web bench      (BENCH_SECONDS=20 by default)
 */
import { seedMarketplaceDemoWithStripe } from '@variegata/twin-marketplace/seed-stripe';
import { DEFAULT_MARKETPLACE_CLIENT } from '@variegata/twin-marketplace/server';
import { startPaymentsRig, STRIPE_TEST_KEY } from '@variegata/twin-marketplace/testing/payments';
import { connections, ensureBuilt, finish, fmt, jsOfRoute, measure, seconds, startSite, TABLE_HEAD, visitorCookies } from './support.mjs';

const BUYER = 'free.buyer@variegata.test';
const DEMO_PASSWORD = 'variegata-demo-password';

ensureBuilt();
// The marketplace twin wired to the Stripe twin: demo sellers have payout accounts, buyers a saved card.
const rig = await startPaymentsRig();
const twin = rig.twin;
await seedMarketplaceDemoWithStripe(twin, rig.stripe, { listings: 48 });
const row = twin.app.db
  .prepare(`SELECT l.id FROM listings l JOIN users u ON u.id = l.author_id WHERE l.state = 'published' AND l.deleted = 0 AND l.stock > 0 AND l.price_amount > 0 AND u.email <> ? AND json_extract(l.public_data, '$.listingType') <> 'auction' ORDER BY l.rowid LIMIT 1`)
  .get(BUYER);
if (!row) throw new Error('no fixed-price listing in the demo seed');

const site = await startSite(twin.url, {
  SHARETRIBE_SDK_CLIENT_ID: DEFAULT_MARKETPLACE_CLIENT.clientId,
  SHARETRIBE_SDK_CLIENT_SECRET: DEFAULT_MARKETPLACE_CLIENT.clientSecret,
  STRIPE_API_URL: rig.stripeTwin.url,
  STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
});
// A signed-in buyer: the site's cookies plus the marketplace token cookie the site's SDK reads.
const token = await (
  await fetch(`${twin.url}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: DEFAULT_MARKETPLACE_CLIENT.clientId, grant_type: 'password', username: BUYER, password: DEMO_PASSWORD, scope: 'user' }),
  })
).json();
const path = `/l/plant/${row.id}/checkout`;
const cookie = [await visitorCookies(`${site.url}/`), `st-${DEFAULT_MARKETPLACE_CLIENT.clientId}-token=${encodeURIComponent(JSON.stringify(token))}`].filter(Boolean).join('; ');
const first = await fetch(`${site.url}${path}`, { headers: { cookie }, redirect: 'manual' });
if (first.status !== 200) throw new Error(`the checkout page answered ${first.status} for the signed-in buyer`);
if (!(await first.text()).includes('Continue to shipping')) throw new Error('the checkout page does not offer the purchase');

console.log(`\nServer-rendered checkout page, signed-in buyer: ${connections} connections, ${seconds} s, loopback\n`);
console.log(TABLE_HEAD);
await measure('checkout page, 1 connection', site.url, [path], cookie, {}, { connections: 1 });
await measure('checkout page', site.url, [path], cookie);
await site.stop();
await rig.close();

const js = jsOfRoute('routes/l.$slug.$id.checkout');
console.log(`\nJavaScript, checkout page (gzip, first visit): ${fmt(js.kb)} KB in ${js.chunks} chunks${js.missing ? ' (route not in the manifest)' : ''} (target: under 150 KB)`);
finish();
