/**
 * The actions the transaction page offers the viewer (spec 3 §2 transaction page, §4 action rules,
 * §6 roles), each naming the transition to call.
 */
import { findTransition, stateAfter, type Role, type State } from './process';

export type TransactionActionKind =
  | 'decline-sale'
  | 'accept-offer'
  | 'mark-shipped'
  | 'mark-received'
  | 'dispute'
  | 'review'
  | 'accept-highest-bid';

export interface TransactionAction {
  readonly kind: TransactionActionKind;
  /** The transition to call. */
  readonly transition: string;
  /**
   * First review only: the second-review transition to retry with when the call fails with
   * `transaction-invalid-transition` (the other side's review landed after the page loaded).
   */
  readonly fallbackTransition?: string;
  /** Call through the server's trusted (privileged) endpoint. */
  readonly privileged: boolean;
}

export interface ReviewsGiven {
  readonly byCustomer: boolean;
  readonly byProvider: boolean;
}

/** Last transitions that mean the customer marked the item received. */
export const MARK_RECEIVED_TRANSITIONS: readonly string[] = ['mark-received', 'mark-received-from-purchased'];

/** Last transitions by which the customer made (or raised) the current offer. */
const CUSTOMER_OFFER_TRANSITIONS: readonly string[] = ['negotiate-amount', 'negotiate-amount-after-enquiry', 'customer-update-offer'];

/**
 * Spec 3 §4: dispute uses `received-dispute` when the last transition was a mark-received,
 * `dispute` otherwise.
 */
export function disputeTransition(lastTransition: string): 'received-dispute' | 'dispute' {
  return MARK_RECEIVED_TRANSITIONS.includes(lastTransition) ? 'received-dispute' : 'dispute';
}

/**
 * Spec 3 §4: second review when the other side has reviewed, first review otherwise. A first review
 * may meet a review the page has not seen yet, so it carries the second as fallback. A review seen
 * cannot disappear, so the second review has none.
 */
export function reviewTransitions(role: Role, reviews: ReviewsGiven): { transition: string; fallbackTransition?: string } {
  const otherReviewed = role === 'customer' ? reviews.byProvider : reviews.byCustomer;
  const first = `review-1-by-${role}`;
  const second = `review-2-by-${role}`;
  return otherReviewed ? { transition: second } : { transition: first, fallbackTransition: second };
}

/**
 * The actions available to `role` on a transaction in `state` with last transition `lastTransition`
 * and the reviews given so far. Offers are shown on the web as an app download prompt (spec 3 §1)
 * but remain actions of the process.
 */
export function availableActions(state: State, role: Role, lastTransition: string, reviews: ReviewsGiven): readonly TransactionAction[] {
  const actions: TransactionAction[] = [];
  const add = (kind: TransactionActionKind, transition: string, fallbackTransition?: string): void => {
    const def = findTransition(state, transition) ?? (fallbackTransition === undefined ? undefined : findTransition(state, fallbackTransition));
    if (def === undefined || !def.actors.includes(role)) return;
    actions.push({ kind, transition, ...(fallbackTransition === undefined ? {} : { fallbackTransition }), privileged: def.privileged });
  };

  if (role === 'provider') {
    add('accept-highest-bid', 'accept-reserve-bid');
    add('mark-shipped', 'mark-delivered');
    add('decline-sale', 'cancel');
  } else {
    add('mark-received', state === 'purchased' ? 'mark-received-from-purchased' : 'mark-received');
    add('dispute', disputeTransition(lastTransition));
  }

  if (state === 'negotiation') {
    const customerMadeOffer = CUSTOMER_OFFER_TRANSITIONS.includes(lastTransition);
    // Only the side that did not make the current offer can accept it.
    if (role === 'provider' && customerMadeOffer) add('accept-offer', 'provider-accept-offer');
    if (role === 'customer' && lastTransition === 'provider-update-offer') add('accept-offer', 'customer-accept-offer');
  }

  const ownReview = role === 'customer' ? reviews.byCustomer : reviews.byProvider;
  if (!ownReview) {
    const { transition, fallbackTransition } = reviewTransitions(role, reviews);
    add('review', transition, fallbackTransition);
  }
  return actions;
}

/** Same as `availableActions` with the state derived from the last transition. */
export function availableActionsAfter(lastTransition: string, role: Role, reviews: ReviewsGiven): readonly TransactionAction[] {
  const state = stateAfter(lastTransition);
  if (state === undefined) throw new Error(`Unknown transition: ${lastTransition}`);
  return availableActions(state, role, lastTransition, reviews);
}
