/**
 * Membership pages and calls against the real twins: plan cards and Subscribe rules, Checkout
 * session creation (subscription mode, customer created and stored), paying on the twin's hosted
 * Checkout page, the signed webhook updating the plan (and rejecting bad signatures, handling an
 * event once), the billing portal, and the success page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '@variegata/twin-stripe/webhooks';
import { isCrossSiteMutation } from '~/server/csrf.server';
import { as, form, json, location, makeContext, payOnCheckoutPage, run, signIn, startSandbox, submitPortal, userRow, WEBHOOK_SECRET, type Sandbox } from './harness';

let sandbox: Sandbox;
let page: typeof import('~/routes/membership');
let checkout: typeof import('~/routes/api.membership.checkout-session');
let portal: typeof import('~/routes/api.membership.portal-session');
let webhook: typeof import('~/routes/api.stripe-webhook');
let success: typeof import('~/routes/membership-success');
let portalPage: typeof import('~/routes/membership-customer-portal');
let shell: typeof import('~/shell/data.server');
let webhookLib: typeof import('~/membership/webhook.server');

const BUYER = 'free.buyer@variegata.test';
const SELLER = 'free.seller@variegata.test';
const ROSA = 'buyer.one@variegata.test';
let buyer: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox();
  [page, checkout, portal, webhook, success, portalPage, shell, webhookLib] = await Promise.all([
    import('~/routes/membership'),
    import('~/routes/api.membership.checkout-session'),
    import('~/routes/api.membership.portal-session'),
    import('~/routes/api.stripe-webhook'),
    import('~/routes/membership-success'),
    import('~/routes/membership-customer-portal'),
    import('~/shell/data.server'),
    import('~/membership/webhook.server'),
  ]);
  buyer = await signIn(BUYER);
});

afterAll(async () => {
  await sandbox?.close();
});

/** Runs due webhook deliveries and waits until `count` more have been answered. */
async function deliverWebhooks(before: number, count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (sandbox.deliveries.length < before + count) {
    await sandbox.stripeTwin.flushWebhooks();
    if (Date.now() > deadline) throw new Error(`Only ${sandbox.deliveries.length - before} of ${count} webhooks arrived`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const pageData = (path: string, cookies: Record<string, string> | null) => run(page.loader as any, path, as(cookies));

describe('membership page', () => {
  it('is yearly by default with four cards, struck-through monthly prices and the yearly total', async () => {
    const data = await pageData('/membership', null);
    expect(data.period).toBe('yearly');
    expect(data.cards.map((c: any) => c.id)).toEqual(['freePlan', 'starterPlan', 'premiumPlan', 'internationalSellerPlan']);
    const starter = data.cards.find((c: any) => c.id === 'starterPlan');
    expect(starter).toMatchObject({ price: '$7.99', struckPrice: '$9.99', saving: '20%', billingNote: 'Billed $95.88 yearly' });
    expect(data.cards.map((c: any) => c.imageKey)).toEqual(['membership-free', 'membership-starter', 'membership-premium', 'membership-international-seller']);
    const monthly = await pageData('/membership?billing=monthly', null);
    expect(monthly.period).toBe('monthly');
    expect(monthly.cards.find((c: any) => c.id === 'premiumPlan')).toMatchObject({ price: '$24.99', struckPrice: null, saving: null, billingNote: 'Billed monthly' });
  });

  it('logged out: Subscribe is a login link returning to the current path; the free plan has none', async () => {
    const data = await pageData('/membership?billing=monthly', null);
    expect(data.cards.find((c: any) => c.id === 'freePlan').action).toEqual({ kind: 'none' });
    for (const card of data.cards.filter((c: any) => c.id !== 'freePlan')) {
      expect(card.action).toEqual({ kind: 'login', href: `/login?from=${encodeURIComponent('/membership?billing=monthly')}` });
    }
  });

  it('logged in: Subscribe on paid plans only, and the current plan is marked', async () => {
    const data = await pageData('/membership', await signIn(SELLER));
    expect(data.isAuthenticated).toBe(true);
    expect(data.cards.map((c: any) => c.action.kind)).toEqual(['none', 'subscribe', 'subscribe', 'subscribe']);
    expect(data.cards.filter((c: any) => c.isCurrent).map((c: any) => c.id)).toEqual(['freePlan']);
    const starterMember = await pageData('/membership', await signIn('starter.seller@variegata.test'));
    expect(starterMember.cards.filter((c: any) => c.isCurrent).map((c: any) => c.id)).toEqual(['starterPlan']);
  });

  it('has the comparison table sections and the four disclaimers (the offer links to /terms)', async () => {
    const data = await pageData('/membership', null);
    expect(data.comparison.sections.map((s: any) => s.title)).toEqual(['General', 'Buying features', 'Selling features']);
    const flat = data.comparison.sections[1].rows.find((r: any) => r.label.startsWith('Flat-rate'));
    expect(flat.cells.map((c: any) => c.text)).toEqual(['$45.00', '$35.99', '$29.99', 'None']);
    expect(data.disclaimers.map((d: any) => d.id)).toEqual(['subscriptionOffer', 'flatRateShipping', 'instantPayout', 'internationalSellers']);
    expect(data.disclaimers[0].linkTo).toBe('/terms');
  });
});

describe('POST /api/membership/checkout-session', () => {
  it('refuses a call without the CSRF token', async () => {
    const outcome = await run(checkout.action as any, '/api/membership/checkout-session', as(buyer), json({ planId: 'starterPlan', isAnnually: true, fromUrl: '/' }, null));
    expect(outcome.status).toBe(403);
  });

  it('asks a logged-out caller to log in (401 for fetch, a redirect for a form)', async () => {
    const viaFetch = await run(checkout.action as any, '/api/membership/checkout-session', as(null), json({ planId: 'starterPlan', isAnnually: true, fromUrl: '/' }));
    expect(viaFetch.status).toBe(401);
    const viaForm = await run(checkout.action as any, '/api/membership/checkout-session', as(null), form({ planId: 'starterPlan', isAnnually: 'true', returnTo: '/membership?billing=yearly' }));
    expect(location(viaForm)).toBe(`/login?from=${encodeURIComponent('/membership?billing=yearly')}`);
  });

  it('refuses the free plan and unknown plans', async () => {
    for (const planId of ['freePlan', 'goldPlan', '']) {
      const outcome = await run(checkout.action as any, '/api/membership/checkout-session', as(buyer), json({ planId, isAnnually: true, fromUrl: '/' }));
      expect(outcome.status).toBe(400);
    }
  });

  it('creates a subscription-mode Checkout session for the plan price, with a new customer stored in private data', async () => {
    const before = userRow(sandbox.marketplace, BUYER);
    expect(before.privateData.stripeCustomerId).toBeUndefined();
    const outcome = await run(checkout.action as any, '/api/membership/checkout-session', as(buyer), json({ planId: 'starterPlan', isAnnually: true, fromUrl: '/favorites' }));
    expect(outcome.status).toBe(200);
    const { url } = (await outcome.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${sandbox.stripeTwin.url}/pages/checkout/cs_test_`));

    const customerId = userRow(sandbox.marketplace, BUYER).privateData.stripeCustomerId as string;
    expect(customerId).toMatch(/^cus_/);
    const customer = await sandbox.stripe.customers.retrieve(customerId);
    expect((customer as any).email).toBe(BUYER);
    expect((customer as any).metadata.userId).toBe(before.id);

    const sessionId = url.split('/').pop()!;
    const session = await sandbox.stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
    expect(session.mode).toBe('subscription');
    expect(session.customer).toBe(customerId);
    expect(session.line_items?.data[0]?.price?.id).toBe(sandbox.prices['starterPlan_yearly']);
    expect(session.success_url).toBe(`http://127.0.0.1:3000/membership-success?plan=starterPlan&from=%2Ffavorites&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe('http://127.0.0.1:3000/membership?billing=yearly&from=%2Ffavorites');
  });

  it('uses the monthly price when billing is monthly, and redirects a form post (no JavaScript)', async () => {
    const outcome = await run(checkout.action as any, '/api/membership/checkout-session', as(buyer), form({ planId: 'premiumPlan', isAnnually: 'false', fromUrl: '' }));
    const target = location(outcome)!;
    expect(target).toMatch(/\/pages\/checkout\/cs_test_/);
    const session = await sandbox.stripe.checkout.sessions.retrieve(target.split('/').pop()!, { expand: ['line_items'] });
    expect(session.line_items?.data[0]?.price?.id).toBe(sandbox.prices['premiumPlan_monthly']);
    expect(session.success_url).toContain('/membership-success?plan=premiumPlan&session_id=');
  });

  it('reuses the stored customer on a second checkout', async () => {
    const customerId = userRow(sandbox.marketplace, BUYER).privateData.stripeCustomerId;
    const outcome = await run(checkout.action as any, '/api/membership/checkout-session', as(buyer), json({ planId: 'internationalSellerPlan', isAnnually: true, fromUrl: '/' }));
    const { url } = (await outcome.json()) as { url: string };
    const session = await sandbox.stripe.checkout.sessions.retrieve(url.split('/').pop()!);
    expect(session.customer).toBe(customerId);
  });
});

describe('paying, webhooks and the plan', () => {
  let checkoutUrl: string;

  it('the signed webhook turns a completed Checkout into the user plan and badge flags; the top bar shows my subscription', async () => {
    const outcome = await run(checkout.action as any, '/api/membership/checkout-session', as(buyer), json({ planId: 'starterPlan', isAnnually: true, fromUrl: '/favorites' }));
    checkoutUrl = ((await outcome.json()) as { url: string }).url;
    const before = sandbox.deliveries.length;
    const successUrl = await payOnCheckoutPage(checkoutUrl);
    expect(successUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/membership-success\?plan=starterPlan&from=%2Ffavorites&session_id=cs_test_/);
    // customer.subscription.created, invoice.paid, checkout.session.completed
    await deliverWebhooks(before, 3);
    const answered = sandbox.deliveries.slice(before);
    expect(answered.every((d) => d.status === 200)).toBe(true);
    const user = userRow(sandbox.marketplace, BUYER);
    expect(user.privateData.membershipPlanId).toBe('starterPlan');
    expect(user.metadata).toMatchObject({ starter: true, verified: false, international: false });

    const data = await shell.shellData(new Request('http://127.0.0.1:3000/'), as(buyer));
    expect(data.user?.isSubscriber).toBe(true);
  });

  it('the webhook request passes the cross-site guard of server.ts (no Origin, no Sec-Fetch-Site)', () => {
    const delivery = sandbox.deliveries.at(-1)!;
    expect(delivery.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const headers = { origin: delivery.headers.origin as string | undefined, secFetchSite: delivery.headers['sec-fetch-site'] as string | undefined, host: '127.0.0.1:3000' };
    expect(isCrossSiteMutation('POST', headers, [])).toBe(false);
  });

  it('rejects a tampered, foreign, stale or missing signature with 400', async () => {
    const body = sandbox.deliveries.at(-1)!.body;
    const tampered = body.replace('{', '{ ');
    expect(tampered).not.toBe(body);
    const t = Math.floor(Date.now() / 1000);
    const cases: [string, Record<string, string>][] = [
      [tampered, { 'stripe-signature': signatureHeader(body, WEBHOOK_SECRET, t) }],
      [body, { 'stripe-signature': signatureHeader(body, 'whsec_someone_else', t) }],
      [body, { 'stripe-signature': signatureHeader(body, WEBHOOK_SECRET, t - 3600) }],
      [body, {}],
    ];
    for (const [payload, headers] of cases) {
      const outcome = await run(webhook.action as any, '/api/stripe-webhook', makeContext(), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload });
      expect(outcome.status).toBe(400);
    }
  });

  it('accepts a correctly signed delivery without any CSRF token', async () => {
    const body = sandbox.deliveries.at(-1)!.body;
    const outcome = await run(webhook.action as any, '/api/stripe-webhook', makeContext(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)) },
      body,
    });
    expect(outcome.status).toBe(200);
  });

  it('answers signed events of an unexpected shape with 200 ignored (Stripe would retry a failure for days)', async () => {
    const t = Math.floor(Date.now() / 1000);
    const event = (extra: Record<string, unknown>) => JSON.stringify({ id: `evt_shape_${Math.random().toString(36).slice(2)}`, object: 'event', type: 'checkout.session.completed', ...extra });
    const bodies = [
      'null',
      '[]',
      '"text"',
      event({ data: { object: null } }),
      event({}),
      event({ data: null }),
      event({ data: { object: { customer: 'cus_x', client_reference_id: 'not-a-uuid' } } }),
      event({ data: { object: { customer: 'cus_x', metadata: { userId: 'not-a-uuid' } } } }),
      event({ data: { object: { customer: { id: 42 }, client_reference_id: null } } }),
      event({ type: 'customer.subscription.updated', data: { object: { customer: '../../v1/charges', metadata: null } } }),
      event({ type: 42, data: { object: {} } }),
    ];
    for (const body of bodies) {
      const outcome = await run(webhook.action as any, '/api/stripe-webhook', makeContext(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(body, WEBHOOK_SECRET, t) },
        body,
      });
      expect(outcome.status, body).toBe(200);
      expect(await outcome.json(), body).toMatchObject({ received: true, ignored: true });
    }
  });

  it('handles each event id once, also after a restart (ids kept in private data)', async () => {
    const created = sandbox.deliveries.find((d) => JSON.parse(d.body).type === 'customer.subscription.created' && d.body.includes(userRow(sandbox.marketplace, BUYER).id))!;
    const { integration } = await import('~/server/marketplace.server');
    const id = userRow(sandbox.marketplace, BUYER).id;
    // An operator change after the event: a repeated delivery of the old event must not undo it.
    await integration().users.updateProfile({ id, privateData: { membershipPlanId: 'premiumPlan' } });
    const send = () =>
      run(webhook.action as any, '/api/stripe-webhook', makeContext(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(created.body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)) },
        body: created.body,
      });
    const again = await send();
    expect(await again.json()).toMatchObject({ received: true, duplicate: true });
    webhookLib.forgetHandledEvents();
    const afterRestart = await send();
    expect(await afterRestart.json()).toMatchObject({ received: true, duplicate: true });
    expect(userRow(sandbox.marketplace, BUYER).privateData.membershipPlanId).toBe('premiumPlan');
    await integration().users.updateProfile({ id, privateData: { membershipPlanId: 'starterPlan' } });
  });

  it('a subscriber asking for another plan is sent to the billing portal; the page offers Change plan / Manage subscription', async () => {
    const outcome = await run(checkout.action as any, '/api/membership/checkout-session', as(buyer), json({ planId: 'premiumPlan', isAnnually: true, fromUrl: '/favorites' }));
    const { url } = (await outcome.json()) as { url: string };
    expect(url).toMatch(/\/pages\/billing_portal\/bps_/);
    const data = await pageData('/membership', buyer);
    expect(data.cards.map((c: any) => c.action)).toEqual([
      { kind: 'none' },
      { kind: 'manage', label: 'Manage subscription' },
      { kind: 'manage', label: 'Change plan' },
      { kind: 'manage', label: 'Change plan' },
    ]);
  });

  it('plan changes and cancellation in the portal reach the user through the webhook', async () => {
    const outcome = await run(portal.action as any, '/api/membership/portal-session', as(buyer), json({ fromUrl: '/favorites' }));
    const { url } = (await outcome.json()) as { url: string };
    const customerId = userRow(sandbox.marketplace, BUYER).privateData.stripeCustomerId as string;
    const [subscription] = (await sandbox.stripe.subscriptions.list({ customer: customerId })).data;

    let before = sandbox.deliveries.length;
    expect(await submitPortal(url, { action: 'change_plan', subscription: subscription!.id, price: sandbox.prices['premiumPlan_monthly']! })).toBe('http://127.0.0.1:3000/favorites');
    await deliverWebhooks(before, 1);
    expect(userRow(sandbox.marketplace, BUYER).privateData.membershipPlanId).toBe('premiumPlan');
    expect(userRow(sandbox.marketplace, BUYER).metadata).toMatchObject({ verified: true, starter: false });

    before = sandbox.deliveries.length;
    await submitPortal(url, { action: 'cancel', subscription: subscription!.id });
    await deliverWebhooks(before, 1);
    const user = userRow(sandbox.marketplace, BUYER);
    expect(user.privateData.membershipPlanId).toBe('freePlan');
    expect(user.metadata).toMatchObject({ verified: false, starter: false, international: false });
    const data = await shell.shellData(new Request('http://127.0.0.1:3000/'), as(buyer));
    expect(data.user?.isSubscriber).toBe(false);
  });
});

