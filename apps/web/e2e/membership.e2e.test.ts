/**
 * Membership end to end on the sandbox: the plans page (carousel, Info flip, billing toggle in the
 * URL), a logged-out Subscribe going to login and back, and a demo free user subscribing to
 * starter yearly on the Stripe twin's hosted Checkout page, landing on the success page, after
 * which the signed webhook has made them a member and the top bar offers "My subscription".
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signatureHeader } from '@variegata/twin-stripe/webhooks';
import { DESKTOP, MOBILE } from './browser';
import { browserPerFile } from './file-browser';
import { open as openIdle } from './shell-helpers';
import { seriousViolations } from './axe';

/** The sandbox's Stripe key and webhook secret (apps/sandbox defaults). */
const STRIPE_KEY = 'sk_test_variegata_sandbox';
const WEBHOOK_SECRET = 'whsec_variegata_sandbox';

const PASSWORD = 'variegata-demo-password';
const FREE_USER = 'free.buyer@variegata.test';

const chromium = browserPerFile();

async function open(page: Page, path: string) {
  await openIdle(page, path);
  const accept = page.locator('.vg-cookie-notice').getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) {
    await accept.click();
    await accept.waitFor({ state: 'hidden' });
  }
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe('membership', () => {
  it('the plans page has no serious accessibility problems on a desktop and a phone, also with a card flipped', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const context = await chromium.browser.newContext({ baseURL: inject('siteUrl'), viewport, bypassCSP: true });
      const page = await context.newPage();
      await open(page, '/membership');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Info about Free' }).click();
      await page.waitForTimeout(600);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('shows the plans with the billing period in the URL and flips a card to its features', async () => {
    const { context, page } = await chromium.sitePage();
    await open(page, '/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' }).isVisible()).resolves.toBe(true);
    const starter = page.locator('article[data-plan=starterPlan]');
    await expect(starter.locator('.mp-card__amount').textContent()).resolves.toBe('$7.99');
    await expect(starter.locator('s').textContent()).resolves.toContain('$9.99');
    await shot(page, 'membership-1280');

    await page.getByRole('link', { name: 'Monthly' }).click();
    await page.waitForURL((url) => url.searchParams.get('billing') === 'monthly');
    await starter.locator('.mp-card__amount', { hasText: '$9.99' }).waitFor();
    await expect(starter.locator('s').count()).resolves.toBe(0);

    await starter.getByRole('button', { name: 'Info about Starter' }).click();
    await starter.getByText('Reserve price', { exact: true }).waitFor({ state: 'visible' });
    await expect(starter.locator('.mp-card__back').getAttribute('aria-hidden')).resolves.toBeNull();
    await starter.getByRole('button', { name: 'Back to the Starter price' }).click();
    await expect(starter.locator('.mp-card__back').getAttribute('aria-hidden')).resolves.toBe('true');
    await context.close();
  });

  it('on a phone shows one card at a time; the next button and arrow keys move the carousel', async () => {
    const { context, page } = await chromium.sitePage(MOBILE);
    await open(page, '/membership');
    await shot(page, 'membership-375');
    const inView = async (plan: string) =>
      page.locator(`article[data-plan=${plan}]`).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.left >= -1 && r.right <= window.innerWidth + 1;
      });
    expect(await inView('freePlan')).toBe(true);
    expect(await inView('starterPlan')).toBe(false);
    await page.getByRole('button', { name: 'Next plan' }).click();
    await page.waitForTimeout(700);
    expect(await inView('starterPlan')).toBe(true);
    await page.getByRole('button', { name: 'Next plan' }).press('ArrowRight');
    await page.waitForTimeout(700);
    expect(await inView('premiumPlan')).toBe(true);
    await expect(page.getByText('Showing plans 3 of 4').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('logged out: Subscribe goes to login and back; then a free user subscribes to starter yearly through Checkout', async () => {
    const { context, page } = await chromium.sitePage();
    await open(page, '/membership?billing=yearly');
    await page.getByRole('link', { name: 'Subscribe to Starter' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/membership?billing=yearly');
    await page.locator('input[name=email]').fill(FREE_USER);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/membership' && url.searchParams.get('billing') === 'yearly');
    await page.waitForLoadState('networkidle');

    // Logged in: Subscribe on the paid plans only, the free plan is marked as the current plan.
    await expect(page.locator('article[data-plan=freePlan]').getByRole('button', { name: /Subscribe/ }).count()).resolves.toBe(0);
    await expect(page.locator('article[data-plan=freePlan]').getByText('Your plan').isVisible()).resolves.toBe(true);

    await page.locator('article[data-plan=starterPlan]').getByRole('button', { name: /Subscribe/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pages/checkout/'));
    expect(await page.content()).toContain('95.88 USD / year');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await page.waitForURL((url) => url.pathname === '/membership-success');
    expect(new URL(page.url()).searchParams.get('plan')).toBe('starterPlan');
    await page.getByRole('heading', { level: 1, name: 'Congratulations!' }).waitFor();
    await expect(page.locator('.mp-success__user').textContent()).resolves.toContain('basilbuys');
    await expect(page.locator('.mp-success__user').textContent()).resolves.toContain('Starter');
    await shot(page, 'membership-success-1280');

    // The webhook (signed by the Stripe twin) makes the user a member: the top bar offers My subscription.
    const deadline = Date.now() + 20_000;
    for (;;) {
      await open(page, '/');
      await page.locator('.user-menu-trigger').click();
      if (await page.getByRole('menuitem', { name: 'My subscription' }).isVisible()) break;
      if (Date.now() > deadline) throw new Error('The top bar never offered My subscription');
      await page.waitForTimeout(500);
    }
    await page.getByRole('menuitem', { name: 'My subscription' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pages/billing_portal/'));
    await page.getByText('Current plan').waitFor();
    await context.close();
  });

  it('the Stripe webhook reached the site through its cross-site guard: replaying the signed event is a duplicate, a bad signature a 400', async () => {
    const site = inject('siteUrl');
    // Every delivery settled: a webhook refused by the site would stay pending for its retries.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const status = (await (await fetch(`${inject('sandboxIndexUrl')}/status.json`)).json()) as { twins: { name: string; details: Record<string, number> }[] };
      if (status.twins.find((t) => t.name === 'Stripe')?.details['pendingWebhooks'] === 0) break;
      if (Date.now() > deadline) throw new Error('Stripe webhooks are still pending');
      await new Promise((r) => setTimeout(r, 250));
    }
    const events = (await (await fetch(`${inject('stripeUrl')}/v1/events?type=checkout.session.completed&limit=1`, { headers: { authorization: `Bearer ${STRIPE_KEY}` } })).json()) as { data: { id: string }[] };
    const event = events.data[0];
    expect(event).toBeDefined();
    const body = await (await fetch(`${inject('stripeUrl')}/v1/events/${event!.id}`, { headers: { authorization: `Bearer ${STRIPE_KEY}` } })).text();
    const post = (signature: string, headers: Record<string, string> = {}) =>
      fetch(`${site}/api/stripe-webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature, ...headers }, body });
    const now = Math.floor(Date.now() / 1000);
    const replay = await post(signatureHeader(body, WEBHOOK_SECRET, now));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ received: true, duplicate: true });
    expect((await post(signatureHeader(body, 'whsec_not_the_sandbox', now))).status).toBe(400);
    // A browser on another site is still refused before any route runs.
    expect((await post(signatureHeader(body, WEBHOOK_SECRET, now), { origin: 'https://elsewhere.example' })).status).toBe(403);
  });
});
