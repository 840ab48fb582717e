/**
 * The listing page's configured layout (LISTING_LAYOUT), its navigation state flags (bidNow,
 * showKlarna) and the mobile sticky bid top bar (spec 2 §2). The full-image layout runs on a
 * second site process started here with LISTING_LAYOUT=full-image, serving the same build
 * against the same twins as the global setup's site.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { startSiteProcess, type SiteProcess } from './site-process';
import { logInAt, ready } from './listing-helpers';
import { launchBrowser, newPage, DESKTOP } from './browser';

const PHONE = { width: 390, height: 844 };
let browser: Browser;
let site: string;
let fullSite: SiteProcess;


beforeAll(async () => {
  browser = await launchBrowser();
  site = inject('siteUrl');
  fullSite = await startSiteProcess({ LISTING_LAYOUT: 'full-image' });
});
afterAll(async () => {
  await browser?.close();
  await fullSite?.stop();
});

/** Listing links from a search page (cards link to /l/{slug}/{id}). */
async function listingLinks(query: string): Promise<string[]> {
  const html = await (await fetch(`${site}/marketplace${query}`)).text();
  return [...new Set([...html.matchAll(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/g)].map((m) => m[1]!))];
}

/** The first listing whose server-rendered page matches `test`. */
async function findListing(query: string, match: RegExp | ((html: string) => boolean)): Promise<string> {
  const test = typeof match === 'function' ? match : (html: string) => match.test(html);
  for (const path of await listingLinks(query)) {
    if (test(await (await fetch(`${site}${path}`)).text())) return path;
  }
  throw new Error(`no seeded listing for ${query} matches`);
}

/** An ended auction: search leaves them out, so look among the listings linked from auction pages (similar listings). */
async function findEndedAuction(): Promise<string> {
  const seen = new Set<string>();
  for (const path of await listingLinks('?pub_type=auction')) {
    const html = await (await fetch(`${site}${path}`)).text();
    for (const [, linked] of html.matchAll(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/g)) {
      if (!linked || seen.has(linked)) continue;
      seen.add(linked);
      if (ENDED_AUCTION.test(await (await fetch(`${site}${linked}`)).text())) return linked;
    }
  }
  throw new Error('no ended auction found');
}

const OPEN_AUCTION = /id="lp-auction-title"[^>]*>Auction ends in</;
const ENDED_AUCTION = /id="lp-auction-title"[^>]*>Auction ended</;
const hasPhotos = (n: number) => (html: string) => (html.match(/aria-label="Show photo \d+"/g) ?? []).length >= n;


async function acceptCookies(page: Page) {
  if (await page.locator('button:has-text("Accept")').count()) await page.click('button:has-text("Accept")');
}


/** A client-side navigation carrying navigation state, as another page of the site would make it. */
async function navigateWithState(page: Page, to: string, state: Record<string, unknown>) {
  await page.evaluate(
    ([path, usr]) => (window as unknown as { __remixRouter: { navigate: (to: string, opts: object) => Promise<void> } }).__remixRouter.navigate(path as string, { state: usr, preventScrollReset: true }),
    [to, state] as const,
  );
}

