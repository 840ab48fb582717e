/**
 * Bidding in Chromium against the sandbox: two buyers bid against each other on one auction and
 * each sees the other's bid appear without reloading (server-sent events), the outbid message, the
 * outbid email in the sandbox outbox, the second confirmation of a high bid (Confirm bid disabled for 2 seconds), and a visitor pressing
 * "Log in to bid" who comes back to the open bid modal.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP } from './browser';
import { browserPerFile } from './file-browser';
import { logInAt, ready } from './listing-helpers';
import { acceptCookies, demo } from './shell-helpers';
import { newAuction } from './auction-helpers';
import { outboxFor } from './outbox';

const chromium = browserPerFile();

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function bidderOn(href: string, who: string, viewport = DESKTOP) {
  const { context, page } = await chromium.sitePage(viewport);
  await acceptCookies(context);
  await logInAt(page, demo(who), href, true);
  await page.locator('main[data-live="connected"]').waitFor({ timeout: 30_000 });
  // Set once: still there later means the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
  return { context, page };
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

async function placeBid(page: Page, dollars: string) {
  await page.getByRole('link', { name: 'Place bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place a bid' });
  await dialog.getByLabel('Your maximum bid').fill(dollars);
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  return dialog;
}

const auctionBox = (page: Page) => page.locator('section.lp-auction');

describe('bidding', () => {
  it('two buyers bid against each other and each sees the other bid appear without reloading', async () => {
    const auction = await newAuction({ startingPrice: 1000 });
    const a = await bidderOn(auction.href, 'free.buyer');
    const b = await bidderOn(auction.href, 'buyer.two');
    await shot(a.page, 'auction-1280-open');

    const first = await placeBid(a.page, '20');
    await first.waitFor({ state: 'hidden' });
    await expect(a.page.getByRole('status').filter({ hasText: "You're the highest bidder" }).isVisible()).resolves.toBe(true);
    await b.page.locator('section.lp-auction dd', { hasText: '$10.50' }).first().waitFor({ timeout: 15_000 });

    const second = await placeBid(b.page, '30');
    await second.waitFor({ state: 'hidden' });
    await auctionBox(a.page).locator('dd', { hasText: '$20.50' }).first().waitFor({ timeout: 15_000 });
    await a.page.getByRole('status').filter({ hasText: 'You have been outbid by someone else' }).waitFor({ timeout: 15_000 });
    await expect(auctionBox(a.page).getByRole('table').locator('tbody tr').count()).resolves.toBeGreaterThanOrEqual(3);
    await shot(a.page, 'auction-1280-outbid');
    // The outbid bidder also gets the email (through the sandbox outbox).
    await expect
      .poll(async () => (await outboxFor(inject('sandboxIndexUrl'), demo('free.buyer'))).some((mail) => mail.subject === `You have been outbid on ${auction.title}` && mail.text.includes(auction.id)), { timeout: 20_000 })
      .toBe(true);
    expect(await stillSamePage(a.page)).toBe(true);
    expect(await stillSamePage(b.page)).toBe(true);
    await a.context.close();
    await b.context.close();
  }, 180_000);

  it('asks a second confirmation above $5,000 with Confirm bid disabled for 2 seconds', async () => {
    const auction = await newAuction({ startingPrice: 1000 });
    const { context, page } = await bidderOn(auction.href, 'buyer.two');
    const dialog = await placeBid(page, '6000');
    const confirm = dialog.getByRole('button', { name: 'Confirm bid' });
    await confirm.waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await shot(page, 'auction-1280-high-bid-confirm');
    await page.waitForFunction(() => !(document.querySelector('#bid-modal button[type="submit"]') as HTMLButtonElement | null)?.disabled, undefined, { timeout: 5_000 });
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: "You're the highest bidder" }).waitFor();
    await context.close();
  }, 120_000);

  it('sends a visitor pressing bid to login and back to the open bid modal', async () => {
    const auction = await newAuction();
    const { context, page } = await chromium.sitePage(DESKTOP);
    await acceptCookies(context);
    await page.goto(auction.href);
    await ready(page);
    await page.getByRole('link', { name: 'Log in to bid' }).first().click();
    await page.waitForURL(/\/login\?from=/);
    await page.fill('#login-email', demo('free.buyer'));
    await page.fill('#login-password', 'variegata-demo-password');
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/login')), page.click('form[aria-label="Log in"] button[type="submit"]')]);
    await page.getByRole('dialog', { name: 'Place a bid' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('bid')).toBe('open');
    await context.close();
  }, 120_000);
});
