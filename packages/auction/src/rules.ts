/**
 * Bid rules and viewer states of spec 2 §4 (Auction), §5 (Bid validation), §8 and §9.
 * Pure: `now` is always an argument. Amounts are integer USD minor units.
 */
import { formatMoney } from '@variegata/money/format';
import { MARKETPLACE_CURRENCY } from '@variegata/money/money';
import { err, ok, type Result } from '@variegata/result/result';
import { isAuctionClosed } from './timing';

export type BidErrorCode =
  | 'bid-invalid-price'
  | 'bid-too-low'
  | 'bid-own-listing'
  | 'bid-no-payment-method'
  | 'auction-closed'
  | 'outbid';

/**
 * User-facing texts. The spec gives the texts for invalid price, payment method and outbid;
 * 'bid-too-low' is built by `bidTooLowMessage`; the own-listing and closed texts are not in
 * the spec (the UI hides the form in both cases), so these two are our wording.
 */
export const BID_MESSAGES = {
  'bid-invalid-price': 'You need to add a valid price.',
  'bid-no-payment-method': 'Please fill in your payment information, in order to participate to the auction',
  outbid: 'You have been outbid by someone else',
  'bid-own-listing': 'You cannot bid on your own listing.',
  'auction-closed': 'This auction has ended.',
} as const satisfies Partial<Record<BidErrorCode, string>>;

/** A bid above this (minor units, i.e. $5,000) needs a second confirmation. */
export const HIGH_BID_CONFIRM_THRESHOLD = 500_000;
/** The confirm button stays disabled this long after the confirmation opens. */
export const HIGH_BID_CONFIRM_DELAY_MS = 2_000;

/**
 * Formats a price the way the UI shows it: USD with 2 decimals and thousands separators,
 * 123456 -> '$1,234.56'.
 */
export function formatBidPrice(amount: number): string {
  return formatMoney({ amount, currency: MARKETPLACE_CURRENCY });
}

/**
 * The price a bid must exceed: the last (current) bid, or the starting price when there is
 * no bid yet. The spec says "higher than", so a bid equal to it is too low.
 */
export function minimumBidBase(lastBidAmount: number | null | undefined, startingPrice: number): number {
  return lastBidAmount ?? startingPrice;
}

/** Lowest acceptable bid: one minor unit above the base (the spec asks only for "higher"). */
export function lowestValidBid(minPrice: number): number {
  return minPrice + 1;
}

/** 'Bid should be more than {minPrice}.' with the price formatted as the UI shows it. */
export function bidTooLowMessage(minPrice: number, format: (amount: number) => string = formatBidPrice): string {
  return `Bid should be more than ${format(minPrice)}.`;
}

/** A bid amount must be a positive safe integer of minor units. */
export function isValidBidAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
}

/** Submit stays disabled until the amount is valid and higher than the minimum. */
export function canSubmitBid(amount: number | null | undefined, minPrice: number): boolean {
  return isValidBidAmount(amount) && amount > minPrice;
}

export interface BidContext {
  readonly now: Date;
  /** The auction date (end). */
  readonly endsAt: Date;
  readonly sellerId: string;
  readonly bidderId: string;
  /** Whether the bidder has a saved payment method. */
  readonly hasPaymentMethod: boolean;
  readonly startingPrice: number;
  /** Current bid (last visible bid), null when there is none. */
  readonly lastBidAmount: number | null;
  /** Formatting of {minPrice} in the too-low message; defaults to `formatBidPrice`. */
  readonly formatPrice?: (amount: number) => string;
}

export interface BidErrorMeta {
  readonly minPrice?: number;
}

/**
 * Validates a bid amount for a bidder. Checks, in order: auction closed, own listing, saved
 * payment method, a valid price, higher than the last bid (or the starting price).
 * Returns the accepted amount, or a stable code with the spec's message.
 */
export function validateBid(
  amount: number | null | undefined,
  ctx: BidContext,
): Result<number, BidErrorCode, BidErrorMeta> {
  if (isAuctionClosed(ctx.now, ctx.endsAt)) return err('auction-closed', BID_MESSAGES['auction-closed']);
  if (ctx.bidderId === ctx.sellerId) return err('bid-own-listing', BID_MESSAGES['bid-own-listing']);
  if (!ctx.hasPaymentMethod) return err('bid-no-payment-method', BID_MESSAGES['bid-no-payment-method']);
  if (!isValidBidAmount(amount)) return err('bid-invalid-price', BID_MESSAGES['bid-invalid-price']);
  const minPrice = minimumBidBase(ctx.lastBidAmount, ctx.startingPrice);
  if (amount <= minPrice) {
    return err('bid-too-low', bidTooLowMessage(minPrice, ctx.formatPrice), { minPrice });
  }
  return ok(amount);
}

/** Reserve met when there is a current bid at least the reserve; no reserve means met once bid. */
export function isReserveMet(currentBid: number | null | undefined, reservePrice: number | null | undefined): boolean {
  if (currentBid === null || currentBid === undefined) return false;
  if (reservePrice === null || reservePrice === undefined) return true;
  return currentBid >= reservePrice;
}

/** Current bidder: the last bidder is the viewer. */
export function isCurrentBidder(lastBidderId: string | null | undefined, viewerId: string | null | undefined): boolean {
  return viewerId !== null && viewerId !== undefined && lastBidderId === viewerId;
}

export interface OutbidInput {
  readonly viewerId: string | null | undefined;
  /** Bidder ids of the visible bid history, in order (the last one holds the current bid). */
  readonly bidderIds: readonly string[];
  /** The viewer's last bid attempt failed with an outbid exception. */
  readonly outbidError?: boolean;
}

/**
 * Outbid: after an outbid-exception error, or when the viewer has bid and another bid now
 * exceeds theirs. With the proxy engine the last visible bid is always the leader's, so
 * "another bid exceeds the viewer's" is "the viewer bid and is not the current bidder".
 */
export function isOutbid(input: OutbidInput): boolean {
  if (input.outbidError === true) return true;
  const { viewerId, bidderIds } = input;
  if (viewerId === null || viewerId === undefined || !bidderIds.includes(viewerId)) return false;
  return !isCurrentBidder(bidderIds[bidderIds.length - 1], viewerId);
}

export interface WonInput {
  readonly now: Date;
  readonly endsAt: Date;
  readonly viewerId: string | null | undefined;
  readonly lastBidderId: string | null | undefined;
  readonly currentBid: number | null | undefined;
  readonly reservePrice: number | null | undefined;
}

/** Won: closed, the viewer is the current bidder and the reserve is met. */
export function hasWon(input: WonInput): boolean {
  return (
    isAuctionClosed(input.now, input.endsAt) &&
    isCurrentBidder(input.lastBidderId, input.viewerId) &&
    isReserveMet(input.currentBid, input.reservePrice)
  );
}

/** A bid above 500000 minor units needs a second confirmation. */
export function needsHighBidConfirmation(amount: number): boolean {
  return amount > HIGH_BID_CONFIRM_THRESHOLD;
}

/** The confirm button is disabled for 2 s after the confirmation opened. */
export function isHighBidConfirmEnabled(openedAt: Date, now: Date): boolean {
  return now.getTime() - openedAt.getTime() >= HIGH_BID_CONFIRM_DELAY_MS;
}
