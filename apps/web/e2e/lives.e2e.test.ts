/**
 * Live sales end to end on the sandbox (which seeds four lives for each of the premium, starter
 * and international demo sellers): the seller's /my-lives, a running live for the seller, a
 * buyer and a visitor, blocked and muted viewers, the app prompt for joining.
 * LIVES_SCREENSHOT_DIR=<dir> saves screenshots of both pages at 1280 and 390 px wide.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './browser';
import { browserPerFile } from './file-browser';
import { logInAt } from './listing-helpers';
import { acceptCookies, demo, open, where } from './shell-helpers';

const chromium = browserPerFile();
const PHONE = { width: 390, height: 844 };
const RUNNING = '/live/petraplants-live-3';

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env['LIVES_SCREENSHOT_DIR'];
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}

async function pageAs(email: string | null, viewport = DESKTOP, from = '/') {
  const { context, page } = await chromium.sitePage(viewport);
  await acceptCookies(context);
  if (email) {
    await logInAt(page, email, from);
    await page.waitForLoadState('networkidle');
  }
  return { context, page };
}

/** Clicks the join button until the app prompt opens (the first click may come before hydration). */
async function openJoinPrompt(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Join the live in the app' });
  for (let i = 0; i < 20 && !(await dialog.isVisible()); i++) {
    await page.getByRole('button', { name: /in the app$/ }).first().click();
    await dialog.waitFor({ timeout: 500 }).catch(() => undefined);
  }
  await dialog.waitFor();
}

describe('ManageLivesPage and LivePage', () => {
  it("shows the seller's lives newest first and opens the running one with its host, listings and pinned message", async () => {
    const { context, page } = await pageAs(demo('premium.seller'), DESKTOP, '/my-lives');
    try {
      expect(where(page)).toBe('/my-lives');
      const rows = page.locator('.lv-row');
      await expect.poll(() => rows.count()).toBe(4);
      expect(await page.locator('.lv-pill').allTextContents()).toEqual(['Upcoming', 'Live now', 'Ended', 'Ended']);
      await shoot(page, 'my-lives-1280');
      // The live's cards come in the same commit as its heading after a client navigation (not a
      // moment later, from a boundary that suspends first).
      await page.evaluate(() => {
        const w = window as unknown as { headingWithoutCards?: boolean };
        new MutationObserver(() => {
          const heading = document.querySelector('h1')?.textContent ?? '';
          if (heading.endsWith('live sale') && document.querySelectorAll('.lv-grid .vg-listing-card').length === 0) w.headingWithoutCards = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      await Promise.all([page.waitForURL(`**${RUNNING}`), page.locator('.lv-row--running .lv-row__note a').click()]);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('h1').textContent()).toBe("Petra P's live sale");
      expect(await page.title()).toBe("Petra P's live sale · Variegata");
      expect(await page.locator('.lv-person__name a[href="/shop/petraplants"]').count()).toBe(1);
      expect(await page.locator('.lv-pinned').textContent()).toContain('Shipping is combined for everything you win tonight.');
      expect(await page.locator('.lv-grid .vg-listing-card').count()).toBe(4);
      expect(await page.evaluate(() => (window as unknown as { headingWithoutCards?: boolean }).headingWithoutCards ?? false)).toBe(false);
      expect(await page.getByText('Sold in this live').count()).toBe(1);
      expect(await page.locator('.lv-lines[aria-label="Chat messages"] li').count()).toBeGreaterThan(0);
      await shoot(page, 'live-1280-host');
    } finally {
      await context.close();
    }
  });

  it('lets a visitor view the live and join only through the app prompt', async () => {
    const { context, page } = await pageAs(null);
    try {
      await open(page, RUNNING);
      expect(await page.locator('.lv-pill').first().textContent()).toBe('Live now');
      expect(await page.locator('.lv-lines[aria-label="Bids"] li').count()).toBeGreaterThan(0);
      // Read-only: nothing to write or submit in the chat and bids panel.
      expect(await page.locator('.lv-side form, .lv-side textarea, .lv-side input').count()).toBe(0);
      await shoot(page, 'live-1280');
      await openJoinPrompt(page);
      expect(await page.getByRole('dialog').textContent()).toContain('Download it to join Petra P');
    } finally {
      await context.close();
    }
  });

  it('shows a buyer the chat, a muted buyer the muted note and a blocked buyer only "You can\'t join this live."', async () => {
    for (const [email, check] of [
      ['buyer.one', async (page: Page) => {
        expect(await page.locator('.lv-lines[aria-label="Chat messages"] li').count()).toBeGreaterThan(0);
        expect(await page.locator('.lv-notice').count()).toBe(0);
      }],
      ['free.buyer', async (page: Page) => {
        expect(await page.locator('.lv-notice--muted').textContent()).toContain('muted you');
        expect(await page.locator('.lv-lines[aria-label="Chat messages"] li').count()).toBeGreaterThan(0);
      }],
      ['buyer.two', async (page: Page) => {
        expect(await page.getByText("You can't join this live.").count()).toBeGreaterThan(0);
        expect(await page.locator('.lv-lines, .lv-pinned').count()).toBe(0);
        expect(await page.getByRole('button', { name: /in the app$/ }).count()).toBe(0);
        expect(await page.locator('.lv-grid .vg-listing-card').count()).toBe(4);
      }],
    ] as const) {
      const { context, page } = await pageAs(demo(email), DESKTOP, RUNNING);
      try {
        expect(where(page)).toBe(RUNNING);
        await check(page);
      } finally {
        await context.close();
      }
    }
  });

  it('works at 390 px wide and answers 404 for an unknown live', async () => {
    const { context, page } = await pageAs(demo('premium.seller'), PHONE, '/my-lives');
    try {
      await expect.poll(() => page.locator('.lv-row').count()).toBe(4);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(page, 'my-lives-390');
      await open(page, RUNNING);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await shoot(page, 'live-390');
      await openJoinPrompt(page);
      await shoot(page, 'live-390-join', false);
      const missing = await page.goto('/live/no-such-live');
      expect(missing?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
