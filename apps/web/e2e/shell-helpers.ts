/**
 * Helpers of the shell's end-to-end tests: demo logins, where a page is, and the marketplace
 * API of the sandbox (through the real SDK) for facts the tests need, such as a transaction id.
 */
import flexSdk from 'sharetribe-flex-sdk';
import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

/** The demo seed's password (packages/twin-marketplace README). */
export const DEMO_PASSWORD = 'variegata-demo-password';
/** The sandbox's marketplace client id (apps/sandbox env). */
export const CLIENT_ID = 'variegata-sandbox';
export const TOKEN_COOKIE = `st-${CLIENT_ID}-token`;

export const demo = (name: string) => `${name}@variegata.test`;

/** Opens a page and waits until its scripts have loaded (the page is hydrated). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Path, search and hash of the page's URL. */
export function where(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Fills the login form of the current page and waits until the browser has left the auth pages. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await Promise.all([
    page.waitForURL((url) => !['/login', '/signup'].includes(url.pathname)),
    page.locator('form[aria-label="Log in"] button[type="submit"]').click(),
  ]);
}

/** Logs the browser context in through the login page (the token lands in its cookie). */
export function logInContext(context: BrowserContext, email: string): Promise<void> {
  return logInContextWith(context, email, DEMO_PASSWORD);
}

/** Cookie notice accepted, so it does not cover the page (for tests about something else). */
export async function acceptCookies(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'euCookiesAccepted', value: '1', url: inject('siteUrl') }]);
}

// The SDK's types come from packages/marketplace-client (sharetribe-sdk.d.ts).
type Sdk = ReturnType<typeof flexSdk.createInstance>;

/** The SDK logged in as a user of the sandbox marketplace (memory token store, like a script). */
export async function sdkAs(email: string, password = DEMO_PASSWORD): Promise<Sdk> {
  const sdk = flexSdk.createInstance({ clientId: CLIENT_ID, baseUrl: inject('marketplaceUrl'), tokenStore: flexSdk.tokenStore.memoryStore() });
  await sdk.login({ username: email, password });
  return sdk;
}

/** A password-grant token of the marketplace with the given scope (raw token JSON, as the SDK stores it). */
export async function passwordToken(email: string, scope: string, password = DEMO_PASSWORD): Promise<Record<string, unknown>> {
  const response = await fetch(`${inject('marketplaceUrl')}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'password', username: email, password, scope }),
  });
  if (!response.ok) throw new Error(`token request failed: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Ids of the transactions a user takes part in as customer (`order`) or provider (`sale`). */
export async function transactionIds(sdk: Sdk, only: 'order' | 'sale'): Promise<string[]> {
  const response = (await sdk.transactions.query({ only, perPage: 100 })) as { data: { data: { id: { uuid: string } }[] } };
  return response.data.data.map((tx) => tx.id.uuid);
}

/** A new, unverified user with one published listing, made through the marketplace API (the reminders' case). */
export async function newUnverifiedSeller(): Promise<{ email: string; password: string }> {
  const email = `seller-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'monstera-albo-2024';
  const sdk = flexSdk.createInstance({ clientId: CLIENT_ID, baseUrl: inject('marketplaceUrl'), tokenStore: flexSdk.tokenStore.memoryStore() });
  await sdk.currentUser.create({ email, password, firstName: 'Rhea', lastName: 'Minder' });
  await sdk.login({ username: email, password });
  await sdk.ownListings.create({
    title: 'Hoya carnosa tricolor',
    description: 'A rooted cutting',
    price: new flexSdk.types.Money(4500, 'USD'),
    publicData: { transactionProcessAlias: 'default-purchase/release-1', genus: 'hoya' },
  });
  return { email, password };
}

/** Logs the browser context in with any email and password through the login page. */
export async function logInContextWith(context: BrowserContext, email: string, password: string): Promise<void> {
  const page = await context.newPage();
  await open(page, '/login');
  await submitLogin(page, email, password);
  await page.close();
}
