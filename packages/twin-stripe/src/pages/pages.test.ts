// The hosted pages are plain, accessible HTML: a language, a title, a heading, and a label for every field.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStripeDemo } from '../seed';
import { useHarness } from '../testing/harness';
import { cardPageUrl } from '../urls';

const h = useHarness();
const pages: Record<string, string> = {};

beforeAll(async () => {
  const s = h.stripe;
  const prices = await seedStripeDemo(s);
  const c = await s.customers.create({ email: 'a11y@example.com' });
  const si = await s.setupIntents.create({ customer: c.id });
  pages['card'] = cardPageUrl(h.twin.url, si.client_secret as string, 'http://site.test/r');
  const pi = await s.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_authenticationRequired', confirm: true, return_url: 'http://site.test/r' });
  pages['3ds'] = pi.next_action?.redirect_to_url?.url as string;
  const acct = await s.accounts.create({ type: 'custom', country: 'US' });
  pages['onboarding'] = (await s.accountLinks.create({ account: acct.id, return_url: 'http://site.test/r', refresh_url: 'http://site.test/f', type: 'account_onboarding' })).url;
  const cs = await s.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: prices['starterPlan_monthly'] as string, quantity: 1 }], success_url: 'http://site.test/ok' });
  pages['checkout'] = cs.url as string;
  await s.subscriptions.create({ customer: c.id, items: [{ price: prices['starterPlan_yearly'] as string }], default_payment_method: (await s.paymentMethods.attach('pm_card_visa', { customer: c.id })).id });
  pages['portal'] = (await s.billingPortal.sessions.create({ customer: c.id, return_url: 'http://site.test/r' })).url;
});

describe('hosted pages', () => {
  it.each(['card', '3ds', 'onboarding', 'checkout', 'portal'])('%s page is self-contained and every field is labelled', async (name) => {
    const res = await fetch(pages[name] as string);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).not.toMatch(/<script|<link |src="http|url\(http/);
    const fields = [...html.matchAll(/<(input|select)(?![^>]*type="hidden")[^>]*\sid="([^"]+)"/g)].map((m) => m[2]);
    const unlabelled = [...html.matchAll(/<(input|select)(?![^>]*type="hidden")(?![^>]*\sid=)[^>]*>/g)];
    expect(unlabelled).toEqual([]);
    for (const id of fields) expect(html, `label for ${id}`).toContain(`<label for="${id}">`);
    expect(new Set(fields).size).toBe(fields.length);
    expect(html).toMatch(/<button type="submit"/);
  });

  it('escapes user-provided text', async () => {
    const c = await h.stripe.customers.create({});
    const cs = await h.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: (await h.stripe.prices.create({ currency: 'usd', unit_amount: 100, recurring: { interval: 'month' }, product_data: { name: '<img src=x onerror=alert(1)>' } })).id, quantity: 1 }],
      customer: c.id,
      success_url: 'http://site.test/ok',
    });
    const html = await (await fetch(cs.url as string)).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('unknown pages and links are 404 pages', async () => {
    expect((await fetch(`${h.twin.url}/pages/nothing`)).status).toBe(404);
    expect((await fetch(`${h.twin.url}/pages/checkout/cs_test_missing`)).status).toBe(404);
    expect((await fetch(`${h.twin.url}/pages/connect/onboarding/acctlink_missing`)).status).toBe(404);
  });
});
