/**
 * The order and sale pages against the marketplace and Stripe twins: what each party sees, who may
 * see it, the message thread, and the actions from payment to reviews with the twin's timers.
 */
import { describe, expect, it } from 'vitest';
import { tryLock } from '~/server/keyed-lock.server';
import { transitionLockKey } from '~/orders/order-actions.server';
import * as orderRoute from '~/routes/order.$id.details';
import * as saleRoute from '~/routes/sale.$id.details';
import { as, dataOf, DAY, type Person, post, purchase, type Rig, run, type Seller, statusOf, stranger, useParties } from './harness';

let rig: Rig;
let seller: Seller;
let customer: Person;
useParties((p) => ({ rig, seller, customer } = p));

const orderPage = (id: string, who: Person | null, query = '') => run(orderRoute.loader, `/order/${id}/details${query}`, { id }, as(who));
const salePage = (id: string, who: Person | null) => run(saleRoute.loader, `/sale/${id}/details`, { id }, as(who));
const act = (route: 'order' | 'sale', id: string, who: Person, fields: Record<string, string>) =>
  run(route === 'order' ? orderRoute.action : saleRoute.action, `/${route}/${id}/details`, { id }, as(who), post(fields));
const transition = (route: 'order' | 'sale', id: string, who: Person, action: string, fields: Record<string, string> = {}) => act(route, id, who, { intent: 'transition', action, ...fields });

describe('who sees which page', () => {
  it('the buyer sees the order, the seller the sale, a third user neither, a visitor is sent to log in', async () => {
    const id = await purchase(rig, customer, seller);
    expect(statusOf(await orderPage(id, customer))).toBe(200);
    expect(statusOf(await salePage(id, seller))).toBe(200);
    expect(statusOf(await salePage(id, customer))).toBe(403);
    expect(statusOf(await orderPage(id, seller))).toBe(403);
    const third = await stranger(rig);
    expect(statusOf(await orderPage(id, third))).toBe(404);
    expect(statusOf(await salePage(id, third))).toBe(404);
    expect(statusOf(await act('order', id, third, { intent: 'send-message', content: 'hi' }))).toBe(404);
    const visitor = await orderPage(id, null);
    expect(statusOf(visitor)).toBe(302);
    expect(statusOf(await orderPage('not-a-uuid', customer))).toBe(404);
  });
});

describe('a paid order', () => {
  it('shows each party its label, breakdown, address, rate, payout timing and actions', async () => {
    const id = await purchase(rig, customer, seller);
    const order = dataOf(await orderPage(id, customer)).order;
    expect(order.status.label).toBe('purchased');
    expect(order.counterpart).toMatchObject({ id: seller.id, removed: false });
    expect(order.listing.title).toBe('Monstera albo variegata');
    expect(order.address).toEqual(['Ada Buyer', '1 Market St', 'Apt 4', 'San Francisco, CA 94105', 'US']);
    expect(order.rate).toMatchObject({ provider: 'USPS', service: 'Priority Mail' });
    expect(order.breakdown.map((r: { label: string; value: string }) => `${r.label}: ${r.value}`)).toEqual(expect.arrayContaining(['Shipping fee: $12.50', 'Transaction fee: $2.50', 'Total: $65.00']));
    expect(order.status.payout).toMatch(/4 days after the buyer marks it received, or 10 days after/);
    expect(order.actions.map((a: { label: string }) => a.label)).toEqual(['Mark received']);
    expect(order.timeline.map((t: { text: string; by: string }) => `${t.text} ${t.by}`)).toEqual(['Checkout started by you', 'Paid by you']);

    const sale = dataOf(await salePage(id, seller)).order;
    expect(sale.status.label).toBe('purchased');
    expect(sale.breakdown.map((r: { label: string; value: string }) => `${r.label}: ${r.value}`)).toEqual(expect.arrayContaining(['Transaction fee: -$5.00', 'Payout total: $45.00']));
    expect(sale.actions.map((a: { label: string }) => a.label)).toEqual(['Mark shipped', 'Decline the sale']);
    expect(sale.canBuyLabel).toBe(true);
  });

  it('an unpaid order shows payment pending with its 15-minute window, then expires with the clock', async () => {
    const id = await purchase(rig, customer, seller, { confirm: false });
    const pending = dataOf(await orderPage(id, customer)).order;
    expect(pending.status.label).toMatch(/payment pending/i);
    expect(pending.status.deadline.text).toBe('Confirm the payment by');
    await rig.advance(16 * 60_000);
    expect(dataOf(await orderPage(id, customer)).order.status.state).toBe('payment-expired');
  });
});

