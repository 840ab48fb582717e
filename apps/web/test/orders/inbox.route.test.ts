/**
 * The inbox pages and the top bar's badge against the marketplace and Stripe twins: both parties
 * see a purchase with their label under the right filter, ten rows a page, newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxBadgeCount } from '~/inbox/badge.server';
import * as inboxRoute from '~/routes/inbox.$tab';
import * as saleRoute from '~/routes/sale.$id.details';
import { as, buyer, dataOf, post, purchase, run, sellerWithListing, startRig, statusOf, type Person, type Rig } from './harness';

let rig: Rig;
let seller: Person & { listingId: string };
let customer: Person;
const ids: string[] = [];

beforeAll(async () => {
  rig = await startRig();
  seller = await sellerWithListing(rig, 'Philodendron pink princess');
  customer = await buyer(rig);
  for (let i = 0; i < 11; i += 1) {
    ids.push(await purchase(rig, customer, seller));
    rig.clock.advance(60_000);
  }
  // The newest is shipped.
  await run(saleRoute.action, `/sale/${ids[10]}/details`, { id: ids[10]! }, as(seller), post({ intent: 'transition', action: 'mark-shipped', trackingNumber: '9400111899223', carrier: 'USPS' }));
}, 120_000);
afterAll(async () => {
  await rig?.close();
});

const inbox = (tab: string, who: Person | null, query = '') => run(inboxRoute.loader, `/inbox/${tab}${query}`, { tab }, as(who));

describe('inbox', () => {
  it('lists the buyer\'s orders ten a page, newest first, with the listing, the seller and the state', async () => {
    const first = dataOf(await inbox('orders', customer));
    expect(first).toMatchObject({ tab: 'orders', filter: 'all', page: 1, totalPages: 2, totalItems: 11 });
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({ id: ids[10], title: 'Philodendron pink princess', state: 'delivered/shipped', href: `/order/${ids[10]}/details`, needsAction: true });
    expect(first.rows[1]).toMatchObject({ id: ids[9], state: 'purchased' });
    expect(first.rows[0].counterpart).not.toBe('Deleted user');
    const second = dataOf(await inbox('orders', customer, '?page=2'));
    expect(second.rows.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
  });

  it('the seller sees the same purchases as sales, filtered by waiting for shipping and shipping done', async () => {
    const waiting = dataOf(await inbox('sales', seller, '?filter=waiting-for-shipping'));
    expect(waiting.totalItems).toBe(10);
    expect(waiting.rows.every((r: { state: string; href: string }) => r.state === 'purchased' && r.href.startsWith('/sale/'))).toBe(true);
    const done = dataOf(await inbox('sales', seller, '?filter=shipping-done'));
    expect(done.rows.map((r: { id: string }) => r.id)).toEqual([ids[10]]);
    expect(dataOf(await inbox('sales', customer)).totalItems).toBe(0);
  });

  it('the badge counts what waits for the user: sales to ship, orders to mark received', async () => {
    expect(await inboxBadgeCount(as(seller), seller.id, 0)).toBe(10);
    expect(await inboxBadgeCount(as(customer), customer.id, 0)).toBe(1);
  });

  it('an invalid tab is 404, a visitor is sent to log in, a bad page number is page 1', async () => {
    expect(statusOf(await inbox('purchases', customer))).toBe(404);
    expect(statusOf(await inbox('orders', null))).toBe(302);
    expect(dataOf(await inbox('orders', customer, '?page=-3&filter=nonsense'))).toMatchObject({ page: 1, filter: 'all' });
  });
});
