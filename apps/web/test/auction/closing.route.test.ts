/**
 * The closing job against the real twins: an ended auction is closed once (closedAuctionInt = 1), the
 * winner's bidding transaction is charged off session with the saved card and becomes a purchased
 * order, the other bidders' transactions end, a second run (or a run after a restart) does nothing;
 * below the reserve the highest bidder waits for the seller, who accepts from the sale page (a starter
 * perk) and the winner is charged, or the 5-day timer expires it; the end-of-auction mails go out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateAfter } from '@variegata/transaction-process/process';
import { integration } from '~/server/marketplace.server';
import { closeDueAuctions } from '~/auction/closing-run.server';
import { closingMails, mailEndingSoon, type SendMail } from '~/auction/auction-mail-send.server';
import { storedAuctionResult } from '~/auction/closing-result';
import { DEFAULT_SORT } from '~/search/search-config';
import { AUCTIONS_PATH } from '~/shell/config';
import { publicApiFor } from '~/server/marketplace.server';
import { as, DAY, dataOf, post, run, startRig, statusOf, stranger, type Rig } from '../orders/harness';
import { auction, bidder, seedBids } from './closing-harness';

let rig: Rig;
const mails: { to: string; subject: string; text: string }[] = [];
const send: SendMail = async (mail) => void mails.push(mail);

beforeAll(async () => {
  rig = await startRig();
});
afterAll(async () => {
  await rig?.close();
});

const stateOf = async (transactionId: string) => stateAfter((await integration().transactions.show({ id: transactionId })).lastTransition);
const now = () => new Date(rig.clock.now());
const close = () => closeDueAuctions(now(), { onClosed: closingMails(integration(), send) });
const mailsTo = (email: string) => mails.filter((m) => m.to === email).map((m) => m.subject);

describe('closing an auction whose reserve is met', () => {
  it('charges the winner, ends the others, sets closedAuctionInt once, and mails the winner and the seller', async () => {
    const { listingId, seller } = await auction(rig, { endsAt: rig.clock.now() + 60_000, reservePrice: 2000, title: 'Monstera reserve met' });
    const alice = await bidder(rig, listingId);
    const bob = await bidder(rig, listingId);
    await seedBids(listingId, [[alice, 1500], [bob, 2200], [alice, 2500]], rig.clock.now());

    expect(await close()).toEqual([]);
    expect(await stateOf(alice.transactionId)).toBe('bidding');

    rig.clock.advance(61_000);
    const closed = await close();
    expect(closed.map((c) => c.listingId)).toContain(listingId);

    expect(await stateOf(alice.transactionId)).toBe('purchased');
    expect(await stateOf(bob.transactionId)).toBe('auction-lost');
    const listing = await integration().listings.show({ id: listingId });
    expect(listing.publicData.closedAuctionInt).toBe(1);
    expect(storedAuctionResult(listing.metadata)).toMatchObject({ outcome: 'sold', winnerId: alice.id, amount: 2500, transactionId: alice.transactionId, charged: true });
    const order = await integration().transactions.show({ id: alice.transactionId });
    expect(order.payinTotal).toMatchObject({ amount: expect.any(Number), currency: 'USD' });
    expect(order.lineItems.find((item) => item.code === 'line-item/units')?.unitPrice.amount).toBe(2500);
    // Shipped to the winner's saved address at the cheapest rate they may have, charged with the bid.
    const shipping = order.lineItems.find((item) => item.code === 'line-item/shipping-fee');
    expect(shipping?.lineTotal.amount).toBeGreaterThan(0);
    expect(order.protectedData['shippingAddress']).toMatchObject({ recipientName: 'Ada Bidder', location: { selectedPlace: { addressDetails: { street1: '1 Market St', zip: '94105', country: 'US' } } } });
    expect(order.protectedData['shippingRate']).toMatchObject({ amount: shipping?.lineTotal.amount, currency: 'USD' });

    expect(mailsTo(alice.email)).toEqual(['You won the auction: Monstera reserve met']);
    expect(mailsTo(seller.email)).toEqual(['Sold: Monstera reserve met']);
    expect(mailsTo(bob.email)).toEqual([]);

    // A second run, as after a restart: nothing closes twice, nobody is charged or mailed again.
    const count = mails.length;
    expect((await close()).map((c) => c.listingId)).not.toContain(listingId);
    expect(mails.length).toBe(count);
  });

  it('catches up on auctions that ended while nothing ran, and closes one without bids', async () => {
    const quiet = await auction(rig, { endsAt: rig.clock.now() + 1000, title: 'Alocasia without bids' });
    const sold = await auction(rig, { endsAt: rig.clock.now() + 2000, title: 'Anthurium caught up' });
    const carol = await bidder(rig, sold.listingId);
    await seedBids(sold.listingId, [[carol, 1200]], rig.clock.now());
    rig.clock.advance(DAY);
    const closed = await close();
    expect(closed.map((c) => c.listingId)).toEqual(expect.arrayContaining([quiet.listingId, sold.listingId]));
    expect(storedAuctionResult((await integration().listings.show({ id: quiet.listingId })).metadata)).toMatchObject({ outcome: 'no-bids' });
    expect(await stateOf(carol.transactionId)).toBe('purchased');
  });

  it('ends the bidding transactions no bid recorded (a refused bid, a write that failed), with or without bids', async () => {
    const sold = await auction(rig, { endsAt: rig.clock.now() + 1000, title: 'Philodendron with a stray entry' });
    const winner = await bidder(rig, sold.listingId);
    const stray = await bidder(rig, sold.listingId);
    await seedBids(sold.listingId, [[winner, 1500]], rig.clock.now());
    const quiet = await auction(rig, { endsAt: rig.clock.now() + 1000, title: 'Syngonium with only a stray entry' });
    const lonely = await bidder(rig, quiet.listingId);
    rig.clock.advance(2000);
    await close();
    expect(await stateOf(stray.transactionId)).toBe('auction-lost');
    expect(await stateOf(lonely.transactionId)).toBe('auction-lost');
    expect(await stateOf(winner.transactionId)).toBe('purchased');
  });
});

describe('ending within the hour', () => {
  it('mails the bidders and the members who favourited it once, never the seller', async () => {
    const { listingId, seller } = await auction(rig, { endsAt: rig.clock.now() + 30 * 60_000, title: 'Rhaphidophora ending soon' });
    const later = await auction(rig, { endsAt: rig.clock.now() + 3 * 60 * 60_000, title: 'Rhaphidophora ending later' });
    const gus = await bidder(rig, listingId);
    await seedBids(listingId, [[gus, 1500]], rig.clock.now());
    const fan = await stranger(rig);
    await integration().users.updateProfile({ id: fan.id, protectedData: { myFavorites: [listingId, later.listingId] } });
    await integration().users.updateProfile({ id: seller.id, protectedData: { myFavorites: [listingId] } });

    expect(await mailEndingSoon(integration(), send, now())).toEqual([listingId]);
    expect(mailsTo(gus.email)).toEqual(['Ending within the hour: Rhaphidophora ending soon']);
    expect(mailsTo(fan.email)).toEqual(['Ending within the hour: Rhaphidophora ending soon']);
    expect(mails.find((m) => m.to === fan.email)?.text).toContain('The current bid is $15.00.');
    expect(mailsTo(seller.email)).toEqual([]);

    expect(await mailEndingSoon(integration(), send, now())).toEqual([]);
    expect(mailsTo(fan.email)).toHaveLength(1);
  });
});

describe('search right after closing (issue 17)', () => {
  it('sorts a just-closed auction after the open ones, in the auctions shortcut and the default sort', async () => {
    const ended = await auction(rig, { endsAt: rig.clock.now() + 1000, title: 'Begonia just closed' });
    const open = await auction(rig, { endsAt: rig.clock.now() + 7 * DAY, title: 'Begonia still open' });
    rig.clock.advance(2000);
    await close();
    const api = await publicApiFor(as(null));
    const order = async (sort: string) => (await api.listings.query({ pub_type: 'auction', sort, perPage: 100 })).items.map((l) => l.id);
    const shortcutSort = new URL(AUCTIONS_PATH, 'http://x').searchParams.get('sort') ?? '';
    for (const sort of [shortcutSort, DEFAULT_SORT]) {
      const ids = await order(sort);
      expect(ids).toContain(ended.listingId);
      expect(ids.indexOf(open.listingId)).toBeLessThan(ids.indexOf(ended.listingId));
    }
    const closedIds = new Set((await integration().listings.query({ pub_type: 'auction', pub_closedAuctionInt: 1, perPage: 100 })).items.map((l) => l.id));
    const shortcut = await order(shortcutSort);
    const firstClosed = shortcut.findIndex((id) => closedIds.has(id));
    expect(shortcut.slice(firstClosed).every((id) => closedIds.has(id))).toBe(true);
  });
});

describe('a winner without a saved shipping address', () => {
  it('waits in pending-confirm; the winner gives the address on the order page and pays the bid plus shipping', async () => {
    const { listingId, seller } = await auction(rig, { endsAt: rig.clock.now() + 1000, title: 'Anthurium to pay on the order page' });
    const winner = await bidder(rig, listingId, { address: false });
    await seedBids(listingId, [[winner, 4200]], rig.clock.now());
    rig.clock.advance(2000);
    await close();
    expect(await stateOf(winner.transactionId)).toBe('pending-confirm');
    expect(storedAuctionResult((await integration().listings.show({ id: listingId })).metadata)).toMatchObject({ outcome: 'sold', charged: false });

    const route = await import('~/routes/order.$id.details');
    const path = `/order/${winner.transactionId}/details`;
    const page = await run(route.loader, path, { id: winner.transactionId }, as(winner));
    expect(page.order.payWonOrder).toBe(true);
    expect(page.payAddress).toMatchObject({ street1: '', city: '' });
    // The seller sees no such form, and a stranger cannot pay for it.
    expect((await run((await import('~/routes/sale.$id.details')).loader, `/sale/${winner.transactionId}/details`, { id: winner.transactionId }, as(seller))).order.payWonOrder).toBe(false);
    expect(statusOf(await run(route.action, path, { id: winner.transactionId }, as(await stranger(rig)), post({ intent: 'pay-won-order' })))).toBe(404);

    const address = { recipientName: 'Wyn Winner', recipientPhoneNumber: '+1 212 555 0199', street1: '350 5th Ave', street2: '', city: 'New York', state: 'NY', zip: '10118', country: 'US' };
    const missing = await run(route.action, path, { id: winner.transactionId }, as(winner), post({ intent: 'pay-won-order', ...address, street1: '' }));
    expect(statusOf(missing)).toBe(400);
    expect(dataOf(missing).fields).toHaveProperty('street1');
    expect(await stateOf(winner.transactionId)).toBe('pending-confirm');

    const paid = await run(route.action, path, { id: winner.transactionId }, as(winner), post({ intent: 'pay-won-order', ...address }));
    expect(statusOf(paid)).toBe(200);
    expect(dataOf(paid).notice).toMatch(/^Paid \$\d+\.\d\d\. The seller will ship your plant to Wyn Winner\.$/);
    const order = await integration().transactions.show({ id: winner.transactionId });
    expect(stateAfter(order.lastTransition)).toBe('purchased');
    expect(order.lineItems.find((item) => item.code === 'line-item/units')?.unitPrice.amount).toBe(4200);
    expect(order.lineItems.find((item) => item.code === 'line-item/shipping-fee')?.lineTotal.amount).toBeGreaterThan(0);
    expect(order.protectedData['shippingAddress']).toMatchObject({ recipientName: 'Wyn Winner' });
    expect(storedAuctionResult((await integration().listings.show({ id: listingId })).metadata)).toMatchObject({ outcome: 'sold', charged: true });
    // Saved for the next time, and a second payment is refused as a changed order.
    expect((await integration().users.show({ id: winner.id })).profile.protectedData['address']).toMatchObject({ street1: '350 5th Ave', zip: '10118' });
    expect(statusOf(await run(route.action, path, { id: winner.transactionId }, as(winner), post({ intent: 'pay-won-order', ...address })))).toBe(409);
  });
});

describe('closing an auction below its reserve', () => {
  it('leaves the highest bidder waiting; the starter seller accepts the high bid and the winner is charged', async () => {
    const { listingId, seller } = await auction(rig, { endsAt: rig.clock.now() + 1000, reservePrice: 50_000, plan: 'starterPlan', title: 'Hoya below reserve' });
    const dana = await bidder(rig, listingId);
    const eve = await bidder(rig, listingId);
    await seedBids(listingId, [[dana, 2000], [eve, 3000]], rig.clock.now());
    rig.clock.advance(2000);
    await close();

    expect(await stateOf(eve.transactionId)).toBe('pending-reserve-confirm');
    expect(await stateOf(dana.transactionId)).toBe('auction-lost');
    const result = storedAuctionResult((await integration().listings.show({ id: listingId })).metadata);
    expect(result).toMatchObject({ outcome: 'below-reserve', winnerId: eve.id, amount: 3000 });
    expect(mailsTo(seller.email)).toEqual(['Your auction ended below the reserve: Hoya below reserve']);
    expect(mails.find((m) => m.to === seller.email)?.text).toContain('You have 5 days');

    const route = await import('~/routes/sale.$id.details');
    const accepted = await run(route.action, `/sale/${eve.transactionId}/details`, { id: eve.transactionId }, as(seller), post({ intent: 'transition', action: 'accept-highest-bid' }));
    expect(statusOf(accepted)).toBe(200);
    expect(dataOf(accepted)).toMatchObject({ ok: true, notice: 'The highest bid was accepted.' });
    expect(await stateOf(eve.transactionId)).toBe('purchased');
    expect(storedAuctionResult((await integration().listings.show({ id: listingId })).metadata)).toMatchObject({ outcome: 'sold', winnerId: eve.id, charged: true });
  });

  it('tells a free seller why they cannot accept, and the 5-day timer expires the sale', async () => {
    const { listingId, seller } = await auction(rig, { endsAt: rig.clock.now() + 1000, reservePrice: 50_000, title: 'Syngonium free seller' });
    const finn = await bidder(rig, listingId);
    await seedBids(listingId, [[finn, 2000]], rig.clock.now());
    rig.clock.advance(2000);
    await close();
    expect(await stateOf(finn.transactionId)).toBe('pending-reserve-confirm');

    const route = await import('~/routes/sale.$id.details');
    const refused = await run(route.action, `/sale/${finn.transactionId}/details`, { id: finn.transactionId }, as(seller), post({ intent: 'transition', action: 'accept-highest-bid' }));
    expect(statusOf(refused)).toBe(403);
    expect(dataOf(refused)).toMatchObject({ ok: false, error: expect.stringContaining('Starter membership') });
    expect(await stateOf(finn.transactionId)).toBe('pending-reserve-confirm');

    await rig.advance(5 * DAY + 60_000);
    expect(await stateOf(finn.transactionId)).toBe('auction-expired');
  });
});

describe('several site instances', () => {
  it('runs one closing at a time: a run that finds the closing lock taken does nothing', async () => {
    const { runClosing } = await import('~/auction/closing-schedule.server');
    const { listingId } = await auction(rig, { endsAt: rig.clock.now() + 1000, title: 'Peperomia one run' });
    const hank = await bidder(rig, listingId);
    await seedBids(listingId, [[hank, 1800]], rig.clock.now());
    rig.clock.advance(2000);
    const runs = await Promise.all([runClosing(send, now()), runClosing(send, now())]);
    expect([...runs].sort()).toEqual([false, true]);
    expect(await stateOf(hank.transactionId)).toBe('purchased');
    expect(mailsTo(hank.email)).toEqual(['You won the auction: Peperomia one run']);
  });
});
