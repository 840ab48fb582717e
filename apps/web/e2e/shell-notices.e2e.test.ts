/**
 * The shell's notices and prompts in a real browser on the sandbox: the cookie notice (with and
 * without JavaScript, `fromMobile`), the limited-access banner (a user:limited token), the
 * missing-information reminders, the Android smart banner and the plant pay prompt.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { launchBrowser, MOBILE } from './browser';
import { acceptCookies, demo, logInContext, logInContextWith, newUnverifiedSeller, open, passwordToken, TOKEN_COOKIE, where } from './shell-helpers';
import { holdRequests, scriptNames } from './script-requests';

const DAY_MS = 24 * 60 * 60 * 1000;
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function newContext(options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: inject('siteUrl'), ...options });
}

async function cookieNamed(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** Days from now until the cookie expires. */
const daysLeft = (cookie: Cookie | undefined) => ((cookie?.expires ?? 0) * 1000 - Date.now()) / DAY_MS;

/** The site asks for 10 years (315360000 s); Chromium keeps a cookie at most 400 days. */
const TEN_YEAR_CONSENT = /^euCookiesAccepted=1(?=.*; Path=\/(;|$))(?=.*; Max-Age=315360000(;|$))/;
const BROWSER_CAP_DAYS = 400;

/** The response of the next POST to /preferences (a fetcher's, as single fetch's /preferences.data, or a plain form's). */
function preferencesResponse(page: Page) {
  return page.waitForResponse((response) => ['/preferences', '/preferences.data'].includes(new URL(response.url()).pathname) && response.request().method() === 'POST');
}

const cookieNotice = (page: Page) => page.getByText('We use cookies to keep you signed in');

describe('cookie notice', () => {
  it('shows until accepted; Accept sets euCookiesAccepted=1 for 10 years and hides it for good', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await open(page, '/marketplace');
    await cookieNotice(page).waitFor();
    const [response] = await Promise.all([preferencesResponse(page), page.getByRole('button', { name: 'Accept' }).click()]);
    await cookieNotice(page).waitFor({ state: 'hidden' });
    expect(await response.headerValue('set-cookie')).toMatch(TEN_YEAR_CONSENT);
    await expect.poll(async () => (await cookieNamed(context, 'euCookiesAccepted'))?.value).toBe('1');
    expect(daysLeft(await cookieNamed(context, 'euCookiesAccepted'))).toBeGreaterThan(BROWSER_CAP_DAYS - 1);
    expect(new URL(page.url()).pathname).toBe('/marketplace');
    await open(page, '/');
    expect(await cookieNotice(page).count()).toBe(0);
    await context.close();
  });

  it('is not shown with ?fromMobile=1', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await open(page, '/?fromMobile=1');
    expect(await cookieNotice(page).count()).toBe(0);
    await open(page, '/');
    await cookieNotice(page).waitFor();
    await context.close();
  });

  it('works without JavaScript: the form posts, the server sets the cookie and returns to the page', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/marketplace?keywords=hoya');
    await cookieNotice(page).waitFor();
    const [response] = await Promise.all([
      preferencesResponse(page),
      page.waitForURL((url) => url.pathname === '/marketplace' && url.search === '?keywords=hoya'),
      page.getByRole('button', { name: 'Accept' }).click(),
    ]);
    expect(response.status()).toBe(302);
    expect(await response.headerValue('set-cookie')).toMatch(TEN_YEAR_CONSENT);
    await page.waitForLoadState('load');
    expect(where(page)).toBe('/marketplace?keywords=hoya');
    expect(await cookieNotice(page).count()).toBe(0);
    expect((await cookieNamed(context, 'euCookiesAccepted'))?.value).toBe('1');
    expect(daysLeft(await cookieNamed(context, 'euCookiesAccepted'))).toBeGreaterThan(BROWSER_CAP_DAYS - 1);
    await context.close();
  });
});

