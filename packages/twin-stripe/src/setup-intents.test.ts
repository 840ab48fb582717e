import { describe, expect, it } from 'vitest';
import { caught, hiddenFields, postForm, useHarness } from './testing/harness';
import { cardPageUrl } from './urls';

const h = useHarness();

describe('setup intents and saved cards', () => {
  it('saves a card: succeeded, attached to the customer, listed by customer and type', async () => {
    const c = await h.stripe.customers.create({});
    const si = await h.stripe.setupIntents.create({ customer: c.id });
    expect(si.id).toMatch(/^seti_/);
    expect(si.status).toBe('requires_payment_method');
    expect(si.client_secret).toMatch(new RegExp(`^${si.id}_secret_`));
    const done = await h.stripe.setupIntents.confirm(si.id, { payment_method: 'pm_card_visa' });
    expect(done.status).toBe('succeeded');
    const pms = await h.stripe.paymentMethods.list({ customer: c.id, type: 'card' });
    expect(pms.data).toHaveLength(1);
    expect(pms.data[0]?.id).toBe(done.payment_method);
    const viaCustomer = await h.stripe.customers.listPaymentMethods(c.id, { type: 'card' });
    expect(viaCustomer.data.map((p) => p.id)).toEqual([done.payment_method]);
  });

  it('a declining card fails the setup with a 402 and setup_intent in the error', async () => {
    const c = await h.stripe.customers.create({});
    const si = await h.stripe.setupIntents.create({ customer: c.id });
    const e = await caught(h.stripe.setupIntents.confirm(si.id, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }));
    expect(e.type).toBe('StripeCardError');
    expect(e.decline_code).toBe('insufficient_funds');
    expect(e.setup_intent.id).toBe(si.id);
    const after = await h.stripe.setupIntents.retrieve(si.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_setup_error?.code).toBe('card_declined');
    expect((await h.stripe.paymentMethods.list({ customer: c.id })).data).toHaveLength(0);
  });

  it('attaching a declining card fails, pm_card_chargeCustomerFail attaches', async () => {
    const c = await h.stripe.customers.create({});
    const e = await caught(h.stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: c.id }));
    expect(e.code).toBe('card_declined');
    const pm = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: c.id });
    expect(pm.customer).toBe(c.id);
    const detached = await h.stripe.paymentMethods.detach(pm.id);
    expect(detached.customer).toBeNull();
    const again = await caught(h.stripe.paymentMethods.detach(pm.id));
    expect(again.statusCode).toBe(400);
  });

  it('3-D Secure on setup: requires_action, the local page approves, later off-session payments succeed', async () => {
    const c = await h.stripe.customers.create({});
    const si = await h.stripe.setupIntents.create({
      customer: c.id,
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      confirm: true,
      return_url: 'http://site.test/cards',
    });
    expect(si.status).toBe('requires_action');
    expect(si.next_action?.type).toBe('redirect_to_url');
    const page = await (await fetch(si.next_action?.redirect_to_url?.url as string)).text();
    const res = await postForm(`${h.twin.url}/pages/3ds/${si.id}`, { ...hiddenFields(page), outcome: 'approve' });
    const loc = new URL(res.headers.get('location') as string);
    expect(loc.searchParams.get('setup_intent')).toBe(si.id);
    expect(loc.searchParams.get('redirect_status')).toBe('succeeded');
    const done = await h.stripe.setupIntents.retrieve(si.id);
    expect(done.status).toBe('succeeded');
    const payWithSavedCard = (session: { off_session?: boolean }) =>
      h.stripe.paymentIntents.create({ amount: 1500, currency: 'usd', customer: c.id, payment_method: done.payment_method as string, ...session, confirm: true });
    const pi = await payWithSavedCard({ off_session: true });
    expect(pi.status).toBe('succeeded');
    // but an on-session payment with the same card asks for authentication again
    const onSession = await payWithSavedCard({});
    expect(onSession.status).toBe('requires_action');
  });

  it('3-D Secure failure on setup emits the failure state', async () => {
    const si = await h.stripe.setupIntents.create({ payment_method: 'pm_card_authenticationRequired', confirm: true });
    const page = await (await fetch((si.next_action?.use_stripe_sdk as { stripe_js: string }).stripe_js)).text();
    await postForm(`${h.twin.url}/pages/3ds/${si.id}`, { ...hiddenFields(page), outcome: 'fail' });
    const after = await h.stripe.setupIntents.retrieve(si.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_setup_error?.code).toBe('setup_intent_authentication_failure');
  });

  it('cancels a setup intent once', async () => {
    const si = await h.stripe.setupIntents.create({});
    const canceled = await h.stripe.setupIntents.cancel(si.id);
    expect(canceled.status).toBe('canceled');
    const e = await caught(h.stripe.setupIntents.cancel(si.id));
    expect(e.code).toBe('setup_intent_unexpected_state');
  });

  it('card page for a setup intent stores brand, last4, expiry and fingerprint only', async () => {
    const c = await h.stripe.customers.create({});
    const si = await h.stripe.setupIntents.create({ customer: c.id });
    const html = await (await fetch(cardPageUrl(h.twin.url, si.client_secret as string, 'http://site.test/saved'))).text();
    expect(html).toContain('Add a card');
    const res = await postForm(`${h.twin.url}/pages/card`, { ...hiddenFields(html), number: '5555555555554444', exp: '07/39', cvc: '314' });
    expect(res.status).toBe(303);
    const [pm] = (await h.stripe.paymentMethods.list({ customer: c.id, type: 'card' })).data;
    expect(pm?.card).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 7, exp_year: 2039 });
    expect(pm?.card?.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(JSON.stringify(pm)).not.toContain('5555555555554444');
    // the same number gives the same fingerprint
    const again = await h.stripe.paymentMethods.create({ type: 'card', card: { number: '5555555555554444', exp_month: 1, exp_year: 2041 } });
    expect(again.card?.fingerprint).toBe(pm?.card?.fingerprint);
  });

  it('card page with a 3-D Secure card goes through the challenge page', async () => {
    const si = await h.stripe.setupIntents.create({});
    const html = await (await fetch(cardPageUrl(h.twin.url, si.client_secret as string, 'http://site.test/saved'))).text();
    const res = await postForm(`${h.twin.url}/pages/card`, { ...hiddenFields(html), number: '4000002760003184', exp: '12/40', cvc: '123' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain(`/pages/3ds/${si.id}`);
  });

  it('an unknown client secret gives a 404 page', async () => {
    const res = await fetch(`${h.twin.url}/pages/card?client_secret=seti_x_secret_y`);
    expect(res.status).toBe(404);
  });
});
