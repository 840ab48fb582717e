/**
 * Saved cards and seller payouts end to end on the sandbox (Chromium, the real twins): a demo
 * buyer's seeded card; adding 4242 on the Stripe twin's card page; a 3-D Secure card approved and
 * one failed; a declined card; deleting; a new user (signed up through the site) connecting a US
 * bank account through the hosted onboarding and seeing verificationSuccess; the country rule
 * (United States only without canUploadOutdoorUs, any payout country with it); a listing whose
 * seller has no payout details cannot be bought. The missing-key message needs another sandbox
 * configuration and is covered by test/payments/missing-key.route.test.ts.
 */
import { describe, expect, inject, it } from 'vitest';
import flexSdk from 'sharetribe-flex-sdk';
import flexIntegrationSdk from 'sharetribe-flex-integration-sdk';
import type { Page } from 'playwright-core';
import { MOBILE } from './browser';
import { browserPerFile } from './file-browser';
import { acceptCookies, CLIENT_ID, demo, open, submitLogin } from './shell-helpers';

/** The sandbox's Integration API client (apps/sandbox env defaults). */
const INTEGRATION_CLIENT_ID = 'variegata-sandbox-integration';
const INTEGRATION_CLIENT_SECRET = 'variegata-sandbox-integration-secret';
const PASSWORD = 'monstera-albo-2024';
const PAYMENT_METHODS = '/account/payment-methods';

