import { describe, expect, inject, it } from 'vitest';
import { png } from '../test/support/png';
import { fillListingBasics, logInAt as login, ready } from './listing-helpers';
import { MOBILE } from './browser';
import { browserPerFile } from './file-browser';

const chromium = browserPerFile();
const site = inject('siteUrl');

/** Listing links from a search page (cards link to /l/{slug}/{id}). */
async function listingLinks(query: string): Promise<string[]> {
  const html = await (await fetch(`${site}/marketplace${query}`)).text();
  return [...new Set([...html.matchAll(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/g)].map((m) => m[1]!))];
}




describe('listing pages', () => {
  it('a fixed-price listing: title, price, buy form, details linking to search, share copies the link', async () => {
    const [path] = await listingLinks('?pub_type=sell');
    const { context, page } = await chromium.sitePage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(path!);
    expect(response?.status()).toBe(200);
    await ready(page);
    await expect(page.locator('h1.lp-title').textContent()).resolves.toBeTruthy();
    expect(await page.locator('.lp-order-price-value').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path}$`));
    expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200');
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    const genusLink = page.locator('.lp-details a').first();
    expect(await genusLink.getAttribute('href')).toMatch(/^\/marketplace\/[a-z]+$/);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.click('button[aria-label^="Share"]');
    await page.waitForSelector('text=Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site}${path}`);
    await page.waitForFunction(() => !document.body.textContent?.includes('Copied'), undefined, { timeout: 4000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"Make an offer" opens the dialog pointing to the app (its code loads as it opens); Escape closes it', async () => {
    const paths = await listingLinks('?pub_type=sell');
    const { context, page } = await chromium.sitePage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let found = false;
    for (const path of paths.slice(0, 12)) {
      await page.goto(path!);
      const offer = page.getByRole('button', { name: 'Make an offer' });
      if ((await offer.count()) === 0) continue;
      found = true;
      await ready(page);
      await offer.first().click();
      const dialog = page.getByRole('dialog', { name: 'Make an offer in the app' });
      await dialog.waitFor();
      await expect(dialog.getByRole('link', { name: /App Store/ }).count()).resolves.toBe(1);
      await expect(dialog.getByRole('link', { name: /Google Play/ }).count()).resolves.toBe(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      break;
    }
    expect(found).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an auction: countdown, bid history with masked names, log in to bid', async () => {
    const paths = await listingLinks('?pub_type=auction');
    const { context, page } = await chromium.sitePage();
    let found = false;
    for (const path of paths.slice(0, 12)) {
      await page.goto(path);
      if ((await page.locator('.lp-bids tbody tr').count()) === 0) continue;
      found = true;
      await expect(page.locator('.lp-auction .vg-countdown').count()).resolves.toBe(1);
      const bidder = await page.locator('.lp-bids tbody tr td').first().textContent();
      expect(bidder).toMatch(/^[^*]{1,3}\*{5}/);
      if (await page.locator('text=Auction ends in').count()) await expect(page.locator('a:has-text("Log in to bid")').count()).resolves.toBe(1);
      break;
    }
    expect(found).toBe(true);
    await context.close();
  });

  it('a quick-sale listing has no quantity select; mobile opens the order panel with orderOpen', async () => {
    const paths = (await Promise.all([1, 2, 3, 4].map((p) => listingLinks(`?pub_type=sell&page=${p}`)))).flat();
    const { context, page } = await chromium.sitePage(MOBILE);
    let checked = false;
    for (const path of paths) {
      await page.goto(path);
      if (!(await page.locator('.lp-tag:has-text("Quick sale")').count())) continue;
      await ready(page);
      expect(await page.locator('select[name="quantity"]').count()).toBe(0);
      expect(await page.locator('#order-panel').isVisible()).toBe(false);
      if (await page.locator('button:has-text("Accept")').count()) await page.click('button:has-text("Accept")');
      await page.click('.lp-mobile-bar a');
      await page.waitForURL(/orderOpen=true/);
      await page.locator('#order-panel').waitFor({ state: 'visible', timeout: 10_000 });
      checked = true;
      break;
    }
    expect(checked).toBe(true);
    await context.close();
  });

  it('shows the sign-up prompt to visitors after 30 seconds with pm and img_url, then clears the query', async () => {
    const [path] = await listingLinks('?pub_type=sell');
    const { context, page } = await chromium.sitePage();
    await page.clock.install();
    await page.goto(`${path}?pm=${encodeURIComponent('Grow your collection')}&img_url=${encodeURIComponent('/favicon.ico')}`);
    await ready(page);
    // Stop the page's clock right after hydration (when the prompt's timer starts), then step it. The
    // installed clock keeps running until paused, and pausing at a time already passed is an error, so
    // pause 2 s ahead of the time just read (a busy machine can take more than 100 ms between the two
    // calls): the prompt's timer has then run for 2 s plus the time since hydration, well under 3 s.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await page.clock.runFor(25_000);
    expect(await page.locator('#signup-prompt').count()).toBe(0);
    await page.clock.runFor(4_000);
    await page.waitForSelector('#signup-prompt');
    expect(await page.locator('#signup-prompt-title, #signup-prompt h2').first().textContent()).toContain('Grow your collection');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});

describe('view counting', () => {
  it('counts a view once per 5 minutes per browser (local storage and the server guard), never for the author', async () => {
    const paths = await listingLinks('?pub_type=sell');
    const path = paths[paths.length - 1]!;
    const { context, page } = await chromium.sitePage();
    const calls: { counted?: boolean; reason?: string }[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/countView')) calls.push((await r.json()) as { counted?: boolean; reason?: string });
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([expect.objectContaining({ counted: true })]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(calls[1]).toEqual({ counted: false, reason: 'throttled' });
    await context.close();

    const author = await chromium.sitePage();
    await login(author.page, 'free.seller@variegata.test', '/listings');
    const own = await author.page.locator('.ml-card:has(.ml-state--published) a[href^="/l/"]').first().getAttribute('href');
    let requested = false;
    author.page.on('request', (r) => {
      if (r.url().endsWith('/api/countView')) requested = true;
    });
    await author.page.goto(own!);
    await author.page.waitForLoadState('networkidle');
    expect(requested).toBe(false);
    await author.context.close();
  });
});

describe('enquiry', () => {
  it('a signed-in buyer sends a message and lands on the order page', async () => {
    const [path] = await listingLinks('?pub_type=sell');
    const { context, page } = await chromium.sitePage();
    await login(page, 'buyer.one@variegata.test', path!);
    await page.click('.lp-provider-links a:has-text("Contact")');
    await page.waitForSelector('#enquiry-message');
    await page.fill('#enquiry-message', 'Hello! Is this one still available?');
    await Promise.all([page.waitForURL(/\/order\/[0-9a-f-]{36}\/details$/), page.click('button:has-text("Send message")')]);
    await context.close();
  });

  it('an anonymous visitor goes to sign-up, and the modal reopens after logging in', async () => {
    const [path] = await listingLinks('?pub_type=sell');
    const { context, page } = await chromium.sitePage();
    await page.goto(path!);
    await ready(page);
    await page.click('.lp-provider-links a:has-text("Contact")');
    await page.waitForURL(/\/signup\?from=/);
    const from = new URL(page.url()).searchParams.get('from')!;
    expect(from).toBe(`${path}?enquiry=open`);
    await login(page, 'buyer.two@variegata.test', from);
    await page.waitForSelector('#enquiry-message');
    await context.close();
  });
});

describe('selling', () => {
  let listingPath = '';

  it('creates a listing with photos and publishes it', async () => {
    const { context, page } = await chromium.sitePage();
    await login(page, 'free.seller@variegata.test', '/l/new');
    await page.setInputFiles('#images-input', [
      { name: 'leaf.png', mimeType: 'image/png', buffer: png(16) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    await page.waitForSelector('input[type="hidden"][name="images"]', { state: 'attached' });
    await page.waitForSelector('text=Only JPG, GIF and PNG images are allowed.');
    await page.locator('li:has-text("notes.txt") button[aria-label^="Remove"]').click();
    await fillListingBasics(page, { title: 'E2E Hoya kerrii splash', genus: 'hoya', species: 'kerrii', description: 'Heart-shaped leaves with silver splash.', price: '35', stock: '2' });
    await Promise.all([page.waitForURL(/\?published=1$/), page.click('button:has-text("Publish listing")')]);
    listingPath = new URL(page.url()).pathname;
    await page.waitForSelector('text=Your listing is published.');
    await page.waitForSelector('a:has-text("Continue selling")');
    expect(await page.locator('h1.lp-title').textContent()).toBe('E2E Hoya kerrii splash');
    expect(await page.locator('.lp-gallery img').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps the stock entered when the sale type goes to Auction and back to Buy now', async () => {
    const { context, page } = await chromium.sitePage();
    await login(page, 'free.seller@variegata.test', '/l/new', true);
    await page.fill('#el-stock', '3');
    await page.selectOption('#el-type', 'auction');
    await page.waitForSelector('#el-auctionDate');
    expect(await page.locator('#el-stock').count()).toBe(0);
    await page.selectOption('#el-type', 'sell');
    expect(await page.inputValue('#el-stock')).toBe('3');
    await context.close();
  });

  it('edits the stock', async () => {
    const { context, page } = await chromium.sitePage();
    await login(page, 'free.seller@variegata.test', listingPath);
    await Promise.all([page.waitForURL(/\/edit\/onestep$/), page.click('a:has-text("Edit listing")')]);
    await ready(page);
    expect(await page.inputValue('#el-stock')).toBe('2');
    await page.fill('#el-stock', '7');
    await Promise.all([page.waitForURL((u) => u.pathname === listingPath), page.click('button:has-text("Save changes")')]);
    const visitor = await chromium.sitePage();
    await visitor.page.goto(listingPath);
    await visitor.page.waitForSelector('text=7 in stock');
    expect(await visitor.page.locator('select[name="quantity"] option').count()).toBe(7);
    await visitor.context.close();
    await context.close();
  });

  it('closes and reopens the listing from manage listings; visitors see the closed notice', async () => {
    const { context, page } = await chromium.sitePage();
    await login(page, 'free.seller@variegata.test', '/listings');
    const id = listingPath.split('/')[3]!;
    const card = page.locator(`[data-listing-id="${id}"]`);
    await card.locator('button:has-text("Close")').click();
    await page.waitForSelector(`[data-listing-id="${id}"] .ml-state--closed`);
    const visitor = await chromium.sitePage();
    await visitor.page.goto(listingPath);
    await visitor.page.waitForSelector('text=This listing is closed.');
    await visitor.context.close();
    await page.locator(`[data-listing-id="${id}"] button:has-text("Open")`).click();
    await page.waitForSelector(`[data-listing-id="${id}"] .ml-state--published`);
    await context.close();
  });

  it('copies a listing into a new one', async () => {
    const { context, page } = await chromium.sitePage();
    await login(page, 'free.seller@variegata.test', '/listings');
    const id = listingPath.split('/')[3]!;
    await Promise.all([page.waitForURL(/\/l\/new\?copyId=/), page.locator(`[data-listing-id="${id}"] a:has-text("Copy")`).click()]);
    await ready(page);
    expect(await page.inputValue('#el-title')).toBe('E2E Hoya kerrii splash');
    expect(await page.inputValue('#el-species')).toBe('kerrii');
    await context.close();
  });

  it('the draft view is for the owner only', async () => {
    const { context, page } = await chromium.sitePage();
    await login(page, 'free.seller@variegata.test', '/l/new');
    await fillListingBasics(page, { title: 'E2E draft Alocasia', genus: 'alocasia', species: 'frydek', description: 'Draft', price: '10' });
    await Promise.all([page.waitForURL(/\/draft\/onestep\?saved=1$/), page.click('button:has-text("Save draft")')]);
    const [, , slug, id] = new URL(page.url()).pathname.split('/');
    await page.goto(`/l/${slug}/${id}/draft`);
    await page.waitForSelector('text=This listing is a draft');
    await page.waitForSelector('a:has-text("Finish listing")');
    const other = await chromium.sitePage();
    await login(other.page, 'buyer.one@variegata.test', `/l/${slug}/${id}/draft`);
    expect(new URL(other.page.url()).pathname).toBe(`/l/${slug}/${id}`);
    await other.context.close();
    await context.close();
  });
});
