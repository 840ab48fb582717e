/**
 * Social sign-in end to end at the route level: the site's /api/auth/{provider} routes with
 * openid-client against the local OpenID Connect provider, the marketplace twin checking the id
 * tokens (create_with_idp, auth_with_idp), the confirm tab and /api/auth/create-user-with-idp.
 */
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import type { RunningOidcTwin } from '@variegata/twin-oidc/server';
import { startOidcTwin } from '@variegata/twin-oidc/server';
import { signInAtProvider } from '@variegata/twin-oidc/testing/harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, SITE } from '../account/harness';
import { pointSiteAt } from '../support/marketplace-twin';

const CLIENT = { clientId: 'route-tests-social', clientSecret: 'route-tests-social-secret', redirectUris: [`${SITE}/api/auth/facebook/callback`] };

let idp: RunningOidcTwin;
let twin: RunningMarketplaceTwin;
let start: typeof import('~/routes/api.auth.$provider');
let callback: typeof import('~/routes/api.auth.$provider_.callback');
let createUser: typeof import('~/routes/api.auth.create-user-with-idp');
let confirm: typeof import('~/routes/confirm');
let login: typeof import('~/routes/login');
let marketplace: typeof import('~/server/marketplace.server');
let limits: typeof import('~/server/rate-limit.server');

beforeAll(async () => {
  idp = await startOidcTwin({ port: 0, clients: [CLIENT] });
  twin = await startTestTwin({ identityProviders: [{ idpId: 'facebook', clientId: CLIENT.clientId, issuer: idp.issuer }] });
  await seedMarketplaceDemo(twin, { listings: 0, scryptLogN: 10 });
  pointSiteAt(twin, { FACEBOOK_APP_ID: CLIENT.clientId, FACEBOOK_APP_SECRET: CLIENT.clientSecret, FACEBOOK_ISSUER: idp.issuer, GOOGLE_CLIENT_ID: '', DISCOURSE_URL: '', DISCOURSE_SSO_SECRET: '' });
  start = await import('~/routes/api.auth.$provider');
  callback = await import('~/routes/api.auth.$provider_.callback');
  createUser = await import('~/routes/api.auth.create-user-with-idp');
  confirm = await import('~/routes/confirm');
  login = await import('~/routes/login');
  marketplace = await import('~/server/marketplace.server');
  limits = await import('~/server/rate-limit.server');
});
afterAll(async () => {
  await twin?.close();
  await idp?.close();
});
beforeEach(() => limits.resetRateLimits());

