/**
 * The mobile menu and mobile search at 375 px (modal state in the query, focus kept inside,
 * Escape and close remove the parameter, never opened at 768 px and wider), and logout from the
 * desktop user menu and the mobile menu, which lands on the landing page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE } from './browser';
import { acceptCookies, demo, logInContext, open, where } from './shell-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function context(viewport = MOBILE): Promise<BrowserContext> {
  const created = await browser.newContext({ baseURL: inject('siteUrl'), viewport });
  await acceptCookies(created);
  return created;
}

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const search = (page: Page) => page.getByRole('dialog', { name: 'Search' });

/** Whether the focused element is inside the element matched by `selector`. */
const focusInside = (page: Page, selector: string) => page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

describe('mobile menu at 375 px', () => {
  it('opens with ?mobilemenu=open, keeps focus inside, and Escape removes the parameter', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await open(page, '/marketplace?keywords=hoya&mobilemenu=open');
    await menu(page).waitFor();
    await menu(page).getByRole('link', { name: 'Sign up' }).waitFor();
    await menu(page).getByRole('link', { name: 'Create listing' }).waitFor();
    expect(await focusInside(page, '[role=dialog]')).toBe(true);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await focusInside(page, '[role=dialog]'), `after ${i + 1} tab presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'hidden' });
    expect(where(page)).toBe('/marketplace?keywords=hoya');
    await ctx.close();
  });

  it('opens from the menu button and closes with its close button; a signed-in user gets their account links', async () => {
    const ctx = await context();
    await logInContext(ctx, demo('premium.seller'));
    const page = await ctx.newPage();
    await open(page, '/membership');
    await page.getByRole('link', { name: /^Open menu/ }).click();
    await menu(page).waitFor();
    expect(new URL(page.url()).searchParams.get('mobilemenu')).toBe('open');
    // The inbox link carries a count of sales and orders waiting on the seller, when there are any.
    await menu(page).getByRole('link', { name: /^Inbox\s*(\d+\+?)?$/ }).waitFor();
    for (const name of ['Your listings', 'Favorites', 'Profile settings', 'Account settings']) {
      await menu(page).getByRole('link', { name, exact: true }).waitFor();
    }
    await menu(page).getByRole('button', { name: 'Log out' }).waitFor();
    await menu(page).getByRole('link', { name: 'Close menu' }).click();
    await menu(page).waitFor({ state: 'hidden' });
    expect(where(page)).toBe('/membership');
    await ctx.close();
  });

  it('is never opened at 768 px and wider: the parameter is removed', async () => {
    for (const width of [768, 1024, DESKTOP.width]) {
      const ctx = await context({ width, height: 900 });
      const page = await ctx.newPage();
      await open(page, '/marketplace?mobilemenu=open');
      await page.waitForURL((url) => !url.searchParams.has('mobilemenu'));
      expect(where(page), `${width} px`).toBe('/marketplace');
      expect(await menu(page).isVisible(), `${width} px`).toBe(false);
      await ctx.close();
    }
  });

  it('closes itself when the window grows to 768 px', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await open(page, '/?mobilemenu=open');
    await menu(page).waitFor();
    await page.setViewportSize({ width: 900, height: 800 });
    await page.waitForURL((url) => !url.searchParams.has('mobilemenu'));
    expect(await menu(page).count()).toBe(0);
    await ctx.close();
  });
});

describe('mobile search at 375 px', () => {
  it('opens from the search button with the field focused, offers genus options and searches by keyword', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await open(page, '/');
    await page.locator('.vg-topbar__mobile').getByRole('link', { name: 'Search' }).click();
    await search(page).waitFor();
    expect(new URL(page.url()).searchParams.get('mobilesearch')).toBe('open');
    const field = search(page).getByLabel('Search plants');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    const genera = await search(page).locator('datalist option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(genera).toContain('Monstera');
    await field.fill('hoya');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/marketplace');
    expect(new URL(page.url()).searchParams.get('keywords')).toBe('hoya');
    expect(new URL(page.url()).searchParams.has('mobilesearch')).toBe(false);
    await ctx.close();
  });

  it('Escape removes the parameter; at 768 px and wider it does not open', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await open(page, '/membership?mobilesearch=open');
    await search(page).waitFor();
    await page.keyboard.press('Escape');
    await search(page).waitFor({ state: 'hidden' });
    expect(where(page)).toBe('/membership');
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page, '/membership?mobilesearch=open');
    await page.waitForURL((url) => !url.searchParams.has('mobilesearch'));
    expect(await search(page).isVisible()).toBe(false);
    await ctx.close();
  });
});

describe('logout', () => {
  it('from the desktop user menu lands on the landing page, logged out', async () => {
    const ctx = await context(DESKTOP);
    await logInContext(ctx, demo('free.buyer'));
    const page = await ctx.newPage();
    await open(page, '/profile-settings');
    await page.getByRole('button', { name: /account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.topbar-auth').getByRole('link', { name: 'Log in' }).waitFor();
    await page.goto('/profile-settings');
    expect(new URL(page.url()).pathname).toBe('/login');
    await ctx.close();
  });

  it('from the mobile menu lands on the landing page, logged out', async () => {
    const ctx = await context();
    await logInContext(ctx, demo('free.buyer'));
    const page = await ctx.newPage();
    await open(page, '/favorites?mobilemenu=open');
    await menu(page).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await page.goto('/favorites');
    expect(new URL(page.url()).pathname).toBe('/login');
    await ctx.close();
  });
});

describe('scroll indicator on touch screens', () => {
  const scrollbarWidth = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);
  const marked = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-scrolled'));

  it('is not shown while a long page loads, and shows from the first scroll on', async () => {
    const ctx = await browser.newContext({ baseURL: inject('siteUrl'), viewport: MOBILE, isMobile: true, hasTouch: true });
    await acceptCookies(ctx);
    const page = await ctx.newPage();
    await open(page, '/marketplace');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 3)).toBe(true);
    expect(await marked(page)).toBe(false);
    expect(await scrollbarWidth(page)).toBe('none');
    await page.evaluate(() => window.scrollBy(0, 600));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-scrolled'));
    expect(await scrollbarWidth(page)).toBe('auto');
    // Back at the top, it stays: the mark is for the page's life, not for the position.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await scrollbarWidth(page)).toBe('auto');
    await ctx.close();
  });

  it('is shown at once on a page opened part way down (a link to a section)', async () => {
    const ctx = await browser.newContext({ baseURL: inject('siteUrl'), viewport: MOBILE, isMobile: true, hasTouch: true });
    await acceptCookies(ctx);
    const page = await ctx.newPage();
    await open(page, '/marketplace#results-count');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await marked(page)).toBe(true);
    expect(await scrollbarWidth(page)).toBe('auto');
    await ctx.close();
  });

  it('is left to the browser with a mouse', async () => {
    const ctx = await context(DESKTOP);
    const page = await ctx.newPage();
    await open(page, '/marketplace');
    expect(await marked(page)).toBe(false);
    expect(await scrollbarWidth(page)).toBe('auto');
    await ctx.close();
  });
});
