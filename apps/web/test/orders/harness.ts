/**
 * Route tests of the order, sale and inbox pages: the marketplace twin wired to the Stripe twin
 * (real SDKs), on a test clock the tests advance (then `runTimers()`), the site pointed at them.
 * Purchases are made as a checkout makes them: a privileged request-payment with line items from
 * @variegata/money and the shipping address and rate in protected data, then confirm-payment.
 */
import type { AppLoadContext } from '@remix-run/node';
import { afterAll, beforeAll } from 'vitest';
import type { MarketplaceApi } from '@variegata/marketplace-client/marketplace-api';
import { marketplaceApi } from '@variegata/marketplace-client/marketplace-api';
import { createTrustedSdk } from '@variegata/marketplace-client/sdk';
import { DEFAULT_MARKETPLACE_CLIENT } from '@variegata/twin-marketplace/server';
import { newUser, testClock } from '@variegata/twin-marketplace/testing/harness';
import { onboardSeller, startPaymentsRig, type PaymentsRig } from '@variegata/twin-marketplace/testing/payments';
import { purchaseLineItems } from '@variegata/money/purchase-line-items';
import { DEFAULT_FEE_TABLE } from '@variegata/money/fees';
import { Shippo } from 'shippo';
import { startShippoTwin, type RunningTwin } from '@variegata/twin-shippo/server';
import { signedInCookies, testContext, type TestContext } from '../support/load-context';
import { NO_STRAPI_URL, pointSiteAt } from '../support/marketplace-twin';

export const CSRF = 'orders-test-csrf-token-0123456789abcdefghijklmnop';
export const SITE = 'http://127.0.0.1:3000';
export const DAY = 86_400_000;
const SHIPPO_KEY = 'shippo_test_orders';

