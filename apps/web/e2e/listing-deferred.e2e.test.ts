import { describe, expect, inject, it } from 'vitest';
import { listingWhere, ready } from './listing-helpers';
import { MOBILE } from './browser';
import { browserPerFile } from './file-browser';
import { documentRequests, scriptNames } from './script-requests';

const chromium = browserPerFile();
const site = inject('siteUrl');

/** A fixed-price listing that takes offers, with a seller card and similar listings. */
const offerListing = () =>
  listingWhere(
    site,
    'pub_type=sell',
    // A seeded listing (description, details and map above the seller card), not one another test made bare.
    (page) => page.includes('Make an offer') && page.includes('id="lp-description-title"') && page.includes('id="lp-map-title"') && page.includes('About the seller') && page.includes('Similar listings'),
    'seeded, takes offers and has a seller card and similar listings',
  );

describe('listing page parts below the fold (phone)', () => {
  it('the seller card, similar listings and the hidden order panel stay server markup without their code until reached', async () => {
    const path = await offerListing();
    const { context, page } = await chromium.sitePage(MOBILE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const scripts = scriptNames(page);
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    // Their markup is on the page from the server, readable without their code.
    await expect(page.getByRole('heading', { name: 'About the seller' }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: 'Similar listings' }).count()).resolves.toBe(1);
    // Parts well below the first screen (more than the 200 px the gate looks ahead) have not loaded.
    const below = await page.evaluate(() => {
      const beyond = (id: string) => (document.getElementById(id)?.getBoundingClientRect().top ?? 0) > window.innerHeight + 400;
      return { seller: beyond('lp-provider-title'), similar: beyond('lp-similar-title') };
    });
    expect(below.similar).toBe(true);
    expect([...scripts]).not.toContain('SimilarListings');
    if (below.seller) expect([...scripts]).not.toContain('SellerSections');
    expect([...scripts]).not.toContain('OrderPanel');
    // Scrolled to, each part loads and hydrates: its links then navigate in the page.
    await page.getByRole('heading', { name: 'About the seller' }).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.has('SellerSections'), { timeout: 10_000 }).toBe(true);
    await page.getByRole('heading', { name: 'Similar listings' }).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.has('SimilarListings'), { timeout: 10_000 }).toBe(true);
    // The order panel, hidden on phones, comes with its code when the bar asks for it.
    if (await page.locator('button:has-text("Accept")').count()) await page.click('button:has-text("Accept")');
    await page.click('.lp-mobile-bar a');
    await page.waitForURL(/orderOpen=true/);
    await page.locator('#order-panel').waitFor({ state: 'visible', timeout: 10_000 });
    expect(scripts.has('OrderPanel')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a press on "Make an offer" made before the order panel has its code is kept and acts once it has (desktop)', async () => {
    const path = await offerListing();
    const { context, page } = await chromium.sitePage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The panel's code is slow to come: the press lands on markup that cannot act yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/OrderPanel-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    // A visitor's panel asks for its code only when used: the pointer coming to the button.
    expect(asked).toBe(false);
    await page.getByRole('button', { name: 'Make an offer' }).click();
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Make an offer in the app' });
    await expect(dialog.count()).resolves.toBe(0);
    release();
    await dialog.waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a navigation started while parts wait for their code is not held back by them', async () => {
    const path = await offerListing();
    const { context, page } = await chromium.sitePage(MOBILE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The parts' code never comes (a stalled connection): the navigation must still go through.
    await page.route(/\/assets\/(SellerSections|SimilarListings|RelatedArticles|ListingMap|OrderPanel)-[\w-]+\.js$/, () => new Promise<void>(() => undefined));
    await page.goto(path);
    await ready(page);
    const documents = documentRequests(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Sale of rare plants' }).click();
    await page.waitForURL(/\/marketplace$/, { timeout: 10_000 });
    await page.locator('main h1').first().waitFor();
    // A client-side navigation (no new document), not a full page load.
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
