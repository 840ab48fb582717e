/**
 * The top bar's account menu, whose code comes in its own chunk: a member pressing it as soon as the
 * page has loaded, on a slow phone-like CPU (6x slowdown) before the page has hydrated, gets the
 * menu (reaching for it loads its code and the press is held until the menu has hydrated, instead
 * of being dropped); a visitor's page never loads that code, nor that of the banners only members
 * (reminders, limited access) and Android browsers (the app banner) get.
 */
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './file-browser';
import { acceptCookies, demo, logInContext } from './shell-helpers';

const chromium = browserPerFile();

describe('the account menu', () => {
  it('opens when a member presses it right after the page loads, before the page has hydrated', { timeout: 120_000 }, async () => {
    for (const path of ['/membership', '/']) {
      const { context, page } = await chromium.sitePage();
      await acceptCookies(context);
      await logInContext(context, demo('premium.seller'));
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(path, { waitUntil: 'load' });
      await page.getByRole('button', { name: /account menu for/ }).click();
      await expect(page.getByRole('menu').waitFor({ timeout: 10_000 }).then(() => 'open')).resolves.toBe('open');
      await expect(page.getByRole('menuitem', { name: 'Log out' }).count()).resolves.toBe(1);
      await context.close();
    }
  });

  it("is not loaded on a visitor's page, nor are the members' and Android banners", async () => {
    const { context, page } = await chromium.sitePage();
    await acceptCookies(context);
    const scripts: string[] = [];
    const code: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(new URL(response.url()).pathname);
      code.push(response.text());
    });
    await page.goto('/membership', { waitUntil: 'networkidle' });
    expect(scripts.some((path) => path.startsWith('/assets/root-'))).toBe(true);
    expect(scripts.filter((path) => /\/UserMenu-[\w-]+\.js$/.test(path))).toEqual([]);
    // Texts only those banners have: their code is in none of the page's scripts.
    const loaded = (await Promise.all(code)).join('\n');
    for (const text of ['Please verify your email address', 'with limited access', 'Live sales, offers and Plant Pay in the app']) expect(loaded).not.toContain(text);
    await context.close();
  });
});
