/**
 * The editorial pages' content (<main>; the shell has its own checks; the home page's listing sections
 * belong to discovery) passes axe-core with no serious or critical violations, at desktop and mobile
 * widths, including the open sign-up popup.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE } from './browser';
import { seriousViolations } from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = ['/', '/editorials', '/editorials?author=maya-okafor', '/more-news', '/monstera-albo-care', '/plant-care', '/terms', '/about'];

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('editorial pages at %s width', (_name, viewport) => {
  it('have no serious axe violations', async () => {
    const context = await browser.newContext({ baseURL: inject('siteUrl'), viewport });
    await context.addCookies([{ name: 'euCookiesAccepted', value: '1', url: inject('siteUrl') }]);
    const problems: string[] = [];
    for (const path of PAGES) {
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      problems.push(...(await seriousViolations(page)).map((p) => `${path}: ${p}`));
      await page.close();
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  it('the open sign-up popup has no serious axe violations', async () => {
    const context = await browser.newContext({ baseURL: inject('siteUrl'), viewport });
    await context.addCookies([{ name: 'euCookiesAccepted', value: '1', url: inject('siteUrl') }]);
    const page = await context.newPage();
    await page.goto('/monstera-albo-care');
    await page.locator('main[data-hydrated]').waitFor();
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.6));
    await page.getByRole('dialog', { name: 'Join Variegata' }).waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await context.close();
  });
});
