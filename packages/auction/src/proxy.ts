/**
 * Automatic (proxy) bidding engine.
 *
 * A bidder sets a maximum (an auto bid's `maxAmount`; a manual bid's maximum is its amount)
 * and the engine bids only what is needed, using the increment table:
 * - a challenger whose maximum is above the leader's leads at
 *   max(amount, min(challenger max, leader max + increment(leader max)));
 * - a challenger whose maximum is at or below the leader's stays behind; the leader's proxy
 *   answers at min(leader max, challenger max + increment(challenger max)), so a bidder can
 *   be outbid by less than an increment; equal maxima: the earlier bid wins;
 * - the leader never outbids themselves: raising one's own maximum leaves the price as is;
 * - then the reserve floor: when the leader's maximum is at or above the reserve, the price
 *   is at least the reserve (never above the leader's maximum, since it only applies then).
 * Every bid must be higher than the current price (spec 2 §5), leader or not.
 */
import { maxOf, type Bid, type BidRequest } from './bids';
import { defaultIncrementTable, incrementFor } from './increments';
import { BID_MESSAGES, bidTooLowMessage, isValidBidAmount, type BidErrorCode } from './rules';
import { isAuctionClosed } from './timing';
import { createAuction, minPriceOf, type AuctionConfig, type AuctionState, type Leader } from './auction-state';
import { err, ok, type Result } from '@variegata/result/result';

export type PlaceBidErrorCode = BidErrorCode | 'bid-not-above-own-maximum';

export type AuctionEvent =
  | { readonly type: 'bid-accepted'; readonly bidderId: string; readonly amount: number; readonly date: Date }
  | { readonly type: 'price-changed'; readonly from: number | null; readonly to: number }
  | { readonly type: 'leader-changed'; readonly from: string | null; readonly to: string }
  | { readonly type: 'outbid'; readonly bidderId: string }
  | { readonly type: 'max-raised'; readonly bidderId: string }
  | { readonly type: 'reserve-met'; readonly price: number }
  | { readonly type: 'auction-extended'; readonly from: Date; readonly to: Date };

/** For the bidder: leading (new leader or first bid), outbid at once by the leader's proxy, or own maximum raised. */
export type BidOutcome = 'leading' | 'outbid' | 'max-raised';

export interface PlaceBidValue {
  readonly state: AuctionState;
  readonly events: readonly AuctionEvent[];
  readonly outcome: BidOutcome;
}

export interface PlaceBidOptions {
  /**
   * The current price the bidder saw when submitting. A too-low bid that was high enough
   * against it fails with 'outbid' (someone bid meanwhile) instead of 'bid-too-low'.
   */
  readonly seenPrice?: number | null;
}

export interface PlaceBidErrorMeta {
  readonly minPrice?: number;
}

function validate(
  state: AuctionState,
  request: BidRequest,
  now: Date,
  options: PlaceBidOptions,
): Result<number, PlaceBidErrorCode, PlaceBidErrorMeta> {
  if (isAuctionClosed(now, state.endsAt)) return err('auction-closed', BID_MESSAGES['auction-closed']);
  if (request.bidderId === state.config.sellerId) return err('bid-own-listing', BID_MESSAGES['bid-own-listing']);
  if (!isValidBidAmount(request.amount)) return err('bid-invalid-price', BID_MESSAGES['bid-invalid-price']);
  if (request.type === 'auto' && request.maxAmount !== undefined) {
    if (!isValidBidAmount(request.maxAmount) || request.maxAmount < request.amount) {
      return err('bid-invalid-price', BID_MESSAGES['bid-invalid-price']);
    }
  }
  const minPrice = minPriceOf(state);
  if (request.amount <= minPrice) {
    const seen = options.seenPrice ?? state.config.startingPrice;
    if (options.seenPrice !== undefined && request.amount > seen && minPrice > seen) {
      return err('outbid', BID_MESSAGES.outbid, { minPrice });
    }
    return err('bid-too-low', bidTooLowMessage(minPrice), { minPrice });
  }
  const max = maxOf(request);
  if (state.leader?.bidderId === request.bidderId && max <= state.leader.maxAmount) {
    return err('bid-not-above-own-maximum', 'Your maximum bid is already higher.');
  }
  return ok(max);
}

/**
 * Places one bid at `now` (the server time, stamped as the bid's date). Pure: returns the
 * next state and what happened, or a stable error code with the spec's message.
 */
