/**
 * Route tests of bidding: the checkout's sandbox (marketplace twin with Stripe hooks, demo buyers
 * with a saved Visa) plus auction listings made from its fixed-price listings: type auction, an end
 * date, a starting price, an optional reserve and soft close.
 */
import { randomUUID } from 'node:crypto';
import type { CheckoutSandbox } from '../checkout/harness';

export interface AuctionOptions {
  /** Milliseconds from now to the end (negative: already ended). */
  endsIn?: number;
  startingPrice?: number;
  reservePrice?: number;
  softClose?: boolean;
  /** Bids recorded without sealed maximums, oldest first (as the sandbox seed writes them). */
  recordedBids?: readonly { amount: number; bidderId: string }[];
}

export function makeAuction(sandbox: CheckoutSandbox, { endsIn = 60 * 60_000, startingPrice = 1000, reservePrice, softClose, recordedBids = [] }: AuctionOptions = {}): string {
  const db = sandbox.marketplace.app.db;
  const template = templateOf(sandbox);
  const id = randomUUID();
  db.prepare(
    `INSERT INTO listings (id, author_id, state, title, description, lat, lng, price_amount, price_currency, public_data, private_data, metadata, availability_plan, stock, deleted, created_at)
     SELECT ?, author_id, state, title || ' (auction)', description, lat, lng, price_amount, price_currency, public_data, private_data, '{}', availability_plan, 1, 0, created_at FROM listings WHERE id = ?`,
  ).run(id, template);
  const row = db.prepare('SELECT public_data FROM listings WHERE id = ?').get(id) as { public_data: string };
  const end = new Date(Date.now() + endsIn);
  const data = {
    ...JSON.parse(row.public_data),
    type: 'auction',
    listingType: 'auction',
    auctionDate: end.toISOString(),
    auctionDateTimestamp: end.getTime(),
    ...(reservePrice === undefined ? {} : { reservePrice }),
    ...(softClose === undefined ? {} : { softClose }),
  };
  const current = recordedBids.at(-1)?.amount;
  const bidHistory = recordedBids.map((bid, i) => ({ ...bid, date: new Date(Date.now() - (recordedBids.length - i) * 60_000).toISOString(), type: 'manual' }));
  db.prepare('UPDATE listings SET public_data = ?, price_amount = ?, metadata = ? WHERE id = ?').run(
    JSON.stringify(current === undefined ? data : { ...data, currentAmount: current, displayPrice: current }),
    startingPrice,
    JSON.stringify(bidHistory.length > 0 ? { bidHistory } : {}),
    id,
  );
  return id;
}

const templates = new WeakMap<CheckoutSandbox, string>();

/** One fixed-price listing of a US seller that every auction of the sandbox is copied from. */
function templateOf(sandbox: CheckoutSandbox): string {
  let id = templates.get(sandbox);
  if (!id) templates.set(sandbox, (id = sandbox.usListing({ stock: 1 })));
  return id;
}

export interface StoredAuction {
  publicData: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

export function storedAuction(sandbox: CheckoutSandbox, id: string): StoredAuction {
  const row = sandbox.marketplace.app.db.prepare('SELECT public_data, metadata FROM listings WHERE id = ?').get(id) as { public_data: string; metadata: string };
  return { publicData: JSON.parse(row.public_data), metadata: JSON.parse(row.metadata ?? '{}') };
}
