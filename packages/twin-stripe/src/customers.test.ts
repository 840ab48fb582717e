import { describe, expect, it } from 'vitest';
import { caught, sdkFor, useHarness } from './testing/harness';

const h = useHarness();

describe('customers', () => {
  it('creates, retrieves and updates a customer with Stripe ids and livemode false', async () => {
    const c = await h.stripe.customers.create({ email: 'ann@example.com', name: 'Ann', metadata: { userId: 'u1', drop: 'x' } });
    expect(c.id).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    expect(c.object).toBe('customer');
    expect(c.livemode).toBe(false);
    expect(c.metadata).toEqual({ userId: 'u1', drop: 'x' });
    const u = await h.stripe.customers.update(c.id, { name: 'Ann B', metadata: { drop: '' } });
    expect(u.name).toBe('Ann B');
    expect(u.metadata).toEqual({ userId: 'u1' });
    const r = await h.stripe.customers.retrieve(c.id);
    expect(r).toMatchObject({ id: c.id, email: 'ann@example.com', name: 'Ann B' });
  });

  it('lists by email and paginates with starting_after / ending_before', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await h.stripe.customers.create({ email: 'page@example.com' })).id);
    const first = await h.stripe.customers.list({ email: 'page@example.com', limit: 2 });
    expect(first.object).toBe('list');
    expect(first.data.map((c) => c.id)).toEqual([ids[4], ids[3]]);
    expect(first.has_more).toBe(true);
    const second = await h.stripe.customers.list({ email: 'page@example.com', limit: 2, starting_after: ids[3] });
    expect(second.data.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    const last = await h.stripe.customers.list({ email: 'page@example.com', limit: 2, starting_after: ids[1] });
    expect(last.data.map((c) => c.id)).toEqual([ids[0]]);
    expect(last.has_more).toBe(false);
    const back = await h.stripe.customers.list({ email: 'page@example.com', limit: 2, ending_before: ids[1] });
    expect(back.data.map((c) => c.id)).toEqual([ids[3], ids[2]]);
    expect(back.has_more).toBe(true);
    const all: string[] = [];
    for await (const c of h.stripe.customers.list({ email: 'page@example.com', limit: 2 })) all.push(c.id);
    expect(all).toEqual([...ids].reverse());
  });

  it('sets and expands the default payment method, and clears it on detach', async () => {
    const c = await h.stripe.customers.create({ email: 'pm@example.com' });
    const pm = await h.stripe.paymentMethods.attach('pm_card_mastercard', { customer: c.id });
    expect(pm.id).toMatch(/^pm_/);
    expect(pm.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const u = await h.stripe.customers.update(c.id, {
      invoice_settings: { default_payment_method: pm.id },
      expand: ['invoice_settings.default_payment_method'],
    });
    const dpm = u.invoice_settings.default_payment_method as { id: string; card: { last4: string } };
    expect(dpm.id).toBe(pm.id);
    expect(dpm.card.last4).toBe('4444');
    await h.stripe.paymentMethods.detach(pm.id);
    const after = await h.stripe.customers.retrieve(c.id);
    expect((after as { invoice_settings: { default_payment_method: unknown } }).invoice_settings.default_payment_method).toBeNull();
  });

  it('refuses a default payment method that is not attached to the customer', async () => {
    const c = await h.stripe.customers.create({});
    const pm = await h.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    const e = await caught(h.stripe.customers.update(c.id, { invoice_settings: { default_payment_method: pm.id } }));
    expect(e.type).toBe('StripeInvalidRequestError');
    expect(e.message).toContain('must be attached to the customer');
  });

  it('answers 404 resource_missing for an unknown id and deletes customers', async () => {
    const e = await caught(h.stripe.customers.retrieve('cus_missing'));
    expect(e.statusCode).toBe(404);
    expect(e.code).toBe('resource_missing');
    expect(e.message).toBe("No such customer: 'cus_missing'");
    const c = await h.stripe.customers.create({});
    const d = await h.stripe.customers.del(c.id);
    expect(d.deleted).toBe(true);
    const r = await h.stripe.customers.retrieve(c.id);
    expect(r.deleted).toBe(true);
  });

  it('rejects requests without a key or with a non-test key (401)', async () => {
    const res = await fetch(`${h.twin.url}/v1/customers`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('You did not provide an API key');
    const e = await caught(sdkFor(h.twin.url, 'sk_live_abcdefghijkl').customers.list());
    expect(e.type).toBe('StripeAuthenticationError');
    expect(e.statusCode).toBe(401);
  });

  it('names the path of an unimplemented endpoint in a Stripe-style 404', async () => {
    const e = await caught(h.stripe.coupons.list());
    expect(e.statusCode).toBe(404);
    expect(e.message).toContain('Unrecognized request URL (GET: /v1/coupons)');
  });

  it('rejects an invalid limit with 400', async () => {
    const e = await caught(h.stripe.customers.list({ limit: 500 }));
    expect(e.statusCode).toBe(400);
    expect(e.param).toBe('limit');
  });
});
