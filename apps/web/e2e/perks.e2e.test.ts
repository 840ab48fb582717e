/**
 * Issue 17's perks end to end (Chromium against the sandbox): the gallery's lightbox driven by the
 * keyboard; a premium seller's listing placed ahead of an otherwise equal free seller's in the
 * default search order; a newsletter sign-up confirmed through the outbox after the site restarted
 * (a second site process on the same data directory); the instalment teaser shown and hidden by the
 * seller account's `klarna_payments` capability.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import flexSdk from 'sharetribe-flex-sdk';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { linkFromOutbox, outboxFor } from './outbox';
import { ready } from './listing-helpers';
import { demo, sdkAs } from './shell-helpers';
import { startSiteProcess } from './site-process';

let browser: Browser;
let site: string;

beforeAll(async () => {
  browser = await launchBrowser();
  site = inject('siteUrl');
});
afterAll(async () => {
  await browser?.close();
});

type Sdk = Awaited<ReturnType<typeof sdkAs>>;

/** A published, in-stock fixed-price listing of the signed-in seller (what the edit form saves). */
async function createListing(sdk: Sdk, title: string, species: string): Promise<string> {
  const created = (await sdk.ownListings.create(
    {
      title,
      description: 'A rooted cutting in a 4 inch pot.',
      price: new flexSdk.types.Money(4500, 'USD'),
      publicData: {
        transactionProcessAlias: 'default-purchase/release-1', listingType: 'sell', unitType: 'item', category: 'plants',
        genus: 'hoya', species, type: 'sell', isPrivate: false, isQuickSell: false, hasStockInt: 1, closedAuctionInt: 0,
        displayPrice: 4500, allowedShippingCountries: ['US'], countryFrom: 'US', shippingEnabled: true,
      },
    },
    { expand: true },
  )) as { data: { data: { id: { uuid: string } } } };
  const id = created.data.data.id.uuid;
  await sdk.stock.compareAndSet({ listingId: new flexSdk.types.UUID(id), oldTotal: null, newTotal: 3 });
  return id;
}

describe('gallery', () => {
  it('opens a photo in the lightbox and moves through the photos with the keyboard', async () => {
    const { context, page } = await newPage(browser, site);
    await page.goto(`${site}/gallery`);
    await page.locator('main[data-hydrated]').waitFor({ timeout: 45_000 }).catch(() => undefined);
    const thumbs = page.getByRole('button', { name: /^Open photo \d+ of \d+/ });
    const count = await thumbs.count();
    expect(count).toBeGreaterThan(2);
    expect(await page.locator('.gallery-grid img').first().getAttribute('loading')).toBe('lazy');
    expect(await page.locator('.gallery-grid img').first().getAttribute('srcset')).toBeTruthy();

    await thumbs.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Photo 1 of ${count}` });
    await dialog.waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `Photo 2 of ${count}` }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: `Photo ${count} of ${count}` }).waitFor();
    await page.keyboard.press('Home');
    await page.getByRole('dialog', { name: `Photo 1 of ${count}` }).waitFor();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('dialog', { name: `Photo 2 of ${count}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus is back on the photo the lightbox was opened from.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Open photo 1 of /);
    await context.close();
  });
});

describe('premium placement', () => {
  it("places a premium seller's listing ahead of an otherwise equal free seller's in the default order", async () => {
    const species = `perks${randomUUID().slice(0, 8)}`;
    // The premium listing is the older one: without the boost the newer free listing would come first.
    const premiumId = await createListing(await sdkAs(demo('premium.seller')), 'Hoya placement premium', species);
    const freeId = await createListing(await sdkAs(demo('free.seller')), 'Hoya placement free', species);
    const { context, page } = await newPage(browser, site);
    // One view each through the listing page: the site writes the placement key with the view count.
    for (const id of [premiumId, freeId]) {
      const counted = page.waitForResponse((r) => r.url().endsWith('/api/countView') && r.request().method() === 'POST');
      await page.goto(`${site}/l/hoya/${id}`);
      await ready(page);
      expect((await counted).status()).toBe(200);
    }
    await page.goto(`${site}/marketplace/hoya/${species}`);
    const cards = page.locator(`a[href$="/${premiumId}"], a[href$="/${freeId}"]`);
    await cards.first().waitFor();
    const order = await cards.evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname.split('/').pop()))]);
    expect(order).toEqual([premiumId, freeId]);
    await context.close();
  });
});

