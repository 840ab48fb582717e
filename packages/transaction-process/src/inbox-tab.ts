/**
 * Inbox tabs of spec 3 §2: the tab sets the viewer's role, and the default tab. Apart from the
 * filters (./inbox) so that pages linking to the inbox carry none of the process definition.
 */
import { err, ok, type Result } from '@variegata/result/result';
import type { Role } from './process';

export type InboxTab = 'orders' | 'sales';
export const inboxTabs: readonly InboxTab[] = ['orders', 'sales'];

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
