/**
 * User-facing labels of spec 3: the inbox states (spec 3 §2) and the transaction page labels
 * (spec 3 §4), as a function of state, role and last transition.
 */
import { stateAfter, type Role, type State } from './process';

/** Spec 3 §2: transaction states shown in the inbox. */
export const inboxStateLabels = [
  'canceled',
  'delivered/shipped',
  'disputed',
  'enquiry',
  'payment expired',
  'pending payment',
  'pending auction',
  'purchased',
  'received',
  'pending offer',
  'review given',
  'review needed',
  'reviewed',
] as const;
export type InboxStateLabel = (typeof inboxStateLabels)[number];

/** Spec 3 §4: user-facing labels of the transaction page. */
export const statusLabels = [
  'enquired',
  'payment pending (15 minutes to confirm)',
  'payment expired',
  'purchased',
  'delivered (marked shipped)',
  'received',
  'disputed',
  'canceled',
  'offer',
  'reserve pending (highest bidder)',
] as const;
export type StatusLabel = (typeof statusLabels)[number];

/** Spec 3 §4, shown with a below-reserve auction. */
export const RESERVE_GRACE_NOTE = 'If an auction ends below reserve, the seller has 5 days to accept the highest bid.';

export interface TransactionLabels {
  /** The inbox row's state. */
  readonly inbox: InboxStateLabel;
  /** The transaction page's state; review phases reuse the inbox's review labels. */
  readonly status: StatusLabel | InboxStateLabel;
  readonly note?: string;
}

const reviewLabel = (state: State, role: Role): InboxStateLabel => {
  if (state === 'reviewed') return 'reviewed';
  if (state === 'reviewed-by-customer') return role === 'customer' ? 'review given' : 'review needed';
  if (state === 'reviewed-by-provider') return role === 'provider' ? 'review given' : 'review needed';
  return 'review needed';
};

const byState: Readonly<Record<State, (role: Role) => TransactionLabels>> = {
  enquiry: () => ({ inbox: 'enquiry', status: 'enquired' }),
  negotiation: () => ({ inbox: 'pending offer', status: 'offer' }),
  // Added auction states (README): a bidder while the auction runs, and a bidder who did not win.
  bidding: () => ({ inbox: 'pending auction', status: 'pending auction' }),
  'auction-lost': () => ({ inbox: 'canceled', status: 'canceled' }),
  bidded: () => ({ inbox: 'pending auction', status: 'pending auction' }),
  'under-reserve-bidded': () => ({ inbox: 'pending auction', status: 'reserve pending (highest bidder)', note: RESERVE_GRACE_NOTE }),
  'pending-reserve-confirm': () => ({ inbox: 'pending auction', status: 'reserve pending (highest bidder)', note: RESERVE_GRACE_NOTE }),
  'auction-expired': () => ({ inbox: 'canceled', status: 'canceled' }),
  // Price agreed (auction won, offer accepted), waiting for the buyer's payment.
  'pending-confirm': () => ({ inbox: 'pending payment', status: 'pending payment' }),
  'pending-confirm-offer': () => ({ inbox: 'pending payment', status: 'pending payment' }),
  'pending-payment': () => ({ inbox: 'pending payment', status: 'payment pending (15 minutes to confirm)' }),
  'payment-expired': () => ({ inbox: 'payment expired', status: 'payment expired' }),
  purchased: () => ({ inbox: 'purchased', status: 'purchased' }),
  delivered: () => ({ inbox: 'delivered/shipped', status: 'delivered (marked shipped)' }),
  'received-dispute-phase': () => ({ inbox: 'received', status: 'received' }),
  received: () => ({ inbox: 'received', status: 'received' }),
  disputed: () => ({ inbox: 'disputed', status: 'disputed' }),
  canceled: () => ({ inbox: 'canceled', status: 'canceled' }),
  completed: (role) => ({ inbox: reviewLabel('completed', role), status: reviewLabel('completed', role) }),
  'reviewed-by-customer': (role) => ({ inbox: reviewLabel('reviewed-by-customer', role), status: reviewLabel('reviewed-by-customer', role) }),
  'reviewed-by-provider': (role) => ({ inbox: reviewLabel('reviewed-by-provider', role), status: reviewLabel('reviewed-by-provider', role) }),
  reviewed: () => ({ inbox: 'reviewed', status: 'reviewed' }),
};

export interface LabelInput {
  readonly role: Role;
  /** The transaction's `lastTransition`; the state follows from it when `state` is not given. */
  readonly lastTransition: string;
  readonly state?: State;
}

/**
 * Labels for a transaction as the viewer (`role`) sees it. The state is `state` or, as Sharetribe
 * transactions carry only `lastTransition`, the state that transition leads to. An unknown last
 * transition, or one that does not lead to `state`, is a developer error.
 */
export function transactionLabels(input: LabelInput): TransactionLabels {
  const derived = stateAfter(input.lastTransition);
  if (derived === undefined) throw new Error(`Unknown transition: ${input.lastTransition}`);
  if (input.state !== undefined && input.state !== derived) {
    throw new Error(`Transition ${input.lastTransition} leads to ${derived}, not ${input.state}`);
  }
  return byState[derived](input.role);
}
