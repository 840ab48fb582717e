import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE } from './browser';
import { browserPerFile } from './file-browser';
import { listingWhere, logInAt, ready } from './listing-helpers';
import { newAuction } from './auction-helpers';
import { demo } from './shell-helpers';
import { isHydrated } from './hydration';
import { documentRequests, holdRequests, scriptNames, scriptTexts } from './script-requests';

const chromium = browserPerFile();
const site = inject('siteUrl');

/** A seeded fixed-price listing whose seller takes payments. */
const buyableListing = () => listingWhere(site, 'pub_type=sell', (page) => page.includes('>Buy now</button>') && page.includes('to see shipping fees'), 'for sale to a visitor');

describe('code a page loads only when it shows the part', () => {
  it('the login page comes without the signup form; the Sign up tab brings it, with the terms dialog on demand', async () => {
    const { context, page } = await chromium.sitePage(MOBILE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const scripts = scriptNames(page);
    await page.goto('/login');
    await page.locator('form[aria-label="Log in"]').waitFor();
    await page.waitForLoadState('networkidle');
    for (const part of ['SignupForm', 'ConfirmSignupForm', 'VerifyEmailNotice', 'TermsModal', 'Modal']) expect([...scripts], part).not.toContain(part);
    await page.getByRole('navigation', { name: 'Sign up or log in' }).getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/signup/);
    const form = page.locator('form[aria-label="Sign up"]');
    await form.waitFor();
    expect(scripts.has('SignupForm')).toBe(true);
    await page.locator('#signup-username').fill('ab');
    expect(scripts.has('TermsModal')).toBe(false);
    const terms = page.getByRole('button', { name: 'Terms of Service' });
    await terms.click();
    await page.getByRole('dialog', { name: 'Terms of Service' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Terms of Service' }).waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened it.
    await expect.poll(() => terms.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect(page.locator('#signup-username').inputValue()).resolves.toBe('ab');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the signup page loaded directly has its form working at once', async () => {
    const { context, page } = await chromium.sitePage(DESKTOP);
    await page.goto('/signup');
    await page.locator('form[aria-label="Sign up"]').waitFor();
    await page.locator('input[name=email]').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('A valid email address is required.').waitFor();
    await context.close();
  });

  it("a visitor's order panel (desktop) is plain HTML until used, then gets its code without the payout note's or a buyer's shipping fees'; a buyer's panel loads in view with the fees", async () => {
    const path = await buyableListing();
    const visitor = await chromium.sitePage(DESKTOP);
    const scripts = scriptNames(visitor.page);
    await visitor.page.goto(path);
    await ready(visitor.page);
    await visitor.page.waitForLoadState('networkidle');
    const panel = visitor.page.locator('#order-panel');
    await expect(panel.getByText('to see shipping fees.').count()).resolves.toBe(1);
    await expect(panel.getByRole('button', { name: 'Buy now' }).isVisible()).resolves.toBe(true);
    expect([...scripts]).not.toContain('OrderPanel');
    // A pointer over it brings its code, and only its own.
    await panel.hover();
    await expect.poll(() => scripts.has('OrderPanel'), { timeout: 10_000 }).toBe(true);
    await visitor.page.waitForLoadState('networkidle');
    expect([...scripts]).not.toContain('ShippingFees');
    expect([...scripts]).not.toContain('SellerPayoutsNote');
    // Its buy form works: the checkout asks a visitor to log in first.
    await Promise.all([visitor.page.waitForURL((url) => !url.pathname.startsWith(path) || url.pathname.endsWith('/checkout')), panel.getByRole('button', { name: 'Buy now' }).click()]);
    await visitor.context.close();

    const buyer = await chromium.sitePage(DESKTOP);
    await logInAt(buyer.page, demo('free.buyer'), path, true);
    await buyer.page.locator('#order-panel .lp-shipping-preview', { hasText: /^Shipping \$[\d.]+ · international .+ · ships to / }).waitFor({ timeout: 15_000 });
    await buyer.context.close();
  });

  it("a listing's share button comes without its code until reached; a press before it is there still copies the link and says so", async () => {
    const path = await buyableListing();
    const { context, page } = await chromium.sitePage(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    const scripts = scriptNames(page);
    // The button's code is slow to come: the press lands on markup that cannot act yet.
    const release = await holdRequests(page, /\/assets\/ShareButton-[\w-]+\.js$/);
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect([...scripts]).not.toContain('ShareButton');
    const share = page.getByRole('button', { name: /^Share / });
    await share.click();
    await expect.poll(() => scripts.has('ShareButton'), { timeout: 10_000 }).toBe(true);
    await expect(page.getByRole('button', { name: 'Link copied' }).count()).resolves.toBe(0);
    release();
    await page.getByRole('button', { name: 'Link copied' }).waitFor({ timeout: 10_000 });
    await expect(page.locator('.lp-share-text').textContent()).resolves.toBe('Copied');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(new URL(path, site).href);
    await context.close();
  });

  it("an open auction's page shows a visitor no bid state and loads none of its code", async () => {
    const auction = await newAuction();
    const { context, page } = await chromium.sitePage(DESKTOP);
    const scripts = scriptNames(page);
    await page.goto(auction.href);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.locator('section.lp-auction').waitFor();
    expect([...scripts]).not.toContain('BidStatus');
    await expect(page.locator('.vg-bid-state').count()).resolves.toBe(0);
    await context.close();
  });

  it('the search page (desktop) draws its local map without the hosted map\'s code, and its pagination hydrates when reached', async () => {
    const { context, page } = await chromium.sitePage(DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const scripts = scriptNames(page);
    await page.goto('/marketplace');
    await page.locator('main[data-hydrated]').waitFor();
    await page.waitForLoadState('networkidle');
    const markers = page.locator('.local-map-markers a');
    await markers.first().waitFor();
    expect([...scripts]).not.toContain('MapboxMap');
    expect([...scripts]).not.toContain('SearchPagination');
    // Pointing at a marker names its listing under the map. Markers of listings at nearby places
    // overlap: point at one that nothing covers.
    await markers.first().scrollIntoViewIfNeeded();
    const uncovered = await markers.evaluateAll((links) =>
      links.findIndex((link) => {
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && link.contains(hit);
      }),
    );
    expect(uncovered).toBeGreaterThanOrEqual(0);
    const marker = markers.nth(uncovered);
    const name = await marker.getAttribute('aria-label');
    await marker.hover();
    await expect.poll(() => page.locator('.local-map-active').textContent()).toBe(name?.replace(', ', ' '));
    // Scrolled to, the pagination loads; its next page opens in the page, without a document load.
    const next = page.getByRole('link', { name: 'Next page' });
    await next.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.has('SearchPagination'), { timeout: 10_000 }).toBe(true);
    const documents = documentRequests(page);
    // Hydrated: React has attached its handlers to the link.
    await expect.poll(() => isHydrated(next)).toBe(true);
    await next.click();
    await page.waitForURL(/page=2/);
    await page.locator('main[data-search*="page=2"]').waitFor();
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an article's Markdown comes as markup, without the parser, on a first load and on a navigation from the list", async () => {
    const { context, page } = await chromium.sitePage(MOBILE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const code = scriptTexts(page);
    await page.goto('/editorials');
    const title = page.locator('main .ed-card-title a').first();
    await title.waitFor();
    const href = await title.getAttribute('href');
    expect(href).toMatch(/^\/[a-z0-9-]+$/);
    await expect.poll(() => isHydrated(title)).toBe(true);
    const documents = documentRequests(page);
    await title.click();
    await page.waitForURL((url) => url.pathname === href);
    const body = page.locator('.ed-article-content .prose').first();
    await body.locator('p').first().waitFor();
    expect(documents).toEqual([]);
    // Reloaded, the same markup comes from the server.
    const navigated = await page.locator('.ed-article-content').innerHTML();
    await page.waitForLoadState('networkidle');
    await code.read();
    await page.reload();
    await page.locator('.ed-article-content .prose p').first().waitFor();
    await expect(page.locator('.ed-article-content').innerHTML()).resolves.toBe(navigated);
    await page.waitForLoadState('networkidle');
    const scripts = await code.read();
    expect(scripts.length).toBeGreaterThan(0);
    // micromark is the Markdown parser's core.
    expect(scripts.filter((text) => text.includes('micromark'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the create-listing form comes without its location section's code (the US gazetteer) until the section is near", async () => {
    const { context, page: login } = await chromium.sitePage(DESKTOP);
    await logInAt(login, demo('premium.seller'), '/favorites');
    await login.close();
    const page = await context.newPage();
    const scripts = scriptNames(page);
    const code = scriptTexts(page);
    await page.goto('/l/new');
    await page.locator('main[data-hydrated]').waitFor();
    await page.waitForLoadState('networkidle');
    expect([...scripts]).not.toContain('LocationSection');
    expect((await code.read()).filter((text) => text.includes('Alabama'))).toEqual([]);
    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.has('LocationSection'), { timeout: 10_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await code.read();
    await context.close();
  });

  it("the search page's filters (a drawer on phones) come without their code until opened; a box ticked before it is there is applied once it is", async () => {
    const { context, page } = await chromium.sitePage(MOBILE);
    const scripts = scriptNames(page);
    // The filters' code is slow to come: the tick lands on the server's markup.
    const release = await holdRequests(page, /\/assets\/SearchFilters-[\w-]+\.js$/);
    await page.goto('/marketplace');
    await page.waitForLoadState('networkidle');
    expect([...scripts]).not.toContain('SearchFilters');
    await page.getByRole('link', { name: /^Filters/ }).click();
    await expect.poll(() => scripts.has('SearchFilters'), { timeout: 10_000 }).toBe(true);
    const auction = page.locator('#filters').getByLabel('Auction', { exact: true });
    await expect(isHydrated(auction)).resolves.toBe(false);
    await page.locator('#filters').getByText('Auction', { exact: true }).click();
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForURL(/pub_type=auction/, { timeout: 10_000 });
    await expect(auction.isChecked()).resolves.toBe(true);
    await expect.poll(() => page.locator('.listing-grid .vg-listing-card__price-label').count()).toBe(await page.locator('.listing-grid > li').count());
    await context.close();
  });

  it('on a wide screen the filters beside the results load and hydrate with the page', async () => {
    const { context, page } = await chromium.sitePage(DESKTOP);
    const scripts = scriptNames(page);
    await page.goto('/marketplace');
    await expect.poll(() => scripts.has('SearchFilters'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => isHydrated(page.locator('#filters').getByLabel('Auction', { exact: true })), { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  it('a footer in view (a short page) stays plain links until reached; then its links navigate in the page', async () => {
    const { context, page } = await chromium.sitePage(DESKTOP);
    const scripts = scriptNames(page);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    const about = page.locator('footer').getByRole('link', { name: 'About' });
    await expect(about.isVisible()).resolves.toBe(true);
    expect([...scripts]).not.toContain('Footer');
    await about.hover();
    await expect.poll(() => scripts.has('Footer'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => isHydrated(about)).toBe(true);
    const documents = documentRequests(page);
    await about.click();
    await page.waitForURL(/\/about$/);
    expect(documents).toEqual([]);
    await context.close();
  });

  it("a member's pages come without the account menu's code; a press on its trigger before it is there still opens it", async () => {
    const { context, page } = await chromium.sitePage(DESKTOP);
    await logInAt(page, demo('free.buyer'), '/favorites');
    const scripts = scriptNames(page);
    // The menu's code is slow to come: the press lands on markup that cannot act yet.
    const release = await holdRequests(page, /\/assets\/UserMenu-[\w-]+\.js$/);
    await page.goto('/favorites');
    await page.waitForLoadState('networkidle');
    expect([...scripts]).not.toContain('UserMenu');
    expect([...scripts]).not.toContain('Menu');
    await page.locator('.user-menu-trigger').click();
    // The press asks for the menu's code; the request leaves a moment after the click returns.
    await expect.poll(() => scripts.has('UserMenu'), { timeout: 10_000 }).toBe(true);
    await expect(page.getByRole('menu').count()).resolves.toBe(0);
    release();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('a press on the account menu made before the page has started to hydrate opens the menu once it has', async () => {
    const { context, page } = await chromium.sitePage(DESKTOP);
    await logInAt(page, demo('free.buyer'), '/favorites');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The page's modules have run but hydration has not started: the entry module is held back.
    const release = await holdRequests(page, /\/assets\/entry\.client-[\w-]+\.js$/);
    await page.goto('/favorites', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__remixRouteModules' in window);
    const trigger = page.getByRole('button', { name: /account menu for/ });
    await trigger.click();
    await expect(isHydrated(trigger)).resolves.toBe(false);
    release();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor({ timeout: 15_000 });
    await expect(page.getByRole('menu').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the payout form comes without its checks' code until used; sent untouched, it still shows what is missing", async () => {
    const { context, page } = await chromium.sitePage(MOBILE);
    await logInAt(page, demo('free.buyer'), '/favorites');
    const scripts = scriptNames(page);
    await page.goto('/account/payments');
    const save = page.getByRole('button', { name: 'Save payout details' });
    await save.waitFor();
    await page.waitForLoadState('networkidle');
    expect([...scripts]).toContain('PayoutForm');
    for (const checks of ['payout', 'bank-token-params', 'form']) expect([...scripts], checks).not.toContain(checks);
    await expect.poll(() => isHydrated(save)).toBe(true);
    await save.click();
    await page.getByText('Please check the highlighted fields.').waitFor();
    await expect(page.getByText('Routing number is required.').count()).resolves.toBeGreaterThan(0);
    expect(scripts.has('payout')).toBe(true);
    expect(page.url()).toMatch(/\/account\/payments$/);
    await context.close();
  });

  it('a page that does not exist shows the not-found page, whose location search works', async () => {
    const { context, page } = await chromium.sitePage(MOBILE);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Page not found');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Location').fill('Portland');
    await page.getByLabel('Location').press('Enter');
    await page.waitForURL(/\/marketplace\?address=Portland/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the licence notices of the scripts are served once, where the scripts point', async () => {
    const html = await (await fetch(`${site}/`)).text();
    const framework = html.match(/\/assets\/framework-[\w-]+\.js/)?.[0];
    expect(framework).toBeDefined();
    const script = await (await fetch(`${site}${framework}`)).text();
    expect(script.startsWith('/*! Licences: /licenses.txt */')).toBe(true);
    expect(script).not.toContain('Copyright (c)');
    const notices = await fetch(`${site}/licenses.txt`);
    expect(notices.status).toBe(200);
    const text = await notices.text();
    expect(text).toContain('react.production.min.js');
    expect(text.match(/@remix-run\/react v/g)).toHaveLength(1);
  });
});