/** Starts at the site, signs in as `sub` at the provider and returns the site's answer to the callback. */
async function signInWith(browser: Browser, sub: string | null, query = '?from=%2Ffavorites&defaultReturn=%2F&defaultConfirm=%2Fconfirm') {
  const started = await browser.get(start.loader, `/api/auth/facebook${query}`, { provider: 'facebook' });
  expect(started.status).toBe(302);
  const back = await signInAtProvider(started.location!, sub);
  expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/api/auth/facebook/callback`);
  return browser.get(callback.loader, `${back.pathname}${back.search}`, { provider: 'facebook' });
}

const me = (browser: Browser) => marketplace.currentUser(browser.context());

describe('starting social sign-in', () => {
  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const answer = await new Browser().get(start.loader, '/api/auth/facebook?from=%2Ffavorites', { provider: 'facebook' });
    const url = new URL(answer.location!);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/api/auth/facebook/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
  });

  it('answers 404 for a provider that is not configured (the search engine here) or unknown', async () => {
    for (const provider of ['google', 'myspace']) {
      const answer = await new Browser().get(start.loader, `/api/auth/${provider}`, { provider }).catch((e: unknown) => e);
      expect(answer).toMatchObject({ status: 404 });
    }
  });

  it('is rate limited per address like login', async () => {
    const browser = new Browser();
    const { LIMITS } = limits;
    for (let n = 0; n < LIMITS.socialLoginBySource.points; n += 1) await browser.get(start.loader, '/api/auth/facebook', { provider: 'facebook' });
    const refused = await browser.get(start.loader, '/api/auth/facebook', { provider: 'facebook' });
    expect(refused.location).toBe('/login?social_error=too-many');
  });
});

describe('the callback', () => {
  it('sends a person without an account to the confirm tab, which shows what the provider told', async () => {
    const browser = new Browser();
    const answer = await signInWith(browser, 'social-bruno');
    expect(answer.location).toBe('/confirm?from=%2Ffavorites');
    expect(await me(browser)).toBeNull();
    const page = await browser.get(confirm.loader, '/confirm?from=%2Ffavorites');
    expect(page.data).toMatchObject({ tab: 'confirm', from: '/favorites', pendingSignup: { provider: 'facebook', email: 'bruno.moss@social.test', firstName: 'Bruno', lastName: 'Moss' } });
    expect(JSON.stringify(page.data)).not.toMatch(/eyJ/);
  });

  it('logs in the user whose email the provider verified and returns to from', async () => {
    const browser = new Browser();
    const answer = await signInWith(browser, 'social-petra');
    expect(answer.location).toBe('/favorites');
    expect((await me(browser))?.email).toBe('premium.seller@variegata.test');
  });

  it('goes to defaultReturn without from, and never off the site', async () => {
    const browser = new Browser();
    const answer = await signInWith(browser, 'social-petra', '?from=https%3A%2F%2Fevil.test%2F&defaultReturn=%2F%2Fevil.test');
    expect(answer.location).toBe('/');
  });

  it('refuses a callback without this browser\'s flow, or with another state', async () => {
    const first = new Browser();
    const started = await first.get(start.loader, '/api/auth/facebook', { provider: 'facebook' });
    const back = await signInAtProvider(started.location!, 'social-petra');
    const stranger = await new Browser().get(callback.loader, `${back.pathname}${back.search}`, { provider: 'facebook' });
    expect(stranger.location).toBe('/login?social_error=expired');
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'forged-state');
    const forged = await first.get(callback.loader, `${tampered.pathname}${tampered.search}`, { provider: 'facebook' });
    expect(forged.location).toBe('/login?social_error=failed');
    expect(await me(first)).toBeNull();
    const replay = await first.get(callback.loader, `${back.pathname}${back.search}`, { provider: 'facebook' });
    expect(replay.location).toBe('/login?social_error=expired');
  });

  it('comes back to login with a message when the person cancels at the provider', async () => {
    const browser = new Browser();
    const answer = await signInWith(browser, null);
    expect(answer.location).toBe('/login?social_error=cancelled');
    const page = await browser.get(login.loader, answer.location!);
    expect(page.data.socialError).toMatch(/cancelled/);
  });
});

describe('completing the sign-up on the confirm tab', () => {
  it('refuses a taken username, then creates the user with protected data and signedUpFrom, and logs them in', async () => {
    const browser = new Browser();
    await signInWith(browser, 'social-ada');
    const fields = { intent: 'confirm', email: 'ada.fernleaf@social.test', firstName: 'Ada', lastName: 'Fernleaf', country: 'CA', hasAcceptedNewsletter: 'true', signedUpFrom: 'ArticlePage' };
    const taken = await browser.post(confirm.action, '/confirm', { ...fields, username: 'petraplants' });
    expect(taken.status).toBe(409);
    expect(taken.data.fieldErrors.username).toMatch(/already exists/);
    expect(await me(browser)).toBeNull();

    const done = await browser.post(confirm.action, '/confirm', { ...fields, username: 'adaferns' });
    expect(done.status).toBe(302);
    expect(done.location).toBe('/favorites');
    const user = await me(browser);
    expect(user).toMatchObject({ email: 'ada.fernleaf@social.test', emailVerified: true,
      profile: { protectedData: { country: 'CA', hasAcceptedNewsletter: true, signedUpFrom: 'ArticlePage' }, metadata: { username: 'adaferns' } } });

    // The pending sign-up is used up; signing in again later logs the new member straight in.
    expect((await browser.post(confirm.action, '/confirm', { ...fields, username: 'adaferns2' })).location).toBe('/login?social_error=expired');
    const returning = new Browser();
    expect((await signInWith(returning, 'social-ada')).location).toBe('/favorites');
    expect((await me(returning))?.id).toBe(user?.id);
  });

  it('refuses the confirm POST without the CSRF token', async () => {
    const browser = new Browser();
    await signInWith(browser, 'social-clara');
    const answer = await browser.post(confirm.action, '/confirm', { intent: 'confirm', username: 'claravine' }, { csrf: false }).catch((e: unknown) => e);
    expect(answer).toMatchObject({ status: 403 });
  });

  it('sends the confirm tab to login when nothing waits to be confirmed', async () => {
    expect((await new Browser().get(confirm.loader, '/confirm')).location).toBe('/login');
  });
});

describe('POST /api/auth/create-user-with-idp', () => {
  it('completes the pending sign-up as JSON; an unverified provider email stays unverified', async () => {
    const browser = new Browser();
    await signInWith(browser, 'social-clara');
    const taken = await browser.postJson(createUser.action, '/api/auth/create-user-with-idp', { username: 'petraplants' });
    expect(taken).toMatchObject({ status: 409, data: { code: 'username-taken' } });
    const bad = await browser.postJson(createUser.action, '/api/auth/create-user-with-idp', { username: 'x' });
    expect(bad.status).toBe(400);
    const done = await browser.postJson(createUser.action, '/api/auth/create-user-with-idp', { username: 'claravine', signedUpFrom: 'AuthPage' });
    expect(done.status).toBe(200);
    expect(await me(browser)).toMatchObject({ id: done.data.data.userId, email: 'clara.vine@social.test', emailVerified: false, profile: { protectedData: { signedUpFrom: 'AuthPage' } } });
  });

  it('answers 400 without a pending sign-up and refuses a call without the CSRF header', async () => {
    const browser = new Browser();
    expect(await browser.postJson(createUser.action, '/api/auth/create-user-with-idp', { username: 'nobody1' })).toMatchObject({ status: 400, data: { code: 'no-pending-signup' } });
    const answer = await browser.postJson(createUser.action, '/api/auth/create-user-with-idp', { username: 'nobody2' }, { csrf: false }).catch((e: unknown) => e);
    expect(answer).toMatchObject({ status: 403 });
  });
});
