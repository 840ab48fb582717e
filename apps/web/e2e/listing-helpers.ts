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
