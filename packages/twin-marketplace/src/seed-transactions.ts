/**
 * Demo transactions for the seed, driven through the real engine: completed and mutually reviewed
 * orders (premium.seller gets enough reviews for the instant payout rule), orders waiting for
 * shipping, and enquiries with messages, so the inbox, reviews and profile pages have content; and
 * each seeded bidder's `bidding` transaction on the auctions still open (as a first bid through the
 * site starts it), so when one of them ends its winner gets their order like any other bidder.
 */
import { randomUUID } from 'node:crypto';
import type { App } from './http-context';
import { stmt } from './db';
import { runTransition } from './transactions-engine';
import { MoneyValue } from './wire-types';

const ALIAS = 'default-purchase/release-1';

function lineItems(price: number): unknown[] {
  return [
    { code: 'line-item/item', unitPrice: new MoneyValue(price, 'USD'), quantity: 1, includeFor: ['customer', 'provider'] },
    { code: 'line-item/provider-commission', unitPrice: new MoneyValue(price, 'USD'), percentage: -10, includeFor: ['provider'] },
  ];
}

async function step(app: App, txId: string | null, transition: string, actor: 'customer' | 'provider' | 'system', userId: string | null, params: Record<string, unknown> = {}): Promise<string> {
  const o = await runTransition(app, { txId, processAlias: ALIAS, transition, params, actor, userId, trusted: true, speculative: false });
  return o.tx.id;
}

const REVIEWS = ['Beautiful plant, well packed.', 'Arrived healthy, great variegation.', 'Fast shipping and lovely roots.', 'Exactly as pictured.', 'Would buy again!'];

export interface DemoTransactionsResult { completed: number; awaitingShipping: number; enquiries: number; biddingEntries: number }

export async function seedDemoTransactions(app: App, sellerId: string, buyerIds: string[], otherSellerId: string): Promise<DemoTransactionsResult> {
  const listingsOf = (authorId: string) => stmt(app.db, `SELECT id, price_amount FROM listings WHERE author_id = ? AND state = 'published'
    AND json_extract(public_data, '$.type') = 'sell' AND stock > 0 ORDER BY created_at DESC`).all(authorId) as { id: string; price_amount: number }[];
  const mine = listingsOf(sellerId);
  let completed = 0;
  for (let i = 0; i < Math.min(12, mine.length); i += 1) {
    const l = mine[i]!;
    const buyer = buyerIds[i % buyerIds.length]!;
    const id = await step(app, null, 'request-payment', 'customer', buyer, {
      listingId: l.id, stockReservationQuantity: 1, lineItems: lineItems(l.price_amount), protectedData: { shippingAddress: { city: 'Portland', country: 'US' } },
    });
    await step(app, id, 'confirm-payment', 'customer', buyer);
    await step(app, id, 'mark-delivered', 'provider', sellerId, { protectedData: { trackingNumber: `1Z${randomUUID().slice(0, 8).toUpperCase()}` } });
    await step(app, id, 'mark-received', 'customer', buyer);
    await step(app, id, 'auto-mark-received-from-dispute-phase', 'system', null);
    await step(app, id, 'auto-complete', 'system', null);
    await step(app, id, 'review-1-by-customer', 'customer', buyer, { reviewRating: i % 5 === 4 ? 4 : 5, reviewContent: REVIEWS[i % REVIEWS.length]! });
    await step(app, id, 'review-2-by-provider', 'provider', sellerId, { reviewRating: 5, reviewContent: 'Smooth transaction, thank you!' });
    completed += 1;
  }
  const theirs = listingsOf(otherSellerId);
  let awaitingShipping = 0;
  for (let i = 0; i < Math.min(2, theirs.length); i += 1) {
    const l = theirs[i]!;
    const buyer = buyerIds[i % buyerIds.length]!;
    const id = await step(app, null, 'request-payment', 'customer', buyer, { listingId: l.id, stockReservationQuantity: 1, lineItems: lineItems(l.price_amount) });
    await step(app, id, 'confirm-payment', 'customer', buyer);
    awaitingShipping += 1;
  }
  let enquiries = 0;
  const enquiryListing = theirs[2] ?? mine[mine.length - 1];
  if (enquiryListing) {
    const buyer = buyerIds[0]!;
    const author = (stmt(app.db, 'SELECT author_id FROM listings WHERE id = ?').get(enquiryListing.id) as { author_id: string }).author_id;
    const id = await step(app, null, 'enquire', 'customer', buyer, { listingId: enquiryListing.id });
    const now = app.now();
    const messages: [string, string][] = [[buyer, 'Hi! Is this one rooted in soil or sphagnum?'], [author, 'Sphagnum, with good aerial roots. Happy to send more photos.']];
    messages.forEach(([sender, content], i) => {
      stmt(app.db, 'INSERT INTO messages (id, transaction_id, sender_id, content, created_at) VALUES (?, ?, ?, ?, ?)').run(randomUUID(), id, sender, content, now + i);
    });
    stmt(app.db, 'UPDATE transactions SET last_message_at = ? WHERE id = ?').run(now + messages.length, id);
    enquiries += 1;
  }
  return { completed, awaitingShipping, enquiries, biddingEntries: await seedBiddingEntries(app) };
}

/** A `bidding` transaction for every bidder of an open seeded auction, recorded in `metadata.bidTransactions`. */
async function seedBiddingEntries(app: App): Promise<number> {
  const open = stmt(app.db, `SELECT id, metadata FROM listings WHERE state = 'published' AND json_extract(public_data, '$.type') = 'auction'
    AND json_extract(public_data, '$.closedAuctionInt') = 0 AND json_array_length(metadata, '$.bidHistory') > 0`).all() as { id: string; metadata: string }[];
  let entries = 0;
  for (const listing of open) {
    const metadata = JSON.parse(listing.metadata) as { bidHistory: { bidderId: string }[] };
    const bidTransactions: Record<string, string> = {};
    for (const bidderId of new Set(metadata.bidHistory.map((bid) => bid.bidderId))) {
      bidTransactions[bidderId] = await step(app, null, 'place-bid', 'customer', bidderId, { listingId: listing.id });
      entries += 1;
    }
    stmt(app.db, 'UPDATE listings SET metadata = ? WHERE id = ?').run(JSON.stringify({ ...metadata, bidTransactions }), listing.id);
  }
  return entries;
}
