import { describe, expect, it } from 'vitest';
import { caught, hiddenFields, postForm, useHarness } from './testing/harness';

const h = useHarness({ processingMs: 50 });

const DECLINES: [string, string, string, string][] = [
  ['pm_card_chargeDeclined', 'card_declined', 'generic_decline', 'Your card was declined.'],
  ['pm_card_visa_chargeDeclined', 'card_declined', 'generic_decline', 'Your card was declined.'],
  ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
  ['pm_card_chargeDeclinedLostCard', 'card_declined', 'lost_card', 'Your card was declined.'],
  ['pm_card_chargeDeclinedStolenCard', 'card_declined', 'stolen_card', 'Your card was declined.'],
  ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'expired_card', 'Your card has expired.'],
  ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."],
  [
    'pm_card_chargeDeclinedProcessingError',
    'processing_error',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ],
  ['pm_card_chargeCustomerFail', 'card_declined', 'generic_decline', 'Your card was declined.'],
];

describe('payment intents', () => {
  it('creates in requires_payment_method, confirms to succeeded with a charge', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
    expect(pi.id).toMatch(/^pi_/);
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_`));
    const updated = await h.stripe.paymentIntents.update(pi.id, { payment_method: 'pm_card_visa' });
    expect(updated.status).toBe('requires_confirmation');
    const done = await h.stripe.paymentIntents.confirm(pi.id, { expand: ['latest_charge'] });
    expect(done.status).toBe('succeeded');
    expect(done.amount_received).toBe(2500);
    const ch = done.latest_charge as { id: string; status: string; paid: boolean };
    expect(ch.id).toMatch(/^ch_/);
    expect(ch).toMatchObject({ status: 'succeeded', paid: true });
  });

  it.each(DECLINES)('%s declines with code %s / %s and the intent returns to requires_payment_method', async (pm, code, declineCode, message) => {
    const pi = await h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const e = await caught(h.stripe.paymentIntents.confirm(pi.id, { payment_method: pm }));
    expect(e.type).toBe('StripeCardError');
    expect(e.statusCode).toBe(402);
    expect(e.code).toBe(code);
    expect(e.decline_code).toBe(declineCode);
    expect(e.message).toBe(message);
    expect(e.payment_intent.id).toBe(pi.id);
    expect(e.payment_intent.status).toBe('requires_payment_method');
    const after = await h.stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.decline_code).toBe(declineCode);
    // a new card can still pay the same intent
    const retry = await h.stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    expect(retry.status).toBe('succeeded');
  });

  it('rejects an incorrect card number when a payment method is created', async () => {
    const e = await caught(
      h.stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424241', exp_month: 12, exp_year: 2040, cvc: '123' } }),
    );
    expect(e.type).toBe('StripeCardError');
    expect(e.code).toBe('incorrect_number');
  });

  it('holds funds with capture_method manual, captures part, and refunds', async () => {
    const pi = await h.stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(pi.status).toBe('requires_capture');
    expect(pi.amount_capturable).toBe(5000);
    const e = await caught(h.stripe.paymentIntents.capture(pi.id, { amount_to_capture: 6000 }));
    expect(e.statusCode).toBe(400);
    const captured = await h.stripe.paymentIntents.capture(pi.id, { amount_to_capture: 4000 });
    expect(captured.status).toBe('succeeded');
    expect(captured.amount_received).toBe(4000);
    const refund = await h.stripe.refunds.create({ payment_intent: pi.id, amount: 1500 });
    expect(refund.id).toMatch(/^re_/);
    expect(refund.status).toBe('succeeded');
    const tooMuch = await caught(h.stripe.refunds.create({ payment_intent: pi.id, amount: 3000 }));
    expect(tooMuch.message).toContain('greater than unrefunded amount');
    await h.stripe.refunds.create({ payment_intent: pi.id });
    const again = await caught(h.stripe.refunds.create({ payment_intent: pi.id }));
    expect(again.code).toBe('charge_already_refunded');
    const list = await h.stripe.refunds.list({ payment_intent: pi.id });
    expect(list.data.map((r) => r.amount)).toEqual([2500, 1500]);
  });

  it('cancels an authorised intent and refuses to cancel a succeeded one', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 900, currency: 'usd', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true });
    const canceled = await h.stripe.paymentIntents.cancel(pi.id, { cancellation_reason: 'abandoned' });
    expect(canceled.status).toBe('canceled');
    expect(canceled.cancellation_reason).toBe('abandoned');
    const paid = await h.stripe.paymentIntents.create({ amount: 900, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
    const e = await caught(h.stripe.paymentIntents.cancel(paid.id));
    expect(e.code).toBe('payment_intent_unexpected_state');
  });

  it('refuses amounts below the minimum with Stripe\'s message', async () => {
    const e = await caught(h.stripe.paymentIntents.create({ amount: 20, currency: 'usd' }));
    expect(e.message).toBe('Amount must be at least $0.50 usd');
    expect(e.code).toBe('amount_too_small');
  });

  it('3-D Secure: requires_action with a redirect to the local page, approve completes the payment', async () => {
    const pi = await h.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
      return_url: 'http://site.test/return',
    });
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.type).toBe('redirect_to_url');
    const url = pi.next_action?.redirect_to_url?.url as string;
    expect(url.startsWith(`${h.twin.url}/pages/3ds/${pi.id}`)).toBe(true);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Complete authentication');
    const res = await postForm(`${h.twin.url}/pages/3ds/${pi.id}`, { ...hiddenFields(page), outcome: 'approve' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') as string);
    expect(location.origin + location.pathname).toBe('http://site.test/return');
    expect(location.searchParams.get('payment_intent')).toBe(pi.id);
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
    expect((await h.stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
  });

  it('3-D Secure: failing authentication leaves the intent in requires_payment_method', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 3000, currency: 'usd', payment_method: 'pm_card_authenticationRequiredOnSetup', confirm: true });
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.type).toBe('use_stripe_sdk');
    const url = (pi.next_action?.use_stripe_sdk as { stripe_js: string }).stripe_js;
    const page = await (await fetch(url)).text();
    const res = await postForm(`${h.twin.url}/pages/3ds/${pi.id}`, { ...hiddenFields(page), outcome: 'fail' });
    expect(res.status).toBe(200);
    const after = await h.stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('3-D Secure then insufficient funds: approved authentication still declines', async () => {
    const pi = await h.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds',
      confirm: true,
      return_url: 'http://site.test/r',
    });
    const page = await (await fetch(pi.next_action?.redirect_to_url?.url as string)).text();
    const res = await postForm(`${h.twin.url}/pages/3ds/${pi.id}`, { ...hiddenFields(page), outcome: 'approve' });
    expect(new URL(res.headers.get('location') as string).searchParams.get('redirect_status')).toBe('failed');
    const after = await h.stripe.paymentIntents.retrieve(pi.id);
    expect(after.last_payment_error?.decline_code).toBe('insufficient_funds');
  });

  it('off-session payment with a card that needs authentication fails with authentication_required', async () => {
    const c = await h.stripe.customers.create({});
    const pm = await h.stripe.paymentMethods.attach('pm_card_authenticationRequired', { customer: c.id });
    const e = await caught(
      h.stripe.paymentIntents.create({ amount: 1200, currency: 'usd', customer: c.id, payment_method: pm.id, off_session: true, confirm: true }),
    );
    expect(e.code).toBe('authentication_required');
    expect(e.decline_code).toBe('authentication_required');
    expect(e.payment_intent.status).toBe('requires_payment_method');
  });

  it('a card already set up for off-session use pays off-session', async () => {
    const c = await h.stripe.customers.create({});
    const pm = await h.stripe.paymentMethods.attach('pm_card_authenticationRequiredSetupForOffSession', { customer: c.id });
    const pi = await h.stripe.paymentIntents.create({ amount: 1200, currency: 'usd', customer: c.id, payment_method: pm.id, off_session: true, confirm: true });
    expect(pi.status).toBe('succeeded');
  });

  it('passes through processing before succeeding (twin card pm_card_processing)', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 1200, currency: 'usd', payment_method: 'pm_card_processing', confirm: true });
    expect(pi.status).toBe('processing');
    await new Promise((r) => setTimeout(r, 80));
    expect((await h.stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
  });

  it('card page: a buyer pays with a typed test card number and is sent back to the return URL', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 4200, currency: 'usd' });
    const pageUrl = `${h.twin.url}/pages/card?client_secret=${encodeURIComponent(pi.client_secret as string)}&return_url=${encodeURIComponent('http://site.test/done')}`;
    const html = await (await fetch(pageUrl)).text();
    expect(html).toContain('<label for="number">Card number</label>');
    const declined = await postForm(`${h.twin.url}/pages/card`, { ...hiddenFields(html), number: '4000 0000 0000 9995', exp: '12/40', cvc: '123' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card has insufficient funds.');
    const bad = await postForm(`${h.twin.url}/pages/card`, { ...hiddenFields(html), number: '4242424242424241', exp: '12/40', cvc: '123' });
    expect(await bad.text()).toContain('Your card number is incorrect.');
    const past = await postForm(`${h.twin.url}/pages/card`, { ...hiddenFields(html), number: '4242424242424242', exp: '01/20', cvc: '123' });
    expect(await past.text()).toContain('expiration year is invalid');
    const ok = await postForm(`${h.twin.url}/pages/card`, { ...hiddenFields(html), number: '4242 4242 4242 4242', exp: '12 / 34', cvc: '999' });
    expect(ok.status).toBe(303);
    expect(new URL(ok.headers.get('location') as string).searchParams.get('redirect_status')).toBe('succeeded');
    const done = await fetch(pageUrl, { redirect: 'manual' });
    expect(done.status).toBe(303); // a paid intent sends the buyer straight back
    const paid = await h.stripe.paymentIntents.retrieve(pi.id, { expand: ['payment_method'] });
    expect(paid.status).toBe('succeeded');
    const pm = paid.payment_method as { card: { last4: string; brand: string; fingerprint: string } };
    expect(pm.card).toMatchObject({ last4: '4242', brand: 'visa' });
    expect(JSON.stringify(pm)).not.toContain('4242424242424242');
  });
});

describe('idempotency', () => {
  it('replays the same response for the same key and parameters', async () => {
    const a = await h.stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'key-1' });
    const b = await h.stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'key-1' });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await h.stripe.customers.list({ email: 'idem@example.com' })).data).toHaveLength(1);
  });

  it('replays stored errors too', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const e1 = await caught(h.stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: 'decl-1' }));
    const e2 = await caught(h.stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: 'decl-1' }));
    expect(e2.code).toBe(e1.code);
    expect(e2.raw.charge).toBe(e1.raw.charge);
    expect((await h.stripe.charges.list({ payment_intent: pi.id })).data).toHaveLength(1);
  });

  it('saves no result for a request that failed validation, so the key can be used again', async () => {
    const bad = await caught(h.stripe.paymentIntents.create({ amount: 10, currency: 'usd' }, { idempotencyKey: 'key-3' }));
    expect(bad.code).toBe('amount_too_small');
    const ok = await h.stripe.paymentIntents.create({ amount: 1000, currency: 'usd' }, { idempotencyKey: 'key-3' });
    expect(ok.status).toBe('requires_payment_method');
  });

  it('rejects the same key with different parameters (idempotency_error)', async () => {
    await h.stripe.customers.create({ email: 'one@example.com' }, { idempotencyKey: 'key-2' });
    const e = await caught(h.stripe.customers.create({ email: 'two@example.com' }, { idempotencyKey: 'key-2' }));
    expect(e.type).toBe('StripeIdempotencyError');
    expect(e.statusCode).toBe(400);
    expect(e.message).toContain("Try using a key other than 'key-2'");
  });
});
