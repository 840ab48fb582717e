/// <reference path="./sharetribe-sdk.d.ts" />
/**
 * A Sharetribe SDK token store that keeps the user's token in an HttpOnly,
 * SameSite=Lax cookie (Secure over https), so page scripts can never read it.
 * The cookie name follows the SDK's own convention, `st-<clientId>-token`, with the `__Host-`
 * prefix over https (the browser then keeps it only if it is Secure, host-only and Path=/).
 */
import type { TokenStore } from 'sharetribe-flex-sdk';
import { parseTokenCookie } from './auth-info';

export const TOKEN_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export function tokenCookieName(clientId: string, secure = false): string {
  return `${secure ? '__Host-' : ''}st-${clientId}-token`;
}

export interface CookieTokenStoreOptions {
  clientId: string;
  /** The raw (decoded) value of a request cookie. */
  readCookie(name: string): string | undefined;
  /** Appends a complete Set-Cookie header value to the response. */
  writeCookie(setCookie: string): void;
  secure: boolean;
}

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function createCookieTokenStore(options: CookieTokenStoreOptions): TokenStore {
  const name = tokenCookieName(options.clientId, options.secure);
  let current: unknown;
  let loaded = false;
  return {
    getToken() {
      if (!loaded) {
        loaded = true;
        current = parseTokenCookie(options.readCookie(name));
      }
      return current;
    },
    setToken(token: unknown) {
      loaded = true;
      current = token;
      options.writeCookie(cookie(name, JSON.stringify(token), TOKEN_COOKIE_MAX_AGE_SECONDS, options.secure));
    },
    removeToken() {
      loaded = true;
      current = null;
      options.writeCookie(cookie(name, '', 0, options.secure));
    },
  };
}
