/**
 * Buying a plant end to end on the sandbox (Chromium against `pnpm start`): the saved card, a new
 * card on the Stripe twin's card page, a 3-D Secure card, a declined card (clear message, nothing
 * reserved), a quantity of 2 from the order panel, a member's flat rate, and a country the listing
 * does not ship to. Each purchase lands on the order page and is paid (confirm-payment).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import flexSdk from 'sharetribe-flex-sdk';
import type { Page } from 'playwright-core';
import { ADDRESS, buyableListing, chooseRate, fillAddress, lastTransition, payOnCardPage, stockOf } from './checkout-helpers';
import { DESKTOP, MOBILE } from './browser';
import { browserPerFile } from './file-browser';
import { logInAt } from './listing-helpers';
import { acceptCookies, CLIENT_ID } from './shell-helpers';

const chromium = browserPerFile();
const BUYER = 'free.buyer@variegata.test';

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function buyerPage(email: string, path: string, viewport = DESKTOP) {
  const { context, page } = await chromium.sitePage(viewport);
  await acceptCookies(context);
  await logInAt(page, email, path);
  if (!page.url().includes('/checkout')) await page.goto(path);
  return { context, page };
}

const orderIdOf = (page: Page) => /\/order\/([0-9a-f-]{36})\/details/.exec(page.url())?.[1] ?? '';

async function landsOnPaidOrder(page: Page, email: string) {
  await page.waitForURL(/\/order\/[0-9a-f-]{36}\/details/, { timeout: 60_000 });
  expect(await lastTransition(email, orderIdOf(page))).toMatch(/confirm-payment$/);
}

describe('checkout', () => {
  it('buys with the saved card and lands on the paid order', async () => {
    const listing = await buyableListing();
    const { context, page } = await buyerPage(BUYER, `/l/plant/${listing.id}/checkout`);
    await shot(page, 'checkout-1280-start');
    await fillAddress(page);
    await chooseRate(page);
    await expect(page.getByLabel(/VISA •••• 4242/).isChecked()).resolves.toBe(true);
    await shot(page, 'checkout-1280-ready');
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await landsOnPaidOrder(page, BUYER);
    await context.close();
  });

  it('buys with a new card on the card page', async () => {
    const listing = await buyableListing();
    const { context, page } = await buyerPage(BUYER, `/l/plant/${listing.id}/checkout`);
    await fillAddress(page);
    await chooseRate(page);
    await page.getByLabel('Use a new card').check();
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await payOnCardPage(page, '5555 5555 5555 4444');
    await landsOnPaidOrder(page, BUYER);
    await context.close();
  });

  it('buys with a 3-D Secure card after the challenge', async () => {
    const listing = await buyableListing();
    const { context, page } = await buyerPage(BUYER, `/l/plant/${listing.id}/checkout`);
    await fillAddress(page);
    await chooseRate(page);
    await page.getByLabel('Use a new card').check();
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await payOnCardPage(page, '4000 0027 6000 3184');
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await landsOnPaidOrder(page, BUYER);
    await context.close();
  });

  it('tells the buyer a saved card was declined and reserves nothing', async () => {
    const listing = await buyableListing();
    const email = `declined-${randomUUID().slice(0, 8)}@variegata.test`;
    const password = 'checkout-e2e-password-1';
    const sdk = flexSdk.createInstance({ clientId: CLIENT_ID, baseUrl: inject('marketplaceUrl'), tokenStore: flexSdk.tokenStore.memoryStore() });
    await sdk.currentUser.create({ email, password, firstName: 'Dee', lastName: 'Clined' });
    await sdk.login({ username: email, password });
    await sdk.stripeCustomer.create({ stripePaymentMethodId: 'pm_card_chargeCustomerFail' }, { expand: true });
    const before = await stockOf(listing.id);
    const { context, page } = await chromium.sitePage();
    await acceptCookies(context);
    await page.goto(`/login?from=${encodeURIComponent(`/l/plant/${listing.id}/checkout`)}`);
    await page.fill('#login-email', email);
    await page.fill('#login-password', password);
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/login')), page.click('form[aria-label="Log in"] button[type="submit"]')]);
    if (!page.url().includes('/checkout')) await page.goto(`/l/plant/${listing.id}/checkout`);
    await fillAddress(page);
    await chooseRate(page);
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' }).waitFor({ timeout: 30_000 })).resolves.toBeUndefined();
    await shot(page, 'checkout-1280-declined');
    expect(await stockOf(listing.id)).toBe(before);
    await context.close();
  });

  it('buys a quantity of 2 from the order panel', async () => {
    const listing = await buyableListing(2);
    const { context, page } = await buyerPage(BUYER, `/l/plant/${listing.id}`);
    await page.locator('main[data-hydrated]').waitFor({ timeout: 45_000 });
    await page.locator('#order-panel .lp-shipping-preview', { hasText: /Shipping \$/ }).waitFor({ timeout: 30_000 });
    await shot(page, 'order-panel-1280');
    await page.locator('#order-panel select[name="quantity"]').selectOption('2');
    await page.locator('#order-panel').getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL(/\/checkout\?/);
    expect(new URL(page.url()).searchParams.get('quantity')).toBe('2');
    const before = await stockOf(listing.id);
    await fillAddress(page);
    await chooseRate(page);
    await expect(page.locator('.co-breakdown').textContent()).resolves.toMatch(/Quantity\s*2/);
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await landsOnPaidOrder(page, BUYER);
    expect(await stockOf(listing.id)).toBe(before - 2);
    await context.close();
  });

  it("gives a member their plan's flat rate", async () => {
    const listing = await buyableListing();
    const member = 'buyer.two@variegata.test';
    const { context, page } = await buyerPage(member, `/l/plant/${listing.id}/checkout`);
    await fillAddress(page);
    await page.locator('label.co-rate:has(input[name="shippingRate"])').first().waitFor({ timeout: 30_000 });
    const flat = page.locator('label.co-rate', { hasText: 'Flat rate' });
    await expect(flat.count()).resolves.toBe(1);
    await flat.click();
    await page.getByRole('button', { name: /^Pay now \$/ }).waitFor();
    await expect(page.locator('.co-summary').last().textContent()).resolves.toMatch(/Flat rate for Starter members/);
    await page.getByRole('button', { name: /^Pay now/ }).click();
    await landsOnPaidOrder(page, member);
    await context.close();
  });

  it('refuses a country the listing does not ship to', async () => {
    const listing = await buyableListing();
    const { context, page } = await buyerPage(BUYER, `/l/plant/${listing.id}/checkout`, MOBILE);
    await fillAddress(page, { ...ADDRESS, country: 'DE', state: '', zip: '10115', city: 'Berlin', street1: 'Unter den Linden 1' });
    await expect(page.locator('#co-country-error').textContent()).resolves.toMatch(/only shipping to the listed countries/i);
    await shot(page, 'checkout-390-country');
    await context.close();
  });

  it('looks like a shop checkout on a phone', async () => {
    const listing = await buyableListing();
    const { context, page } = await buyerPage(BUYER, `/l/plant/${listing.id}/checkout`, { width: 390, height: 844 });
    await fillAddress(page);
    await chooseRate(page);
    await shot(page, 'checkout-390-ready');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.goto(`/l/plant/${listing.id}?orderOpen=true`);
    await shot(page, 'order-panel-390');
    await context.close();
  });
});