const chromium = browserPerFile();
let counter = 0;

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(counter += 1)}@example.com`;

/** A new user made through the marketplace API (no card, no payout account); answers its id. */
async function apiUser(email: string): Promise<{ id: string; sdk: ReturnType<typeof flexSdk.createInstance> }> {
  const sdk = flexSdk.createInstance({ clientId: CLIENT_ID, baseUrl: inject('marketplaceUrl'), tokenStore: flexSdk.tokenStore.memoryStore() });
  const created = (await sdk.currentUser.create({ email, password: PASSWORD, firstName: 'Mira', lastName: 'Moss' })) as { data: { data: { id: { uuid: string } } } };
  await sdk.login({ username: email, password: PASSWORD });
  return { id: created.data.data.id.uuid, sdk };
}

/** A signed-in page of a new browser context (cookie notice accepted). */
async function signedInPage(email: string, password: string, viewport?: typeof MOBILE) {
  const { context, page } = await chromium.sitePage(viewport);
  await acceptCookies(context);
  await open(page, '/login');
  await submitLogin(page, email, password);
  return { context, page };
}

/** Types a card on the Stripe twin's card page and submits it. */
async function typeCard(page: Page, number: string) {
  await page.waitForURL((url) => url.pathname === '/pages/card');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
}

const backOnPaymentMethods = (page: Page) => page.waitForURL((url) => url.pathname === PAYMENT_METHODS && !url.searchParams.has('setup_intent'));
const savedCardTitle = (page: Page) => page.locator('#pm-card-title').textContent();

describe('payment methods', () => {
  it('shows the seeded default card of a demo buyer', async () => {
    const { context, page } = await signedInPage(demo('buyer.one'), 'variegata-demo-password');
    await open(page, PAYMENT_METHODS);
    await expect(savedCardTitle(page)).resolves.toBe('Visa ending in 4242');
    await expect(page.locator('.pm-card__badge').textContent()).resolves.toBe('Default');
    await expect(page.locator('.pm-card__expiry').textContent()).resolves.toMatch(/^\d{1,2}\/\d{2}$/);
    await expect(page.getByRole('button', { name: 'Replace card' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Delete card' }).isVisible()).resolves.toBe(true);
    await shot(page, 'payment-methods-1280');
    await context.close();
  });

  it('adds 4242 on the card page, replaces it through 3-D Secure, keeps it after a failed challenge and a decline, and deletes it', async () => {
    const email = uniqueEmail('cards');
    await apiUser(email);
    const { context, page } = await signedInPage(email, PASSWORD);
    await open(page, PAYMENT_METHODS);
    await page.getByRole('heading', { name: 'No saved card yet' }).waitFor();

    // 4242 becomes the default card.
    await page.getByRole('button', { name: 'Add card' }).click();
    await typeCard(page, '4242 4242 4242 4242');
    await backOnPaymentMethods(page);
    await page.getByText('Your card is saved. It is your default payment method.').waitFor();
    await expect(savedCardTitle(page)).resolves.toBe('Visa ending in 4242');
    await expect(page.locator('.pm-card__badge').textContent()).resolves.toBe('Default');
    await expect(page.locator('.pm-card__expiry').textContent()).resolves.toBe('12/34');

    // A 3-D Secure card, approved on the challenge page, replaces it.
    await page.getByRole('button', { name: 'Replace card' }).click();
    await typeCard(page, '4000 0025 0000 3155');
    await page.waitForURL((url) => url.pathname.startsWith('/pages/3ds/'));
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await backOnPaymentMethods(page);
    await expect(savedCardTitle(page)).resolves.toBe('Visa ending in 3155');

    // A failed challenge: the authentication failure message, the card on file unchanged.
    await page.getByRole('button', { name: 'Replace card' }).click();
    await typeCard(page, '4000 0027 6000 3184');
    await page.waitForURL((url) => url.pathname.startsWith('/pages/3ds/'));
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await page.waitForURL((url) => url.pathname === PAYMENT_METHODS);
    await page.getByText('We could not authenticate your card. Please try again, or use a different card.').waitFor();
    await expect(savedCardTitle(page)).resolves.toBe('Visa ending in 3155');

    // A declined card: the provider's message on its card page, nothing saved.
    await open(page, PAYMENT_METHODS);
    await page.getByRole('button', { name: 'Replace card' }).click();
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByText('Your card was declined.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pages/card');
    await open(page, PAYMENT_METHODS);
    await expect(savedCardTitle(page)).resolves.toBe('Visa ending in 3155');

    // Deleting asks first, then removes the card.
    await page.getByRole('button', { name: 'Delete card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete card' }).click();
    await page.getByText('Your card was removed.').waitFor();
    await page.getByRole('heading', { name: 'No saved card yet' }).waitFor();
    await expect(page.locator('#pm-card-title').count()).resolves.toBe(0);
    await context.close();
  });

  it('looks right on a phone', async () => {
    const { context, page } = await signedInPage(demo('buyer.one'), 'variegata-demo-password', { width: 390, height: 844 });
    await open(page, PAYMENT_METHODS);
    await expect(savedCardTitle(page)).resolves.toBe('Visa ending in 4242');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'payment-methods-390');
    await context.close();
  });
});

describe('payouts', () => {
  /** Waits until the bank details were checked (tokenised 1 s after the last change). */
  const bankReady = (page: Page, last4: string) => page.getByText(`Bank account ending in ${last4} is ready for payouts.`).waitFor({ timeout: 15_000 });

  it('a new user signs up, connects a US bank account through the onboarding and sees verificationSuccess', async () => {
    const { context, page } = await chromium.sitePage();
    await acceptCookies(context);
    const tag = `${Date.now().toString(36)}${(counter += 1)}`;
    await open(page, '/signup');
    await page.locator('input[name=email]').fill(`payouts-${tag}@example.com`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Fern');
    await page.getByLabel('Username').fill(`po${tag}`.slice(0, 20));
    await page.locator('#signup-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/confirm');

    await open(page, '/account/payments');
    const country = page.getByLabel('Bank account country');
    await expect(country.locator('option').allTextContents()).resolves.toEqual(['United States (USD)']);
    await shot(page, 'payouts-form-1280');
    await page.getByLabel('Routing number').fill('110000000');
    await page.getByLabel('Account number').fill(' 000123456789 ');
    await bankReady(page, '6789');
    await page.getByRole('button', { name: 'Save payout details' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/pages/connect/onboarding/'));
    await page.getByRole('button', { name: 'Agree and submit' }).click();
    await page.waitForURL((url) => url.pathname === '/account/payments/success');
    const status = page.locator('[data-status]');
    await expect(status.getAttribute('data-status')).resolves.toBe('verificationSuccess');
    await expect(status.getByText('Payouts are set up').isVisible()).resolves.toBe(true);
    await expect(page.getByText('•••• 6789').first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).resolves.toBe('page');
    await shot(page, 'payouts-status-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'payouts-status-390');
    await context.close();
  });

  it('offers only the United States without canUploadOutdoorUs and refuses another country; with it, a German IBAN is accepted', async () => {
    const email = uniqueEmail('intl');
    const user = await apiUser(email);
    const { context, page } = await signedInPage(email, PASSWORD);
    await open(page, '/account/payments');
    const country = page.getByLabel('Bank account country');
    await expect(country.locator('option').allTextContents()).resolves.toEqual(['United States (USD)']);
    // A forged request for a German account is refused by the server.
    const csrf = await page.locator('input[name=_csrf]').first().inputValue();
    const refused = await page.request.post('/api/payments/bank-account-token', {
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      data: { country: 'DE', accountType: 'individual', fields: { iban: 'DE89370400440532013000' } },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors['country']).toBeTruthy();

    const operator = flexIntegrationSdk.createInstance({ clientId: INTEGRATION_CLIENT_ID, clientSecret: INTEGRATION_CLIENT_SECRET, baseUrl: inject('marketplaceUrl') });
    await operator.users.updateProfile({ id: user.id, metadata: { canUploadOutdoorUs: true } });
    await open(page, '/account/payments');
    expect((await country.locator('option').allTextContents()).length).toBe(36);
    await country.selectOption('DE');
    await expect(page.getByLabel('Routing number').count()).resolves.toBe(0);
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await bankReady(page, '3000');
    await context.close();
  });

  it('the payout form looks right on a phone', async () => {
    const email = uniqueEmail('phone');
    await apiUser(email);
    const { context, page } = await signedInPage(email, PASSWORD, { width: 390, height: 844 });
    await open(page, '/account/payments');
    await page.getByRole('button', { name: 'Save payout details' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'payouts-form-390');
    await context.close();
  });
});

describe('listings of sellers without payout details', () => {
  it('cannot be bought: the buy button is replaced by the reason', async () => {
    const seller = await apiUser(uniqueEmail('nopayouts'));
    const created = (await seller.sdk.ownListings.create(
      {
        title: 'Hoya carnosa tricolor',
        description: 'A rooted cutting',
        price: new flexSdk.types.Money(4500, 'USD'),
        publicData: { transactionProcessAlias: 'default-purchase/release-1', genus: 'hoya', type: 'sell' },
      },
      { expand: true },
    )) as { data: { data: { id: { uuid: string } } } };
    const id = created.data.data.id.uuid;
    await seller.sdk.stock.compareAndSet({ listingId: new flexSdk.types.UUID(id), oldTotal: null, newTotal: 2 });

    const { context, page } = await signedInPage(demo('buyer.one'), 'variegata-demo-password');
    await open(page, `/l/hoya-carnosa-tricolor/${id}`);
    const panel = page.locator('#order-panel');
    await panel.getByText('This seller has not finished setting up payouts, so this plant cannot be bought yet.').waitFor();
    await expect(panel.getByText('2 in stock').count()).resolves.toBe(0);
    await expect(panel.getByRole('button', { name: 'Buy now', exact: true }).count()).resolves.toBe(0);
    // On a phone the bottom bar says so instead of "Buy now".
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.lp-mobile-bar').getByRole('link', { name: 'Not available yet', exact: true }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
