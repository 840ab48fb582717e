/**
 * Auth API (`/v1/auth/token`, `/v1/auth/revoke`): form-encoded in, plain JSON out.
 * Grants: client_credentials (public-read with the marketplace client id, or integ with the
 * integration client id and secret), password (scope user or user:limited, limited per source:
 * auth-login-limits.ts), refresh_token (rotating, bound to its client), token_exchange
 * (trusted:user, needs the marketplace client secret). Unknown client ids are 401 invalid_client.
 * `/v1/auth/auth_with_idp`: login with an identity provider's id token (idp-tokens.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { App } from './http-context';
import { authenticate, issueTokens, revokeOwnToken, rotateRefresh } from './auth-tokens';
import { dummyPasswordHash, verifyPassword } from './auth-passwords';
import { reserveLoginAttempt } from './auth-login-limits';
import { checkIdpToken, linkedUser } from './idp-tokens';

export interface AuthReply { status: number; json: Record<string, unknown>; retryAfterSeconds?: number }

const oauthError = (status: number, error: string, description: string): AuthReply => ({
  status, json: { error, error_description: description },
});

const invalidClient = () => oauthError(401, 'invalid_client', 'Invalid client credentials');

function secretMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function passwordGrant(app: App, form: URLSearchParams, clientId: string, address: string): Promise<AuthReply> {
  const username = form.get('username') ?? '';
  const password = form.get('password') ?? '';
  const scope = form.get('scope') ?? 'user';
  if (scope !== 'user' && scope !== 'user:limited') return oauthError(400, 'invalid_scope', `Scope ${scope} is not allowed`);
  const slot = reserveLoginAttempt(app, username, address);
  if (slot.refused) {
    return { ...oauthError(429, 'too_many_requests', 'Too many failed login attempts; try again later'), retryAfterSeconds: slot.retryAfterSeconds };
  }
  const user = app.db.prepare('SELECT id, password_hash, banned FROM users WHERE email = ? AND deleted = 0').get(username.trim()) as
    { id: string; password_hash: string; banned: number } | undefined;
  // Without an account the same hash work is done on a dummy, so timing does not reveal the email.
  const okPassword = await verifyPassword(password, user?.password_hash ?? await dummyPasswordHash(app.config.scryptLogN));
  if (!user || !okPassword || user.banned) return oauthError(401, 'invalid_grant', 'Invalid username or password');
  slot.succeeded();
  return { status: 200, json: { ...issueTokens(app, { userId: user.id, clientId, scope, refresh: true }) } };
}

/** `address`: where the request comes from (the login limits count failures per address and email). */
export async function handleToken(app: App, form: URLSearchParams, address: string): Promise<AuthReply> {
  const grant = form.get('grant_type');
  const clientId = form.get('client_id');
  if (!clientId) return oauthError(400, 'invalid_request', 'client_id is required');
  const secret = form.get('client_secret') ?? undefined;
  const integ = app.config.integrationClient;
  switch (grant) {
    case 'client_credentials': {
      if (clientId === integ.clientId) {
        if (!secretMatches(secret, integ.clientSecret)) return invalidClient();
        return { status: 200, json: { ...issueTokens(app, { userId: null, clientId, scope: 'integ', refresh: true }) } };
      }
      if (clientId !== app.config.marketplaceClient.clientId) return invalidClient();
      const scope = form.get('scope') ?? 'public-read';
      if (scope !== 'public-read') return oauthError(400, 'invalid_scope', `Scope ${scope} is not allowed for client_credentials`);
      return { status: 200, json: { ...issueTokens(app, { userId: null, clientId, scope, refresh: false }) } };
    }
    case 'password': {
      if (clientId !== app.config.marketplaceClient.clientId) return invalidClient();
      return passwordGrant(app, form, clientId, address);
    }
    case 'refresh_token': {
      const token = form.get('refresh_token');
      if (!token) return oauthError(400, 'invalid_request', 'refresh_token is required');
      if (clientId !== app.config.marketplaceClient.clientId && clientId !== integ.clientId) return invalidClient();
      const issued = rotateRefresh(app, token, clientId);
      if (!issued) return oauthError(401, 'invalid_grant', 'Invalid or expired refresh token');
      return { status: 200, json: { ...issued } };
    }
    case 'token_exchange': {
      if (!secretMatches(secret, app.config.marketplaceClient.clientSecret) || clientId !== app.config.marketplaceClient.clientId) return invalidClient();
      const subject = form.get('subject_token');
      const auth = subject ? authenticate(app, subject) : undefined;
      if (!auth || !auth.userId || auth.integration) return oauthError(401, 'invalid_grant', 'Invalid subject token');
      const scope = auth.limited ? 'trusted:user user:limited' : 'trusted:user';
      return { status: 200, json: { ...issueTokens(app, { userId: auth.userId, clientId, scope, refresh: false }) } };
    }
    default:
      return oauthError(400, 'unsupported_grant_type', `Unsupported grant_type ${grant ?? '(none)'}`);
  }
}

/** Revokes the login family of `token` when it is the caller's own; someone else's token is left alone. */
export function handleRevoke(app: App, form: URLSearchParams, bearer: string | undefined): AuthReply {
  const caller = bearer ? authenticate(app, bearer) : undefined;
  if (!caller) return oauthError(401, 'invalid_token', 'Missing or invalid access token');
  const token = form.get('token');
  if (!token) return oauthError(400, 'invalid_request', 'token is required');
  revokeOwnToken(app, caller, token);
  return { status: 200, json: { action: 'revoked' } };
}

/**
 * `POST /v1/auth/auth_with_idp` (`sdk.loginWithIdp`): the marketplace client with its secret, and an
 * id token of a configured identity provider (idp_id, idp_client_id, idp_token). A user linked to
 * that provider account, or the user whose email the provider verified, gets a user token with a
 * refresh token; anyone else 401 (the site then offers the sign-up).
 */
export async function handleAuthWithIdp(app: App, form: URLSearchParams): Promise<AuthReply> {
  const client = app.config.marketplaceClient;
  if (form.get('client_id') !== client.clientId || !secretMatches(form.get('client_secret') ?? undefined, client.clientSecret)) return invalidClient();
  const idpId = form.get('idp_id');
  const idpClientId = form.get('idp_client_id');
  const idpToken = form.get('idp_token');
  if (!idpId || !idpClientId || !idpToken) return oauthError(400, 'invalid_request', 'idp_id, idp_client_id and idp_token are required');
  const checked = await checkIdpToken(app, idpId, idpClientId, idpToken);
  if (!checked.ok) {
    return checked.reason === 'unknown-idp'
      ? oauthError(400, 'invalid_request', 'Unknown identity provider or client id')
      : oauthError(401, 'invalid_grant', 'Invalid identity provider token');
  }
  const userId = linkedUser(app, checked.identity);
  const user = userId ? app.db.prepare('SELECT banned FROM users WHERE id = ?').get(userId) as { banned: number } | undefined : undefined;
  if (!userId || !user || user.banned) return oauthError(401, 'invalid_grant', 'No user is linked to this identity provider account');
  return { status: 200, json: { ...issueTokens(app, { userId, clientId: client.clientId, scope: 'user', refresh: true }) } };
}
