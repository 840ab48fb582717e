/**
 * The discovery pages' <main> (search, genus path, home, profile) passes axe-core with no serious
 * or critical violations at desktop and mobile widths. With E2E_SCREENSHOTS=<dir> the pages are
 * also saved as PNGs there for a look (never committed).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser } from './browser';
import { seriousViolations } from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  ['/marketplace', 'search'],
  ['/marketplace/monstera?pub_type=auction', 'search-genus-auctions'],
  ['/marketplace?pub_tradeName=Nothing+Like+This', 'search-empty'],
  ['/', 'home'],
  ['/shop/petraplants', 'profile'],
] as const;

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const)('discovery pages at %s width', (name, viewport) => {
  it.each(PAGES)('%s has no serious accessibility violations', async (path, shot) => {
    const context = await browser.newContext({ baseURL: inject('siteUrl'), viewport });
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shots = process.env.E2E_SCREENSHOTS;
    if (shots) await page.screenshot({ path: `${shots}/${shot}-${name}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
