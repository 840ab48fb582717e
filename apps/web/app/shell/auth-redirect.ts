/**
 * Login-required routes send an anonymous visitor to the login page (or the
 * route's sign-up fallback) remembering where they were. The path and search go
 * in `from`; browsers keep the URL fragment across a redirect whose Location has
 * none, and the login form adds it back (`withHash`).
 */
export type AuthFallback = 'login' | 'signup';

/** Only same-site paths are accepted as return locations (no open redirects). */
export function safeReturnPath(from: string | null | undefined, fallback = '/'): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  return from;
}

export function loginUrl(requestUrl: string, fallback: AuthFallback = 'login'): string {
  const url = new URL(requestUrl);
  const from = `${url.pathname}${url.search}`;
  return `/${fallback}?from=${encodeURIComponent(from)}`;
}

/** Adds a fragment (as read in the browser) to a stored return path. */
export function withHash(path: string, hash: string): string {
  if (!hash || hash === '#') return path;
  return `${path.split('#')[0]}${hash.startsWith('#') ? hash : `#${hash}`}`;
}
