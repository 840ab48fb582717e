/**
 * Forum single sign-on (DiscourseConnect, spec 1 §2.3, §7): the forum sends `sso` (base64 of
 * `nonce=…&return_sso_url=…`) and `sig` (hex HMAC-SHA256 of the base64 string with the shared
 * secret). For a logged-in user we answer with a payload carrying the nonce, `external_id` (user id),
 * email, username and name, signed the same way, at the forum's `/session/sso_login`. Off unless
 * DISCOURSE_URL and DISCOURSE_SSO_SECRET are set; an incoming signature that does not verify is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ForumConfig {
  url: string;
  secret: string;
}

export interface SsoUser {
  id: string;
  email: string;
  emailVerified: boolean;
  username?: string | undefined;
  name?: string | undefined;
  avatarUrl?: string | undefined;
}

export function signSso(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** The decoded request parameters when `sig` is the right signature of `sso`, else null. */
export function verifySsoRequest(sso: string, sig: string, secret: string): URLSearchParams | null {
  if (!secret || !sso || !/^[0-9a-f]{64}$/i.test(sig)) return null;
  const expected = Buffer.from(signSso(sso, secret), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const params = new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8'));
  return params.get('nonce') ? params : null;
}

export function encodeSsoPayload(fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== '') params.set(key, value);
  return Buffer.from(params.toString(), 'utf8').toString('base64');
}

/** Where to send the browser after a verified request, or null when SSO is off or the request is bad. */
export function forumLoginUrl(forum: ForumConfig | null, request: { sso: string; sig: string }, user: SsoUser): string | null {
  if (!forum) return null;
  const params = verifySsoRequest(request.sso, request.sig, forum.secret);
  if (!params) return null;
  const payload = encodeSsoPayload({
    nonce: params.get('nonce') ?? undefined,
    external_id: user.id,
    email: user.email,
    username: user.username,
    name: user.name,
    avatar_url: user.avatarUrl,
    // Discourse trusts the email it is given: an unverified one must be confirmed on the forum.
    require_activation: user.emailVerified ? undefined : 'true',
  });
  const target = new URL('/session/sso_login', forum.url);
  target.searchParams.set('sso', payload);
  target.searchParams.set('sig', signSso(payload, forum.secret));
  return target.toString();
}
