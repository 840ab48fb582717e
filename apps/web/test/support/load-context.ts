/**
 * Load contexts for route tests, built the way server.ts builds them: a cookie jar that
 * Set-Cookie headers write into (Max-Age=0 deletes), a fixed CSRF token and nonce.
 */
import type { AppLoadContext } from '@remix-run/node';

export type TestContext = AppLoadContext & { jar: Record<string, string> };

export function testContext(csrfToken: string, cookies: Record<string, string> = {}): TestContext {
  const jar = { ...cookies };
  return {
    nonce: 'test-nonce',
    csrfToken,
    cookies: jar,
    jar,
    secure: false,
    clientIp: '127.0.0.1',
    setCookie(cookie: string) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = decodeURIComponent(pair!.slice(eq + 1).trim());
      if (/max-age=0(;|$)/i.test(cookie)) delete jar[name];
      else jar[name] = value;
    },
  };
}

/** The cookies of a browser that logged in through the site's per-request SDK. */
export async function signedInCookies(csrfToken: string, email: string, password: string): Promise<Record<string, string>> {
  const { sdkFor } = await import('~/lib/marketplace.server');
  const login = testContext(csrfToken);
  await sdkFor(login).login({ username: email, password });
  return { ...login.jar };
}
