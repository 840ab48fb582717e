/**
 * The history of an order as its page lists it: one entry per transition, oldest first, each with
 * what happened (for the viewer's role) and who did it. Every transition of the purchase process has
 * a text (tested against the process), so a new transition cannot show up unnamed.
 */
import type { Role } from '@variegata/transaction-process/process';

export type Actor = 'customer' | 'provider' | 'operator' | 'system';

export interface TimelineEntry {
  readonly transition: string;
  readonly text: string;
  /** "by you", "by the buyer", "by the seller", "by Variegata", "automatically". */
  readonly by: string;
  /** ISO 8601. */
  readonly at: string;
}

/** What each transition means, in the past tense, for someone reading the order's history. */
export const TRANSITION_TEXTS: Readonly<Record<string, string>> = Object.freeze({
  enquire: 'Enquiry sent',
  'request-payment': 'Checkout started',
  'request-payment-after-enquiry': 'Checkout started',
  'request-offer-payment': 'Checkout started for the accepted offer',
  'confirm-payment': 'Paid',
  'auto-payment': 'Paid',
  'force-payment': 'Paid with the saved card',
  'expire-payment': 'Payment expired',
  'negotiate-amount': 'Offer made',
  'negotiate-amount-after-enquiry': 'Offer made',
  'customer-update-offer': 'Offer changed by the buyer',
  'provider-update-offer': 'Counter offer from the seller',
  'provider-accept-offer': 'Offer accepted',
  'customer-accept-offer': 'Offer accepted',
  'auction-won': 'Auction won',
  'auction-won-under-reserve': 'Auction ended below the reserve price',
  'place-bid': 'First bid placed',
  'win-auction': 'Auction won',
  'win-auction-under-reserve': 'Auction ended below the reserve price',
  'lose-auction': 'Auction ended: outbid',
  'request-payment-after-bid': 'Payment requested for the winning bid',
  'request-payment-after-reserve-bid': 'Waiting for the seller to accept the highest bid',
  'accept-reserve-bid': 'Highest bid accepted',
  'expire-reserve-pending': 'Highest bid not accepted in time',
  'mark-delivered': 'Marked shipped',
  'mark-received': 'Marked received',
  'mark-received-from-purchased': 'Marked received',
  'auto-mark-received': 'Marked received after 10 days',
  'auto-mark-received-from-dispute-phase': 'Dispute window closed',
  dispute: 'Dispute opened',
  'received-dispute': 'Dispute opened',
  'mark-received-from-disputed': 'Dispute closed, order received',
  'cancel-from-disputed': 'Dispute closed, order refunded',
  'auto-cancel-from-disputed': 'Dispute closed, order refunded',
  cancel: 'Canceled and refunded',
  'auto-cancel': 'Canceled and refunded: not shipped in time',
  'auto-complete': 'Completed: the seller was paid',
  'review-1-by-customer': 'Buyer left a review',
  'review-2-by-customer': 'Buyer left a review',
  'review-1-by-provider': 'Seller left a review',
  'review-2-by-provider': 'Seller left a review',
  'expire-review-period': 'Review period ended',
  'expire-provider-review-period': 'Review period ended',
  'expire-customer-review-period': 'Review period ended',
});

export function actorText(by: Actor, viewer: Role): string {
  if (by === viewer) return 'by you';
  if (by === 'customer') return 'by the buyer';
  if (by === 'provider') return 'by the seller';
  if (by === 'operator') return 'by Variegata';
  return 'automatically';
}

export function timeline(transitions: readonly { readonly transition: string; readonly createdAt: Date; readonly by: Actor }[], viewer: Role): TimelineEntry[] {
  return [...transitions]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((t) => ({ transition: t.transition, text: TRANSITION_TEXTS[t.transition] ?? t.transition, by: actorText(t.by, viewer), at: t.createdAt.toISOString() }));
}
