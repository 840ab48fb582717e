// Malformed input never crashes the twin nor yields a 500: random form bodies against every route.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from '@variegata/twin-kit/random';
import { describe, expect, it } from 'vitest';
import { startStripeTwin } from './server';
import { sdkFor, startReceiver, TEST_KEY, useHarness } from './testing/harness';

const h = useHarness();


const KEYS = [
  'amount', 'currency', 'customer', 'payment_method', 'confirm', 'capture_method', 'off_session', 'return_url', 'email',
  'metadata', 'metadata[a]', 'metadata[a][b]', 'expand[]', 'expand[0]', 'limit', 'starting_after', 'ending_before',
  'line_items[0][price]', 'line_items[0][quantity]', 'line_items', 'items[0][price]', 'items', 'mode', 'success_url',
  'transfer_data[destination]', 'transfer_data', 'application_fee_amount', 'on_behalf_of', 'capabilities[transfers][requested]',
  'capabilities[x]', 'account_token', 'external_account', 'external_account[account_number]', 'individual[dob][day]', 'individual',
  'card[number]', 'card[exp_month]', 'card[exp_year]', 'card', 'card[token]', 'type', 'bank_account[routing_number]',
  'bank_account', 'account[business_type]', 'account', 'invoice_settings[default_payment_method]', 'invoice_settings', 'url',
  'enabled_events[]', 'lookup_keys[]', 'recurring[interval]', 'unit_amount', 'product', 'product_data[name]', 'price', 'a[b=',
  'amount_to_capture', 'cancellation_reason', 'cancel_at_period_end', 'destination', 'method', 'reason', 'charge', 'payment_intent',
];
const VALUES = ['', '0', '-1', '1000', '99999999999', '1e3', 'abc', 'true', 'false', 'usd', 'USD', 'xx', 'pm_card_visa', 'cus_nope',
  'acct_nope', 'price_nope', 'http://x.test/', 'subscription', '%00', '\u00e9\u00e8', 'null', '[]', '{}', 'pm_card_chargeDeclined', 'tok_visa'];
const PATHS = [
  'POST /v1/customers', 'GET /v1/customers', 'POST /v1/customers/ID', 'GET /v1/customers/ID', 'DELETE /v1/customers/ID',
  'POST /v1/payment_methods', 'POST /v1/payment_methods/ID/attach', 'POST /v1/payment_methods/ID/detach', 'GET /v1/payment_methods',
  'POST /v1/setup_intents', 'POST /v1/setup_intents/ID/confirm', 'POST /v1/setup_intents/ID/cancel',
  'POST /v1/payment_intents', 'POST /v1/payment_intents/ID', 'POST /v1/payment_intents/ID/confirm', 'POST /v1/payment_intents/ID/capture',
  'POST /v1/payment_intents/ID/cancel', 'GET /v1/payment_intents/ID', 'POST /v1/refunds', 'GET /v1/refunds',
  'POST /v1/accounts', 'POST /v1/accounts/ID', 'GET /v1/accounts/ID', 'POST /v1/accounts/ID/persons', 'POST /v1/account_links',
  'POST /v1/tokens', 'POST /v1/transfers', 'POST /v1/payouts', 'POST /v1/products', 'POST /v1/prices', 'GET /v1/prices',
  'POST /v1/checkout/sessions', 'GET /v1/checkout/sessions/ID', 'POST /v1/subscriptions', 'POST /v1/subscriptions/ID',
  'DELETE /v1/subscriptions/ID', 'POST /v1/billing_portal/sessions', 'POST /v1/webhook_endpoints', 'GET /v1/events',
  'POST /pages/card', 'POST /pages/3ds/ID', 'POST /pages/checkout/ID', 'POST /pages/billing_portal/ID', 'POST /pages/connect/onboarding/ID',
];

describe('robustness', () => {
  it('answers 2xx, 3xx or 4xx (never 5xx) to 600 random requests', async () => {
    const c = await h.stripe.customers.create({});
    const pi = await h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const si = await h.stripe.setupIntents.create({});
    const ids = [c.id, pi.id, si.id, 'x', '%2F..%2F', 'cus_nope', pi.client_secret as string];
    const rand = mulberry32(20261121);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    for (let i = 0; i < 600; i++) {
      const [method, rawPath] = pick(PATHS).split(' ') as [string, string];
      const path = rawPath.replace('ID', pick(ids));
      const pairs: string[] = [];
      const n = Math.floor(rand() * 6);
      for (let k = 0; k < n; k++) pairs.push(`${encodeURIComponent(pick(KEYS)).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(pick(VALUES))}`);
      const body = pairs.join('&');
      const url = `${h.twin.url}${path}${method === 'GET' || method === 'DELETE' ? `?${body}` : ''}`;
      const res = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? body : undefined,
        redirect: 'manual',
      });
      const text = await res.text();
      if (res.status >= 500) throw new Error(`${method} ${path} ${body} -> ${res.status} ${text}`);
      if (path.startsWith('/v1/')) expect(() => JSON.parse(text)).not.toThrow();
    }
    // the twin still works afterwards
    expect((await h.stripe.customers.retrieve(c.id)).id).toBe(c.id);
  });
});

describe('persistence', () => {
  it('keeps objects and pending webhook deliveries across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'twin-stripe-'));
    const dbPath = join(dir, 'stripe.sqlite');
    const rx = await startReceiver();
    try {
      rx.failTimes.set('customer.subscription.created', 0);
      rx.failTimes.set('setup_intent.succeeded', 1);
      const endpoints = [{ url: rx.url, secret: 'whsec_restart', events: ['setup_intent.succeeded'] }];
      const first = await startStripeTwin({ dbPath, port: 0, webhookEndpoints: endpoints, webhookRetry: { baseDelayMs: 60_000 } });
      const si = await sdkFor(first.url).setupIntents.create({ payment_method: 'pm_card_visa', confirm: true });
      await new Promise((r) => setTimeout(r, 100));
      expect(rx.received).toHaveLength(1); // first attempt answered 500, next attempt a minute away
      expect(first.status()['pendingWebhooks']).toBe(1);
      await first.close();

      const second = await startStripeTwin({ dbPath, port: 0, webhookEndpoints: endpoints, webhookRetry: { baseDelayMs: 60_000 } });
      try {
        expect((await sdkFor(second.url).setupIntents.retrieve(si.id)).status).toBe('succeeded');
        expect(second.status()['pendingWebhooks']).toBe(1);
        // make the stored retry due now and let the restarted twin deliver it
        const { default: Database } = await import('better-sqlite3');
        const db = new Database(dbPath);
        db.prepare("UPDATE deliveries SET next_attempt_at = 0 WHERE status = 'pending'").run();
        db.close();
        await second.flushWebhooks();
        expect(rx.received).toHaveLength(2);
        expect(second.status()['pendingWebhooks']).toBe(0);
        const event = await sdkFor(second.url).events.retrieve(JSON.parse(rx.received[1]?.body as string).id);
        expect(event.pending_webhooks).toBe(0);
      } finally {
        await second.close();
      }
    } finally {
      await rx.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
