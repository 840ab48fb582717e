/**
 * Bids and bid-history helpers.
 *
 * Amounts are integer USD minor units. A bid is `manual` when the bidder typed the amount
 * and `auto` when it is a proxy bid with a hidden maximum (`maxAmount`). A manual bid is a
 * bid whose maximum equals its amount (see `maxOf`).
 */

export type BidType = 'auto' | 'manual';

export interface Bid {
  /** Amount in minor units. */
  readonly amount: number;
  readonly date: Date;
  readonly bidderId: string;
  readonly type: BidType;
  /** Hidden maximum of an automatic bid (minor units, >= amount). Absent for manual bids. */
  readonly maxAmount?: number;
}

/** A bid as submitted, before the engine stamps the server time on it. */
export type BidRequest = Omit<Bid, 'date'>;

/** The maximum a bid commits its bidder to: `maxAmount` for auto bids, `amount` otherwise. */
export function maxOf(bid: Pick<Bid, 'amount' | 'type' | 'maxAmount'>): number {
  return bid.type === 'auto' && bid.maxAmount !== undefined ? Math.max(bid.maxAmount, bid.amount) : bid.amount;
}

/** The most recent bid in an append-only list (the last one), or undefined. */
export function lastBid<B extends Bid>(bids: readonly B[]): B | undefined {
  return bids[bids.length - 1];
}

/** Bid history for display: newest first (by date; equal dates keep the later-appended first). */
export function newestFirst<B extends Bid>(bids: readonly B[]): B[] {
  return bids
    .map((bid, index) => ({ bid, index }))
    .sort((a, b) => b.bid.date.getTime() - a.bid.date.getTime() || b.index - a.index)
    .map(({ bid }) => bid);
}

/** The bids placed by one bidder, in list order. */
export function bidsBy<B extends Bid>(bids: readonly B[], bidderId: string): B[] {
  return bids.filter((bid) => bid.bidderId === bidderId);
}

/** Highest amount a bidder has bid (visible amounts, not hidden maxima), or undefined. */
export function highestAmountBy(bids: readonly Bid[], bidderId: string): number | undefined {
  let highest: number | undefined;
  for (const bid of bids) {
    if (bid.bidderId === bidderId && (highest === undefined || bid.amount > highest)) highest = bid.amount;
  }
  return highest;
}

/** Distinct bidder ids in order of their first bid. */
export function distinctBidders(bids: readonly Bid[]): string[] {
  return [...new Set(bids.map((bid) => bid.bidderId))];
}

/** JSON shape of a bid as stored in listing metadata (bidHistory): date as ISO string. */
export interface BidJson {
  readonly amount: number;
  readonly date: string;
  readonly bidderId: string;
  readonly type: BidType;
  readonly maxAmount?: number;
}

export function bidToJson(bid: Bid): BidJson {
  const { maxAmount, ...rest } = bid;
  return { ...rest, date: bid.date.toISOString(), ...(maxAmount === undefined ? {} : { maxAmount }) };
}

/**
 * Reads a stored bid. Stored data is trusted (written by this package), so a malformed
 * entry is a developer error and throws.
 */
export function bidFromJson(json: BidJson): Bid {
  const date = new Date(json.date);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid bid date: ${json.date}`);
  if (json.type !== 'auto' && json.type !== 'manual') throw new Error(`Invalid bid type: ${String(json.type)}`);
  if (!Number.isSafeInteger(json.amount)) throw new Error(`Invalid bid amount: ${json.amount}`);
  return {
    amount: json.amount,
    date,
    bidderId: json.bidderId,
    type: json.type,
    ...(json.maxAmount === undefined ? {} : { maxAmount: json.maxAmount }),
  };
}

/** Strips hidden maxima, for anything sent to other viewers. */
export function publicBid(bid: Bid): Omit<Bid, 'maxAmount'> {
  const { maxAmount: _hidden, ...visible } = bid;
  return visible;
}
