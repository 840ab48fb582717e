/**
 * POST /api/dispute against the marketplace twin: a reason and a photo (multipart, 20 MB at most)
 * within 3 days of receipt, the right transition before or after mark-received, refused after.
 */
import { describe, expect, it } from 'vitest';
import * as disputeRoute from '~/routes/api.dispute';
import * as orderRoute from '~/routes/order.$id.details';
import * as saleRoute from '~/routes/sale.$id.details';
import { png } from '../support/png';
import { as, CSRF, dataOf, DAY, type Person, post, purchase, type Rig, run, type Seller, statusOf, useParties } from './harness';

let rig: Rig;
let seller: Seller;
let customer: Person;
useParties((p) => ({ rig, seller, customer } = p));

const json = (who: Person, body: unknown) =>
  run(disputeRoute.action, '/api/dispute', {}, as(who), { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': CSRF }, body: JSON.stringify(body) });

async function shipped(receive: boolean): Promise<string> {
  const id = await purchase(rig, customer, seller);
  await run(saleRoute.action, `/sale/${id}/details`, { id }, as(seller), post({ intent: 'transition', action: 'mark-shipped' }));
  if (receive) await run(orderRoute.action, `/order/${id}/details`, { id }, as(customer), post({ intent: 'transition', action: 'mark-received' }));
  return id;
}

const lastTransition = async (id: string) => (await customer.api.transactions.show({ id })).lastTransition;

describe('POST /api/dispute', () => {
  it('after mark-received: received-dispute, with the photo uploaded and shown to the seller', async () => {
    const id = await shipped(true);
    const form = new FormData();
    form.set('transactionId', id);
    form.set('disputeReason', 'Leaves are yellow and the stem is soft');
    form.set('image', new File([new Uint8Array(png(16))], 'plant.png', { type: 'image/png' }));
    const res = await run(disputeRoute.action, '/api/dispute', {}, as(customer), { method: 'POST', headers: { 'x-csrf-token': CSRF }, body: form });
    expect(res.status).toBe(200);
    expect(await lastTransition(id)).toBe('received-dispute');
    const sale = dataOf(await run(saleRoute.loader, `/sale/${id}/details`, { id }, as(seller))).order;
    expect(sale.dispute.reason).toBe('Leaves are yellow and the stem is soft');
    expect(sale.dispute.photos).toHaveLength(1);
  });

  it('before mark-received: the dispute transition; a missing reason is 400; the seller cannot dispute', async () => {
    const id = await shipped(false);
    expect(statusOf(await json(customer, { transactionId: id, disputeReason: '' }))).toBe(400);
    expect(statusOf(await json(seller, { transactionId: id, disputeReason: 'no' }))).toBe(403);
    expect((await json(customer, { transactionId: id, disputeReason: 'Never arrived' })).status).toBe(200);
    expect(await lastTransition(id)).toBe('dispute');
  });

  it('refused more than 3 days after receipt, and over 20 MB', async () => {
    const id = await shipped(true);
    await rig.advance(3 * DAY + 60_000);
    const late = await json(customer, { transactionId: id, disputeReason: 'Too late' });
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe('A dispute can be opened within 3 days of receiving the order.');
    const big = await run(disputeRoute.action, '/api/dispute', {}, as(customer), {
      method: 'POST', headers: { 'x-csrf-token': CSRF, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(21 * 1024 * 1024) }, body: '--x--',
    });
    expect(big.status).toBe(413);
  });
});