/** A carrier rate from San Francisco to the test buyer's address, as the checkout's rate step gets it. */
export async function carrierRate(rig: Rig): Promise<string> {
  const address = SHIPPING_ADDRESS.location.selectedPlace.addressDetails;
  const shipment = await rig.shippo.shipments.create({
    addressFrom: { name: 'Seller', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' },
    addressTo: { name: SHIPPING_ADDRESS.recipientName, street1: address.street1, city: address.city, state: address.state, zip: address.zip, country: address.country },
    parcels: [{ length: '10', width: '6', height: '6', distanceUnit: 'in', weight: '2', massUnit: 'lb' }],
  });
  const rate = shipment.rates.find((r) => r.servicelevel.token === 'usps_priority');
  if (!rate) throw new Error('no usps_priority rate');
  return rate.objectId;
}

export interface Person {
  id: string;
  /** The user's own Marketplace SDK (the real sharetribe-flex-sdk). */
  sdk: { exchangeToken(): Promise<{ data: unknown }> };
  email: string;
  password: string;
  api: MarketplaceApi;
  cookies: Record<string, string>;
}

export interface Rig {
  payments: PaymentsRig;
  shippoTwin: RunningTwin;
  /** The shippo SDK against the Shippo twin (to make the shipment whose rate a buyer chooses). */
  shippo: Shippo;
  clock: ReturnType<typeof testClock>;
  /** Moves the twin's clock and runs the timers that are due. */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startRig(): Promise<Rig> {
  const clock = testClock(Date.now());
  const payments = await startPaymentsRig({ now: clock.now });
  const shippoTwin = await startShippoTwin({ dbPath: ':memory:', port: 0, now: () => new Date(clock.now()) });
  pointSiteAt(payments.twin, { STRAPI_URL: NO_STRAPI_URL, SHIPPO_API_URL: shippoTwin.url, SHIPPO_API_KEY: SHIPPO_KEY });
  return {
    payments,
    shippoTwin,
    shippo: new Shippo({ apiKeyHeader: SHIPPO_KEY, serverURL: shippoTwin.url }),
    clock,
    async advance(ms) {
      clock.advance(ms);
      await payments.twin.runTimers();
    },
    async close() {
      await shippoTwin.close();
      await payments.close();
    },
  };
}

async function person(rig: Rig, extra: Record<string, unknown> = {}): Promise<Person> {
  const user = await newUser(rig.payments.twin, extra);
  return { id: user.id, email: user.email, password: user.password, sdk: user.sdk, api: marketplaceApi(user.sdk), cookies: await signedInCookies(CSRF, user.email, user.password) };
}

/** A seller with a payout account and a published listing of 100 plants at $50. */
export async function sellerWithListing(rig: Rig, title = 'Monstera albo variegata'): Promise<Person & { listingId: string }> {
  const seller = await person(rig);
  await onboardSeller(rig.payments, seller);
  const draft = await seller.api.ownListings.createDraft({ title, price: { amount: 5000, currency: 'USD' }, publicData: { transactionProcessAlias: 'default-purchase/release-1', genus: 'monstera' } });
  await seller.api.stock.compareAndSet({ listingId: draft.id, oldTotal: null, newTotal: 100 });
  await seller.api.ownListings.publishDraft({ id: draft.id });
  return { ...seller, listingId: draft.id };
}

/** A buyer with a saved card. */
export async function buyer(rig: Rig): Promise<Person> {
  const b = await person(rig);
  const intent = await b.api.stripeSetupIntents.create();
  const confirmed = await rig.payments.stripe.setupIntents.confirm(intent.stripeSetupIntentId, { payment_method: 'pm_card_visa' });
  await b.api.stripeCustomer.create({ stripePaymentMethodId: String(confirmed.payment_method) });
  return b;
}

/** Anybody signed in (not a party). */
export const stranger = (rig: Rig): Promise<Person> => person(rig);

export const SHIPPING_ADDRESS = {
  recipientName: 'Ada Buyer',
  recipientPhoneNumber: '+1 415 555 0101',
  street2: 'Apt 4',
  location: { selectedPlace: { address: '1 Market St, San Francisco, CA 94105, US', addressDetails: { street1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US' } } },
};

/** Buys one plant of the seller's listing; `confirm: false` leaves it waiting for payment. */
export async function purchase(rig: Rig, b: Person, seller: { listingId: string }, opts: { confirm?: boolean; rateObjectId?: string } = {}): Promise<string> {
  const items = purchaseLineItems({ unitPrice: { amount: 5000, currency: 'USD' }, quantity: 1, shippingFee: { amount: 1250, currency: 'USD' }, fees: DEFAULT_FEE_TABLE });
  if (!items.ok) throw new Error(items.error);
  const config = { baseUrl: rig.payments.twin.url, clientId: DEFAULT_MARKETPLACE_CLIENT.clientId, clientSecret: DEFAULT_MARKETPLACE_CLIENT.clientSecret };
  const trusted = marketplaceApi(await createTrustedSdk(config, b.sdk));
  const tx = await trusted.transactions.initiate({
    transition: 'request-payment',
    params: {
      listingId: seller.listingId,
      stockReservationQuantity: 1,
      lineItems: items.value.map((i) => ({ code: i.code, unitPrice: i.unitPrice, includeFor: [...i.includeFor], ...(i.quantity === undefined ? {} : { quantity: i.quantity }), ...(i.percentage === undefined ? {} : { percentage: i.percentage }) })),
      protectedData: {
        deliveryMethod: 'shipping',
        shippingAddress: SHIPPING_ADDRESS,
        shippingRate: { objectId: opts.rateObjectId ?? 'rate_not_bought', amount: 1250, currency: 'USD', provider: 'USPS', servicelevel: { name: 'Priority Mail', token: 'usps_priority' }, isFlatRate: false, isIntlShipping: false, isOwnShipping: false },
      },
    },
  });
  if (opts.confirm !== false) await b.api.transactions.transition({ id: tx.id, transition: 'confirm-payment' });
  return tx.id;
}

/** A request's load context for a browser holding `cookies`; cookies the site sets (a refreshed session) stay with the person. */
export function as(p: { cookies: Record<string, string> } | null): TestContext {
  const context = testContext(CSRF, p?.cookies ?? {});
  if (p) p.cookies = context.jar;
  return context;
}

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

export function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  const init = (outcome as { init?: { status?: number } | null } | null)?.init;
  return init?.status ?? 200;
}

export function dataOf<T = any>(outcome: unknown): T {
  const o = outcome as { type?: string; data?: unknown };
  return (o && o.type === 'DataWithResponseInit' ? o.data : outcome) as T;
}

export type Seller = Person & { listingId: string };
export interface Parties { rig: Rig; seller: Seller; customer: Person }

/**
 * One rig for a test file, with a seller who has a listing and a buyer, closed after the file;
 * `take` receives them once they exist (before the file's own beforeAll hooks run).
 */
export function useParties(take: (parties: Parties) => void, listingTitle?: string): void {
  let rig: Rig | undefined;
  beforeAll(async () => {
    rig = await startRig();
    take({ rig, seller: await sellerWithListing(rig, listingTitle), customer: await buyer(rig) });
  }, 60_000);
  afterAll(async () => {
    await rig?.close();
  });
}
