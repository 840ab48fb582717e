/**
 * Discovery end to end on the seeded sandbox, in Chromium: search filters, sort, pagination,
 * genus paths, shortcuts (with and without JavaScript), favourites and profile pages.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@variegata/twin-marketplace/seed-data';
import { MOBILE } from './browser';
import { browserPerFile } from './file-browser';
import { open as openIdle } from './shell-helpers';

const chromium = browserPerFile();

async function open(page: Page, path: string) {
  await openIdle(page, path);
  // search pages: wait until React has hydrated, so typing and clicking reach the handlers
  if (await page.locator('main.search-page').count()) await page.locator('main.search-page[data-hydrated]').waitFor();
}

async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('#results-count').textContent()) ?? '';
  if (/No listings/.test(text)) return 0;
  return Number((/([\d,]+)/.exec(text)?.[1] ?? '0').replace(/,/g, ''));
}

const prices = async (page: Page) =>
  (await page.locator('.vg-listing-card__price').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));

/** Waits until the page shows the results of the URL in the address bar (React commits after the URL changes). */
async function settled(page: Page, url: RegExp | ((u: URL) => boolean)) {
  await page.waitForURL(url);
  await page.waitForFunction(() => {
    const main = document.querySelector<HTMLElement>('main.search-page');
    return main?.dataset['search'] === `${location.pathname}${location.search}`;
  });
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('search page in the browser', () => {
  it('filters by sale type, plant type and genus as the user clicks, with the state in the URL and the back button', async () => {
    const { context, page } = await chromium.sitePage();
    await open(page, '/marketplace');
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(48);
    await expect(page.locator('.listing-grid > li').count()).resolves.toBe(48);

    await page.locator('#filters').getByText('Auction', { exact: true }).click();
    await settled(page, /pub_type=auction/);
    const auctions = await resultCount(page);
    expect(auctions).toBeGreaterThan(0);
    expect(auctions).toBeLessThan(all);
    expect(await page.locator('.vg-listing-card__price-label').count()).toBe(await page.locator('.listing-grid > li').count());

    await page.getByLabel('Seedling').check();
    await settled(page, /pub_plantType=seedling/);
    expect(await resultCount(page)).toBeLessThan(auctions);

    await page.getByLabel('Hoya', { exact: true }).check();
    await settled(page, (url) => url.pathname === '/marketplace/hoya');
    expect(path(page)).toBe('/marketplace/hoya?pub_type=auction&pub_plantType=seedling');
    await expect(page.locator('.search-breadcrumb').textContent()).resolves.toContain('Hoya');
    for (const title of await page.locator('.vg-listing-card__title').allTextContents()) expect(title).toMatch(/^Hoya/);

    await page.goBack();
    await settled(page, (url) => url.pathname === '/marketplace' && url.search.includes('pub_plantType=seedling'));
    await expect(page.getByLabel('Hoya', { exact: true }).isChecked()).resolves.toBe(false);
    await expect(page.getByLabel('Seedling').isChecked()).resolves.toBe(true);
    await context.close();
  });

  it('filters by price and keywords from the text fields', async () => {
    const { context, page } = await chromium.sitePage();
    await open(page, '/marketplace');
    await page.locator('#price-min').fill('100');
    await page.locator('#price-max').fill('300');
    await page.locator('#price-max').press('Enter');
    await settled(page, /price=100%2C300/);
    for (const p of await prices(page)) {
      // fixed-price cards show the price; auction cards may show a higher current bid
      expect(p).toBeGreaterThanOrEqual(100);
    }
    await page.locator('#search-keywords').fill('monstera');
    await page.locator('#search-keywords').press('Enter');
    await settled(page, /keywords=monstera/);
    await expect(page.locator('#search-sort option').first().textContent()).resolves.toBe('Relevance');
    expect(await resultCount(page)).toBeGreaterThan(0);
    await context.close();
  });

  it('sorts by the chosen option and pages through the results', async () => {
    const { context, page } = await chromium.sitePage();
    await open(page, '/marketplace?pub_type=sell');
    await page.locator('#search-sort').selectOption({ label: 'Lowest price' });
    await settled(page, /sort=-price/);
    const low = await prices(page);
    expect([...low].sort((a, b) => a - b)).toEqual(low);

    await page.locator('#search-sort').selectOption({ label: 'Highest price' });
    await settled(page, /sort=price/);
    const high = await prices(page);
    expect([...high].sort((a, b) => b - a)).toEqual(high);

    const firstPage = await page.locator('.vg-listing-card__title').allTextContents();
    await page.getByRole('link', { name: 'Next page' }).click();
    await settled(page, /page=2/);
    await expect(page.locator('.pagination [aria-current=page]').textContent()).resolves.toBe('2');
    const second = await prices(page);
    expect(second[0]!).toBeLessThanOrEqual(high.at(-1)!);
    expect(await page.locator('.vg-listing-card__title').allTextContents()).not.toEqual(firstPage);
    await expect(page.getByRole('link', { name: 'Page 1' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('opens the shortcuts from the page and keeps their sort', async () => {
    const { context, page } = await chromium.sitePage();
    await open(page, '/marketplace');
    await page.locator('.search-shortcuts').getByRole('link', { name: 'Auctions' }).click();
    await settled(page, /pub_type=auction/);
    expect(path(page)).toBe('/marketplace?pub_type=auction&sort=-pub_closedAuctionInt%2C-pub_auctionDateTimestamp');
    await expect(page.locator('#search-sort').inputValue()).resolves.toBe('-pub_closedAuctionInt,-pub_auctionDateTimestamp');
    await page.locator('.search-shortcuts').getByRole('link', { name: 'Verified sellers' }).click();
    await settled(page, /meta_verified=true/);
    const badges = await page.locator('.listing-grid > li').evaluateAll((items) => items.map((li) => li.textContent ?? ''));
    expect(badges.length).toBeGreaterThan(0);
    for (const text of badges) expect(text).toContain('Verified');
    await context.close();
  });

  it('works without JavaScript: the form submits and lands on the canonical URL', async () => {
    const context = await chromium.browser.newContext({ baseURL: inject('siteUrl'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/marketplace');
    await expect(page.getByLabel('Philodendron', { exact: true }).isVisible()).resolves.toBe(false); // 8 genera shown, the rest under "more"
    await page.getByText('More genera').click();
    await page.getByLabel('Philodendron', { exact: true }).check();
    await page.getByLabel('Reverted', { exact: true }).check();
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/philodendron');
    expect(path(page)).toBe('/marketplace/philodendron?pub_variegation=reverted');
    expect(await resultCount(page)).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the empty state and a species path', async () => {
    const { context, page } = await chromium.sitePage();
    await open(page, '/marketplace/hoya/carnosa?pub_tradeName=No+Such+Trade+Name');
    await expect(page.getByRole('heading', { name: 'No plants match your search' }).count()).resolves.toBe(1);
    await expect(page.locator('h1').textContent()).resolves.toBe('Hoya carnosa for sale');
    await context.close();
  });

  it('opens the filters as a sheet on mobile', async () => {
    const { context, page } = await chromium.sitePage(MOBILE);
    await open(page, '/marketplace');
    await expect(page.locator('#filters').isVisible()).resolves.toBe(false);
    await page.getByRole('link', { name: /^Filters/ }).click();
    await expect(page.locator('#filters').isVisible()).resolves.toBe(true);
    await page.getByLabel('Tissue culture').check();
    await page.waitForURL(/pub_plantType=tissue-culture/);
    await context.close();
  });
});

describe('favourites and profiles in the browser', () => {
  it('sends a visitor to log in from the heart, then favourites and unfavourites, listed on /favorites', async () => {
    const { context, page } = await chromium.sitePage();
    await open(page, '/marketplace/monstera');
    const firstTitle = (await page.locator('.vg-listing-card__title').first().textContent())!;
    await page.getByRole('link', { name: `Log in to save ${firstTitle} to favorites` }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/marketplace/monstera');
    await page.locator('input[name=email]').fill('buyer.two@variegata.test');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await settled(page, (url) => url.pathname === '/marketplace/monstera');

    const heart = page.getByRole('button', { name: `Save ${firstTitle} to favorites` }).first();
    // The heart (inline SVG) is an outline until saved, then filled in the button's colour.
    const heartFill = (name: string) => page.getByRole('button', { name }).first().locator('svg').evaluate((svg) => [getComputedStyle(svg).fill, getComputedStyle(svg).stroke]);
    const [outlineFill, outlineStroke] = await heartFill(`Save ${firstTitle} to favorites`);
    expect(outlineFill).toBe('none');
    expect(outlineStroke).toMatch(/^rgb/);
    await heart.click();
    await page.getByRole('button', { name: `Remove ${firstTitle} from favorites` }).first().waitFor();
    await expect(page.getByRole('button', { name: `Remove ${firstTitle} from favorites` }).first().getAttribute('aria-pressed')).resolves.toBe('true');
    const [filledFill, filledStroke] = await heartFill(`Remove ${firstTitle} from favorites`);
    expect(filledFill).toBe(filledStroke);
    expect(filledFill).toMatch(/^rgb/);
    await page.waitForLoadState('networkidle');

    await open(page, '/favorites');
    await expect(page.locator('.vg-listing-card__title').allTextContents()).resolves.toEqual([firstTitle]);
    await page.getByRole('button', { name: `Remove ${firstTitle} from favorites` }).click();
    await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
    await context.close();
  });

  it('shows a seller profile with listings and review sections, and 404 for an unknown user', async () => {
    const { context, page } = await chromium.sitePage();
    await open(page, '/shop/petraplants');
    await expect(page.locator('h1').textContent()).resolves.toBe('Petra P');
    expect(await page.locator('.listing-grid > li').count()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: /Reviews from buyers/ }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: /Reviews from sellers/ }).count()).resolves.toBe(1);
    const response = await page.goto('/shop/nobody-by-this-name');
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe('client navigations', () => {
  /** Records, at every DOM change, whether the page's main content is there and which of its parts are. */
  const watchParts = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { partsSeen: string[] };
      w.partsSeen = [];
      new MutationObserver(() => {
        const parts = [
          document.querySelectorAll('.search-results .vg-listing-card').length > 0 ? 'results' : '',
          document.querySelector('#filters .filter-group') ? 'filters' : '',
          document.querySelector('main.lp h1') ? 'listing' : '',
          document.querySelector('#lp-map-title') ? 'map' : '',
          document.querySelector('#lp-similar-title') ? 'similar' : '',
        ].filter(Boolean);
        w.partsSeen.push(parts.join(' '));
      }).observe(document.body, { childList: true, subtree: true });
    });
  const partsSeen = async (page: Page) => [...new Set(await page.evaluate(() => (window as unknown as { partsSeen: string[] }).partsSeen))];

  it('show a page with all its parts at once: search with its filters, a listing with its map and similar plants', async () => {
    const { context, page } = await chromium.sitePage();
    try {
      await openIdle(page, '/');
      await watchParts(page);
      await Promise.all([page.waitForURL('**/marketplace**'), page.locator('a[href^="/marketplace"]:visible').first().click()]);
      await page.locator('main.search-page .vg-listing-card').first().waitFor();
      await expect.poll(() => page.locator('#filters .filter-group').count()).toBeGreaterThan(0);
      const onSearch = await partsSeen(page);
      expect(onSearch.filter((p) => p.includes('results')), onSearch.join(' / ')).not.toHaveLength(0);
      expect(onSearch.filter((p) => p.includes('results') && !p.includes('filters')), onSearch.join(' / ')).toEqual([]);

      await watchParts(page);
      await Promise.all([page.waitForURL('**/l/**'), page.locator('.search-results .vg-listing-card a[href^="/l/"]').first().click()]);
      await page.locator('#lp-similar-title').waitFor();
      const onListing = await partsSeen(page);
      expect(onListing.filter((p) => p.includes('listing') && !(p.includes('map') && p.includes('similar'))), onListing.join(' / ')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
