import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { errorCode, failure, newUser, sdkFor, startTestTwin, testClock, trustedSdk } from './testing/harness';
import { hashPassword, verifyPassword } from './auth-passwords';
import { SOURCE_FAILURES_BEFORE_LOCK } from './auth-login-limits';
import { DEFAULT_MARKETPLACE_CLIENT, type RunningMarketplaceTwin } from './server';

const CLIENT_ID = DEFAULT_MARKETPLACE_CLIENT.clientId;
const clock = testClock();
let twin: RunningMarketplaceTwin;
beforeAll(async () => { twin = await startTestTwin({ now: clock.now, accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 600 }); });
afterAll(async () => { await twin.close(); });

async function tokenRequest(form: Record<string, string>): Promise<{ status: number; json: any }> {
  const res = await fetch(`${twin.url}/v1/auth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
  return { status: res.status, json: await res.json() };
}

describe('auth', () => {
  it('anonymous calls get a public-read token automatically', async () => {
    const sdk = sdkFor(twin);
    await sdk.listings.query({});
    const info = await sdk.authInfo();
    expect(info.isAnonymous).toBe(true);
    expect(info.scopes).toEqual(['public-read']);
  });

  it('login with the right password gives scope user and a refresh token; wrong password is 401', async () => {
    const u = await newUser(twin);
    const info = await u.sdk.authInfo();
    expect(info.isAnonymous).toBe(false);
    expect(info.scopes).toEqual(['user']);
    const sdk = sdkFor(twin);
    const e = await failure(sdk.login({ username: u.email, password: 'wrong password!' }));
    expect(e.status).toBe(401);
    expect(e.data.error).toBe('invalid_grant');
  });

  it('tokens are random, stored only as sha256 hashes, and expire', async () => {
    const r = await tokenRequest({ client_id: CLIENT_ID, grant_type: 'client_credentials', scope: 'public-read' });
    expect(r.status).toBe(200);
    expect(r.json.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = twin.app.db.prepare('SELECT hash FROM tokens').all() as { hash: string }[];
    expect(rows.some((row) => row.hash === r.json.access_token)).toBe(false);
    expect(rows.some((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
    const call = () => fetch(`${twin.url}/v1/api/marketplace/show`, { headers: { authorization: `Bearer ${r.json.access_token}` } });
    expect((await call()).status).toBe(200);
    clock.advance(61_000);
    expect((await call()).status).toBe(401);
  });

  it('refresh tokens rotate: the old one stops working, the scope is kept', async () => {
    const u = await newUser(twin);
    const first = await tokenRequest({ client_id: CLIENT_ID, grant_type: 'password', username: u.email, password: u.password, scope: 'user' });
    const second = await tokenRequest({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: first.json.refresh_token });
    expect(second.status).toBe(200);
    expect(second.json.scope).toBe('user');
    expect(second.json.refresh_token).not.toBe(first.json.refresh_token);
    const again = await tokenRequest({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: first.json.refresh_token });
    expect(again.status).toBe(401);
  });

  it('an expired access token is refreshed by the SDK on 401, and the user stays logged in', async () => {
    const u = await newUser(twin);
    clock.advance(61_000);
    const me = await u.sdk.currentUser.show();
    expect(me.data.data.attributes.email).toBe(u.email);
    expect((await u.sdk.authInfo()).isAnonymous).toBe(false);
  });

  it('when refresh fails too, the SDK falls back to an anonymous token (401 -> refresh -> anonymous)', async () => {
    const u = await newUser(twin);
    clock.advance(601_000);
    const res = await u.sdk.listings.query({});
    expect(res.status).toBe(200);
    expect((await u.sdk.authInfo()).isAnonymous).toBe(true);
  });

  it('anonymous tokens get 403 (not 401) on user endpoints', async () => {
    const sdk = sdkFor(twin);
    const e = await failure(sdk.currentUser.show());
    expect(e.status).toBe(403);
    expect((await sdk.authInfo()).isAnonymous).toBe(true);
  });

  it('token exchange with the client secret gives trusted:user; a wrong secret is 401', async () => {
    const u = await newUser(twin);
    const trusted = await trustedSdk(twin, u.sdk);
    const me = await trusted.currentUser.show();
    expect(me.data.data.id.uuid).toBe(u.id);
    const bad = sharetribeSdk.createInstance({ clientId: DEFAULT_MARKETPLACE_CLIENT.clientId, clientSecret: 'nope', baseUrl: twin.url, tokenStore: sharetribeSdk.tokenStore.memoryStore() });
    await bad.login({ username: u.email, password: u.password });
    const e = await failure(bad.exchangeToken());
    expect(e.status).toBe(401);
  });

  it('logout revokes the refresh token family', async () => {
    const u = await newUser(twin);
    const r = await tokenRequest({ client_id: CLIENT_ID, grant_type: 'password', username: u.email, password: u.password, scope: 'user' });
    const revoke = await fetch(`${twin.url}/v1/auth/revoke`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${r.json.access_token}` },
      body: new URLSearchParams({ token: r.json.refresh_token }),
    });
    expect(revoke.status).toBe(200);
    const me = await fetch(`${twin.url}/v1/api/current_user/show`, { headers: { authorization: `Bearer ${r.json.access_token}` } });
    expect(me.status).toBe(401);
    expect((await tokenRequest({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: r.json.refresh_token })).status).toBe(401);
    await u.sdk.logout();
    expect((await u.sdk.authInfo()).isAnonymous).toBeUndefined();
  });

  it('user:limited tokens cannot change the password', async () => {
    const u = await newUser(twin);
    const r = await tokenRequest({ client_id: CLIENT_ID, grant_type: 'password', username: u.email, password: u.password, scope: 'user:limited' });
    expect(r.json.scope).toBe('user:limited');
    const limited = sdkFor(twin);
    await limited.login({ username: u.email, password: u.password });
    const store = sharetribeSdk.tokenStore.memoryStore();
    store.setToken(r.json);
    const sdk = sharetribeSdk.createInstance({ clientId: 'x', baseUrl: twin.url, tokenStore: store });
    expect((await sdk.currentUser.show()).status).toBe(200);
    const e = await failure(sdk.currentUser.changePassword({ currentPassword: u.password, newPassword: 'another long password' }));
    expect(e.status).toBe(403);
  });

  it('unsupported grants and scopes are rejected', async () => {
    expect((await tokenRequest({ client_id: CLIENT_ID, grant_type: 'magic' })).status).toBe(400);
    expect((await tokenRequest({ client_id: CLIENT_ID, grant_type: 'client_credentials', scope: 'trusted:user' })).status).toBe(400);
    expect((await tokenRequest({ grant_type: 'client_credentials' })).status).toBe(400);
  });

  it('missing and invalid bearer tokens are 401 with the documented codes', async () => {
    const none = await fetch(`${twin.url}/v1/api/marketplace/show`);
    expect(none.status).toBe(401);
    expect(await none.text()).toContain('auth-missing-access-token');
    const bad = await fetch(`${twin.url}/v1/api/marketplace/show`, { headers: { authorization: 'Bearer nonsense' } });
    expect(bad.status).toBe(401);
    expect(await bad.text()).toContain('auth-invalid-access-token');
    expect(errorCode({ data: { errors: [{ code: 'x' }] } })).toBe('x');
  });
});

