/**
 * CSRF protection for every mutation, two layers:
 * 1. `isCrossSiteMutation` (server middleware): an unsafe request whose Origin (or
 *    Sec-Fetch-Site) says it came from another site is refused before routing.
 * 2. A per-browser token (double-submit): the `vg_csrf` HttpOnly cookie holds a
 *    random token; pages embed it in every form (`_csrf` field) and in the
 *    `X-CSRF-Token` header of fetches; `verifyCsrfToken` compares in constant time.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { serializeCookie } from './cookies.server';

export const CSRF_COOKIE = 'vg_csrf';
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

export function csrfCookie(token: string, secure: boolean): string {
  return serializeCookie(CSRF_COOKIE, token, { secure });
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
