/**
 * After the purchase, in Chromium on the sandbox: a purchase made through the marketplace API (as
 * a checkout makes it) shows in both inboxes; the seller buys a label and marks it shipped; the
 * buyer sees the tracking number, a masked message, marks it received; both review and see the
 * reviews on the profile pages; a dispute within 3 days and none after; a stranger is refused; the
 * twins' clock moves the timers (payment expiry). Screenshots at 1280 and 390 px go to /tmp.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import flexSdk from 'sharetribe-flex-sdk';
import { Shippo } from 'shippo';
import { marketplaceApi, type MarketplaceApi } from '@variegata/marketplace-client/marketplace-api';
import { createTrustedSdk } from '@variegata/marketplace-client/sdk';
import { DEFAULT_FEE_TABLE } from '@variegata/money/fees';
import { purchaseLineItems } from '@variegata/money/purchase-line-items';
import { png } from '../test/support/png';
import { launchBrowser } from './browser';
import { acceptCookies, CLIENT_ID, DEMO_PASSWORD, demo, logInContext, open } from './shell-helpers';

const DAY = 86_400_000;
/** A real PNG, as a phone's photo would arrive. */
const PHOTO = png(64);
const SELLER = demo('premium.seller');
const BUYER = demo('buyer.one');
const STRANGER = demo('free.buyer');

let browser: Browser;
let listing: { id: string; title: string };

async function apiAs(email: string): Promise<{ api: MarketplaceApi; trusted: () => Promise<MarketplaceApi> }> {
  const config = { baseUrl: inject('marketplaceUrl'), clientId: CLIENT_ID, clientSecret: 'variegata-sandbox-secret' };
  const sdk = flexSdk.createInstance({ ...config, tokenStore: flexSdk.tokenStore.memoryStore() });
  await sdk.login({ username: email, password: DEMO_PASSWORD });
  return { api: marketplaceApi(sdk), trusted: async () => marketplaceApi(await createTrustedSdk(config, sdk)) };
}

async function advanceClock(ms: number): Promise<void> {
  const response = await fetch(`${inject('sandboxIndexUrl')}/test/clock?advance=${ms}`, { method: 'POST' });
  expect(response.status).toBeLessThan(300);
}

/** A carrier rate for the buyer's address from the sandbox's Shippo. */
async function carrierRate(): Promise<string> {
  const shippo = new Shippo({ apiKeyHeader: 'shippo_test_variegata_sandbox', serverURL: inject('shippoUrl') });
  const shipment = await shippo.shipments.create({
    addressFrom: { name: 'Petra', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' },
    addressTo: { name: 'Rosa Collector', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', country: 'US' },
    parcels: [{ length: '10', width: '6', height: '6', distanceUnit: 'in', weight: '2', massUnit: 'lb' }],
  });
  return shipment.rates.find((r) => r.servicelevel.token === 'usps_priority')!.objectId;
}

/** A purchase by the demo buyer of the seller's listing, paid unless `confirm` is false. */
async function purchase(confirm = true): Promise<string> {
  const buyer = await apiAs(BUYER);
  const items = purchaseLineItems({ unitPrice: { amount: 5000, currency: 'USD' }, quantity: 1, shippingFee: { amount: 1250, currency: 'USD' }, fees: DEFAULT_FEE_TABLE });
  if (!items.ok) throw new Error(items.error);
  const tx = await (await buyer.trusted()).transactions.initiate({
    transition: 'request-payment',
    params: {
      listingId: listing.id,
      stockReservationQuantity: 1,
      lineItems: items.value.map((i) => ({ code: i.code, unitPrice: i.unitPrice, includeFor: [...i.includeFor], ...(i.quantity === undefined ? {} : { quantity: i.quantity }), ...(i.percentage === undefined ? {} : { percentage: i.percentage }) })),
      protectedData: {
        deliveryMethod: 'shipping',
        shippingAddress: { recipientName: 'Rosa Collector', recipientPhoneNumber: '+1 212 555 0100', street2: '', location: { selectedPlace: { addressDetails: { street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118', country: 'US' } } } },
        shippingRate: { objectId: await carrierRate(), amount: 1250, currency: 'USD', provider: 'USPS', servicelevel: { name: 'Priority Mail', token: 'usps_priority' }, isOwnShipping: false },
      },
    },
  });
  if (confirm) await buyer.api.transactions.transition({ id: tx.id, transition: 'confirm-payment' });
  return tx.id;
}

async function signedIn(email: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('siteUrl'), viewport: { width, height: 900 } });
  await acceptCookies(context);
  await logInContext(context, email);
  return { context, page: await context.newPage() };
}

/** Clicks an action's button and waits for its POST and the page's reload of its data. */
async function act(page: Page, button: string): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: button, exact: true }).click()]);
  await page.waitForLoadState('networkidle');
}

