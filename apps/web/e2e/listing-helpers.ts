/** Steps the listing, selling and layout e2e suites share. */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './shell-helpers';

/** Waits until the listing or edit page has hydrated, so clicks and file inputs reach React. */
export async function ready(page: Page): Promise<void> {
  await page.locator('main[data-hydrated]').waitFor({ timeout: 45_000 });
}

/**
 * Logs in through the login page and returns to `from`. Waits for hydration when the page it
 * lands on is a listing or edit page (always, with `waitForPage`).
 */
export async function logInAt(page: Page, email: string, from = '/', waitForPage = false): Promise<void> {
  await page.goto(`/login?from=${encodeURIComponent(from)}`);
  await page.fill('#login-email', email);
  await page.fill('#login-password', DEMO_PASSWORD);
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/login')), page.click('form[aria-label="Log in"] button[type="submit"]')]);
  if (waitForPage || (await page.locator('main.lp, main.el').count())) await ready(page);
}

export interface ListingBasics {
  title: string;
  genus: string;
  species: string;
  description: string;
  price: string;
  stock?: string;
}

/** Fills the edit form's required fields (the stock only when given). */
export async function fillListingBasics(page: Page, listing: ListingBasics): Promise<void> {
  await page.fill('#el-title', listing.title);
  await page.selectOption('#el-genus', listing.genus);
  await page.fill('#el-species', listing.species);
  await page.fill('#el-description', listing.description);
  await page.fill('#el-price', listing.price);
  if (listing.stock !== undefined) await page.fill('#el-stock', listing.stock);
}

/** The path of the first listing on the search page `/marketplace?{query}` whose page, as served, passes `test`. */
export async function listingWhere(site: string, query: string, test: (html: string) => boolean, what: string): Promise<string> {
  const html = await (await fetch(`${site}/marketplace?${query}`)).text();
  const paths = [...new Set([...html.matchAll(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/g)].map((m) => m[1]!))];
  for (const path of paths) if (test(await (await fetch(`${site}${path}`)).text())) return path;
  throw new Error(`no listing on the search page is ${what}`);
}
