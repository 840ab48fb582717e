import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, startReceiver, type Harness, type Receiver } from './testing/harness';
import { backoffMs, DEFAULT_RETRY, signatureHeader } from './webhooks';

const SECRET = 'whsec_test_contract_secret';
let h: Harness;
let rx: Receiver;

beforeAll(async () => {
  rx = await startReceiver();
  h = await startHarness({ webhookEndpoints: [{ url: rx.url, secret: SECRET }], webhookRetry: { baseDelayMs: 20, maxDelayMs: 40, maxAttempts: 3 } });
});
afterAll(async () => {
  await h.close();
  await rx.close();
});
afterEach(() => {
  rx.received.length = 0;
  rx.failTimes.clear();
});

async function until(cond: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function eventsOf(type: string): Stripe.Event[] {
  return rx.received.map((w) => JSON.parse(w.body) as Stripe.Event).filter((e) => e.type === type);
}

describe('webhooks', () => {
  it('signs deliveries so constructEvent accepts them with the right secret and rejects a wrong one', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
    await until(() => eventsOf('payment_intent.succeeded').length > 0);
    const delivery = rx.received.find((w) => w.body.includes('"payment_intent.succeeded"'));
    const header = delivery?.headers['stripe-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = h.stripe.webhooks.constructEvent(delivery?.body as string, header, SECRET);
    expect(event.type).toBe('payment_intent.succeeded');
    expect((event.data.object as Stripe.PaymentIntent).id).toBe(pi.id);
    expect(event.id).toMatch(/^evt_/);
    expect(event.livemode).toBe(false);
    expect(() => h.stripe.webhooks.constructEvent(delivery?.body as string, header, 'whsec_wrong')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => h.stripe.webhooks.constructEvent(`${delivery?.body} `, header, SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('produces the same signature as the SDK test helper', () => {
    const payload = '{"id":"evt_1"}';
    const t = 1_700_000_000;
    expect(signatureHeader(payload, SECRET, t)).toBe(h.stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: t }));
  });

  it('emits payment_failed, amount_capturable_updated and canceled', async () => {
    const failing = await h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    await h.stripe.paymentIntents.confirm(failing.id, { payment_method: 'pm_card_chargeDeclined' }).catch(() => undefined);
    const held = await h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true });
    await h.stripe.paymentIntents.cancel(held.id);
    await until(() => eventsOf('payment_intent.canceled').length > 0 && eventsOf('payment_intent.payment_failed').length > 0);
    expect(eventsOf('payment_intent.amount_capturable_updated').map((e) => (e.data.object as Stripe.PaymentIntent).id)).toContain(held.id);
    const failed = eventsOf('payment_intent.payment_failed')[0]?.data.object as Stripe.PaymentIntent;
    expect(failed.last_payment_error?.decline_code).toBe('generic_decline');
  });

  it('emits setup_intent.succeeded and setup_intent.setup_failed', async () => {
    const ok = await h.stripe.setupIntents.create({ payment_method: 'pm_card_visa', confirm: true });
    const bad = await h.stripe.setupIntents.create({});
    await h.stripe.setupIntents.confirm(bad.id, { payment_method: 'pm_card_chargeDeclined' }).catch(() => undefined);
    await until(() => eventsOf('setup_intent.succeeded').length > 0 && eventsOf('setup_intent.setup_failed').length > 0);
    expect((eventsOf('setup_intent.succeeded')[0]?.data.object as Stripe.SetupIntent).id).toBe(ok.id);
    expect((eventsOf('setup_intent.setup_failed')[0]?.data.object as Stripe.SetupIntent).id).toBe(bad.id);
  });

  it('retries a failing endpoint with backoff until it answers 2xx', async () => {
    rx.failTimes.set('setup_intent.succeeded', 2);
    await h.stripe.setupIntents.create({ payment_method: 'pm_card_visa', confirm: true });
    await until(() => eventsOf('setup_intent.succeeded').length >= 3);
    const attempts = eventsOf('setup_intent.succeeded');
    expect(new Set(attempts.map((e) => e.id)).size).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    expect(eventsOf('setup_intent.succeeded')).toHaveLength(3);
  });

  it('gives up after maxAttempts', async () => {
    rx.failTimes.set('payment_intent.succeeded', 5);
    await h.stripe.paymentIntents.create({ amount: 777, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
    await until(() => eventsOf('payment_intent.succeeded').length >= 3);
    await new Promise((r) => setTimeout(r, 200));
    expect(eventsOf('payment_intent.succeeded')).toHaveLength(3);
  });

  it('backoff doubles and is bounded', () => {
    expect(backoffMs(DEFAULT_RETRY, 1)).toBe(1000);
    expect(backoffMs(DEFAULT_RETRY, 2)).toBe(2000);
    expect(backoffMs(DEFAULT_RETRY, 3)).toBe(4000);
    expect(backoffMs(DEFAULT_RETRY, 30)).toBe(DEFAULT_RETRY.maxDelayMs);
  });

  it('delivers to endpoints created through the API with their own secret, filtered by enabled_events', async () => {
    const other = await startReceiver();
    try {
      const we = await h.stripe.webhookEndpoints.create({ url: other.url, enabled_events: ['customer.subscription.created', 'setup_intent.succeeded'] });
      expect(we.id).toMatch(/^we_/);
      expect(we.secret).toMatch(/^whsec_/);
      await h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
      await h.stripe.setupIntents.create({ payment_method: 'pm_card_visa', confirm: true });
      await until(() => other.received.length > 0);
      await h.twin.flushWebhooks();
      const types = other.received.map((w) => (JSON.parse(w.body) as Stripe.Event).type);
      expect(types).toEqual(['setup_intent.succeeded']);
      const w = other.received[0];
      expect(h.stripe.webhooks.constructEvent(w?.body as string, w?.headers['stripe-signature'] as string, we.secret as string).type).toBe(
        'setup_intent.succeeded',
      );
      await h.stripe.webhookEndpoints.del(we.id);
    } finally {
      await other.close();
    }
  });

  it('lists and retrieves events', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
    const list = await h.stripe.events.list({ type: 'payment_intent.succeeded', limit: 1 });
    const [latest] = list.data;
    expect((latest?.data.object as Stripe.PaymentIntent).id).toBe(pi.id);
    const again = await h.stripe.events.retrieve(latest?.id as string);
    expect(again.id).toBe(latest?.id);
    expect(again.request?.id).toMatch(/^req_/);
    expect(again.request?.id).toBe(pi.lastResponse.requestId);
    expect(again.request?.idempotency_key).toMatch(/^stripe-node-retry-/);
  });
});