describe('the message thread', () => {
  it('masks contact details before storing, pages by 100, and answers an empty message with 400', async () => {
    const id = await purchase(rig, customer, seller);
    const sent = await act('order', id, customer, { intent: 'send-message', content: 'Call me on +1 415 555 0199 or mail ada@example.com' });
    expect(dataOf(sent)).toMatchObject({ ok: true });
    const thread = dataOf(await salePage(id, seller)).thread;
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual(['Call me on *** or mail ***']);
    expect(thread.messages[0]).toMatchObject({ mine: false });
    const empty = await act('sale', id, seller, { intent: 'send-message', content: '   ' });
    expect(statusOf(empty)).toBe(400);
    expect(dataOf(empty)).toMatchObject({ ok: false, error: 'Write a message first.' });

    for (let i = 0; i < 100; i += 1) await seller.api.messages.send({ transactionId: id, content: `note ${i}` });
    const newest = dataOf(await orderPage(id, customer)).thread;
    expect(newest).toMatchObject({ page: 1, totalPages: 2, olderPage: 2 });
    expect(newest.messages).toHaveLength(100);
    expect(newest.messages.at(-1).content).toBe('note 99');
    const older = dataOf(await orderPage(id, customer, '?messages=2')).thread;
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['Call me on *** or mail ***']);
    expect(older.olderPage).toBeNull();
  });
});