describe('LISTING_LAYOUT=full-image', () => {
  it('desktop: the first photo is a full-width hero (widest variant, srcset), heading under it, every section below', async () => {
    const path = await findListing('?pub_type=auction', (html) => OPEN_AUCTION.test(html) && hasPhotos(2)(html));
    const { context, page } = await newPage(browser, fullSite.url, DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    expect((await page.goto(path))?.status()).toBe(200);
    await ready(page);
    await expect(page.locator('main.lp').getAttribute('data-layout')).resolves.toBe('full-image');
    const hero = page.locator('.lp-hero .lp-gallery-image');
    await expect(hero.getAttribute('sizes')).resolves.toBe('100vw');
    const srcset = (await hero.getAttribute('srcset'))!;
    expect(srcset).toMatch(/ 2400w/);
    const widest = srcset.split(',').map((c) => c.trim().split(/\s+/)).find(([, w]) => w === '2400w')![0];
    await expect(hero.getAttribute('src')).resolves.toBe(widest);
    await expect(hero.getAttribute('alt')).resolves.toMatch(/, photo 1 of \d+$/);
    // The hero spans the page width and comes first; the heading sits right under (over its edge).
    const heroBox = (await page.locator('.lp-hero').boundingBox())!;
    const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(heroBox.x).toBe(0);
    expect(heroBox.width).toBe(viewportWidth);
    expect(heroBox.height).toBeGreaterThanOrEqual(500);
    const titleBox = (await page.locator('h1.lp-title').boundingBox())!;
    expect(titleBox.y).toBeGreaterThan(heroBox.y + heroBox.height - 120);
    expect(titleBox.y).toBeLessThan(heroBox.y + heroBox.height + 120);
    await expect(page.locator('.lp-heading .lp-heading-price').textContent()).resolves.toMatch(/\$[\d,]+\.\d\d/);
    // The rest of the page in the usual two columns below.
    for (const selector of ['.lp-crumbs', '.lp-auction', '.lp-details', '.lp-description', '#order-panel', '.lp-seller', '.lp-provider-links']) {
      expect(await page.locator(`.lp-body ${selector}`).count(), selector).toBeGreaterThan(0);
    }
    const main = (await page.locator('.lp-main').boundingBox())!;
    const order = (await page.locator('#order-panel').boundingBox())!;
    expect(order.x).toBeGreaterThan(main.x + main.width - 1);
    expect(main.y).toBeGreaterThan(heroBox.y + heroBox.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewportWidth);
    // Thumbnails still switch the photo, with the keyboard too; so do the arrow keys on the stage.
    await page.focus('button[aria-label="Show photo 2"]');
    await page.keyboard.press('Enter');
    await expect(hero.getAttribute('alt')).resolves.toMatch(/, photo 2 of \d+$/);
    await expect(page.locator('button[aria-label="Show photo 2"]').getAttribute('aria-current')).resolves.toBe('true');
    await page.focus('.lp-hero .lp-gallery-stage');
    await page.keyboard.press('ArrowLeft');
    await expect(hero.getAttribute('alt')).resolves.toMatch(/, photo 1 of \d+$/);
    // axe on what this layout adds (the hero and the heading card).
    expect(await seriousViolations(page, '.lp-hero')).toEqual([]);
    expect(await seriousViolations(page, '.lp-heading--hero')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mobile: the hero spans the screen, nothing overflows sideways, thumbnails and heading follow', async () => {
    const path = await findListing('?pub_type=sell', hasPhotos(2));
    const { context, page } = await newPage(browser, fullSite.url, PHONE);
    await page.goto(path);
    await ready(page);
    const heroBox = (await page.locator('.lp-hero').boundingBox())!;
    expect(heroBox.x).toBe(0);
    expect(heroBox.width).toBe(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    const thumbs = (await page.locator('.lp-hero .lp-gallery-thumbs').boundingBox())!;
    expect(thumbs.y).toBeGreaterThanOrEqual(heroBox.y);
    const heading = (await page.locator('.lp-heading').boundingBox())!;
    expect(heading.y).toBeGreaterThan(thumbs.y);
    expect(heading.x + heading.width).toBeLessThanOrEqual(PHONE.width);
    const share = (await page.locator('button[aria-label^="Share"]').boundingBox())!;
    expect(share.x + share.width).toBeLessThanOrEqual(heading.x + heading.width);
    await expect(page.locator('.lp-mobile-bar').isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('default layout', () => {
  it('keeps the gallery in the main column above the heading, next to the order panel', async () => {
    const path = await findListing('?pub_type=sell', hasPhotos(2));
    const { context, page } = await newPage(browser, site, DESKTOP);
    await page.goto(path);
    await ready(page);
    await expect(page.locator('main.lp').getAttribute('data-layout')).resolves.toBe('default');
    expect(await page.locator('.lp-hero, .lp-gallery--hero').count()).toBe(0);
    const image = page.locator('.lp-main .lp-gallery .lp-gallery-image');
    await expect(image.getAttribute('sizes')).resolves.toBe('(max-width: 767px) 100vw, (max-width: 1200px) 60vw, 720px');
    expect(await image.getAttribute('src')).toMatch(/./);
    const gallery = (await page.locator('.lp-main .lp-gallery').boundingBox())!;
    const title = (await page.locator('.lp-main h1.lp-title').boundingBox())!;
    const order = (await page.locator('#order-panel').boundingBox())!;
    expect(title.y).toBeGreaterThan(gallery.y + gallery.height - 1);
    expect(order.x).toBeGreaterThan(gallery.x + gallery.width);
    expect(gallery.width).toBeLessThan(DESKTOP.width * 0.7);
    await page.click('button[aria-label="Show photo 2"]');
    await expect(image.getAttribute('alt')).resolves.toMatch(/, photo 2 of \d+$/);
    await context.close();
  });
});

describe('navigation state flags', () => {
  it('showKlarna opens the Klarna modal (klarna=open) without losing the scroll position; closing keeps it shut', async () => {
    const path = await findListing('?pub_type=sell', () => true);
    const { context, page } = await newPage(browser, site, DESKTOP);
    await page.goto(path);
    await ready(page);
    await acceptCookies(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await navigateWithState(page, path, { showKlarna: true });
    await page.waitForURL((url) => url.searchParams.get('klarna') === 'open');
    const dialog = page.locator('[role="dialog"]:has-text("Buy now, pay later")');
    await dialog.waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await dialog.locator('.vg-modal__close').click();
    await page.waitForURL((url) => !url.searchParams.has('klarna'));
    await page.waitForTimeout(500);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('showKlarna in the state of a fresh page load opens the modal too', async () => {
    const path = await findListing('?pub_type=sell', () => true);
    const { context, page } = await newPage(browser, site, DESKTOP);
    await page.goto(path);
    await ready(page);
    await page.evaluate(() => window.history.replaceState({ usr: { showKlarna: true }, key: 'e2e', idx: 0 }, ''));
    await page.reload();
    await page.waitForURL((url) => url.searchParams.get('klarna') === 'open');
    await page.locator('[role="dialog"]:has-text("Buy now, pay later")').waitFor({ state: 'visible' });
    await context.close();
  });

  it('bidNow on an open auction opens the bid modal for a signed-in buyer', async () => {
    const path = await findListing('?pub_type=auction', OPEN_AUCTION);
    const { context, page } = await newPage(browser, site, DESKTOP);
    await logInAt(page, 'buyer.one@variegata.test', path, true);
    expect(new URL(page.url()).pathname).toBe(path);
    const before = await page.evaluate(() => window.history.length);
    await navigateWithState(page, path, { bidNow: true });
    await page.waitForURL((url) => url.pathname === path && url.searchParams.get('bid') === 'open');
    await page.getByRole('dialog', { name: 'Place a bid' }).waitFor();
    // Replace navigations: the flagged entry was replaced, so no extra history entry piles up.
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await context.close();
  });

  it('bidNow sends an anonymous visitor to the login page of "Log in to bid"', async () => {
    const path = await findListing('?pub_type=auction', OPEN_AUCTION);
    const { context, page } = await newPage(browser, site, DESKTOP);
    await page.goto(path);
    await ready(page);
    const loginHref = await page.locator('#order-panel a:has-text("Log in to bid")').getAttribute('href');
    await page.evaluate(() => window.history.replaceState({ usr: { bidNow: true }, key: 'e2e', idx: 0 }, ''));
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(loginHref);
    // After logging in the visitor comes back to the open bid modal.
    expect(new URL(page.url()).searchParams.get('from')).toBe(`${path}?bid=open`);
    await context.close();
  });

  it('bidNow opens nothing on an ended auction', async () => {
    const path = await findEndedAuction();
    const { context, page } = await newPage(browser, site, DESKTOP);
    await logInAt(page, 'buyer.one@variegata.test', path, true);
    await navigateWithState(page, path, { bidNow: true });
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe(path);
    await page.waitForSelector('text=This auction has ended.');
    await context.close();
  });
});

describe('mobile sticky bid top bar', () => {
  it('an open auction on a phone shows the current bid, the countdown and the bid button, staying at the top', async () => {
    const path = await findListing('?pub_type=auction', OPEN_AUCTION);
    const { context, page } = await newPage(browser, site, PHONE);
    await page.goto(path);
    await ready(page);
    await acceptCookies(page);
    const bar = page.locator('.lp-bid-bar');
    await expect(bar.isVisible()).resolves.toBe(true);
    const amount = await page.locator('.lp-auction-facts dd').first().textContent();
    await expect(bar.locator('.lp-bid-bar-amount').textContent()).resolves.toBe(amount);
    await expect(bar.locator('.vg-countdown[role="timer"]').count()).resolves.toBe(1);
    const button = bar.locator('a:has-text("Bid now")');
    expect(await button.getAttribute('href')).toBe(`/login?from=${encodeURIComponent(`${path}?bid=open`)}`);
    // No second (bottom) bar for the same action.
    await expect(page.locator('.lp-mobile-bar').count()).resolves.toBe(0);
    const topbar = (await page.locator('.vg-topbar').boundingBox())!;
    await page.evaluate(() => window.scrollTo(0, 1600));
    await page.waitForTimeout(200);
    const stuck = (await bar.boundingBox())!;
    expect(Math.abs(stuck.y - (topbar.y + topbar.height))).toBeLessThanOrEqual(2);
    expect(stuck.height).toBeLessThanOrEqual(64);
    expect(stuck.width).toBe(PHONE.width);
    expect(await seriousViolations(page, '.lp-bid-bar')).toEqual([]);
    await Promise.all([page.waitForURL((url) => url.pathname === '/login'), button.click()]);
    await context.close();
  });

  it('a signed-in buyer\'s bar opens the bid modal; hidden on desktop and on fixed-price listings', async () => {
    const path = await findListing('?pub_type=auction', OPEN_AUCTION);
    const { context, page } = await newPage(browser, site, PHONE);
    await logInAt(page, 'buyer.two@variegata.test', path, true);
    await expect(page.locator('.lp-bid-bar a:has-text("Bid now")').getAttribute('href')).resolves.toBe(`${path}?bid=open`);
    await page.setViewportSize(DESKTOP);
    await expect(page.locator('.lp-bid-bar').isVisible()).resolves.toBe(false);
    await page.setViewportSize(PHONE);
    const sell = await findListing('?pub_type=sell', () => true);
    await page.goto(sell);
    await ready(page);
    expect(await page.locator('.lp-bid-bar').count()).toBe(0);
    await expect(page.locator('.lp-mobile-bar').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
