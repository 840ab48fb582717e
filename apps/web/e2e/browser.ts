/**
 * Chromium for end-to-end tests: Debian's /usr/bin/chromium driven by
 * playwright-core (never a downloaded browser), with the network features that
 * would reach the internet turned off.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `scrollbars`: classic 15 px scrollbars as on a desktop (headless Chromium hides them by default). */
export function launchBrowser(options: { scrollbars?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    ...(options.scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 812 };

const problems = new WeakMap<Page, string[]>();

/** What went wrong in the page so far (uncaught errors, console errors, answers of 500 and above), for a failing test's message. */
export function pageProblems(page: Page): readonly string[] {
  return problems.get(page) ?? [];
}

export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const seen: string[] = [];
  problems.set(page, seen);
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) seen.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return { context, page };
}
