/**
 * The account pages' content (<main>; the shell around it has its own checks) passes an axe-core
 * check with no serious or critical violations, logged out
 * (auth, recovery, reset) and logged in (confirm notice, verify email, profile settings, contact
 * details, password), at desktop and mobile widths. With E2E_SCREENSHOTS=<dir> the pages are also
 * saved as PNGs there for a look (never committed).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser } from './browser';
import { seriousViolations } from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function check(context: BrowserContext, path: string, name: string) {
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const shots = process.env.E2E_SCREENSHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  const problems = await seriousViolations(page);
  await page.close();
  return problems;
}

const PUBLIC_PAGES = [
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/recover-password', 'recover-password'],
  ['/reset-password?t=token&e=someone%40example.com', 'reset-password'],
] as const;

const MEMBER_PAGES = [
  ['/confirm', 'confirm'],
  ['/verify-email?t=token', 'verify-email'],
  ['/profile-settings', 'profile-settings'],
  ['/account/contact-details', 'contact-details'],
  ['/account/change-password', 'change-password'],
] as const;

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const)('account pages at %s width', (label, viewport) => {
  it('have no serious axe violations, logged out and logged in', async () => {
    const context = await browser.newContext({ baseURL: inject('siteUrl'), viewport, bypassCSP: true });
    const problems: string[] = [];
    for (const [path, name] of PUBLIC_PAGES) problems.push(...(await check(context, path, `${name}-${label}`)).map((p) => `${path}: ${p}`));
    const page = await context.newPage();
    await page.goto('/signup');
    await page.waitForLoadState('networkidle');
    const tag = `${label}${Date.now().toString(36)}`;
    await page.locator('input[name=email]').fill(`a11y-${tag}@example.com`);
    await page.locator('#signup-first-name').fill('Ada');
    await page.locator('#signup-last-name').fill('Fern');
    await page.locator('#signup-username').fill(`a11y${tag}`.slice(0, 20));
    await page.locator('#signup-password').fill('monstera-albo-2024');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Please check your inbox to verify your email').waitFor();
    await page.close();
    for (const [path, name] of MEMBER_PAGES) problems.push(...(await check(context, path, `${name}-${label}`)).map((p) => `${path}: ${p}`));
    await context.close();
    expect(problems).toEqual([]);
  });
});
