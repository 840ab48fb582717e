/** The root loader's shell data for anonymous visitors (no network: auth info comes from the cookie). */
import { describe, expect, it } from 'vitest';
import { loader } from '~/root';
import { fakeContext, run } from './fake-context';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
type Root = { csrfToken: string; env: Record<string, unknown>; shell: Record<string, unknown> };
const load = async (url: string, cookies: Record<string, string> = {}, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)') =>
  (await run(loader as never, url, {}, fakeContext(cookies), { headers: { 'user-agent': userAgent } })) as Root;

describe('root loader for an anonymous visitor', () => {
  it('has no user, no reminder, no limited-access banner, and names the route', async () => {
    const { shell } = await load('/marketplace/monstera');
    expect(shell).toMatchObject({ user: null, reminder: null, limitedAccess: false, route: 'SearchPage' });
  });
  it('shows the cookie notice until accepted, or not when coming from the app', async () => {
    expect((await load('/')).shell.cookieNotice).toBe(true);
    expect((await load('/', { euCookiesAccepted: '1' })).shell.cookieNotice).toBe(false);
    expect((await load('/?fromMobile=1')).shell.cookieNotice).toBe(false);
  });
  it('shows the smart banner to Android browsers until dismissed', async () => {
    expect((await load('/', {}, ANDROID)).shell.smartBanner).toBe(true);
    expect((await load('/', { vg_smart_banner_dismissed: '1' }, ANDROID)).shell.smartBanner).toBe(false);
    expect((await load('/')).shell.smartBanner).toBe(false);
  });
  it('hands the page its CSRF token and only public configuration', async () => {
    const data = await load('/');
    expect(data.csrfToken).toBe(fakeContext().csrfToken);
    expect(JSON.stringify(data.env)).not.toMatch(/secret|sk_test/i);
  });
});