describe('newsletter', () => {
  it('confirms a sign-up through the outbox link after the site restarted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'variegata-newsletter-e2e-'));
    const email = `reader-${randomUUID().slice(0, 8)}@example.test`;
    const env = { SITE_DATA_DIR: dataDir, SMTP_URL: inject('mailUrl') };
    const first = await startSiteProcess(env);
    let second: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
    try {
      const { context, page } = await newPage(browser, first.url);
      await page.goto(`${first.url}/`);
      await page.locator('main[data-hydrated]').waitFor({ timeout: 45_000 }).catch(() => undefined);
      const form = page.locator('form.ed-newsletter-form').first();
      await form.getByRole('textbox', { name: 'Email address' }).fill(email);
      await form.getByRole('button').click();
      await page.getByText("You've successfully subscribed to our newsletter!").first().waitFor();
      await context.close();
      await first.stop();

      // The confirmation email is in the outbox; the site that sent it is gone.
      let link = '';
      for (let i = 0; i < 40 && !link; i += 1) {
        link = await linkFromOutbox(inject('sandboxIndexUrl'), email, '/newsletter/confirm').catch(() => '');
        if (!link) await new Promise((r) => setTimeout(r, 250));
      }
      expect(link).toContain('token=');
      second = await startSiteProcess(env);
      const restarted = await newPage(browser, second.url);
      const confirmUrl = new URL(link);
      await restarted.page.goto(`${second.url}${confirmUrl.pathname}${confirmUrl.search}`);
      await restarted.page.getByRole('button', { name: 'Confirm subscription' }).click();
      await restarted.page.getByText('Your subscription is confirmed.').waitFor();
      // The welcome issue arrives with the unsubscribe link and premium sellers' listings.
      let welcome: { text: string } | undefined;
      for (let i = 0; i < 40 && !welcome; i += 1) {
        welcome = (await outboxFor(inject('sandboxIndexUrl'), email)).find((m) => m.subject === 'Welcome to the Variegata newsletter');
        if (!welcome) await new Promise((r) => setTimeout(r, 250));
      }
      expect(welcome?.text).toContain('Featured from our premium sellers:');
      expect(welcome?.text).toContain('/newsletter/unsubscribe?token=');
      await restarted.context.close();
    } finally {
      await first.stop();
      await second?.stop();
    }
  }, 240_000);
});

describe('instalment teaser', () => {
  const TEASER = /or 4 interest-free payments of \$/;

  it("is hidden when the seller's account lacks klarna_payments and shown when it has it", async () => {
    const sellerSdk = await sdkAs(demo('intl.two'));
    const account = (await sellerSdk.stripeAccount.fetch()) as { data: { data: { attributes: { stripeAccountId: string } } } };
    const stripeUrl = new URL(inject('stripeUrl'));
    const stripe = new Stripe('sk_test_variegata_sandbox', { host: stripeUrl.hostname, port: Number(stripeUrl.port), protocol: 'http', maxNetworkRetries: 0 });
    await stripe.accounts.update(account.data.data.attributes.stripeAccountId, { capabilities: { klarna_payments: { requested: false } } });
    const without = await createListing(sellerSdk, 'Hoya teaser without Klarna', 'carnosa');
    const withKlarna = await createListing(await sdkAs(demo('premium.seller')), 'Hoya teaser with Klarna', 'carnosa');

    const { context, page } = await newPage(browser, site);
    await page.goto(`${site}/l/hoya/${without}`);
    await ready(page);
    await expect(page.locator('#order-panel').getByText(TEASER).count()).resolves.toBe(0);
    await page.goto(`${site}/l/hoya/${withKlarna}`);
    await ready(page);
    await page.locator('#order-panel').getByText(TEASER).waitFor();
    await context.close();
  });
});
