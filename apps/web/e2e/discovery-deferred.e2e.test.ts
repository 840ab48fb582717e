import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from './browser';
import { browserPerFile } from './file-browser';
import { documentRequests, scriptNames } from './script-requests';
import { isHydrated } from './hydration';

const chromium = browserPerFile();


/** The search results' cards. */
const cards = '.listing-grid > li';

/** The search page on a phone, hydrated (the sort select applies itself, its "Apply" button is gone), with its page errors and card count. */
async function searchOnPhone() {
  const { context, page } = await chromium.sitePage(MOBILE);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/marketplace');
  await page.locator('.results-sort button').waitFor({ state: 'detached', timeout: 45_000 });
  return { context, page, errors, count: await page.locator(cards).count() };
}

describe('landing and search pages: parts below the first screen wait until reached (phone)', () => {
  it('the landing page ships its listing sections and footer as markup, and loads their code when scrolled to', async () => {
    const { context, page } = await chromium.sitePage(MOBILE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const scripts = scriptNames(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The sections are there from the server: headings and card links work without their code.
    const firstSection = page.locator('section.home-listings').first();
    await expect(firstSection.locator('h2').count()).resolves.toBe(1);
    await expect(firstSection.locator('a[href^="/l/"]').count()).resolves.toBeGreaterThan(0);
    const below = await firstSection.evaluate((section) => section.getBoundingClientRect().top > window.innerHeight + 400);
    expect(below).toBe(true);
    expect([...scripts]).not.toContain('HomeListingSections');
    expect([...scripts]).not.toContain('Footer');
    // Scrolled to, the section loads its code and hydrates: its "See all" link then navigates in the page.
    await firstSection.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.has('HomeListingSections'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => isHydrated(page.locator('section.home-listings .home-listings-head a').nth(0)), { timeout: 10_000 }).toBe(true);
    const documents = documentRequests(page);
    await firstSection.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL(/\/marketplace/, { timeout: 10_000 });
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the search page hydrates the cards in view first and the others as they are scrolled to', async () => {
    const { context, page, errors, count } = await searchOnPhone();
    expect(count).toBeGreaterThan(16);
    await expect.poll(() => isHydrated(page.locator(cards).nth(0)), { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(500);
    expect(await isHydrated(page.locator(cards).nth(count - 1))).toBe(false);
    // The last card, scrolled to, hydrates; its favourite control then works in the page.
    await page.locator(cards).nth(count - 1).scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(page.locator(cards).nth(count - 1)), { timeout: 10_000 }).toBe(true);
    await expect(page.locator(cards).nth(count - 1).getByRole('link', { name: /^Log in to save / }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('new results replace the cards not hydrated yet in the same update: never a moment of the old ones', async () => {
    const { context, page, errors, count } = await searchOnPhone();
    expect(await isHydrated(page.locator(cards).nth(count - 1))).toBe(false);
    // A slow phone: hydrating the waiting cards takes longer than fetching the new results.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    // Every card's price at the moment the page says it shows the new search (the commit that sets it).
    await page.evaluate(() => {
      const main = document.querySelector('main.search-page')!;
      const seen: number[][] = [];
      (window as unknown as { seenPrices: number[][] }).seenPrices = seen;
      new MutationObserver(() =>
        seen.push([...document.querySelectorAll('.listing-grid .vg-listing-card__price')].map((p) => Number((p.textContent ?? '').replace(/[^\d.]/g, '')))),
      ).observe(main, { attributes: true, attributeFilter: ['data-search'] });
    });
    await page.locator('#search-sort').selectOption({ label: 'Lowest price' });
    await page.waitForFunction(() => (window as unknown as { seenPrices: number[][] }).seenPrices.length > 0, undefined, { timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const [atCommit] = await page.evaluate(() => (window as unknown as { seenPrices: number[][] }).seenPrices);
    expect(atCommit!.length).toBe(count);
    expect(atCommit).toEqual([...atCommit!].sort((a, b) => a - b));
    // The replaced cards work: the last one's favourite control is there.
    await page.locator(cards).nth(count - 1).scrollIntoViewIfNeeded();
    await expect(page.locator(cards).nth(count - 1).getByRole('link', { name: /^Log in to save / }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cards far down the page are laid out and painted once they come near the screen; a card\'s focus ring still shows whole', async () => {
    const { context, page, count } = await searchOnPhone();
    // A card's contents skipped by the browser (content-visibility) do not count as visible here.
    const rendered = (n: number) => page.locator(cards).nth(n).locator('article').evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(0)).toBe(true);
    // The first cards' images (on a phone the largest thing on the first screen) come first; a
    // card may have no photo (listings other suites add), so this reads the cards that have one.
    const priorities = await page.locator(cards).evaluateAll((lis) =>
      lis.flatMap((li, index) => {
        const img = li.querySelector('img');
        return img ? [{ index, priority: img.getAttribute('fetchpriority') }] : [];
      }),
    );
    expect(priorities.filter((p) => p.index < 4).every((p) => p.priority === 'high')).toBe(true);
    expect(priorities.filter((p) => p.index >= 4).length).toBeGreaterThan(0);
    expect(priorities.filter((p) => p.index >= 4).every((p) => p.priority === null)).toBe(true);
    expect(await rendered(count - 1)).toBe(false);
    await page.locator(cards).nth(count - 1).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(count - 1), { timeout: 10_000 }).toBe(true);
    // The ring is drawn around the card, outside its grid cell: the cell must not cut it off.
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = page.locator(cards).nth(0);
    const box = (await first.boundingBox())!;
    const outside = { x: box.x - 3, y: box.y + box.height / 2, width: 2, height: 2 };
    const before = await page.screenshot({ clip: outside });
    await first.locator('.vg-listing-card__link').focus();
    expect(await first.locator('.vg-listing-card__link').evaluate((a) => a.matches(':focus-visible'))).toBe(true);
    const after = await page.screenshot({ clip: outside });
    expect(after.equals(before)).toBe(false);
    await context.close();
  });

  it('a search results card far down the page is a working link before it has hydrated', async () => {
    const { context, page } = await searchOnPhone();
    const last = page.locator(cards).last();
    const href = await last.locator('a[href^="/l/"]').first().getAttribute('href');
    expect(href).toMatch(/^\/l\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
    await last.locator('a[href^="/l/"]').first().click();
    await page.waitForURL((url) => url.pathname === href, { timeout: 20_000 });
    await expect(page.locator('main h1').first().textContent()).resolves.toBeTruthy();
    await context.close();
  });

  it("a hydrated card's link navigates in the page; hovering it first prefetches its page's data, and a modified click is the browser's", async () => {
    const { context, page } = await chromium.sitePage(DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/marketplace');
    const first = page.locator(cards).nth(0);
    const link = first.locator('a.vg-listing-card__link');
    await expect.poll(() => isHydrated(link), { timeout: 20_000 }).toBe(true);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/l\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
    // Hovered for a moment: the page's data (and any code not loaded yet) is asked for ahead of the click.
    // Hovered again if the first hover did not hold (on a loaded machine the page can still move under the pointer).
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === `${href}.data`, { timeout: 20_000 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await link.hover();
      const asked = await Promise.race([prefetched.then(() => true), page.waitForTimeout(5_000).then(() => false)]);
      if (asked) break;
      await page.mouse.move(1, 1);
    }
    await prefetched;
    await expect(page.locator(`link[rel="prefetch"][href^="${href}.data"]`).count()).resolves.toBe(1);
    // Moving away drops the prefetch links.
    await page.mouse.move(1, 1);
    await expect.poll(() => page.locator(`link[rel="prefetch"][href^="${href}.data"]`).count()).toBe(0);
    // A click with a modifier is left to the browser (a new tab), not taken by the grid; a plain one is the grid's.
    const prevented = (init: { ctrlKey?: boolean; metaKey?: boolean; button?: number }) =>
      link.evaluate((a, init: { ctrlKey?: boolean; metaKey?: boolean; button?: number }) => {
        let byPage = false;
        // The browser's own action is stopped here, after the page has had its say, to keep the test's page where it is.
        window.addEventListener('click', (e) => ((byPage = e.defaultPrevented), e.preventDefault()), { once: true });
        a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
        return byPage;
      }, init);
    await expect(prevented({ ctrlKey: true })).resolves.toBe(false);
    await expect(prevented({ metaKey: true })).resolves.toBe(false);
    await expect(prevented({ button: 1 })).resolves.toBe(false);
    const documents = documentRequests(page);
    await link.click();
    await page.waitForURL((url) => url.pathname === href, { timeout: 20_000 });
    await expect(page.locator('main h1').first().textContent()).resolves.toBeTruthy();
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
