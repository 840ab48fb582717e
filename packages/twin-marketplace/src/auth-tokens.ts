/**
 * OAuth tokens: 256-bit random values, stored only as sha256 hashes, with expiry. Every token of one
 * login shares a family. Refresh tokens rotate (each use revokes the old one) and are bound to the
 * client they were issued to; presenting a rotated one again ends its whole family (OAuth security
 * BCP, refresh token rotation), except within a few seconds of its rotation, which is a race of the
 * same client's requests and only gets a 401. Revoking ends a family, only one's own.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { App, AuthContext } from './http-context';

export function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface IssuedTokens {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

interface TokenRow { hash: string; kind: string; user_id: string | null; client_id: string; scope: string; family: string; expires_at: number; revoked: number; rotated_at: number | null }

/** A rotated refresh token presented again within this time is a concurrent refresh, not a replay. */
export const REFRESH_REUSE_GRACE_MS = 5000;

export function issueTokens(app: App, opts: { userId: string | null; clientId: string; scope: string; refresh: boolean; family?: string }): IssuedTokens {
  const now = app.now();
  const family = opts.family ?? randomUUID();
  const access = randomToken();
  const insert = app.db.prepare('INSERT INTO tokens (hash, kind, user_id, client_id, scope, family, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const ttl = app.config.accessTokenTtlSeconds;
  insert.run(sha256(access), 'access', opts.userId, opts.clientId, opts.scope, family, now + ttl * 1000);
  const out: IssuedTokens = { access_token: access, token_type: 'bearer', expires_in: ttl, scope: opts.scope };
  if (opts.refresh) {
    const refresh = randomToken();
    insert.run(sha256(refresh), 'refresh', opts.userId, opts.clientId, opts.scope, family, now + app.config.refreshTokenTtlSeconds * 1000);
    out.refresh_token = refresh;
  }
  return out;
}

function findToken(app: App, token: string, kind: 'access' | 'refresh'): TokenRow | undefined {
  const row = app.db.prepare('SELECT * FROM tokens WHERE hash = ? AND kind = ?').get(sha256(token), kind) as TokenRow | undefined;
  if (!row || row.revoked || row.expires_at <= app.now()) return undefined;
  return row;
}

/** Resolves a bearer access token; undefined when unknown, expired, revoked or its user is deleted or banned. */
export function authenticate(app: App, token: string): AuthContext | undefined {
  const row = findToken(app, token, 'access');
  if (!row) return undefined;
  if (row.user_id) {
    const u = app.db.prepare('SELECT deleted, banned FROM users WHERE id = ?').get(row.user_id) as { deleted: number; banned: number } | undefined;
    if (!u || u.deleted || u.banned) return undefined;
  }
  const scopes = row.scope.split(' ');
  return {
    userId: row.user_id,
    clientId: row.client_id,
    scopes,
    trusted: scopes.includes('trusted:user'),
    integration: scopes.includes('integ'),
    anonymous: scopes.includes('public-read') && !row.user_id,
    limited: scopes.includes('user:limited'),
    family: row.family,
  };
}

function revokeFamily(app: App, family: string): void {
  app.db.prepare('UPDATE tokens SET revoked = 1 WHERE family = ?').run(family);
}

/**
 * Rotates a refresh token presented by `clientId`: new tokens with the same scope and family, or
 * undefined when it is unknown, expired, revoked or another client's. A token that was already
 * rotated (more than REFRESH_REUSE_GRACE_MS ago) is a replay: its whole family is revoked.
 */
export function rotateRefresh(app: App, refreshToken: string, clientId: string): IssuedTokens | undefined {
  return app.db.transaction(() => {
    const now = app.now();
    const row = app.db.prepare("SELECT * FROM tokens WHERE hash = ? AND kind = 'refresh'").get(sha256(refreshToken)) as TokenRow | undefined;
    if (!row || row.expires_at <= now || row.client_id !== clientId) return undefined;
    if (row.revoked) {
      if (row.rotated_at === null || now - row.rotated_at > REFRESH_REUSE_GRACE_MS) revokeFamily(app, row.family);
      return undefined;
    }
    app.db.prepare('UPDATE tokens SET revoked = 1, rotated_at = ? WHERE hash = ?').run(now, row.hash);
    return issueTokens(app, { userId: row.user_id, clientId: row.client_id, scope: row.scope, refresh: true, family: row.family });
  }).immediate();
}

/**
 * Revokes the family of a refresh or access token, if it is the caller's own: the same login
 * family, or a token of the same user. Anything else (unknown, someone else's) changes nothing,
 * and is answered like a success (RFC 7009 treats such tokens as invalid, answered 200).
 */
export function revokeOwnToken(app: App, caller: AuthContext, token: string): boolean {
  const row = app.db.prepare('SELECT family, user_id FROM tokens WHERE hash = ?').get(sha256(token)) as { family: string; user_id: string | null } | undefined;
  if (!row) return false;
  const own = row.family === caller.family || (caller.userId !== null && row.user_id === caller.userId);
  if (!own) return false;
  revokeFamily(app, row.family);
  return true;
}

/** Ends every session of a user (after a password change or account deletion), optionally keeping one family. */
export function revokeUserTokens(app: App, userId: string, keepFamily?: string): void {
  app.db.prepare('UPDATE tokens SET revoked = 1 WHERE user_id = ? AND family IS NOT ?').run(userId, keepFamily ?? null);
}

export function familyOf(app: App, accessToken: string): string | undefined {
  return (app.db.prepare('SELECT family FROM tokens WHERE hash = ?').get(sha256(accessToken)) as { family: string } | undefined)?.family;
}

export function purgeExpiredTokens(app: App): void {
  app.db.prepare('DELETE FROM tokens WHERE expires_at < ?').run(app.now() - 86400000);
}
