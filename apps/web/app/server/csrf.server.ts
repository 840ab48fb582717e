/**
 * CSRF protection for every mutation, two layers:
 * 1. `isCrossSiteMutation` (server middleware): an unsafe request whose Origin (or
 *    Sec-Fetch-Site) says it came from another site is refused before routing.
 * 2. A per-browser token (signed double-submit): the `vg_csrf` HttpOnly cookie
 *    (`__Host-vg_csrf` over https) holds a random token signed with SESSION_SECRET, so
 *    a cookie planted by anything but this server is replaced; pages embed it in every
 *    form (`_csrf` field) and in the `X-CSRF-Token` header of fetches;
 *    `verifyCsrfToken` compares in constant time. A new token is issued at login,
 *    sign-up and logout.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serializeCookie } from './cookies.server';

export const CSRF_COOKIE = 'vg_csrf';

/** The cookie's name: with the `__Host-` prefix over https (Secure, host-only, Path=/). */
export function csrfCookieName(secure: boolean): string {
  return secure ? `__Host-${CSRF_COOKIE}` : CSRF_COOKIE;
}
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

const signature = (nonce: string, secret: string) => createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');

export function newCsrfToken(secret: string): string {
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${signature(nonce, secret)}`;
}

/** Whether a cookie's token was issued by this server (its signature matches). */
export function isGenuineCsrfToken(token: string | undefined, secret: string): token is string {
  if (!token) return false;
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined || nonce.length < 32) return false;
  const expected = Buffer.from(signature(nonce, secret));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function csrfCookie(token: string, secure: boolean): string {
  return serializeCookie(csrfCookieName(secure), token, { secure });
}

/** True for a state-changing request that a browser marked as coming from another site. */
export function isCrossSiteMutation(method: string, headers: { origin?: string | undefined; secFetchSite?: string | undefined; host?: string | undefined }, allowedOrigins: readonly string[]): boolean {
  if (isSafeMethod(method)) return false;
  if (headers.secFetchSite === 'cross-site') return true;
  if (!headers.origin || headers.origin === 'null') return headers.origin === 'null';
  if (allowedOrigins.includes(headers.origin)) return false;
  try {
    return new URL(headers.origin).host !== headers.host;
  } catch {
    return true;
  }
}

export function verifyCsrfToken(expected: string | undefined, submitted: unknown): boolean {
  if (!expected || typeof submitted !== 'string' || submitted.length === 0) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
