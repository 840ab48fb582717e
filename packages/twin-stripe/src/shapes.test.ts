// Fidelity: every field the stripe@23 type definitions mark as always present is present in the twin's objects.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, useHarness } from './testing/harness';
import { seedStripeDemo } from './seed';

const stripeDir = fileURLToPath(new URL('../node_modules/stripe', import.meta.url));

/** Names of the non-optional fields of `export interface <name>` in a stripe .d.ts file. */
function requiredFields(file: string, name: string): string[] {
  const text = readFileSync(join(stripeDir, 'esm', 'resources', file), 'utf8');
  const start = text.indexOf(`export interface ${name} {`);
  if (start < 0) throw new Error(`interface ${name} not found in ${file}`);
  const lines = text.slice(start).split('\n').slice(1);
  const out: string[] = [];
  for (const line of lines) {
    if (line.startsWith('}')) break;
    const m = /^ {4}([a-z_0-9]+)(\??):/.exec(line);
    if (m !== null && m[2] === '') out.push(m[1] as string);
  }
  return out;
}

const h = useHarness();
const objects: Record<string, unknown> = {};

beforeAll(async () => {
  const s = h.stripe;
  const prices = await seedStripeDemo(s);
  const customer = await s.customers.create({ email: 'shape@example.com' });
  const pm = await s.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  const si = await s.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_visa', confirm: true });
  const acct = await s.accounts.create({ type: 'custom', country: 'US', capabilities: { transfers: { requested: true } } });
  const link = await s.accountLinks.create({ account: acct.id, return_url: 'http://site.test/r', refresh_url: 'http://site.test/f', type: 'account_onboarding' });
  await postForm(link.url, { action: 'submit' });
  const pi = await s.paymentIntents.create({ amount: 2000, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true, transfer_data: { destination: acct.id }, application_fee_amount: 200 });
  const charge = await s.charges.retrieve(pi.latest_charge as string);
  const refund = await s.refunds.create({ payment_intent: pi.id, amount: 500 });
  const token = await s.tokens.create({ account: { business_type: 'individual', tos_shown_and_accepted: true } });
  const transfer = await s.transfers.create({ amount: 100, currency: 'usd', destination: acct.id });
  const payout = await s.payouts.create({ amount: 100, currency: 'usd' }, { stripeAccount: acct.id });
  const person = await s.accounts.createPerson(acct.id, { first_name: 'P' });
  const session = await s.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: prices['starterPlan_monthly'] as string, quantity: 1 }],
    customer: customer.id,
    success_url: 'http://site.test/ok',
  });
  await postForm(session.url as string, { number: '4242424242424242', exp: '12/40', cvc: '123' });
  const completed = await s.checkout.sessions.retrieve(session.id);
  const sub = await s.subscriptions.retrieve(completed.subscription as string);
  const invoice = await s.invoices.retrieve(sub.latest_invoice as string);
  const portal = await s.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://site.test/a' });
  const we = await s.webhookEndpoints.create({ url: 'http://127.0.0.1:9/x', enabled_events: ['*'] });
  const event = (await s.events.list({ limit: 1 })).data[0];
  const price = await s.prices.retrieve(prices['starterPlan_monthly'] as string);
  const product = await s.products.retrieve(price.product as string);
  Object.assign(objects, {
    customer: await s.customers.retrieve(customer.id), pm, si, acct: await s.accounts.retrieve(acct.id), link, pi, charge, refund, token,
    transfer, payout, person, completed, sub, item: sub.items.data[0], invoice, portal, we, event, price, product,
  });
});

const CASES: [string, string, string, string[]][] = [
  ['customer', 'Customers.d.ts', 'Customer', []],
  ['pm', 'PaymentMethods.d.ts', 'PaymentMethod', []],
  ['si', 'SetupIntents.d.ts', 'SetupIntent', []],
  ['pi', 'PaymentIntents.d.ts', 'PaymentIntent', []],
  ['charge', 'Charges.d.ts', 'Charge', []],
  ['refund', 'Refunds.d.ts', 'Refund', []],
  ['acct', 'Accounts.d.ts', 'Account', []],
  ['link', 'AccountLinks.d.ts', 'AccountLink', []],
  ['token', 'Tokens.d.ts', 'Token', []],
  ['transfer', 'Transfers.d.ts', 'Transfer', []],
  ['payout', 'Payouts.d.ts', 'Payout', []],
  ['person', 'Persons.d.ts', 'Person', []],
  ['completed', 'Checkout/Sessions.d.ts', 'Session', []],
  ['sub', 'Subscriptions.d.ts', 'Subscription', []],
  ['item', 'SubscriptionItems.d.ts', 'SubscriptionItem', []],
  ['invoice', 'Invoices.d.ts', 'Invoice', []],
  ['portal', 'BillingPortal/Sessions.d.ts', 'Session', []],
  ['we', 'WebhookEndpoints.d.ts', 'WebhookEndpoint', []],
  ['event', 'Events.d.ts', 'EventBase', []],
  ['price', 'Prices.d.ts', 'Price', []],
  ['product', 'Products.d.ts', 'Product', []],
];

describe('object shapes match the stripe@23 types', () => {
  it.each(CASES)('%s has every required field of %s#%s', (key, file, name, exempt) => {
    const o = objects[key] as Record<string, unknown>;
    expect(o).toBeDefined();
    const missing = requiredFields(file, name).filter((f) => !(f in o) && !exempt.includes(f));
    if (missing.length > 0) console.log('MISSING', key, JSON.stringify(missing));
    expect(missing).toEqual([]);
    expect(o['livemode'] ?? false).toBe(false);
  });

  it('the parser finds fields (guards against a silent empty list)', () => {
    expect(requiredFields('PaymentIntents.d.ts', 'PaymentIntent')).toContain('amount_capturable');
  });

  it('typed access works on a retrieved subscription', () => {
    const sub = objects['sub'] as Stripe.Subscription;
    expect(sub.items.data[0]?.current_period_end).toBeGreaterThan(sub.items.data[0]?.current_period_start ?? Infinity);
  });
});
