/**
 * Whole pages (the shell included) pass an axe-core check with no serious or critical violation,
 * logged out and logged in, at desktop and mobile widths, with the shell's modals open too; and the
 * desktop top bar never lets the keyword search overlap the navigation (768, 1024, 1280 and 1440 px,
 * with classic scrollbars, logged in and out). With E2E_SCREENSHOTS=<dir> the pages are saved as
 * PNGs there for a look (never committed).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE } from './browser';
import { seriousViolations } from './axe';
import { demo, logInContext, logInContextWith, newUnverifiedSeller, passwordToken, TOKEN_COOKIE } from './shell-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function check(context: BrowserContext, path: string, name: string, before?: (page: Page) => Promise<void>): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (before) await before(page);
  const shots = process.env.E2E_SCREENSHOTS;
  if (shots) await page.screenshot({ path: `${shots}/shell-${name}.png`, fullPage: true });
  const problems = (await seriousViolations(page, null)).map((p) => `${path}: ${p}`);
  await page.close();
  return problems;
}

const PUBLIC_PAGES = ['/', '/login', '/signup', '/no-such-page', '/styleguide', '/styleguide/c/Button'] as const;
const MEMBER_PAGES = ['/', '/profile-settings', '/account/contact-details', '/account/change-password', '/no-such-page', '/styleguide'] as const;
const slug = (path: string) => path.replace(/\W+/g, '_');

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const)('the shell at %s width', (label, viewport) => {
  it('has no serious axe violations, logged out (cookie notice showing)', { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ baseURL: inject('siteUrl'), viewport, bypassCSP: true });
    const problems: string[] = [];
    for (const path of PUBLIC_PAGES) problems.push(...(await check(context, path, `out-${label}${slug(path)}`)));
    problems.push(...(await check(context, '/?plantpay=open', `out-${label}-plantpay`)));
    if (label === 'mobile') {
      problems.push(...(await check(context, '/?mobilemenu=open', 'out-mobile-menu')));
      problems.push(...(await check(context, '/?mobilesearch=open', 'out-mobile-search')));
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  it('has no serious axe violations, logged in (user menu, modals)', { timeout: 240_000 }, async () => {
    const context = await browser.newContext({ baseURL: inject('siteUrl'), viewport, bypassCSP: true });
    await context.addCookies([{ name: 'euCookiesAccepted', value: '1', url: inject('siteUrl') }]);
    await logInContext(context, demo('premium.seller'));
    const problems: string[] = [];
    for (const path of MEMBER_PAGES) problems.push(...(await check(context, path, `in-${label}${slug(path)}`)));
    if (label === 'desktop') {
      problems.push(
        ...(await check(context, '/membership', 'in-desktop-user-menu', async (page) => {
          await page.getByRole('button', { name: /account menu for/ }).click();
          await page.getByRole('menu').waitFor();
        })),
      );
    } else {
      problems.push(...(await check(context, '/?mobilemenu=open', 'in-mobile-menu')));
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});

describe('the banners', () => {
  it('Android smart banner, limited-access banner and cookie notice together have no serious axe violations', { timeout: 120_000 }, async () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    const context = await browser.newContext({ baseURL: inject('siteUrl'), viewport: MOBILE, userAgent: android, isMobile: true, bypassCSP: true });
    const token = await passwordToken(demo('free.buyer'), 'user:limited');
    await context.addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(JSON.stringify(token)), url: inject('siteUrl'), httpOnly: true, sameSite: 'Lax' }]);
    const problems = await check(context, '/', 'banners-mobile', async (page) => {
      await page.getByRole('complementary', { name: 'Get the Variegata app' }).waitFor();
      await page.getByText('with limited access').waitFor();
    });
    await context.close();
    expect(problems).toEqual([]);
  });

  it('the missing-information reminder has no serious axe violations', { timeout: 120_000 }, async () => {
    const seller = await newUnverifiedSeller();
    const problems: string[] = [];
    for (const [label, viewport] of [['desktop', DESKTOP], ['mobile', MOBILE]] as const) {
      const context = await browser.newContext({ baseURL: inject('siteUrl'), viewport, bypassCSP: true });
      await logInContextWith(context, seller.email, seller.password);
      problems.push(...(await check(context, '/', `reminder-${label}`, (page) => page.getByText('Please verify your email address').waitFor())));
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});

describe('the desktop top bar', () => {
  let withScrollbars: Browser;
  beforeAll(async () => {
    withScrollbars = await launchBrowser({ scrollbars: true });
  });
  afterAll(async () => {
    await withScrollbars?.close();
  });

  /** Boxes of the keyword search (form and field) and of every visible link or button at the end of the bar. */
  function overlaps(page: Page) {
    return page.evaluate(() => {
      type Box = { left: number; right: number; top: number; bottom: number };
      const box = (el: Element): Box => el.getBoundingClientRect();
      const meet = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      const bar = document.querySelector('.vg-topbar__desktop');
      const searchParts = [document.querySelector('.vg-topbar__search'), document.querySelector('#topbar-keywords')].filter((e): e is Element => e !== null);
      if (!bar || searchParts.length !== 2) return ['no desktop top bar with a keyword search'];
      const controls = [...bar.querySelectorAll('.vg-topbar__end a, .vg-topbar__end button, .vg-topbar__logo a')].filter((e) => e.getClientRects().length > 0);
      const problems: string[] = [];
      for (const control of controls) {
        if (searchParts.some((part) => meet(box(part), box(control)))) problems.push(`search overlaps "${control.textContent?.trim() || control.getAttribute('aria-label')}"`);
        if (box(control).right > document.documentElement.clientWidth + 0.5) problems.push(`"${control.textContent?.trim()}" is cut off on the right`);
      }
      if (controls.length < 3) problems.push(`only ${controls.length} controls visible`);
      return problems;
    });
  }

  it.each([
    ['logged out', ''],
    ['logged in', 'premium.seller'],
    ['logged in, a member', 'buyer.two'],
  ])('keeps the keyword search clear of the links at 768, 1024, 1280 and 1440 px, %s', { timeout: 120_000 }, async (_label, user) => {
    const context = await withScrollbars.newContext({ baseURL: inject('siteUrl'), viewport: DESKTOP });
    await context.addCookies([{ name: 'euCookiesAccepted', value: '1', url: inject('siteUrl') }]);
    if (user) await logInContext(context, demo(user));
    const page = await context.newPage();
    const problems: string[] = [];
    for (const width of [768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/marketplace?keywords=monstera']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        problems.push(...(await overlaps(page)).map((p) => `${width} px ${path}: ${p}`));
        const shots = process.env.E2E_SCREENSHOTS;
        if (shots && path === '/') await page.locator('header').first().screenshot({ path: `${shots}/topbar-${user || 'anonymous'}-${width}.png` });
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});
