/**
 * The seller's shipping label through the shippo SDK against the Shippo twin: bought once per
 * order for the buyer's chosen rate, shown to the seller as a PDF with its tracking number, given
 * to the buyer when the order is marked shipped, refunded when the seller declines the sale;
 * refused to the buyer, to strangers and without a carrier rate.
 */
import { describe, expect, it } from 'vitest';
import * as labelRoute from '~/routes/api.create-shipping-transaction';
import * as orderRoute from '~/routes/order.$id.details';
import * as saleRoute from '~/routes/sale.$id.details';
import { as, carrierRate, CSRF, dataOf, type Person, post, purchase, type Rig, run, type Seller, statusOf, stranger, useParties } from './harness';

let rig: Rig;
let seller: Seller;
let customer: Person;
useParties((p) => ({ rig, seller, customer } = p));

const api = (who: Person | null, body: unknown) =>
  run(labelRoute.action, '/api/create-shipping-transaction', {}, as(who), { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': CSRF }, body: JSON.stringify(body) });

describe('buying the label', () => {
  it('the seller buys one label; the buyer gets its tracking number once the order is marked shipped', async () => {
    const id = await purchase(rig, customer, seller, { rateObjectId: await carrierRate(rig) });
    const first = await api(seller, { transactionId: id });
    expect(first.status).toBe(200);
    const label = (await first.json()).data;
    expect(label).toMatchObject({ trackingNumber: expect.stringMatching(/\d{10,}/), carrier: 'USPS', service: 'Priority Mail' });
    expect((await fetch(label.labelUrl)).headers.get('content-type')).toBe('application/pdf');

    const again = await (await api(seller, { transactionId: id })).json();
    expect(again.data.shippoTransactionId).toBe(label.shippoTransactionId);
    const viaPage = dataOf(await run(saleRoute.action, `/sale/${id}/details`, { id }, as(seller), post({ intent: 'buy-label' })));
    expect(viaPage.notice).toContain(label.trackingNumber);
    expect((await rig.shippo.transactions.list({})).results?.filter((t) => t.objectId === label.shippoTransactionId)).toHaveLength(1);

    const sale = dataOf(await run(saleRoute.loader, `/sale/${id}/details`, { id }, as(seller))).order;
    expect(sale.label).toMatchObject({ trackingNumber: label.trackingNumber });
    expect(sale.canBuyLabel).toBe(false);
    expect(dataOf(await run(orderRoute.loader, `/order/${id}/details`, { id }, as(customer))).order.shipment).toBeNull();

    expect(dataOf(await run(saleRoute.action, `/sale/${id}/details`, { id }, as(seller), post({ intent: 'transition', action: 'mark-shipped' })))).toMatchObject({ ok: true });
    const order = dataOf(await run(orderRoute.loader, `/order/${id}/details`, { id }, as(customer))).order;
    expect(order.shipment).toMatchObject({ trackingNumber: label.trackingNumber, carrier: 'USPS' });
    expect(order.label).toBeNull();
  });

  it('declining the sale after buying the label refunds the unused label, once, and the sale page says so', async () => {
    const id = await purchase(rig, customer, seller, { rateObjectId: await carrierRate(rig) });
    const label = (await (await api(seller, { transactionId: id })).json()).data;
    const declined = dataOf(await run(saleRoute.action, `/sale/${id}/details`, { id }, as(seller), post({ intent: 'transition', action: 'decline-sale' })));
    expect(declined).toMatchObject({ ok: true });
    expect((await rig.shippo.transactions.get(label.shippoTransactionId)).status).toBe('REFUNDED');
    const refunds = (await rig.shippo.refunds.list({})).results?.filter((r) => r.transaction === label.shippoTransactionId);
    expect(refunds).toHaveLength(1);
    const sale = dataOf(await run(saleRoute.loader, `/sale/${id}/details`, { id }, as(seller))).order;
    expect(sale.status.state).toBe('canceled');
    expect(sale.label.refund).toMatchObject({ status: 'refunded' });
  });

  it('refuses the buyer, a stranger, a visitor, bad input, and an order without a carrier rate', async () => {
    const id = await purchase(rig, customer, seller);
    expect(statusOf(await api(customer, { transactionId: id }))).toBe(403);
    expect(statusOf(await api(await stranger(rig), { transactionId: id }))).toBe(404);
    expect(statusOf(await api(null, { transactionId: id }))).toBe(401);
    expect(statusOf(await api(seller, { transactionId: 42 }))).toBe(400);
    expect(statusOf(await run(labelRoute.action, '/api/create-shipping-transaction', {}, as(seller), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))).toBe(403);
    const noRate = await api(seller, { transactionId: id });
    expect(noRate.status).toBe(502);
  });
});
