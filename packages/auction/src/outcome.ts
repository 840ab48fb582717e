/**
 * Closing outcome of an auction (spec 2 §4, spec 3 §4): no bids; reserve met (the winner
 * goes to payment); below reserve (the seller has 5 days to accept the highest bid).
 *
 * Plain data only. This package may depend on money alone, so the purchase process is not
 * imported: its state and transition names (spec 3 §4 table) are written here as strings.
 * - reserve met: a transaction in state 'bidded' takes 'request-payment-after-bid' -> 'pending-confirm';
 * - below reserve: a transaction in 'under-reserve-bidded' takes
 *   'request-payment-after-reserve-bid' -> 'pending-reserve-confirm'; then the seller's
 *   'accept-reserve-bid' -> 'pending-confirm', or after 5 days 'expire-reserve-pending' -> 'auction-expired'.
 */
import { err, ok, type Result } from '@variegata/result/result';
import type { AuctionState } from './auction-state';
import { isReserveMet } from './rules';
import { isAuctionOpen } from './timing';

/** Auction reserve grace: the seller has 5 days to accept a highest bid below the reserve. */
export const RESERVE_DECISION_WINDOW_MS = 5 * 24 * 60 * 60 * 1000;

export interface ProcessStep {
  readonly fromState: string;
  readonly transition: string;
  readonly toState: string;
}

export const AFTER_BID_STEP = {
  fromState: 'bidded',
  transition: 'request-payment-after-bid',
  toState: 'pending-confirm',
} as const satisfies ProcessStep;

export const AFTER_RESERVE_BID_STEP = {
  fromState: 'under-reserve-bidded',
  transition: 'request-payment-after-reserve-bid',
  toState: 'pending-reserve-confirm',
} as const satisfies ProcessStep;

export const ACCEPT_RESERVE_BID_STEP = {
  fromState: 'pending-reserve-confirm',
  transition: 'accept-reserve-bid',
  toState: 'pending-confirm',
} as const satisfies ProcessStep;

export const EXPIRE_RESERVE_PENDING_STEP = {
  fromState: 'pending-reserve-confirm',
  transition: 'expire-reserve-pending',
  toState: 'auction-expired',
} as const satisfies ProcessStep;

export type AuctionOutcome =
  | { readonly kind: 'no-bids' }
  | {
      readonly kind: 'reserve-met';
      readonly winnerId: string;
      readonly amount: number;
      readonly next: typeof AFTER_BID_STEP;
    }
  | {
      readonly kind: 'below-reserve';
      readonly highestBidderId: string;
      readonly amount: number;
      readonly reservePrice: number;
      /** The seller may accept the highest bid until this instant (auction end + 5 days). */
      readonly decisionDeadline: Date;
      readonly next: typeof AFTER_RESERVE_BID_STEP;
      readonly sellerAccepts: typeof ACCEPT_RESERVE_BID_STEP;
      readonly onExpiry: typeof EXPIRE_RESERVE_PENDING_STEP;
    };

export interface ClosingInput {
  readonly endsAt: Date;
  /** Current (final) bid, null when nobody bid. */
  readonly price: number | null;
  /** Current bidder (the last bidder), null when nobody bid. */
  readonly leaderId: string | null;
  readonly reservePrice?: number | null;
}

/** The outcome once the auction date has passed; 'auction-open' before that. */
export function auctionOutcome(input: ClosingInput, now: Date): Result<AuctionOutcome, 'auction-open'> {
  if (isAuctionOpen(now, input.endsAt)) return err('auction-open', 'The auction has not ended yet.');
  if (input.price === null || input.leaderId === null) return ok({ kind: 'no-bids' });
  const reserve = input.reservePrice ?? null;
  if (reserve === null || isReserveMet(input.price, reserve)) {
    return ok({ kind: 'reserve-met', winnerId: input.leaderId, amount: input.price, next: AFTER_BID_STEP });
  }
  return ok({
    kind: 'below-reserve',
    highestBidderId: input.leaderId,
    amount: input.price,
    reservePrice: reserve,
    decisionDeadline: new Date(input.endsAt.getTime() + RESERVE_DECISION_WINDOW_MS),
    next: AFTER_RESERVE_BID_STEP,
    sellerAccepts: ACCEPT_RESERVE_BID_STEP,
    onExpiry: EXPIRE_RESERVE_PENDING_STEP,
  });
}

/** Closing input of an engine state. */
export function closingInputOf(state: AuctionState): ClosingInput {
  return {
    endsAt: state.endsAt,
    price: state.price,
    leaderId: state.leader?.bidderId ?? null,
    reservePrice: state.config.reservePrice ?? null,
  };
}

/** Whether the seller may still accept the highest bid of a below-reserve outcome. */
export function canSellerAcceptHighestBid(outcome: AuctionOutcome, now: Date): boolean {
  return outcome.kind === 'below-reserve' && now.getTime() < outcome.decisionDeadline.getTime();
}
