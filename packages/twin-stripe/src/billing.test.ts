import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { caught, postForm, startHarness, useHarness } from './testing/harness';
import { MEMBERSHIP_LOOKUP_KEYS, membershipLookupKey, seedStripeDemo } from './seed';

const h = useHarness();
let prices: Record<string, string>;
beforeAll(async () => {
  prices = await seedStripeDemo(h.stripe);
});

async function checkout(email: string, lookupKey: string): Promise<Stripe.Checkout.Session> {
  const session = await h.stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: prices[lookupKey] as string, quantity: 1 }],
    customer_email: email,
    success_url: 'http://site.test/membership/success?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://site.test/membership',
  });
  const res = await postForm(session.url as string, { email, number: '4242424242424242', exp: '12/40', cvc: '123' });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`http://site.test/membership/success?session=${session.id}`);
  return h.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'line_items'] });
}

describe('membership prices', () => {
  it('seeds the four plans monthly and yearly with the spec prices, idempotently', async () => {
    expect(Object.keys(prices).sort()).toEqual([...MEMBERSHIP_LOOKUP_KEYS].sort());
    const list = await h.stripe.prices.list({ lookup_keys: [membershipLookupKey('starterPlan', 'monthly'), membershipLookupKey('starterPlan', 'yearly')], expand: ['data.product'] });
    const byKey = Object.fromEntries(list.data.map((p) => [p.lookup_key, p]));
    expect(byKey['starterPlan_monthly']?.unit_amount).toBe(999);
    expect(byKey['starterPlan_monthly']?.recurring?.interval).toBe('month');
    expect(byKey['starterPlan_yearly']?.unit_amount).toBe(799 * 12);
    expect(byKey['starterPlan_yearly']?.recurring?.interval).toBe('year');
    expect((byKey['starterPlan_yearly']?.product as Stripe.Product).metadata['planId']).toBe('starterPlan');
    const premium = await h.stripe.prices.retrieve(prices['premiumPlan_monthly'] as string);
    expect(premium.unit_amount).toBe(2499);
    expect((await h.stripe.prices.retrieve(prices['internationalSellerPlan_yearly'] as string)).unit_amount).toBe(3999 * 12);
    expect((await h.stripe.prices.retrieve(prices['freePlan_monthly'] as string)).unit_amount).toBe(0);
    const again = await seedStripeDemo(h.stripe);
    expect(again).toEqual(prices);
    const viaHttp = await seedStripeDemo({ url: h.twin.url, apiKey: 'sk_test_other' });
    expect(viaHttp).toEqual(prices);
    expect((await h.stripe.products.list({ limit: 100 })).data).toHaveLength(4);
  });

  it('seeds a fresh twin over plain HTTP (no SDK) with the same prices', async () => {
    const other = await startHarness();
    try {
      const ids = await seedStripeDemo({ url: other.twin.url, apiKey: 'sk_test_seed' });
      const listed = await other.stripe.prices.list({ lookup_keys: [...MEMBERSHIP_LOOKUP_KEYS], limit: 100 });
      expect(listed.data).toHaveLength(8);
      expect(Object.fromEntries(listed.data.map((p) => [p.lookup_key, p.id]))).toEqual(ids);
      const yearly = listed.data.find((p) => p.lookup_key === 'internationalSellerPlan_yearly');
      expect(yearly?.recurring?.interval).toBe('year');
      expect(yearly?.metadata).toEqual({ planId: 'internationalSellerPlan', billing: 'yearly' });
    } finally {
      await other.close();
    }
  });

  it('refuses a duplicate lookup key', async () => {
    const e = await caught(
      h.stripe.prices.create({ product: (await h.stripe.products.create({ name: 'x' })).id, currency: 'usd', unit_amount: 1, lookup_key: 'starterPlan_monthly' }),
    );
    expect(e.param).toBe('lookup_key');
  });
});

