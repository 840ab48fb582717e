/**
 * The discovery pages' <main> (search, genus path, home, profile) passes axe-core with no serious
 * or critical violations at desktop and mobile widths. With E2E_SCREENSHOTS=<dir> the pages are
 * also saved as PNGs there for a look (never committed).
 */
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = (await page.evaluate(async () => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no <main> on the page');
    const run = (window as unknown as { axe: { run(context: Element, options: unknown): Promise<{ violations: Violation[] }> } }).axe.run;
    return (await run(main, { resultTypes: ['violations'] })).violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