const statusLabel = (page: Page) => () => page.locator('.order-status__label').textContent();

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await apiAs(SELLER);
  const own = await seller.api.ownListings.query({ include: ['currentStock'], perPage: 100 });
  const inStock = own.items.find((l) => l.state === 'published' && (l.currentStock?.quantity ?? 0) >= 4 && l.price?.currency === 'USD');
  if (!inStock) throw new Error('no listing of the demo seller with stock');
  listing = { id: inStock.id, title: inStock.title };
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('one purchase, start to finish', () => {
  it('inboxes, label, shipping, tracking, message, receipt, reviews', async () => {
    const id = await purchase();
    const buyer = await signedIn(BUYER);
    const seller = await signedIn(SELLER);

    await open(buyer.page, '/inbox/orders?filter=waiting-for-shipping');
    const row = buyer.page.locator(`a[href="/order/${id}/details"]`);
    await expect(row.textContent()).resolves.toContain('purchased');
    await expect(row.textContent()).resolves.toContain(listing.title);
    await buyer.page.screenshot({ path: '/tmp/orders-inbox-1280.png', fullPage: true });

    await open(seller.page, '/inbox/sales?filter=waiting-for-shipping');
    await seller.page.locator(`a[href="/sale/${id}/details"]`).click();
    await seller.page.waitForURL(`**/sale/${id}/details`);
    await act(seller.page, 'Buy shipping label');
    const tracking = (await seller.page.getByTestId('tracking-number').textContent()) ?? '';
    expect(tracking).toMatch(/^\d{10,}$/);
    expect(await seller.page.getByRole('link', { name: 'Download the shipping label (PDF)' }).count()).toBe(1);
    await act(seller.page, 'Mark shipped');
    await seller.page.screenshot({ path: '/tmp/orders-sale-1280.png', fullPage: true });

    await open(buyer.page, `/order/${id}/details`);
    expect(await buyer.page.getByTestId('tracking-number').textContent()).toBe(tracking);
    await buyer.page.getByRole('textbox', { name: 'Message' }).fill('Text me at 415-555-0199 when it ships');
    await act(buyer.page, 'Send message');
    await open(seller.page, `/sale/${id}/details`);
    expect(await seller.page.locator('.order-message__content').last().textContent()).toBe('Text me at *** when it ships');

    await act(buyer.page, 'Mark received');
    await expect.poll(statusLabel(buyer.page)).toBe('received');
    await buyer.page.screenshot({ path: '/tmp/orders-order-1280.png', fullPage: true });
    const mobile = await signedIn(BUYER, 390);
    await open(mobile.page, `/order/${id}/details`);
    await mobile.page.screenshot({ path: '/tmp/orders-order-390.png', fullPage: true });
    await open(mobile.page, '/inbox/orders');
    await mobile.page.screenshot({ path: '/tmp/orders-inbox-390.png', fullPage: true });
    await mobile.context.close();

    // The dispute window closes, the seller is paid: reviews open.
    await advanceClock(3 * DAY + 60_000);
    await open(buyer.page, `/order/${id}/details`);
    await buyer.page.getByLabel('Rating').selectOption('5');
    await buyer.page.getByLabel('Your review').fill('Beautifully packed, healthy roots');
    await act(buyer.page, 'Leave a review');
    await open(seller.page, `/sale/${id}/details`);
    await seller.page.getByLabel('Rating').selectOption('4');
    await seller.page.getByLabel('Your review').fill('Paid fast, friendly buyer');
    await act(seller.page, 'Leave a review');
    await open(seller.page, '/shop/petraplants');
    expect(await seller.page.content()).toContain('Beautifully packed, healthy roots');
    await open(seller.page, '/shop/rosacollects');
    expect(await seller.page.content()).toContain('Paid fast, friendly buyer');
    await buyer.context.close();
    await seller.context.close();
  });

  it('a dispute within 3 days of receipt; after that the page offers none', async () => {
    const seller = await apiAs(SELLER);
    const buyerApi = await apiAs(BUYER);
    const [early, late] = [await purchase(), await purchase()];
    for (const id of [early, late]) {
      await seller.api.transactions.transition({ id, transition: 'mark-delivered' });
      await buyerApi.api.transactions.transition({ id, transition: 'mark-received' });
    }
    const buyer = await signedIn(BUYER);
    await open(buyer.page, `/order/${early}/details`);
    await buyer.page.locator('form.order-dispute-form[data-hydrated]').waitFor({ timeout: 45_000 });
    await buyer.page.getByLabel('What went wrong?').fill('Root rot on arrival');
    await buyer.page.getByLabel('Photo of the problem (optional)').setInputFiles({ name: 'root-rot.png', mimeType: 'image/png', buffer: PHOTO });
    await act(buyer.page, 'Open a dispute');
    await expect.poll(statusLabel(buyer.page)).toBe('disputed');
    // The photo travelled with the dispute (multipart to /api/dispute) and both parties see it.
    await buyer.page.getByRole('img', { name: 'Dispute photo' }).waitFor();
    expect(await buyer.page.getByText('Root rot on arrival').count()).toBeGreaterThan(0);
    await advanceClock(3 * DAY + 60_000);
    await open(buyer.page, `/order/${late}/details`);
    expect(await buyer.page.getByRole('button', { name: 'Open a dispute' }).count()).toBe(0);
    await buyer.context.close();
  });

  it('a third user is refused both pages; an unpaid order expires after 15 minutes', async () => {
    const id = await purchase(false);
    const stranger = await signedIn(STRANGER);
    for (const path of [`/order/${id}/details`, `/sale/${id}/details`]) {
      const response = await stranger.page.goto(path);
      expect(response?.status()).toBe(404);
    }
    await stranger.context.close();
    const buyer = await signedIn(BUYER);
    await open(buyer.page, `/order/${id}/details`);
    expect(await buyer.page.locator('.order-status__label').textContent()).toMatch(/payment pending/);
    await advanceClock(16 * 60_000);
    await open(buyer.page, `/order/${id}/details`);
    expect(await buyer.page.locator('.order-status__label').textContent()).toBe('payment expired');
    await buyer.context.close();
  });
});