describe('checkout and subscriptions', () => {
  it('completing the Checkout page creates the customer and an active subscription, with events', async () => {
    const cs = await checkout('member@example.com', 'premiumPlan_yearly');
    expect(cs.id).toMatch(/^cs_test_/);
    expect(cs.status).toBe('complete');
    expect(cs.payment_status).toBe('paid');
    const sub = cs.subscription as Stripe.Subscription;
    expect(sub.id).toMatch(/^sub_/);
    expect(sub.status).toBe('active');
    expect(sub.items.data[0]?.price.lookup_key).toBe('premiumPlan_yearly');
    expect(cs.line_items?.data[0]?.amount_total).toBe(1999 * 12);
    const customer = (await h.stripe.customers.retrieve(cs.customer as string)) as Stripe.Customer;
    expect(customer.email).toBe('member@example.com');
    const types = (await h.stripe.events.list({ limit: 20 })).data.map((e) => e.type);
    expect(types).toContain('checkout.session.completed');
    expect(types).toContain('customer.subscription.created');
    const listed = await h.stripe.subscriptions.list({ customer: customer.id });
    expect(listed.data.map((s) => s.id)).toEqual([sub.id]);
  });

  it('a declined card stays on the Checkout page with the message; a session cannot be completed twice', async () => {
    const session = await h.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: prices['starterPlan_monthly'] as string, quantity: 1 }],
      customer_email: 'declined@example.com',
      success_url: 'http://site.test/ok',
    });
    const page = await (await fetch(session.url as string)).text();
    expect(page).toContain('Starter membership: 9.99 USD / month');
    const res = await postForm(session.url as string, { number: '4000000000000002', exp: '12/40', cvc: '123' });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain('Your card was declined.');
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('a 3-D Secure card on Checkout goes through the challenge: approve subscribes, fail and 3178 do not', async () => {
    const make = () =>
      h.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: prices['premiumPlan_monthly'] as string, quantity: 1 }],
        customer_email: 'threeds@example.com',
        success_url: 'http://site.test/ok?s={CHECKOUT_SESSION_ID}',
      });
    const run = async (number: string, outcome: string): Promise<Response> => {
      const session = await make();
      const res = await postForm(session.url as string, { number, exp: '12/40', cvc: '123' });
      expect(res.status).toBe(303);
      const challenge = res.headers.get('location') as string;
      expect(challenge).toBe(`${session.url}/3ds`);
      expect(await (await fetch(challenge)).text()).toContain('Complete authentication');
      return postForm(challenge, { outcome });
    };
    const approved = await run('4000002760003184', 'approve');
    expect(approved.headers.get('location')).toMatch(/^http:\/\/site\.test\/ok\?s=cs_test_/);
    const failed = await run('4000002760003184', 'fail');
    expect(failed.status).toBe(402);
    expect(await failed.text()).toContain('We are unable to authenticate your payment method.');
    const insufficient = await run('4000008260003178', 'approve');
    expect(await insufficient.text()).toContain('Your card has insufficient funds.');
  });

  it('checkout in subscription mode refuses one-time prices', async () => {
    const product = await h.stripe.products.create({ name: 'one-off' });
    const price = await h.stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 500 });
    const e = await caught(
      h.stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: price.id, quantity: 1 }], success_url: 'http://site.test/ok' }),
    );
    expect(e.param).toBe('line_items');
  });

  it('updates the plan and cancels via the API with subscription events', async () => {
    const cs = await checkout('upgrade@example.com', 'starterPlan_monthly');
    const sub = cs.subscription as Stripe.Subscription;
    const item = sub.items.data[0] as Stripe.SubscriptionItem;
    const up = await h.stripe.subscriptions.update(sub.id, { items: [{ id: item.id, price: prices['premiumPlan_monthly'] as string }] });
    expect(up.items.data[0]?.price.id).toBe(prices['premiumPlan_monthly']);
    const [updated] = (await h.stripe.events.list({ type: 'customer.subscription.updated', limit: 1 })).data;
    expect((updated?.data.previous_attributes as { items: Stripe.ApiList<Stripe.SubscriptionItem> }).items.data[0]?.price.id).toBe(
      prices['starterPlan_monthly'],
    );
    const canceled = await h.stripe.subscriptions.cancel(sub.id);
    expect(canceled.status).toBe('canceled');
    const [deleted] = (await h.stripe.events.list({ type: 'customer.subscription.deleted', limit: 1 })).data;
    expect((deleted?.data.object as Stripe.Subscription).id).toBe(sub.id);
  });
});

describe('billing portal', () => {
  it('changes plan, card, and cancels from the portal page, returning to return_url', async () => {
    const cs = await checkout('portal@example.com', 'starterPlan_yearly');
    const sub = cs.subscription as Stripe.Subscription;
    const session = await h.stripe.billingPortal.sessions.create({ customer: cs.customer as string, return_url: 'http://site.test/account' });
    expect(session.id).toMatch(/^bps_/);
    expect(session.url.startsWith(`${h.twin.url}/pages/billing_portal/`)).toBe(true);
    const html = await (await fetch(session.url)).text();
    expect(html).toContain('Manage your subscription');
    expect(html).toContain('visa ending in 4242');

    const change = await postForm(session.url, { action: 'change_plan', subscription: sub.id, price: prices['premiumPlan_yearly'] as string });
    expect(change.headers.get('location')).toBe('http://site.test/account');
    expect((await h.stripe.subscriptions.retrieve(sub.id)).items.data[0]?.price.id).toBe(prices['premiumPlan_yearly']);

    const badCard = await postForm(session.url, { action: 'update_card', number: '4000000000009995', exp: '12/40', cvc: '123' });
    expect(await badCard.text()).toContain('insufficient funds');
    await postForm(session.url, { action: 'update_card', number: '5555555555554444', exp: '12/40', cvc: '123' });
    const customer = (await h.stripe.customers.retrieve(cs.customer as string, { expand: ['invoice_settings.default_payment_method'] })) as Stripe.Customer;
    expect((customer.invoice_settings.default_payment_method as Stripe.PaymentMethod).card?.last4).toBe('4444');

    const cancel = await postForm(session.url, { action: 'cancel', subscription: sub.id });
    expect(cancel.status).toBe(303);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
    const types = (await h.stripe.events.list({ limit: 10 })).data.map((e) => e.type);
    expect(types).toContain('customer.subscription.deleted');
  });
});
