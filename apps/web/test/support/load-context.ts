/**
 * Load contexts for route tests, built the way server.ts builds them: a cookie jar that
 * Set-Cookie headers write into (Max-Age=0 deletes), a fixed CSRF token and nonce.
 */
import type { AppLoadContext } from '@remix-run/node';

export type TestContext = AppLoadContext & { jar: Record<string, string>; setCookieLine(cookie: string): void };

/** Applies one Set-Cookie line to a cookie jar as a browser would: Max-Age=0 (or an empty value) deletes. */
export function applySetCookie(jar: Record<string, string>, line: string): void {
  const [pair = '', ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  if (eq < 0) return;
  const name = pair.slice(0, eq).trim();
  const value = decodeURIComponent(pair.slice(eq + 1).trim());
  if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) delete jar[name];
  else jar[name] = value;
}

/** A load context whose Set-Cookie writes land in its `jar` (which is also its `cookies`). */
export function testContext(csrfToken: string, cookies: Record<string, string> = {}, clientIp = '127.0.0.1'): TestContext {
  const jar = { ...cookies };
  const context: TestContext = {
    nonce: 'test-nonce',
    csrfToken,
    cookies: jar,
    jar,
    secure: false,
    clientIp,
    setCookie: (cookie: string) => context.setCookieLine(cookie),
    renewCsrfToken() {
      context.csrfToken = `renewed-${Math.random().toString(36).slice(2)}-${'x'.repeat(24)}`;
      context.setCookie(`vg_csrf=${context.csrfToken}; Path=/; HttpOnly; SameSite=Lax`);
    },
    setCookieLine: (cookie: string) => applySetCookie(jar, cookie),
  };
  return context;
}

/** The cookies of a browser that logged in through the site's per-request SDK. */
export async function signedInCookies(csrfToken: string, email: string, password: string): Promise<Record<string, string>> {
  const { apiFor } = await import('~/server/marketplace.server');
  const login = testContext(csrfToken);
  await apiFor(login).login({ username: email, password });
  return { ...login.jar };
}
