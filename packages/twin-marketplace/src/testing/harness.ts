/** Test harness: a twin on port 0 with ':memory:' and real SDK instances pointed at it. */
import sharetribeSdk from 'sharetribe-flex-sdk';
import integrationSdk from 'sharetribe-flex-integration-sdk';
import { DEFAULT_INTEGRATION_CLIENT, DEFAULT_MARKETPLACE_CLIENT, startMarketplaceTwin, type MarketplaceTwinOptions, type RunningMarketplaceTwin } from '../server';

export const { types } = sharetribeSdk as { types: { UUID: new (s: string) => any; Money: new (a: number, c: string) => any; LatLng: new (a: number, b: number) => any } };

export async function startTestTwin(opts: Partial<MarketplaceTwinOptions> = {}): Promise<RunningMarketplaceTwin> {
  return startMarketplaceTwin({ dbPath: ':memory:', port: 0, scryptLogN: 10, timerIntervalMs: 3_600_000, ...opts });
}

export function sdkFor(twin: RunningMarketplaceTwin, extra: Record<string, unknown> = {}): any {
  return sharetribeSdk.createInstance({
    clientId: DEFAULT_MARKETPLACE_CLIENT.clientId,
    baseUrl: twin.url,
    tokenStore: sharetribeSdk.tokenStore.memoryStore(),
    ...extra,
  });
}

export function trustedSdkFor(twin: RunningMarketplaceTwin, token: unknown): any {
  return sharetribeSdk.createInstance({
    clientId: DEFAULT_MARKETPLACE_CLIENT.clientId,
    baseUrl: twin.url,
    tokenStore: sharetribeSdk.tokenStore.memoryStore(token),
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
export async function failure(p: Promise<unknown>): Promise<{ status: number; data: any }> {
  try {
    await p;
  } catch (e) {
    return e as { status: number; data: any };
  }
  throw new Error('expected the call to fail');
}

export function errorCode(e: { data: any }): string {
  return e.data?.errors?.[0]?.code;
}