export function placeBid(
  state: AuctionState,
  request: BidRequest,
  now: Date,
  options: PlaceBidOptions = {},
): Result<PlaceBidValue, PlaceBidErrorCode, PlaceBidErrorMeta> {
  const checked = validate(state, request, now, options);
  if (!checked.ok) return checked;
  const max = checked.value;
  const { bidderId, amount, type } = request;
  const table = state.config.increments ?? defaultIncrementTable;
  const reserve = state.config.reservePrice ?? null;
  const withReserve = (price: number, leaderMax: number): number =>
    reserve !== null && leaderMax >= reserve ? Math.max(price, reserve) : price;

  const bid: Bid = { amount, date: now, bidderId, type, ...(type === 'auto' && request.maxAmount !== undefined ? { maxAmount: request.maxAmount } : {}) };
  const events: AuctionEvent[] = [{ type: 'bid-accepted', bidderId, amount, date: now }];
  const visible: Bid[] = [];
  const oldPrice = state.price;
  const old = state.leader;
  let leader: Leader;
  let price: number;
  let outcome: BidOutcome;

  if (old === null) {
    leader = { bidderId, maxAmount: max, since: now };
    price = withReserve(amount, max);
    visible.push({ amount: price, date: now, bidderId, type });
    outcome = 'leading';
  } else if (old.bidderId === bidderId) {
    leader = { bidderId, maxAmount: max, since: now };
    price = withReserve(oldPrice ?? amount, max);
    if (price !== oldPrice) visible.push({ amount: price, date: now, bidderId, type: 'auto' });
    events.push({ type: 'max-raised', bidderId });
    outcome = 'max-raised';
  } else if (max > old.maxAmount) {
    leader = { bidderId, maxAmount: max, since: now };
    price = withReserve(Math.max(amount, Math.min(max, old.maxAmount + incrementFor(old.maxAmount, table))), max);
    if (oldPrice === null || old.maxAmount > oldPrice) {
      visible.push({ amount: old.maxAmount, date: now, bidderId: old.bidderId, type: 'auto' });
    }
    visible.push({ amount: price, date: now, bidderId, type });
    events.push({ type: 'outbid', bidderId: old.bidderId });
    outcome = 'leading';
  } else {
    leader = old;
    price = withReserve(Math.min(old.maxAmount, max + incrementFor(max, table)), old.maxAmount);
    visible.push({ amount: max, date: now, bidderId, type });
    visible.push({ amount: price, date: now, bidderId: old.bidderId, type: 'auto' });
    events.push({ type: 'outbid', bidderId });
    outcome = 'outbid';
  }

  if (price !== oldPrice) events.push({ type: 'price-changed', from: oldPrice, to: price });
  if (leader.bidderId !== old?.bidderId) events.push({ type: 'leader-changed', from: old?.bidderId ?? null, to: leader.bidderId });
  if (reserve !== null && price >= reserve && (oldPrice === null || oldPrice < reserve)) {
    events.push({ type: 'reserve-met', price });
  }

  let endsAt = state.endsAt;
  const soft = state.config.softClose;
  if (soft && visible.length > 0 && endsAt.getTime() - now.getTime() < soft.windowMs) {
    const extended = new Date(Math.max(endsAt.getTime(), now.getTime() + soft.extendMs));
    if (extended.getTime() !== endsAt.getTime()) {
      events.push({ type: 'auction-extended', from: endsAt, to: extended });
      endsAt = extended;
    }
  }

  return ok({
    state: { ...state, endsAt, bids: [...state.bids, bid], history: [...state.history, ...visible], price, leader },
    events,
    outcome,
  });
}

export interface ReplayErrorMeta extends PlaceBidErrorMeta {
  /** Index of the first bid that was not accepted. */
  readonly index: number;
}

/**
 * Computes the state serially from an append-only bid list, each bid placed at its own
 * date. A bid the engine would not accept is an error naming its index.
 */
export function replay(
  config: AuctionConfig,
  bids: readonly Bid[],
): Result<AuctionState, PlaceBidErrorCode, ReplayErrorMeta> {
  let state = createAuction(config);
  for (const [index, bid] of bids.entries()) {
    const { date, ...request } = bid;
    const placed = placeBid(state, request, date);
    if (!placed.ok) return err(placed.error, placed.message, { ...placed.meta, index });
    state = placed.value.state;
  }
  return ok(state);
}
