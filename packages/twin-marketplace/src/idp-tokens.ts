/**
 * Id tokens from the configured OpenID Connect identity providers, checked as the hosted API does
 * before it creates or logs in a user with one: the provider is one configured under `idpId` with
 * the same client id, and the token is a JWT signed with a key of the provider's JWKS (found through
 * discovery), from its issuer, for that client id as audience, unexpired. Verification is jose's.
 * Accounts at a provider are linked to users in `idp_accounts` (one user per provider subject).
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { IdentityProviderConfig } from './config';
import type { App } from './http-context';

export interface IdpIdentity {
  idpId: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export type IdpTokenCheck = { ok: true; identity: IdpIdentity } | { ok: false; reason: 'unknown-idp' | 'invalid-token' };

const keySets = new Map<string, Promise<ReturnType<typeof createRemoteJWKSet>>>();

async function keySetOf(issuer: string): Promise<ReturnType<typeof createRemoteJWKSet>> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Discovery failed for ${issuer}: ${response.status}`);
  const meta = (await response.json()) as { jwks_uri?: unknown };
  if (typeof meta.jwks_uri !== 'string') throw new Error(`No jwks_uri in the discovery of ${issuer}`);
  return createRemoteJWKSet(new URL(meta.jwks_uri));
}

function cachedKeySet(issuer: string) {
  let keys = keySets.get(issuer);
  if (!keys) {
    keys = keySetOf(issuer);
    keySets.set(issuer, keys);
    keys.catch(() => keySets.delete(issuer));
  }
  return keys;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function identityOf(idpId: string, claims: JWTPayload): IdpIdentity | undefined {
  if (!claims.sub) return undefined;
  const email = text(claims['email']);
  const givenName = text(claims['given_name']);
  const familyName = text(claims['family_name']);
  return {
    idpId, subject: claims.sub, emailVerified: claims['email_verified'] === true || claims['email_verified'] === 'true',
    ...(email ? { email } : {}), ...(givenName ? { givenName } : {}), ...(familyName ? { familyName } : {}),
  };
}

export function findIdentityProvider(app: App, idpId: string, clientId: string): IdentityProviderConfig | undefined {
  return app.config.identityProviders.find((idp) => idp.idpId === idpId && idp.clientId === clientId);
}

export async function checkIdpToken(app: App, idpId: string, clientId: string, token: string): Promise<IdpTokenCheck> {
  const idp = findIdentityProvider(app, idpId, clientId);
  if (!idp) return { ok: false, reason: 'unknown-idp' };
  try {
    const { payload } = await jwtVerify(token, await cachedKeySet(idp.issuer), {
      // The provider signs on wall-clock time, whatever clock this twin runs on (a test clock moves days ahead).
      issuer: idp.issuer, audience: idp.clientId, clockTolerance: 30, currentDate: new Date(),
    });
    const identity = identityOf(idpId, payload);
    return identity ? { ok: true, identity } : { ok: false, reason: 'invalid-token' };
  } catch {
    return { ok: false, reason: 'invalid-token' };
  }
}

/** The user linked to `identity`, else the live user with its email when the provider verified that email (then linked). */
export function linkedUser(app: App, identity: IdpIdentity): string | undefined {
  const linked = app.db.prepare(`SELECT a.user_id AS id FROM idp_accounts a JOIN users u ON u.id = a.user_id
    WHERE a.idp_id = ? AND a.subject = ? AND u.deleted = 0`).get(identity.idpId, identity.subject) as { id: string } | undefined;
  if (linked) return linked.id;
  if (!identity.email || !identity.emailVerified) return undefined;
  const byEmail = app.db.prepare('SELECT id FROM users WHERE email = ? AND deleted = 0').get(identity.email) as { id: string } | undefined;
  if (byEmail) linkIdentity(app, identity, byEmail.id);
  return byEmail?.id;
}

export function linkIdentity(app: App, identity: IdpIdentity, userId: string): void {
  app.db.prepare('INSERT OR REPLACE INTO idp_accounts (idp_id, subject, user_id, created_at) VALUES (?, ?, ?, ?)')
    .run(identity.idpId, identity.subject, userId, app.now());
}
