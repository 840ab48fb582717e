/**
 * Inbox rules of spec 3 §2: tabs and their roles, the default tab, the filters as lists of last
 * transitions (what `transactions.query` receives as `lastTransitions`), page size.
 */
import { err, ok, type Result } from '@variegata/result/result';
import { transitionNames, transitions, type Role, type State } from './process';

export type InboxTab = 'orders' | 'sales';
export const inboxTabs: readonly InboxTab[] = ['orders', 'sales'];

/** Spec 3 §9: inbox pages of 10. */
export const INBOX_PAGE_SIZE = 10;

/** Spec 3 §8 text for any other tab. */
export const INVALID_TAB_MESSAGE = 'Invalid tab for InboxPage';

/** The tab sets the role: orders -> customer, sales -> provider. Any other tab is an error. */
export function roleOfInboxTab(tab: string): Result<Role, 'invalid-tab'> {
  if (tab === 'orders') return ok('customer');
  if (tab === 'sales') return ok('provider');
  return err('invalid-tab', INVALID_TAB_MESSAGE);
}

/** `/inbox` without a tab: sales for users with listings, orders otherwise. */
export function defaultInboxTab(hasListings: boolean): InboxTab {
  return hasListings ? 'sales' : 'orders';
}

/** What the query's `only` parameter takes for a tab (Sharetribe: order = as customer, sale = as provider). */
export function inboxQueryOnly(tab: InboxTab): 'order' | 'sale' {
  return tab === 'orders' ? 'order' : 'sale';
}

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
