/**
 * The inbox (spec 3 §2 "Inbox"): the viewer's orders (as customer) or sales (as provider), ten a
 * page, the most recent transition first, filtered by all (every transition but the two excluded
 * ones), waiting for shipping (paid) or shipping done (marked shipped). Each row: the listing's
 * picture and title, the other party, the inbox state label for the viewer's role and its date.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import { availableActionsAfter } from '@variegata/transaction-process/actions';
import { INBOX_PAGE_SIZE, inboxFilterLastTransitions, parseInboxFilter, type InboxFilter } from '@variegata/transaction-process/inbox';
import { inboxQueryOnly, type InboxTab } from '@variegata/transaction-process/inbox-tab';
import { transactionLabels } from '@variegata/transaction-process/labels';
import type { Role } from '@variegata/transaction-process/process';
import { apiFor } from '~/server/marketplace.server';
import { reviewsGiven } from '~/orders/order-view';
import { partyView } from '~/orders/party';

export interface InboxRow {
  readonly id: string;
  readonly href: string;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly counterpart: string;
  readonly state: string;
  /** The viewer has something to do (ship, mark received, review, ...). */
  readonly needsAction: boolean;
  /** ISO 8601: the last transition. */
  readonly at: string;
}

export interface InboxData {
  readonly tab: InboxTab;
  readonly filter: InboxFilter;
  readonly rows: readonly InboxRow[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalItems: number;
}

/** `?page=N` (1 to 9999); anything else is page 1. */
export function inboxPage(url: URL): number {
  const raw = url.searchParams.get('page') ?? '';
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}

function row(tx: Transaction, role: Role): InboxRow {
  const other = partyView(role === 'customer' ? tx.provider : tx.customer);
  const image = tx.listing?.images?.[0]?.variants;
  return {
    id: tx.id,
    href: `/${role === 'customer' ? 'order' : 'sale'}/${tx.id}/details`,
    title: tx.listing?.title || 'Removed listing',
    imageUrl: (image?.['listing-card'] ?? image?.['square-small2x'])?.url ?? null,
    counterpart: other.name,
    state: transactionLabels({ role, lastTransition: tx.lastTransition }).inbox,
    needsAction: availableActionsAfter(tx.lastTransition, role, reviewsGiven(tx)).length > 0,
    at: tx.lastTransitionedAt.toISOString(),
  };
}

export async function loadInbox(context: AppLoadContext, tab: InboxTab, url: URL): Promise<InboxData> {
  const role: Role = tab === 'orders' ? 'customer' : 'provider';
  const filter = parseInboxFilter(url.searchParams.get('filter'));
  const page = inboxPage(url);
  const result = await apiFor(context).transactions.query({
    only: inboxQueryOnly(tab),
    lastTransitions: inboxFilterLastTransitions[filter],
    sort: 'lastTransitionedAt',
    page,
    perPage: INBOX_PAGE_SIZE,
    include: ['listing', 'listing.images', 'customer', 'provider'],
    'fields.image': ['variants.listing-card', 'variants.square-small2x'],
  });
  return { tab, filter, rows: result.items.map((tx) => row(tx, role)), page, totalPages: Math.max(1, result.meta.totalPages), totalItems: result.meta.totalItems };
}
