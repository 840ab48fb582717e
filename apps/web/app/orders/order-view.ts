/**
 * What an order or sale page shows, computed from the typed transaction for the viewer's role
 * (spec 3 §2 "Transaction page"): status and deadlines, history, listing card, the other party,
 * address and chosen rate, label or tracking, dispute, breakdown, the actions the process offers the
 * viewer now (driven by @variegata/transaction-process/actions, so new kinds slot in), and reviews.
 */
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import { availableActionsAfter, type ReviewsGiven, type TransactionActionKind } from '@variegata/transaction-process/actions';
import { stateAfter, type Role } from '@variegata/transaction-process/process';
import { listingHref } from '~/listing-cards/card-data';
import { ACTION_LABELS, cannotMessage } from './action-texts';
import { breakdownRows, type BreakdownRow } from './breakdown-view';
import { addressLines, chosenRateOf, disputeOf, shipmentOf, shippingAddressOf, shippingLabelOf, type ChosenRate, type Dispute, type Shipment, type ShippingLabel } from './order-data';
import { partyView, type PartyView } from './party';
import { statusView, type StatusView } from './status';
import { timeline, type TimelineEntry } from './timeline';

export interface ActionView {
  readonly kind: TransactionActionKind;
  readonly label: string;
}

export interface ReviewView {
  readonly rating: number | null;
  readonly content: string;
  readonly at: string;
}

export interface OrderView {
  readonly id: string;
  readonly role: Role;
  readonly status: StatusView;
  readonly timeline: readonly TimelineEntry[];
  readonly listing: { readonly title: string; readonly href: string | null; readonly imageUrl: string | null };
  readonly counterpart: PartyView;
  /** Why the viewer cannot message the other party, or null. */
  readonly messagingBlocked: string | null;
  readonly address: readonly string[] | null;
  readonly rate: ChosenRate | null;
  /** The label bought for the seller (the seller's page only). */
  readonly label: ShippingLabel | null;
  /** The tracking the buyer sees once shipped (and the seller too). */
  readonly shipment: Shipment | null;
  readonly dispute: Dispute | null;
  readonly breakdown: readonly BreakdownRow[];
  readonly actions: readonly ActionView[];
  /** The seller can buy a carrier label here (a carrier rate was chosen, none bought yet, not shipped). */
  readonly canBuyLabel: boolean;
  /** A won auction waiting for the winner: the address form and "Pay with saved card" (the winner's page only). */
  readonly payWonOrder: boolean;
  readonly reviews: { readonly byCustomer: ReviewView | null; readonly byProvider: ReviewView | null };
}

/** Who has reviewed, read from the history (a review transition names its author). */
export function reviewsGiven(tx: Pick<Transaction, 'transitions'>): ReviewsGiven {
  const by = (role: Role) => tx.transitions.some((t) => /^review-[12]-by-/.test(t.transition) && t.transition.endsWith(`-by-${role}`));
  return { byCustomer: by('customer'), byProvider: by('provider') };
}

/** When the seller was paid: the auto-complete transition, if it happened. */
function paidOutAt(tx: Pick<Transaction, 'transitions'>): Date | null {
  return tx.transitions.find((t) => t.transition === 'auto-complete')?.createdAt ?? null;
}

function reviewOf(tx: Transaction, type: 'ofProvider' | 'ofCustomer'): ReviewView | null {
  const review = (tx.reviews ?? []).find((r) => r.type === type && !r.deleted);
  return review ? { rating: review.rating, content: review.content, at: review.createdAt.toISOString() } : null;
}

export function orderView(tx: Transaction, role: Role): OrderView {
  const counterpart = partyView(role === 'customer' ? tx.provider : tx.customer);
  const listing = tx.listing;
  const image = listing?.images?.[0]?.variants;
  const label = shippingLabelOf(tx.metadata);
  const shipment = shipmentOf(tx.protectedData);
  const rate = chosenRateOf(tx.protectedData);
  const actions = availableActionsAfter(tx.lastTransition, role, reviewsGiven(tx)).map((a) => ({ kind: a.kind, label: ACTION_LABELS[a.kind] }));
  return {
    id: tx.id,
    role,
    status: statusView({ role, lastTransition: tx.lastTransition, lastTransitionedAt: tx.lastTransitionedAt, paidOutAt: paidOutAt(tx) }),
    timeline: timeline(tx.transitions, role),
    listing: {
      title: listing?.title || 'Removed listing',
      href: listing && !listing.deleted && listing.title ? listingHref(listing.id, listing.title) : null,
      imageUrl: (image?.['listing-card'] ?? image?.['square-small2x'])?.url ?? null,
    },
    counterpart,
    messagingBlocked: counterpart.removed ? cannotMessage(counterpart.status === 'banned' ? 'Banned user' : 'Deleted user') : null,
    address: ((a) => (a ? addressLines(a) : null))(shippingAddressOf(tx.protectedData)),
    rate,
    label: role === 'provider' ? label : null,
    shipment: shipment ?? (label && tx.transitions.some((t) => t.transition === 'mark-delivered') ? { trackingNumber: label.trackingNumber, carrier: label.carrier, trackingUrl: label.trackingUrl } : null),
    dispute: disputeOf(tx.protectedData),
    breakdown: breakdownRows(tx.lineItems, role),
    actions,
    canBuyLabel: role === 'provider' && label === null && rate?.objectId != null && actions.some((a) => a.kind === 'mark-shipped'),
    reviews: { byCustomer: reviewOf(tx, 'ofProvider'), byProvider: reviewOf(tx, 'ofCustomer') },
    payWonOrder: role === 'customer' && stateAfter(tx.lastTransition) === 'pending-confirm',
  };
}
