/**
 * What closing does to each bidder's transaction, as the transitions still to take from the state it
 * is in now. The auction's outcome gives every bidder a role: the winner (reserve met), the highest
 * bidder below the reserve, or a bidder who lost. Starting from the current state makes a closing
 * that stopped half way (a restart, a failed call) finish on the next run without repeating a step.
 *
 * Process (contract of issue 16 and spec 3 §4): `bidding` -win-auction-> `bidded`
 * -request-payment-after-bid-> `pending-confirm` -force-payment-> `purchased`;
 * `bidding` -win-auction-under-reserve-> `under-reserve-bidded` -request-payment-after-reserve-bid->
 * `pending-reserve-confirm` (then the seller or the 5-day timer); `bidding` -lose-auction-> `auction-lost`.
 */
export type BidderRole = 'winner' | 'below-reserve' | 'loser';

export type ClosingTransition =
  | 'win-auction'
  | 'request-payment-after-bid'
  | 'force-payment'
  | 'win-auction-under-reserve'
  | 'request-payment-after-reserve-bid'
  | 'lose-auction';

const PATHS: Readonly<Record<BidderRole, readonly (readonly [from: string, transition: ClosingTransition])[]>> = {
  winner: [
    ['bidding', 'win-auction'],
    ['bidded', 'request-payment-after-bid'],
    ['pending-confirm', 'force-payment'],
  ],
  'below-reserve': [
    ['bidding', 'win-auction-under-reserve'],
    ['under-reserve-bidded', 'request-payment-after-reserve-bid'],
  ],
  loser: [['bidding', 'lose-auction']],
};

/**
 * The transitions left for a bidder in `role` whose transaction is in `state` (null: unknown state).
 * A state past the role's path (already purchased, lost, expired...) leaves nothing to do.
 */
export function remainingTransitions(role: BidderRole, state: string | null): ClosingTransition[] {
  const path = PATHS[role];
  const start = path.findIndex(([from]) => from === state);
  return start === -1 ? [] : path.slice(start).map(([, transition]) => transition);
}

/** The role of each bidder: the leader wins (or is the highest bidder below the reserve), every other bidder lost. */
export function bidderRole(bidderId: string, leaderId: string | null, reserveMet: boolean): BidderRole {
  if (bidderId !== leaderId) return 'loser';
  return reserveMet ? 'winner' : 'below-reserve';
}
