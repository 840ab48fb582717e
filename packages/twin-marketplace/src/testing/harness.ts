/** Test harness: a twin on port 0 with ':memory:' and real SDK instances pointed at it. */
import sharetribeSdk from 'sharetribe-flex-sdk';
import integrationSdk from 'sharetribe-flex-integration-sdk';
import { rejection } from '@variegata/twin-kit/testing/rejection';
import { DEFAULT_INTEGRATION_CLIENT, DEFAULT_MARKETPLACE_CLIENT, startMarketplaceTwin, type MarketplaceTwinOptions, type RunningMarketplaceTwin } from '../server';

export const { types } = sharetribeSdk as { types: { UUID: new (s: string) => any; Money: new (a: number, c: string) => any; LatLng: new (a: number, b: number) => any; LatLngBounds: new (ne: any, sw: any) => any } };

export async function startTestTwin(opts: Partial<MarketplaceTwinOptions> = {}): Promise<RunningMarketplaceTwin> {
  return startMarketplaceTwin({ dbPath: ':memory:', port: 0, scryptLogN: 10, timerIntervalMs: 3_600_000, ...opts });
}

export function sdkFor(twin: RunningMarketplaceTwin, extra: Record<string, unknown> = {}): any {
  return sharetribeSdk.createInstance({
    clientId: DEFAULT_MARKETPLACE_CLIENT.clientId,
    clientSecret: DEFAULT_MARKETPLACE_CLIENT.clientSecret,
    baseUrl: twin.url,
    tokenStore: sharetribeSdk.tokenStore.memoryStore(),
    ...extra,
  });
}

export function trustedSdkFor(twin: RunningMarketplaceTwin, token: unknown): any {
  return sharetribeSdk.createInstance({
    clientId: DEFAULT_MARKETPLACE_CLIENT.clientId,
    baseUrl: twin.url,
    tokenStore: (() => { const store = sharetribeSdk.tokenStore.memoryStore(); store.setToken(token); return store; })(),
  });
}

export function integrationSdkFor(twin: RunningMarketplaceTwin): any {
  return integrationSdk.createInstance({
    clientId: DEFAULT_INTEGRATION_CLIENT.clientId,
    clientSecret: DEFAULT_INTEGRATION_CLIENT.clientSecret,
    baseUrl: twin.url,
  });
}

let counter = 0;

/** Creates a user through current_user/create and logs an SDK in as them. */
export async function newUser(twin: RunningMarketplaceTwin, extra: Record<string, unknown> = {}): Promise<{ sdk: any; id: string; email: string; password: string }> {
  counter += 1;
  const email = `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct horse battery';
  const sdk = sdkFor(twin);
  const res = await sdk.currentUser.create({ email, password, firstName: 'Test', lastName: `User${counter}`, ...extra }, { expand: true });
  await sdk.login({ username: email, password });
  return { sdk, id: res.data.data.id.uuid as string, email, password };
}

/** Awaits a promise expected to reject and returns the SDK error. */
export const failure = (p: Promise<unknown>) => rejection<{ status: number; data: any }>(p);

export function errorCode(e: { data: any }): string {
  return e.data?.errors?.[0]?.code;
}

/** Token exchange as the web template's getTrustedSdk does it: a fresh SDK on a memory store with the trusted token. */
export async function trustedSdk(twin: RunningMarketplaceTwin, userSdk: any): Promise<any> {
  const res = await userSdk.exchangeToken();
  return trustedSdkFor(twin, res.data);
}

/** A mutable clock for the twin's `now` option. */
export function testClock(start = Date.UTC(2026, 0, 10, 12)): { now: () => number; advance(ms: number): void; set(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => { t += ms; }, set: (ms) => { t = ms; } };
}

/** A published listing with stock, by the given user. */
export async function publishedListing(u: { sdk: any }, opts: { stock?: number; price?: number; publicData?: Record<string, unknown>; title?: string } = {}): Promise<string> {
  const res = await u.sdk.ownListings.create({
    title: opts.title ?? 'Monstera deliciosa Thai Constellation',
    description: 'A rooted cutting',
    price: new types.Money(opts.price ?? 5000, 'USD'),
    publicData: { transactionProcessAlias: 'default-purchase/release-1', genus: 'monstera', ...(opts.publicData ?? {}) },
  });
  const id = res.data.data.id.uuid as string;
  if (opts.stock !== undefined) await u.sdk.stock.compareAndSet({ listingId: new types.UUID(id), oldTotal: null, newTotal: opts.stock });
  return id;
}

/** Line items as the template's server computes them (1 item, 10 % provider commission). */
export function itemLineItems(unitPrice: number, quantity: number): unknown[] {
  return [
    { code: 'line-item/item', unitPrice: new types.Money(unitPrice, 'USD'), quantity, includeFor: ['customer', 'provider'] },
    { code: 'line-item/provider-commission', unitPrice: new types.Money(unitPrice * quantity, 'USD'), percentage: -10, includeFor: ['provider'] },
  ];
}