describe('billing portal', () => {
  it('POST /api/membership/portal-session answers a portal URL that returns to from, or /membership', async () => {
    const customerId = userRow(sandbox.marketplace, BUYER).privateData.stripeCustomerId;
    const withFrom = await run(portal.action as any, '/api/membership/portal-session', as(buyer), json({ fromUrl: '/listings' }));
    const { url } = (await withFrom.json()) as { url: string };
    expect(url).toMatch(/\/pages\/billing_portal\/bps_/);
    const page = await fetch(url);
    expect(await page.text()).toContain('http://127.0.0.1:3000/listings');
    const offSite = await run(portal.action as any, '/api/membership/portal-session', as(buyer), json({ fromUrl: 'https://evil.example/' }));
    const offSiteUrl = ((await offSite.json()) as { url: string }).url;
    expect(await (await fetch(offSiteUrl)).text()).toContain('http://127.0.0.1:3000/membership');
    expect(customerId).toMatch(/^cus_/);
  });

  it('a form post is redirected to the portal; someone without a customer goes to the plans', async () => {
    const viaForm = await run(portal.action as any, '/api/membership/portal-session', as(buyer), form({ fromUrl: '/' }));
    expect(location(viaForm)).toMatch(/\/pages\/billing_portal\/bps_/);
    const rosa = await signIn(ROSA);
    const none = await run(portal.action as any, '/api/membership/portal-session', as(rosa), json({ fromUrl: '/' }));
    expect(((await none.json()) as { url: string }).url).toBe('http://127.0.0.1:3000/membership');
  });

  it('the portal page needs login and keeps only a same-site from', async () => {
    const anonymous = await run(portalPage.loader as any, '/membership-customer-portal?from=%2Ffavorites', as(null));
    expect(location(anonymous)).toBe(`/login?from=${encodeURIComponent('/membership-customer-portal?from=%2Ffavorites')}`);
    expect(await run(portalPage.loader as any, '/membership-customer-portal?from=%2Ffavorites', as(buyer))).toEqual({ fromUrl: '/favorites' });
    expect(await run(portalPage.loader as any, '/membership-customer-portal?from=https%3A%2F%2Fevil.example', as(buyer))).toEqual({ fromUrl: '' });
  });
});

