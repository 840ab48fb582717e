// Test support: the browser's part of a sign-in at the local provider, and a ready id token.
import * as client from 'openid-client';
import { startOidcTwin, type OidcClient, type RunningOidcTwin } from '../server';

export const TEST_CLIENT: OidcClient = { clientId: 'test-site', clientSecret: 'test-site-secret', redirectUris: ['http://127.0.0.1:9/callback'], name: 'Test site' };

/** A twin on a free port with `clients` (default: TEST_CLIENT). */
export function startTestOidcTwin(clients: OidcClient[] = [TEST_CLIENT]): Promise<RunningOidcTwin> {
  return startOidcTwin({ port: 0, clients });
}

/**
 * Plays the browser: opens `authorizationUrl`, chooses `sub` on the sign-in page (or cancels when
 * `sub` is null) and follows the provider's redirects, keeping its cookies, until it sends the
 * browser away from the provider; that address (the client's redirect URI with code and state).
 */
export async function signInAtProvider(authorizationUrl: string | URL, sub: string | null): Promise<URL> {
  const start = new URL(authorizationUrl);
  const jar = new Map<string, string>();
  const visit = async (url: URL, init: RequestInit = {}): Promise<URL> => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider answered ${response.status} at ${url.pathname} without a redirect`);
    return new URL(location, url);
  };
  let next = await visit(start);
  const form = (value: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(value).toString() });
  next = sub === null ? await visit(new URL(`${next.pathname}/abort`, next), form({})) : await visit(new URL(`${next.pathname}/login`, next), form({ sub }));
  while (next.origin === start.origin) next = await visit(next);
  return next;
}

/** An id token for `sub` issued to TEST_CLIENT by `twin`, through the real code flow with PKCE (openid-client). */
export async function idTokenFor(twin: RunningOidcTwin, sub: string, oidcClient: OidcClient = TEST_CLIENT): Promise<string> {
  const config = await client.discovery(new URL(twin.issuer), oidcClient.clientId, oidcClient.clientSecret, undefined, { execute: [client.allowInsecureRequests] });
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const redirectUri = oidcClient.redirectUris[0]!;
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri, scope: 'openid email profile', state, nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });
  const callback = await signInAtProvider(url, sub);
  const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
  if (!tokens.id_token) throw new Error('No id token');
  return tokens.id_token;
}
