import flexSdk from 'sharetribe-flex-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MARKETPLACE_CLIENT, type RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEMO_PASSWORD, demoUsers, seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import { authInfoOfToken } from './auth-info';
import { createSharedAnonymousSdk } from './sdk';

let twin: RunningMarketplaceTwin;
const config = () => ({ baseUrl: twin.url, clientId: DEFAULT_MARKETPLACE_CLIENT.clientId, clientSecret: DEFAULT_MARKETPLACE_CLIENT.clientSecret });

beforeAll(async () => {
  twin = await startTestTwin();
  await seedMarketplaceDemo(twin, { scryptLogN: 10 });
});
afterAll(async () => {
  await twin.close();
});

function memorySdk() {
  return flexSdk.createInstance({ clientId: config().clientId, baseUrl: config().baseUrl, tokenStore: flexSdk.tokenStore.memoryStore() });
}

describe('authInfoOfToken against the SDK', () => {
  it('reads real anonymous and user tokens the way the SDK does', async () => {
    const sdk = memorySdk();
    await sdk.listings.query({ per_page: 1 });
    const anonymous = await sdk.authInfo();
    const user = demoUsers[0]!;
    await sdk.login({ username: user.email, password: DEMO_PASSWORD });
    const signedIn = await sdk.authInfo();
    expect(anonymous.isAnonymous).toBe(true);
    expect(signedIn.isAnonymous).toBe(false);
    const tokens: unknown[] = [];
    const recording = flexSdk.createInstance({
      clientId: config().clientId,
      baseUrl: config().baseUrl,
      tokenStore: { getToken: () => tokens.at(-1) ?? null, setToken: (t: unknown) => void tokens.push(t), removeToken: () => void tokens.push(null) },
    });
    await recording.listings.query({ per_page: 1 });
    expect(authInfoOfToken(tokens.at(-1))).toEqual({ isAnonymous: true, scopes: anonymous.scopes });
    await recording.login({ username: user.email, password: DEMO_PASSWORD });
    expect(authInfoOfToken(tokens.at(-1))).toEqual({ isAnonymous: false, scopes: signedIn.scopes });
  });
});

describe('createSharedAnonymousSdk', () => {
  it('reads public listings with one anonymous token shared by every call', async () => {
    const sdk = createSharedAnonymousSdk(config());
    const [a, b] = await Promise.all([sdk.listings.query({ per_page: 2 }), sdk.listings.query({ per_page: 3 })]);
    expect((a.data as { data: unknown[] }).data).toHaveLength(2);
    expect((b.data as { data: unknown[] }).data).toHaveLength(3);
    const info = await sdk.authInfo();
    expect(info.isAnonymous).toBe(true);
  });

  it('refuses to store a user token, so a login through it leaves it anonymous', async () => {
    const sdk = createSharedAnonymousSdk(config());
    await expect(sdk.login({ username: demoUsers[0]!.email, password: DEMO_PASSWORD })).rejects.toThrow(/never stores a user token/);
    expect((await sdk.authInfo()).isAnonymous).not.toBe(false);
    await expect(sdk.currentUser.show()).rejects.toMatchObject({ status: 403 }); // an anonymous token may not read a current user
  });
});
