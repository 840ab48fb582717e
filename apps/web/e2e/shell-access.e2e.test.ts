/**
 * Every route's access rule and redirect (apps/web/ROUTES.md) in a real browser on the sandbox:
 * anonymous visitors go to login (or the sign-up fallback) remembering path, search and hash, and
 * return there after logging in as a demo user; the role-restricted order and sale pages refuse the
 * other party (403) and strangers (404); the fixed redirects and the 404s.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { acceptCookies, demo, logInContext, open, sdkAs, submitLogin, transactionIds, where } from './shell-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function anonymous(): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: inject('siteUrl') });
  await acceptCookies(context);
  return context;
}

async function signedIn(email: string): Promise<BrowserContext> {
  const context = await anonymous();
  await logInContext(context, email);
  return context;
}

const LISTING = '/l/monstera-thai/7c1e0f9a-3b2d-4e5f-8a6b-1c2d3e4f5a6b';
const TX = '6f1c2a4e-8b1d-4c3e-9a55-0d2b7e3f9a10';

/** [path, auth page] for every login-required row of ROUTES.md. */
const LOGIN_REQUIRED: readonly (readonly [string, 'login' | 'signup'])[] = [
  ['/l/new', 'signup'],
  [`${LISTING}/checkout`, 'login'],
  [`${LISTING}/draft`, 'login'],
  [`${LISTING}/edit/onestep`, 'signup'],
  [`${LISTING}/edit/onestep/return`, 'signup'],
  ['/favorites', 'login'],
  ['/profile-settings', 'login'],
  ['/verify-email', 'login'],
  ['/membership-success', 'login'],
  ['/membership-customer-portal', 'login'],
  ['/inbox', 'login'],
  ['/inbox/orders', 'login'],
  ['/inbox/sales', 'login'],
  [`/order/${TX}/details`, 'login'],
  [`/sale/${TX}/details`, 'login'],
  ['/listings', 'login'],
  ['/my-lives', 'login'],
  ['/account/contact-details', 'login'],
  ['/account/change-password', 'login'],
  ['/account/payments', 'login'],
  ['/account/payments/success', 'login'],
  ['/account/payment-methods', 'login'],
];

describe('login-required routes for an anonymous visitor', () => {
  it('each sends the browser to its auth page with `from` (path and search) and keeps the hash', async () => {
    const context = await anonymous();
    const page = await context.newPage();
    const wrong: string[] = [];
    for (const [path, auth] of LOGIN_REQUIRED) {
      const original = `${path}?page=2&sort=new`;
      await page.goto(`${original}#section`);
      const url = new URL(page.url());
      const heading = (await page.locator('h1').first().textContent())?.trim();
      const expectedHeading = auth === 'login' ? 'Log in' : 'Sign up';
      if (url.pathname !== `/${auth}` || url.searchParams.get('from') !== original || url.hash !== '#section' || heading !== expectedHeading) {
        wrong.push(`${path} -> ${where(page)} (${heading})`);
      }
    }
    await context.close();
    expect(wrong).toEqual([]);
  });

  it('open pages stay open', async () => {
    const context = await anonymous();
    const page = await context.newPage();
    const closed: string[] = [];
    for (const path of ['/', '/marketplace', '/marketplace/monstera', '/membership', '/login', '/signup', '/recover-password', '/editorials', '/styleguide', '/about', '/shop/petraplants']) {
      const response = await page.goto(path);
      if (response?.status() !== 200 || new URL(page.url()).pathname !== path) closed.push(`${path}: ${response?.status()} at ${where(page)}`);
    }
    await context.close();
    expect(closed).toEqual([]);
  });
});

describe('logging in from the redirect', () => {
  it.each([
    ['/favorites?sort=new#plants', 'free.buyer'],
    ['/account/contact-details?focus=phone#phone', 'free.buyer'],
    ['/inbox/orders?page=1#latest', 'free.buyer'],
    ['/listings?page=1#drafts', 'premium.seller'],
  ])('%s: returns to the page with its search and hash', async (target, user) => {
    const context = await anonymous();
    const page = await context.newPage();
    await open(page, target);
    expect(new URL(page.url()).pathname).toBe('/login');
    await submitLogin(page, demo(user));
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === target);
    expect(where(page)).toBe(target);
    await context.close();
  });

  it('the sign-up fallback (/l/new) offers the login tab, which keeps `from` and the hash', async () => {
    const context = await anonymous();
    const page = await context.newPage();
    await open(page, '/l/new?genus=hoya#photos');
    expect(new URL(page.url()).pathname).toBe('/signup');
    await page.getByRole('navigation', { name: 'Sign up or log in' }).getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/l/new?genus=hoya');
    await page.waitForLoadState('networkidle');
    await submitLogin(page, demo('free.seller'));
    await page.waitForURL((url) => url.pathname === '/l/new');
    expect(where(page)).toBe('/l/new?genus=hoya#photos');
    await context.close();
  });
});

