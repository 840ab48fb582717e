/**
 * Inbox rules of spec 3 §2: the filters as lists of last transitions (what `transactions.query`
 * receives as `lastTransitions`) and the page size. The tabs and their roles are in ./inbox-tab.
 */
import { transitionNames, transitions, type State } from './process';

/** Spec 3 §9: inbox pages of 10. */
export const INBOX_PAGE_SIZE = 10;

export type InboxFilter = 'all' | 'waiting-for-shipping' | 'shipping-done';
export const inboxFilters: readonly InboxFilter[] = ['all', 'waiting-for-shipping', 'shipping-done'];

/**
 * The two transitions the unfiltered inbox leaves out (spec: "all except two excluded transitions",
 * names not shown). Chosen: checkouts whose payment expired and below-reserve auctions the seller
 * let lapse; neither became an order.
 */
export const INBOX_EXCLUDED_TRANSITIONS: readonly string[] = Object.freeze(['expire-payment', 'expire-reserve-pending']);

const into = (targets: readonly State[]): readonly string[] =>
  Object.freeze([...new Set(transitions.filter((t) => targets.includes(t.to)).map((t) => t.name))].sort());

/** Last transitions of each filter: waiting for shipping = paid (purchased); shipping done = marked shipped (delivered). */
export const inboxFilterLastTransitions: Readonly<Record<InboxFilter, readonly string[]>> = Object.freeze({
  all: Object.freeze(transitionNames.filter((n) => !INBOX_EXCLUDED_TRANSITIONS.includes(n)).sort()),
  'waiting-for-shipping': into(['purchased']),
  'shipping-done': into(['delivered']),
});

/** Accepts the filter names and the spec's sort values `waitingForShipping` / `shippingDone`; anything else is all. */
export function parseInboxFilter(value: string | null | undefined): InboxFilter {
  if (value === 'waiting-for-shipping' || value === 'waitingForShipping') return 'waiting-for-shipping';
  if (value === 'shipping-done' || value === 'shippingDone') return 'shipping-done';
  return 'all';
}

/** Whether a transaction with this last transition appears under the filter. */
export function matchesInboxFilter(filter: InboxFilter, lastTransition: string): boolean {
  return inboxFilterLastTransitions[filter].includes(lastTransition);
}
