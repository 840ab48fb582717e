/**
 * The OpenID Connect relying party, through `openid-client` (discovery, authorization URL, code
 * exchange with PKCE, state and nonce checks, id token claim validation). Plain http is allowed only
 * for a loopback issuer (the sandbox's local provider).
 */
import { err, ok, type Result } from '@variegata/result/result';
import * as client from 'openid-client';
import type { SocialProvider } from './providers.server';

const configurations = new Map<string, Promise<client.Configuration>>();

function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function configurationOf(provider: SocialProvider): Promise<client.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    const issuer = new URL(provider.issuer);
    found = client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {});
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found;
}

/** What the browser's round trip to the provider must bring back unchanged (kept in the flow cookie). */
export interface AuthorizationSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationRequest(provider: SocialProvider, redirectUri: string): Promise<Result<{ url: string; secrets: AuthorizationSecrets }, 'provider-unavailable'>> {
  try {
    const config = await configurationOf(provider);
    const secrets = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
    });
    return ok({ url: url.toString(), secrets });
  } catch (error) {
    console.error('[social-auth] discovery failed', provider.name, error instanceof Error ? error.message : '');
    return err('provider-unavailable');
  }
}

/** The person as the provider's id token describes them. */
export interface IdpProfile {
  idToken: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const claimText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Exchanges the callback's code (checking state, nonce, PKCE and the id token's claims). */
export async function finishAuthorization(provider: SocialProvider, callback: URL, secrets: AuthorizationSecrets): Promise<Result<IdpProfile, 'denied' | 'invalid-callback' | 'provider-unavailable'>> {
  if (callback.searchParams.get('error')) return err('denied');
  let config: client.Configuration;
  try {
    config = await configurationOf(provider);
  } catch {
    return err('provider-unavailable');
  }
  try {
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: secrets.codeVerifier, expectedState: secrets.state, expectedNonce: secrets.nonce, idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!tokens.id_token || !claims) return err('invalid-callback');
    return ok({
      idToken: tokens.id_token,
      email: claimText(claims['email']),
      emailVerified: claims['email_verified'] === true,
      firstName: claimText(claims['given_name']),
      lastName: claimText(claims['family_name']),
    });
  } catch (error) {
    console.error('[social-auth] code exchange refused', provider.name, error instanceof Error ? error.message : '');
    return err('invalid-callback');
  }
}