describe('actions', () => {
  it('ship, receive, and both reviews; a second review is refused', async () => {
    const id = await purchase(rig, customer, seller);
    expect(dataOf(await transition('order', id, customer, 'mark-shipped'))).toMatchObject({ ok: false, error: expect.stringContaining('changed') });
    const shipped = await transition('sale', id, seller, 'mark-shipped', { trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
    expect(dataOf(shipped)).toMatchObject({ ok: true });
    const delivered = dataOf(await orderPage(id, customer)).order;
    expect(delivered.status.label).toMatch(/delivered/);
    expect(delivered.shipment).toMatchObject({ trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });

    expect(dataOf(await transition('order', id, customer, 'mark-received'))).toMatchObject({ ok: true });
    expect(dataOf(await orderPage(id, customer)).order.status.state).toBe('received-dispute-phase');
    await rig.advance(4 * DAY);
    const completed = dataOf(await salePage(id, seller)).order;
    expect(completed.status.state).toBe('completed');
    expect(completed.status.payout).toMatch(/^You were paid on/);

    const bad = await transition('order', id, customer, 'review', { reviewRating: '9', reviewContent: 'Great' });
    expect(statusOf(bad)).toBe(400);
    expect(dataOf(bad).fields).toHaveProperty('reviewRating');
    expect(dataOf(await transition('order', id, customer, 'review', { reviewRating: '5', reviewContent: 'Healthy and well packed' }))).toMatchObject({ ok: true });
    expect(dataOf(await transition('order', id, customer, 'review', { reviewRating: '4', reviewContent: 'Again' }))).toMatchObject({ ok: false, error: 'You have already reviewed this order.' });
    expect(dataOf(await transition('sale', id, seller, 'review', { reviewRating: '5', reviewContent: 'Quick payment' }))).toMatchObject({ ok: true });
    const reviewed = dataOf(await orderPage(id, customer)).order;
    expect(reviewed.status.state).toBe('reviewed');
    expect(reviewed.reviews.byCustomer).toMatchObject({ rating: 5, content: 'Healthy and well packed' });
    expect(reviewed.reviews.byProvider).toMatchObject({ rating: 5, content: 'Quick payment' });
  });

  it('a dispute within 3 days of receipt, refused after', async () => {
    const early = await purchase(rig, customer, seller);
    await transition('sale', early, seller, 'mark-shipped');
    await transition('order', early, customer, 'mark-received');
    expect(statusOf(await transition('order', early, customer, 'dispute', { disputeReason: '' }))).toBe(400);
    expect(dataOf(await transition('order', early, customer, 'dispute', { disputeReason: 'The plant arrived rotten' }))).toMatchObject({ ok: true });
    const disputed = dataOf(await salePage(early, seller)).order;
    expect(disputed.status.state).toBe('disputed');
    expect(disputed.dispute).toMatchObject({ reason: 'The plant arrived rotten' });

    const late = await purchase(rig, customer, seller);
    await transition('sale', late, seller, 'mark-shipped');
    await transition('order', late, customer, 'mark-received');
    await rig.advance(3 * DAY + 60_000);
    const refused = await transition('order', late, customer, 'dispute', { disputeReason: 'Too late now' });
    expect(statusOf(refused)).toBe(409);
    expect(dataOf(refused).error).toBe('A dispute can be opened within 3 days of receiving the order.');
  });

  it('one transition at a time per order', async () => {
    const id = await purchase(rig, customer, seller);
    const held = await tryLock(transitionLockKey(id));
    try {
      const busy = await transition('order', id, customer, 'mark-received');
      expect(statusOf(busy)).toBe(409);
      expect(dataOf(busy).error).toBe('Transition already in progress');
    } finally {
      await held?.release();
    }
    expect(dataOf(await transition('order', id, customer, 'mark-received'))).toMatchObject({ ok: true });
  });

  it('shipped and not marked received: received automatically after the timer', async () => {
    const id = await purchase(rig, customer, seller);
    await transition('sale', id, seller, 'mark-shipped');
    await rig.advance(10 * DAY + 60_000);
    expect(['received-dispute-phase', 'received', 'completed']).toContain(dataOf(await orderPage(id, customer)).order.status.state);
  });

  it('review periods: 7 days for both, then 7 more for the other side once one has reviewed', async () => {
    const received = async () => {
      const id = await purchase(rig, customer, seller);
      await transition('sale', id, seller, 'mark-shipped');
      await transition('order', id, customer, 'mark-received');
      await rig.advance(4 * DAY);
      expect(dataOf(await orderPage(id, customer)).order.status.state).toBe('completed');
      return id;
    };
    const nobody = await received();
    const onlyBuyer = await received();
    expect(dataOf(await transition('order', onlyBuyer, customer, 'review', { reviewRating: '4', reviewContent: 'Good roots' }))).toMatchObject({ ok: true });
    expect(dataOf(await salePage(onlyBuyer, seller)).order.status.label).toBe('review needed');

    await rig.advance(7 * DAY + 60_000);
    const lapsed = dataOf(await orderPage(nobody, customer)).order;
    expect(lapsed.status.state).toBe('reviewed');
    expect(lapsed.actions.map((a: { kind: string }) => a.kind)).not.toContain('review');
    const published = dataOf(await salePage(onlyBuyer, seller)).order;
    expect(published.status.state).toBe('reviewed');
    expect(published.reviews.byCustomer).toMatchObject({ rating: 4, content: 'Good roots' });
    expect(published.reviews.byProvider).toBeFalsy();
    expect(statusOf(await transition('sale', onlyBuyer, seller, 'review', { reviewRating: '5', reviewContent: 'Late' }))).toBe(409);
  });

  it('an unknown intent or action is a 400 or 409, never a 500', async () => {
    const id = await purchase(rig, customer, seller);
    expect(statusOf(await act('order', id, customer, { intent: 'explode' }))).toBe(400);
    expect(statusOf(await transition('order', id, customer, 'teleport'))).toBe(409);
  });
});
