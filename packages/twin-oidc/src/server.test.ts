import * as client from 'openid-client';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningOidcTwin } from './server';
import { idTokenFor, signInAtProvider, startTestOidcTwin, TEST_CLIENT } from './testing/harness';

let twin: RunningOidcTwin;
let config: client.Configuration;
beforeAll(async () => {
  twin = await startTestOidcTwin();
  config = await client.discovery(new URL(twin.issuer), TEST_CLIENT.clientId, TEST_CLIENT.clientSecret, undefined, { execute: [client.allowInsecureRequests] });
});
afterAll(() => twin.close());

async function authorization(extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const params = {
    redirect_uri: TEST_CLIENT.redirectUris[0]!, scope: 'openid email profile', state: client.randomState(), nonce: client.randomNonce(),
    code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', ...extra,
  };
  return { verifier, params, url: client.buildAuthorizationUrl(config, params) };
}

describe('the local OpenID Connect provider', () => {
  it('publishes discovery with the code flow, S256 PKCE and its issuer', () => {
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(twin.issuer);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.response_types_supported).toContain('code');
  });

  it('signs a demo identity in and issues an id token carrying its email and names', async () => {
    const token = decodeJwt(await idTokenFor(twin, 'social-ada'));
    expect(token).toMatchObject({ iss: twin.issuer, aud: TEST_CLIENT.clientId, sub: 'social-ada', email: 'ada.fernleaf@social.test', email_verified: true, given_name: 'Ada', family_name: 'Fernleaf' });
  });

  it('shows the demo identities on its sign-in page', async () => {
    const { url } = await authorization();
    const start = await fetch(url, { redirect: 'manual' });
    const page = await fetch(new URL(start.headers.get('location')!, url), { headers: { cookie: start.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') } });
    const html = await page.text();
    expect(html).toContain('Continue as Ada Fernleaf');
    expect(html).toContain('Continue as Clara Vine');
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = client.buildAuthorizationUrl(config, { redirect_uri: TEST_CLIENT.redirectUris[0]!, scope: 'openid', state: 's', nonce: 'n' });
    const response = await fetch(url, { redirect: 'manual' });
    const back = new URL(response.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a redirect URI the client did not register', async () => {
    const { url } = await authorization({ redirect_uri: 'http://evil.test/callback' });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect_uri');
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const { params, url } = await authorization();
    const callback = await signInAtProvider(url, 'social-bruno');
    await expect(client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedState: params.state, expectedNonce: params.nonce }))
      .rejects.toThrow();
  });

  it('answers access_denied when the person cancels', async () => {
    const { url, params } = await authorization();
    const callback = await signInAtProvider(url, null);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(params.state);
  });

  it('starts quietly: it keeps its state in its own store, so oidc-provider has no quick-start store to warn about', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const other = await startTestOidcTwin();
      await other.close();
      expect(warn.mock.calls.flat().join('\n')).not.toContain('oidc-provider WARNING');
    } finally {
      warn.mockRestore();
    }
  });
});
