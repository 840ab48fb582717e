/**
 * What the closing job needs to know about one ended auction, read from the listing as the
 * Integration API returns it: its end, the final price and leader, the reserve, every bidder, and
 * where each bidder's `bidding` transaction is (`metadata.bidTransactions`, written by the bid path).
 *
 * The price and leader come from the public history's last step (each history entry is a price
 * step of @variegata/auction); the reserve from `publicData.reservePrice`.
 */
import { isReserveMet } from '@variegata/auction/rules';
import type { OwnListing } from '@variegata/marketplace-client/listing-entity';
import { auctionEnd } from '~/listing-cards/card-data';

export interface ClosingFacts {
  readonly listingId: string;
  readonly sellerId: string | null;
  readonly title: string;
  readonly currency: string;
  readonly endsAt: Date;
  readonly price: number | null;
  readonly leaderId: string | null;
  readonly reservePrice: number | null;
  readonly reserveMet: boolean;
  /** Every bidder, in the order of their first bid. */
  readonly bidderIds: readonly string[];
  /** bidderId -> id of their `bidding` transaction. */
  readonly bidTransactions: Readonly<Record<string, string>>;
  readonly closed: boolean;
}

function bidTransactionsOf(metadata: OwnListing['metadata']): Record<string, string> {
  const raw: unknown = metadata['bidTransactions'];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function closingFactsOf(listing: OwnListing): ClosingFacts {
  const pd = listing.publicData;
  const history = listing.metadata.bidHistory ?? [];
  const last = history.at(-1);
  const price = last?.amount ?? null;
  const reservePrice = pd.reservePrice ?? null;
  return {
    listingId: listing.id,
    sellerId: listing.author?.id ?? null,
    title: listing.title,
    currency: listing.price?.currency ?? 'USD',
    endsAt: new Date(auctionEnd(pd) ?? 0),
    price,
    leaderId: last?.bidderId ?? null,
    reservePrice,
    reserveMet: price !== null && (reservePrice === null || isReserveMet(price, reservePrice)),
    bidderIds: [...new Set(history.map((bid) => bid.bidderId))],
    bidTransactions: bidTransactionsOf(listing.metadata),
    closed: pd.closedAuctionInt === 1,
  };
}
