/**
 * Auth API (`/v1/auth/token`, `/v1/auth/revoke`): form-encoded in, plain JSON out.
 * Grants: client_credentials (public-read, or integ with the integration secret), password
 * (scope user or user:limited), refresh_token (rotating), token_exchange (trusted:user, needs the secret).
 */
import { timingSafeEqual } from 'node:crypto';
import type { App } from './http-context';
import { authenticate, issueTokens, revokeToken, rotateRefresh } from './auth-tokens';
import { verifyPassword } from './auth-passwords';

/** Consecutive failed passwords that lock an account (ASVS 6.3.1; NIST allows at most 100). */
export const LOGIN_FAILURES_BEFORE_LOCK = 10;
export const LOGIN_LOCK_MS = 5 * 60 * 1000;

export interface AuthReply { status: number; json: Record<string, unknown> }

const oauthError = (status: number, error: string, description: string): AuthReply => ({
  status, json: { error, error_description: description },
});

function secretMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function handleToken(app: App, form: URLSearchParams): Promise<AuthReply> {
  const grant = form.get('grant_type');
  const clientId = form.get('client_id');
  if (!clientId) return oauthError(400, 'invalid_request', 'client_id is required');
  const secret = form.get('client_secret') ?? undefined;
  const integ = app.config.integrationClient;
  switch (grant) {
    case 'client_credentials': {
      if (clientId === integ.clientId) {
        if (!secretMatches(secret, integ.clientSecret)) return oauthError(401, 'invalid_client', 'Invalid client credentials');
        return { status: 200, json: { ...issueTokens(app, { userId: null, clientId, scope: 'integ', refresh: true }) } };
      }
      const scope = form.get('scope') ?? 'public-read';
      if (scope !== 'public-read') return oauthError(400, 'invalid_scope', `Scope ${scope} is not allowed for client_credentials`);
      return { status: 200, json: { ...issueTokens(app, { userId: null, clientId, scope, refresh: false }) } };
    }
    case 'password': {
      const username = form.get('username') ?? '';
      const password = form.get('password') ?? '';
      const scope = form.get('scope') ?? 'user';
      if (scope !== 'user' && scope !== 'user:limited') return oauthError(400, 'invalid_scope', `Scope ${scope} is not allowed`);
      const user = app.db.prepare('SELECT id, password_hash, banned, failed_logins, locked_until FROM users WHERE email = ? AND deleted = 0').get(username) as
        { id: string; password_hash: string; banned: number; failed_logins: number; locked_until: number | null } | undefined;
      if (user?.locked_until && user.locked_until > app.now()) {
        return oauthError(429, 'too_many_requests', 'Too many failed login attempts; try again later');
      }
      const okPassword = user ? await verifyPassword(password, user.password_hash) : false;
      if (user && !okPassword) {
        const failures = user.failed_logins + 1;
        const lock = failures % LOGIN_FAILURES_BEFORE_LOCK === 0 ? app.now() + LOGIN_LOCK_MS : null;
        app.db.prepare('UPDATE users SET failed_logins = ?, locked_until = ? WHERE id = ?').run(failures, lock, user.id);
      }
      if (!user || !okPassword || user.banned) return oauthError(401, 'invalid_grant', 'Invalid username or password');
      if (user.failed_logins > 0) app.db.prepare('UPDATE users SET failed_logins = 0, locked_until = NULL WHERE id = ?').run(user.id);
      return { status: 200, json: { ...issueTokens(app, { userId: user.id, clientId, scope, refresh: true }) } };
    }
    case 'refresh_token': {
      const token = form.get('refresh_token');
      if (!token) return oauthError(400, 'invalid_request', 'refresh_token is required');
      const issued = rotateRefresh(app, token);
      if (!issued) return oauthError(401, 'invalid_grant', 'Invalid or expired refresh token');
      return { status: 200, json: { ...issued } };
    }
    case 'token_exchange': {
      if (!secretMatches(secret, app.config.marketplaceClient.clientSecret) || clientId !== app.config.marketplaceClient.clientId) {
        return oauthError(401, 'invalid_client', 'Invalid client credentials');
      }
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

export function handleRevoke(app: App, form: URLSearchParams, bearer: string | undefined): AuthReply {
  if (!bearer || !authenticate(app, bearer)) return oauthError(401, 'invalid_token', 'Missing or invalid access token');
  const token = form.get('token');
  if (!token) return oauthError(400, 'invalid_request', 'token is required');
  revokeToken(app, token);
  return { status: 200, json: { action: 'revoked' } };
}