describe('password hashing', () => {
  it('uses scrypt with the OWASP cost N=2^17, r=8, p=1 by default and verifies', async () => {
    const h = await hashPassword('correct horse battery');
    expect(h.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', h)).toBe(true);
    expect(await verifyPassword('correct horse batterx', h)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same password', 10)).not.toBe(await hashPassword('same password', 10));
  });
});

describe('login throttling', () => {
  it(`${SOURCE_FAILURES_BEFORE_LOCK} consecutive wrong passwords from one address lock it out of that account for 5 minutes (429), then it works again`, async () => {
    const u = await newUser(twin);
    const attempt = (password: string) => tokenRequest({ client_id: CLIENT_ID, grant_type: 'password', username: u.email, password, scope: 'user' });
    for (let i = 0; i < SOURCE_FAILURES_BEFORE_LOCK - 1; i += 1) expect((await attempt('wrong password')).status).toBe(401);
    expect((await attempt(u.password)).status).toBe(200); // a success resets the count
    for (let i = 0; i < SOURCE_FAILURES_BEFORE_LOCK; i += 1) expect((await attempt('wrong password')).status).toBe(401);
    const locked = await attempt(u.password);
    expect(locked.status).toBe(429);
    clock.advance(5 * 60 * 1000 + 1);
    expect((await attempt(u.password)).status).toBe(200);
  });
});
