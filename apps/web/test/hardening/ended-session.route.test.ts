/**
 * A session that ended elsewhere (logout on another device, password change, revoked or expired
 * tokens) or a damaged token cookie makes the next request anonymous: never a 500.
 */
import sharetribeSdk from 'sharetribe-flex-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@variegata/twin-marketplace/seed';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { DEFAULT_MARKETPLACE_CLIENT } from '@variegata/twin-marketplace/server';
import { startSeededMarketplace } from '../support/marketplace-twin';
import { signedInCookies, testContext } from '../support/load-context';

let twin: RunningMarketplaceTwin;
let root: typeof import('~/root');
let favorites: typeof import('~/routes/favorites');
const CSRF = 'ended-session-csrf-token-0123456789abcdef';
const TOKEN_COOKIE = `st-${DEFAULT_MARKETPLACE_CLIENT.clientId}-token`;

beforeAll(async () => {
  ({ twin } = await startSeededMarketplace(6));
  root = await import('~/root');
  favorites = await import('~/routes/favorites');
});
afterAll(() => twin.close());

async function outcome(fn: (args: never) => unknown, path: string, cookies: Record<string, string>) {
  try {
    return await fn({ request: new Request(`http://127.0.0.1:3000${path}`), context: testContext(CSRF, cookies), params: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

/** The root loader's user and a login-required page's answer for a browser holding `cookies`. */
async function visit(cookies: Record<string, string>) {
  const shell = (await outcome(root.loader as never, '/favorites', cookies)) as { shell?: { user: unknown } } | Response;
  const page = await outcome(favorites.loader as never, '/favorites', cookies);
  return { shell, page };
}

function sdkWithToken(token: unknown) {
  const store = sharetribeSdk.tokenStore.memoryStore();
  void store.setToken(token);
  return sharetribeSdk.createInstance({ clientId: DEFAULT_MARKETPLACE_CLIENT.clientId, baseUrl: twin.url, tokenStore: store });
}

describe('a session that ended elsewhere', () => {
  it('after a logout on another device the next request is anonymous', async () => {
    const cookies = await signedInCookies(CSRF, 'buyer.one@variegata.test', DEMO_PASSWORD);
    await sdkWithToken(JSON.parse(cookies[TOKEN_COOKIE]!)).logout();
    const { shell, page } = await visit(cookies);
    expect(shell).not.toBeInstanceOf(Response);
    expect((shell as { shell: { user: unknown } }).shell.user).toBeNull();
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(302);
    expect((page as Response).headers.get('location')).toMatch(/^\/login/);
  });

  it('an expired access token with a revoked refresh token is anonymous, not a 500', async () => {
    const cookies = await signedInCookies(CSRF, 'buyer.two@variegata.test', DEMO_PASSWORD);
    const token = JSON.parse(cookies[TOKEN_COOKIE]!) as Record<string, unknown>;
    await sdkWithToken(token).logout();
    const damaged = { ...token, access_token: 'expired-or-unknown-access-token' };
    const { shell, page } = await visit({ ...cookies, [TOKEN_COOKIE]: JSON.stringify(damaged) });
    expect((shell as { shell: { user: unknown } }).shell.user).toBeNull();
    expect((page as Response).status).toBe(302);
  });

  it('a token cookie without token_type, or with garbage, is no session', async () => {
    for (const value of [
      JSON.stringify({ access_token: 'abc', refresh_token: 'def', scope: 'user' }),
      JSON.stringify({ refresh_token: 'def' }),
      JSON.stringify(['x']),
      JSON.stringify('text'),
      '{not json',
    ]) {
      const { shell, page } = await visit({ [TOKEN_COOKIE]: value });
      expect(shell).not.toBeInstanceOf(Error);
      expect((shell as { shell: { user: unknown } }).shell.user).toBeNull();
      expect((page as Response).status).toBe(302);
    }
  });
});