describe('redirects and not-found pages', () => {
  it('/l, /u and /lives go to the landing page; /account goes to contact details (after login)', async () => {
    const context = await anonymous();
    const page = await context.newPage();
    for (const path of ['/l', '/u', '/lives']) {
      await page.goto(path);
      expect(where(page), path).toBe('/');
    }
    await page.goto('/account');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/account/contact-details');
    await context.close();
  });

  it('unknown paths, /notfound, an inbox tab that does not exist and an unknown styleguide component are 404 pages', async () => {
    const context = await anonymous();
    const page = await context.newPage();
    for (const path of ['/no/such/page', '/notfound', '/styleguide/c/NoSuchComponent', '/not-an-article']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await page.locator('h1').first().textContent(), path).toBe('Page not found');
    }
    // the tab is checked before login
    const inbox = await page.goto('/inbox/nope');
    expect(inbox?.status()).toBe(404);
    await page.getByText('Invalid tab for InboxPage').waitFor();
    // the not-found page's location search goes to the search page with ?address=
    await open(page, '/notfound');
    await page.locator('#notfound-address').fill('Portland');
    await page.locator('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace');
    expect(new URL(page.url()).searchParams.get('address')).toBe('Portland');
    await context.close();
  });

  it('/inbox opens sales for a user with listings and orders otherwise', async () => {
    const seller = await signedIn(demo('premium.seller'));
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/inbox');
    expect(new URL(sellerPage.url()).pathname).toBe('/inbox/sales');
    await seller.close();
    const buyer = await signedIn(demo('free.buyer'));
    const buyerPage = await buyer.newPage();
    await buyerPage.goto('/inbox');
    expect(new URL(buyerPage.url()).pathname).toBe('/inbox/orders');
    await buyerPage.goto('/account');
    expect(new URL(buyerPage.url()).pathname).toBe('/account/contact-details');
    await buyer.close();
  });
});

describe('order and sale details by role', () => {
  // The demo seed's enquiry: free.buyer asked starter.seller about a listing.
  const CUSTOMER = demo('free.buyer');
  const PROVIDER = demo('starter.seller');
  const STRANGER = demo('premium.two');
  let txId = '';

  beforeAll(async () => {
    const orders = await transactionIds(await sdkAs(CUSTOMER), 'order');
    const sales = new Set(await transactionIds(await sdkAs(PROVIDER), 'sale'));
    txId = orders.find((id) => sales.has(id)) ?? '';
    if (!txId) throw new Error('the demo seed has no transaction between free.buyer and starter.seller');
  });

  it('/order/{id} and /sale/{id} go to their details; the customer sees the order and is refused the sale', async () => {
    const context = await signedIn(CUSTOMER);
    const page = await context.newPage();
    const order = await page.goto(`/order/${txId}`);
    expect(order?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/order/${txId}/details`);
    const sale = await page.goto(`/sale/${txId}`);
    expect(new URL(page.url()).pathname).toBe(`/sale/${txId}/details`);
    expect(sale?.status()).toBe(403);
    await page.getByRole('heading', { name: "You can't view this page" }).waitFor();
    await context.close();
  });

  it('the provider sees the sale and is refused the order', async () => {
    const context = await signedIn(PROVIDER);
    const page = await context.newPage();
    expect((await page.goto(`/sale/${txId}/details`))?.status()).toBe(200);
    expect((await page.goto(`/order/${txId}/details`))?.status()).toBe(403);
    await context.close();
  });

  it('anyone else gets 404 for both, as for an unknown transaction', async () => {
    const context = await signedIn(STRANGER);
    const page = await context.newPage();
    expect((await page.goto(`/order/${txId}/details`))?.status()).toBe(404);
    expect((await page.goto(`/sale/${txId}/details`))?.status()).toBe(404);
    expect((await page.goto(`/order/${TX}/details`))?.status()).toBe(404);
    await context.close();
  });
});
