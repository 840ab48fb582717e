/**
 * What the transaction page calls its actions and says when one fails (spec 3 §2 "Transaction
 * page", §8: "Transaction action errors exist for dispute, review, shipped, received, accept offer,
 * accept or decline sale (texts not shown)"; "Transition already in progress"; "Review already
 * sent"). Every control is named by what it does.
 */
import type { TransactionActionKind } from '@variegata/transaction-process/actions';

export const ACTION_LABELS: Readonly<Record<TransactionActionKind, string>> = Object.freeze({
  'mark-shipped': 'Mark shipped',
  'decline-sale': 'Decline the sale',
  'mark-received': 'Mark received',
  dispute: 'Open a dispute',
  review: 'Leave a review',
  'accept-offer': 'Accept the offer',
  'accept-highest-bid': 'Accept the highest bid',
});

/** Spec 3 §8: each action's own failure text. */
export const ACTION_FAILED: Readonly<Record<TransactionActionKind, string>> = Object.freeze({
  'mark-shipped': 'Marking the order shipped failed. Please try again.',
  'decline-sale': 'Declining the sale failed. Please try again.',
  'mark-received': 'Marking the order received failed. Please try again.',
  dispute: 'Opening the dispute failed. Please try again.',
  review: 'Sending your review failed. Please try again.',
  'accept-offer': 'Accepting the offer failed. Please try again.',
  'accept-highest-bid': 'Accepting the highest bid failed. Please try again.',
});

/** Spec 3 §2, §8: another transition of this transaction is running. */
export const TRANSITION_IN_PROGRESS = 'Transition already in progress';
/** Spec 3 §8 "Review already sent". */
export const ALREADY_REVIEWED = 'You have already reviewed this order.';
export const ORDER_CHANGED = 'This order has changed in the meantime. The page now shows what you can do.';
export const ACTION_FORBIDDEN = 'You cannot do this on this order.';
export const DISPUTE_TOO_LATE = 'A dispute can be opened within 3 days of receiving the order.';
/** Spec 3 §8 message error. */
export const MESSAGE_FAILED = 'Failed to send. Please try again.';
export const LABEL_FAILED = 'Buying the shipping label failed. Please try again.';
export const LABEL_UNAVAILABLE = 'No carrier rate was chosen for this order, so there is no label to buy here. Ship it with your own label and enter its tracking number.';

/** Why a removed counterpart cannot be messaged (spec 3 §2). */
export function cannotMessage(counterpart: 'Deleted user' | 'Banned user'): string {
  return `You can't send messages to a ${counterpart === 'Deleted user' ? 'deleted' : 'banned'} user.`;
}