describe('membership success page', () => {
  it('needs login', async () => {
    const outcome = await run(success.loader as any, '/membership-success?plan=starterPlan', as(null));
    expect(location(outcome)).toBe(`/login?from=${encodeURIComponent('/membership-success?plan=starterPlan')}`);
  });

  it('shows the username with the plan badge and a message for starter, premium and other plans', async () => {
    const starter = await run(success.loader as any, '/membership-success?plan=starterPlan&from=%2Ffavorites', as(buyer));
    expect(starter).toMatchObject({ username: 'basilbuys', badge: { planId: 'starterPlan', label: 'Starter' }, variant: 'starter', backHref: '/favorites' });
    const premium = await run(success.loader as any, '/membership-success?plan=premiumPlan', as(buyer));
    expect(premium).toMatchObject({ variant: 'premium', badge: { planId: 'premiumPlan' }, backHref: '/' });
    const intl = await run(success.loader as any, '/membership-success?plan=internationalSellerPlan&from=%2F%2Fevil.example', as(buyer));
    expect(intl).toMatchObject({ variant: 'other', badge: { planId: 'internationalSellerPlan' }, backHref: '/' });
    expect(new Set([starter.message, premium.message, intl.message]).size).toBe(3);
  });

  it('confirms a completed Checkout session with Stripe before the webhook arrives', async () => {
    const rosa = await signIn(ROSA);
    const outcome = await run(checkout.action as any, '/api/membership/checkout-session', as(rosa), json({ planId: 'premiumPlan', isAnnually: false, fromUrl: '/' }));
    const { url } = (await outcome.json()) as { url: string };
    sandbox.pauseWebhooks(true);
    try {
      const before = sandbox.deliveries.length;
      const successUrl = new URL((await payOnCheckoutPage(url))!);
      await deliverWebhooks(before, 3);
      expect(userRow(sandbox.marketplace, ROSA).privateData.membershipPlanId).toBe('freePlan');
      const forged = await run(success.loader as any, '/membership-success?plan=premiumPlan&session_id=cs_test_forged', as(rosa));
      expect(location(forged)).toBe('/membership-success?plan=premiumPlan');
      expect(userRow(sandbox.marketplace, ROSA).privateData.membershipPlanId).toBe('freePlan');
      const confirmed = await run(success.loader as any, `${successUrl.pathname}${successUrl.search}`, as(rosa));
      expect(location(confirmed)).toBe('/membership-success?plan=premiumPlan&from=%2F');
      expect(userRow(sandbox.marketplace, ROSA).privateData.membershipPlanId).toBe('premiumPlan');
      const shown = await run(success.loader as any, location(confirmed)!, as(rosa));
      expect(shown).toMatchObject({ variant: 'premium', badge: { planId: 'premiumPlan' } });
      // Someone else's session changes nothing for this user.
      const seller = await signIn(SELLER);
      await run(success.loader as any, `${successUrl.pathname}${successUrl.search}`, as(seller));
      expect(userRow(sandbox.marketplace, SELLER).privateData.membershipPlanId).toBe('freePlan');
    } finally {
      sandbox.pauseWebhooks(false);
    }
  });
});

