/**
 * POST /api/events against the marketplace twin: a party's message event is accepted (the
 * marketplace has emailed the other party), a listing event from its author; bad input is 400, a
 * stranger's event 404, a visitor 401, another sender 403.
 */
import { describe, expect, it } from 'vitest';
import * as eventsRoute from '~/routes/api.events';
import { as, type Person, post, purchase, type Rig, run, type Seller, statusOf, stranger, useParties } from './harness';

let rig: Rig;
let seller: Seller;
let customer: Person;
useParties((p) => ({ rig, seller, customer } = p));

const report = (who: Person | null, fields: Record<string, string>) => run(eventsRoute.action, '/api/events', {}, as(who), post(fields));

describe('POST /api/events', () => {
  it('a new message: accepted from a party; the other party already has the email from the marketplace', async () => {
    const id = await purchase(rig, customer, seller);
    await customer.api.messages.send({ transactionId: id, content: 'Is it well rooted?' });
    const res = await report(customer, { eventType: 'NEW_MESSAGE', transactionId: id, sender: customer.id, content: 'Is it well rooted?' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { eventType: 'NEW_MESSAGE', transactionId: id } });
    const outbox = rig.payments.twin.app.db.prepare("SELECT to_email, kind FROM outbox WHERE kind = 'new-message'").all() as { to_email: string; kind: string }[];
    expect(outbox.map((m) => m.to_email)).toContain(seller.email);
    expect(statusOf(await report(seller, { eventType: 'message opened', transactionId: id }))).toBe(202);
  });

  it('listing events from the listing author', async () => {
    expect(statusOf(await report(seller, { eventType: 'price updated', listingId: seller.listingId }))).toBe(202);
    expect(statusOf(await report(customer, { eventType: 'RESTOCKED', listingId: seller.listingId }))).toBe(404);
  });

  it('refuses bad input, strangers, visitors and another sender', async () => {
    const id = await purchase(rig, customer, seller);
    expect(statusOf(await report(customer, { eventType: 'EXPLODE', transactionId: id }))).toBe(400);
    expect(statusOf(await report(customer, { eventType: 'NEW_MESSAGE' }))).toBe(400);
    expect(statusOf(await report(customer, { eventType: 'NEW_LISTING', transactionId: id }))).toBe(400);
    expect(statusOf(await report(await stranger(rig), { eventType: 'NEW_MESSAGE', transactionId: id }))).toBe(404);
    expect(statusOf(await report(null, { eventType: 'NEW_MESSAGE', transactionId: id }))).toBe(401);
    expect(statusOf(await report(customer, { eventType: 'NEW_MESSAGE', transactionId: id, sender: seller.id }))).toBe(403);
  });
});
