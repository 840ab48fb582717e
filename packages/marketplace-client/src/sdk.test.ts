import flexSdk, { type TokenStore } from 'sharetribe-flex-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MARKETPLACE_CLIENT, type RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEMO_PASSWORD, demoUsers, seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import { authInfoOfToken } from './auth-info';
import { scopedTokenStore, withTokenStore } from './scoped-token-store';
import { createRequestSdk, createSharedAnonymousSdk, createTrustedSdk } from './sdk';

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

/** A memory token store that records what the SDK saved in it. */
function recordingStore(token: unknown = null) {
  const saved: unknown[] = [];
  let current = token;
  const store: TokenStore = {
    getToken: () => current,
    setToken: (next: unknown) => void saved.push((current = next)),
    removeToken: () => void saved.push((current = null)),
  };
  return { store, saved, token: () => current };
}

/** A signed-in user's token as the SDK stores it. */
async function tokenOf(email: string): Promise<{ access_token: string; refresh_token: string }> {
  const { store, token } = recordingStore();
  await withTokenStore(sharedSdk(), store).login({ username: email, password: DEMO_PASSWORD });
  return token() as { access_token: string; refresh_token: string };
}

let shared: ReturnType<typeof flexSdk.createInstance> | undefined;
function sharedSdk() {
  shared ??= flexSdk.createInstance({ clientId: config().clientId, baseUrl: config().baseUrl, tokenStore: scopedTokenStore });
  return shared;
}

const idOf = (response: { data: unknown }) => (response.data as { data: { id: { uuid: string } } }).data.id.uuid;

describe('one SDK instance for many token stores', () => {
  it('answers 50 interleaved calls of different users each as its own user', async () => {
    const users = demoUsers.slice(0, 5);
    const tokens = await Promise.all(users.map((u) => tokenOf(u.email)));
    const ids = await Promise.all(users.map(async (_, i) => idOf(await withTokenStore(sharedSdk(), recordingStore(tokens[i]).store).currentUser.show())));
    const calls = Array.from({ length: 50 }, (_, n) => n % users.length);
    const answers = await Promise.all(calls.map(async (i) => idOf(await withTokenStore(sharedSdk(), recordingStore(tokens[i]).store).currentUser.show())));
    expect(new Set(ids).size).toBe(users.length);
    expect(answers).toEqual(calls.map((i) => ids[i]));
  });

  it('saves a refreshed token only in the store of the call that refreshed it', async () => {
    const [first, second] = [demoUsers[0]!, demoUsers[1]!];
    const stale = { ...(await tokenOf(first.email)), access_token: 'not-a-valid-access-token' };
    const fresh = await tokenOf(second.email);
    const refreshing = recordingStore(stale);
    const other = recordingStore(fresh);
    const [a, b] = await Promise.all([
      withTokenStore(sharedSdk(), refreshing.store).currentUser.show(),
      withTokenStore(sharedSdk(), other.store).currentUser.show(),
    ]);
    expect((a.data as { data: { attributes: { email: string } } }).data.attributes.email).toBe(first.email);
    expect((b.data as { data: { attributes: { email: string } } }).data.attributes.email).toBe(second.email);
    expect(refreshing.saved).toHaveLength(1);
    expect((refreshing.token() as { access_token: string }).access_token).not.toBe(stale.access_token);
    expect(other.saved).toEqual([]);
  });

  it('refuses a call made without a token store', async () => {
    await expect(sharedSdk().currentUser.show()).rejects.toThrow(/without a token store/);
  });

  it('gives a trusted SDK the trusted token while the request SDK keeps the user token', async () => {
    const user = demoUsers[2]!;
    const cookies: Record<string, string> = {};
    const request = createRequestSdk(config(), {
      readCookie: (name) => cookies[name],
      writeCookie: (cookie) => {
        const [pair] = cookie.split(';');
        const [name, value] = pair!.split('=');
        cookies[name!] = decodeURIComponent(value!);
      },
      secure: false,
    });
    await request.login({ username: user.email, password: DEMO_PASSWORD });
    const trusted = await createTrustedSdk(config(), request);
    const [trustedInfo, requestInfo] = await Promise.all([trusted.authInfo(), request.authInfo()]);
    expect(trustedInfo.scopes).toContain('trusted:user');
    expect(requestInfo.scopes).not.toContain('trusted:user');
    expect(requestInfo.isAnonymous).toBe(false);
    expect(idOf(await trusted.currentUser.show())).toBe(idOf(await request.currentUser.show()));
  });
});