describe('limited-access banner', () => {
  it('shows for a token whose only scope is user:limited, but not on the search page; its logout works', async () => {
    const token = await passwordToken(demo('free.buyer'), 'user:limited');
    expect(token['scope']).toBe('user:limited');
    const context = await newContext();
    await acceptCookies(context);
    await context.addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(JSON.stringify(token)), url: inject('siteUrl'), httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const banner = page.getByText('with limited access');
    await open(page, '/');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('You are logged in as');
    await open(page, '/membership');
    await banner.waitFor();
    await open(page, '/marketplace');
    expect(await banner.count()).toBe(0);
    await open(page, '/marketplace/monstera');
    expect(await banner.count()).toBe(0);
    await open(page, '/');
    await page.locator('.limited-access').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it('a user with full access sees no banner', async () => {
    const context = await newContext();
    await acceptCookies(context);
    await logInContext(context, demo('free.buyer'));
    const page = await context.newPage();
    await open(page, '/');
    expect(await page.getByText('with limited access').count()).toBe(0);
    await context.close();
  });
});

describe('missing-information reminders', () => {
  it('an unverified seller is asked to verify first, then for payout details; closing marks each seen; excluded pages show none', async () => {
    const { email, password } = await newUnverifiedSeller();
    const context = await newContext();
    await acceptCookies(context);
    await logInContextWith(context, email, password);

    const page = await context.newPage();
    const verify = page.getByText('Please verify your email address');
    const payout = page.getByText('Add your payout details').first();
    await open(page, '/');
    await verify.waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    // not on the excluded pages
    await open(page, '/account/contact-details');
    expect(await verify.count()).toBe(0);
    await open(page, '/membership');
    await verify.waitFor();
    await page.locator('.reminder').getByRole('button', { name: 'Close' }).click();
    await verify.waitFor({ state: 'hidden' });
    await expect.poll(async () => decodeURIComponent((await cookieNamed(context, 'vg_reminders_seen'))?.value ?? '')).toBe('email-verification');
    await open(page, '/');
    expect(await verify.count()).toBe(0);
    await payout.waitFor();
    await page.locator('.reminder').getByRole('button', { name: 'Close' }).click();
    await payout.waitFor({ state: 'hidden' });
    await expect.poll(async () => decodeURIComponent((await cookieNamed(context, 'vg_reminders_seen'))?.value ?? '')).toBe('email-verification,payout-account');
    await open(page, '/');
    expect(await page.locator('.reminder').count()).toBe(0);
    await context.close();
  });

  it('a buyer with nothing missing sees no reminder', async () => {
    const context = await newContext();
    await acceptCookies(context);
    await logInContext(context, demo('buyer.one'));
    const page = await context.newPage();
    await open(page, '/');
    expect(await page.locator('.reminder').count()).toBe(0);
    await context.close();
  });
});

describe('Android smart banner', () => {
  it('shows on Android only; dismissing it lasts 90 days', async () => {
    const desktop = await newContext();
    await acceptCookies(desktop);
    const desktopPage = await desktop.newPage();
    await open(desktopPage, '/');
    expect(await desktopPage.getByRole('complementary', { name: 'Get the Variegata app' }).count()).toBe(0);
    await desktop.close();

    const context = await newContext({ userAgent: ANDROID_UA, viewport: MOBILE, isMobile: true, hasTouch: true });
    await acceptCookies(context);
    const page = await context.newPage();
    await open(page, '/');
    const banner = page.getByRole('complementary', { name: 'Get the Variegata app' });
    await banner.waitFor();
    expect(await banner.getByRole('link').getAttribute('href')).toContain('play.google.com');
    await banner.getByRole('button', { name: 'Close app banner' }).click();
    await banner.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await cookieNamed(context, 'vg_smart_banner_dismissed'))?.value).toBe('1');
    const days = daysLeft(await cookieNamed(context, 'vg_smart_banner_dismissed'));
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThan(91);
    await open(page, '/marketplace');
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it("comes without its code until reached; a press on Close before the code is there still dismisses it", async () => {
    const context = await newContext({ userAgent: ANDROID_UA, viewport: MOBILE, isMobile: true, hasTouch: true });
    await acceptCookies(context);
    const page = await context.newPage();
    const scripts = scriptNames(page);
    // The banner's code is slow to come: the press lands on markup that cannot act yet.
    const release = await holdRequests(page, /\/assets\/SmartBanner-[\w-]+\.js$/);
    await open(page, '/marketplace');
    const banner = page.getByRole('complementary', { name: 'Get the Variegata app' });
    await banner.waitFor();
    expect([...scripts]).not.toContain('SmartBanner');
    await banner.getByRole('button', { name: 'Close app banner' }).tap();
    await expect.poll(() => scripts.has('SmartBanner'), { timeout: 10_000 }).toBe(true);
    expect(await banner.isVisible()).toBe(true);
    release();
    await banner.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(async () => (await cookieNamed(context, 'vg_smart_banner_dismissed'))?.value).toBe('1');
    await context.close();
  });
});

describe('plant pay prompt', () => {
  it('opens from the top bar as ?plantpay=open with both store links and the California disclaimer; closing removes the parameter', async () => {
    const context = await newContext();
    await acceptCookies(context);
    const page = await context.newPage();
    await open(page, '/marketplace?keywords=hoya');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plant Pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plant Pay is in the Variegata app' });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get('plantpay')).toBe('open');
    expect(new URL(page.url()).searchParams.get('keywords')).toBe('hoya');
    expect(await dialog.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe('https://apps.apple.com/app/variegata/id1594305234');
    expect(await dialog.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=com.variegata.app');
    await dialog.getByText('Loans to California residents are made or arranged pursuant to a California Financing Law license.').waitFor();
    await dialog.getByRole('link', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(where(page)).toBe('/marketplace?keywords=hoya');
    // Escape closes it too; it also opens at mobile widths
    await page.setViewportSize(MOBILE);
    await open(page, '/?plantpay=open');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(where(page)).toBe('/');
    await context.close();
  });
});
