/** The shell's POST endpoints: logout and the notice dismissals, both CSRF-checked. */
import { describe, expect, it } from 'vitest';
import { tokenCookieName } from '@variegata/marketplace-client/cookie-token-store';
import { withAuthLock } from '~/account/session.server';
import { marketplaceConfig } from '~/server/marketplace.server';
import * as logout from '~/routes/logout';
import * as preferences from '~/routes/preferences';
import { asResponse, CSRF, fakeContext, redirectTarget, run } from './fake-context';

function post(fields: Record<string, string>, accept = 'text/html,application/xhtml+xml'): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields), headers: { accept, 'content-type': 'application/x-www-form-urlencoded' } };
}

describe('logout', () => {
  it('refuses a POST without the CSRF token', async () => {
    expect(asResponse(await run(logout.action as never, '/logout', {}, fakeContext(), post({}))).status).toBe(403);
  });

  it('clears the token cookie and lands on the landing page', async () => {
    const token = JSON.stringify({ access_token: 'a', token_type: 'bearer', expires_in: 3600, scope: 'user', refresh_token: 'r' });
    const context = fakeContext({ [tokenCookieName(marketplaceConfig().clientId)]: token });
    const outcome = await run(logout.action as never, '/logout', {}, context, post({ _csrf: CSRF }));
    expect(redirectTarget(outcome)).toBe('/');
    const cleared = context.setCookies.find((cookie) => cookie.startsWith(`${tokenCookieName(marketplaceConfig().clientId)}=;`));
    expect(cleared).toMatch(/Max-Age=0/);
  });

  it('is refused with "Login or logout already in progress" while a login of the same browser runs', async () => {
    const token = JSON.stringify({ access_token: 'a', token_type: 'bearer', expires_in: 3600, scope: 'user', refresh_token: 'r' });
    const context = fakeContext({ [tokenCookieName(marketplaceConfig().clientId)]: token });
    let finishLogin = () => {};
    const login = withAuthLock(context, () => new Promise<void>((resolve) => (finishLogin = resolve)));
    const refused = asResponse(await run(logout.action as never, '/logout', {}, context, post({ _csrf: CSRF })));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toBe('Login or logout already in progress');
    expect(context.setCookies).toEqual([]);
    finishLogin();
    expect((await login).locked).toBe(false);
    const after = await run(logout.action as never, '/logout', {}, context, post({ _csrf: CSRF }));
    expect(redirectTarget(after)).toBe('/');
  });

  it('GET /logout does not log out', async () => {
    const context = fakeContext();
    expect(redirectTarget(await run(logout.loader as never, '/logout', {}, context))).toBe('/');
    expect(context.setCookies).toEqual([]);
  });
});

describe('preferences (cookie notice, reminders, smart banner)', () => {
  it('accepting cookies sets euCookiesAccepted=1 for 10 years and, without JavaScript, returns to the page', async () => {
    const context = fakeContext();
    const outcome = await run(preferences.action as never, '/preferences', {}, context, post({ _csrf: CSRF, intent: 'accept-cookies', returnTo: '/marketplace?keywords=hoya' }));
    expect(redirectTarget(outcome)).toBe('/marketplace?keywords=hoya');
    expect(context.setCookies[0]).toMatch(/^euCookiesAccepted=1;/);
    expect(context.setCookies[0]).toMatch(/; Path=\/(;|$)/);
    expect(context.setCookies[0]).toMatch(/; Max-Age=315360000(;|$)/);
  });

  it('a fetcher submission gets data instead of a redirect', async () => {
    const outcome = await run(preferences.action as never, '/preferences', {}, fakeContext(), post({ _csrf: CSRF, intent: 'accept-cookies', returnTo: '/' }, '*/*'));
    expect(outcome).toEqual({ ok: true });
  });

  it('never returns to another site', async () => {
    const outcome = await run(preferences.action as never, '/preferences', {}, fakeContext(), post({ _csrf: CSRF, intent: 'accept-cookies', returnTo: '//evil.example/' }));
    expect(redirectTarget(outcome)).toBe('/');
  });

  it('dismissing the smart banner lasts 90 days', async () => {
    const context = fakeContext();
    await run(preferences.action as never, '/preferences', {}, context, post({ _csrf: CSRF, intent: 'dismiss-smart-banner', returnTo: '/' }));
    expect(context.setCookies[0]).toMatch(/^vg_smart_banner_dismissed=1;/);
    expect(context.setCookies[0]).toMatch(/; Path=\/(;|$)/);
    expect(context.setCookies[0]).toMatch(/; Max-Age=7776000(;|$)/);
  });

  it('closing a reminder adds it to the seen list', async () => {
    const context = fakeContext({ vg_reminders_seen: 'email-verification' });
    await run(preferences.action as never, '/preferences', {}, context, post({ _csrf: CSRF, intent: 'close-reminder', value: 'payout-account', returnTo: '/' }));
    expect(decodeURIComponent(context.setCookies[0] ?? '')).toMatch(/^vg_reminders_seen=email-verification,payout-account; Path=\/;/);
  });

  it('refuses without the CSRF token and rejects unknown intents', async () => {
    expect(asResponse(await run(preferences.action as never, '/preferences', {}, fakeContext(), post({ intent: 'accept-cookies' }))).status).toBe(403);
    const outcome = await run(preferences.action as never, '/preferences', {}, fakeContext(), post({ _csrf: CSRF, intent: 'nope' }));
    expect((outcome as { init?: { status?: number } }).init?.status).toBe(400);
  });
});
