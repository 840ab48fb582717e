/**
 * What the listing page says about an ended auction (spec 2 §4 "Won: closed, viewer is the current
 * bidder and the reserve is met"; issue 16 closed / won / ended below reserve), for the viewer: the
 * winner, the seller, or anybody else. Read from the result the closing job stored
 * (`metadata.auctionResult`); before the job has run, from the end, the last bid and the reserve.
 */
import { isReserveMet } from '@variegata/auction/rules';
import { isAuctionClosed } from '@variegata/auction/timing';
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import { formatMoney } from '@variegata/money/format';
import { auctionEnd } from '~/listing-cards/card-data';
import { storedAuctionResult } from './closing-result';
import { formatUtcDate } from '~/shell/display-format';

export interface AuctionResultView {
  readonly tone: 'won' | 'sold' | 'below-reserve' | 'ended';
  readonly title: string;
  readonly text: string;
  readonly link: { readonly href: string; readonly label: string } | null;
}

const at = (iso: string): string => formatUtcDate(iso, 'dayTimeZone');

/**
 * Whether the listing's seller is a starter member or above, from the badge flags the membership
 * keeps on each of their listings (starter, verified = premium, international): the plans with the
 * "accept the high bid" perk (spec 1 plan tiers).
 */
function isMemberListing(metadata: Listing['metadata']): boolean {
  return metadata.starter === true || metadata.verified === true || metadata.international === true;
}

/** The ended auction's result for `viewerId`, or null while the auction is open (or not an auction). */
export function auctionResultView(listing: Pick<Listing, 'publicData' | 'metadata' | 'price' | 'author'>, viewerId: string | null, now: number): AuctionResultView | null {
  const pd = listing.publicData;
  if (pd.type !== 'auction') return null;
  const endsAt = auctionEnd(pd);
  const closed = pd.closedAuctionInt === 1 || (endsAt !== null && isAuctionClosed(new Date(now), new Date(endsAt)));
  if (!closed) return null;
  const money = (amount: number) => formatMoney({ amount, currency: listing.price?.currency ?? 'USD' });
  const isSeller = viewerId !== null && viewerId === listing.author?.id;
  const result = storedAuctionResult(listing.metadata);

  if (!result) {
    const last = listing.metadata.bidHistory?.at(-1);
    if (!last) return { tone: 'ended', title: 'Auction ended', text: 'This auction ended without bids.', link: null };
    if (viewerId === last.bidderId && isReserveMet(last.amount, pd.reservePrice ?? null)) {
      return { tone: 'won', title: 'You won this auction', text: `Your bid of ${money(last.amount)} won. Your order is being prepared.`, link: null };
    }
    return { tone: 'ended', title: 'Auction ended', text: 'The result is being settled.', link: null };
  }
  if (result.outcome === 'no-bids') return { tone: 'ended', title: 'Auction ended', text: 'This auction ended without bids.', link: null };
  const amount = money(result.amount);
  if (result.outcome === 'sold') {
    if (viewerId === result.winnerId) {
      const text = result.charged ? `Your winning bid of ${amount} and its shipping were charged to your saved card.` : `Your winning bid is ${amount}. Add your shipping address and pay on your order page.`;
      return { tone: 'won', title: 'You won this auction', text, link: { href: `/order/${result.transactionId}/details`, label: 'View your order' } };
    }
    if (isSeller) return { tone: 'sold', title: 'Sold', text: `Your auction sold for ${amount}.`, link: { href: `/sale/${result.transactionId}/details`, label: 'View the sale' } };
    return { tone: 'sold', title: 'Auction ended', text: `Sold for ${amount}.`, link: null };
  }
  const deadline = at(result.decisionDeadline);
  if (isSeller && !isMemberListing(listing.metadata)) {
    return {
      tone: 'below-reserve',
      title: 'Ended below reserve',
      text: `The highest bid, ${amount}, is below your reserve price. Accepting the high bid is a perk of Starter membership and above; as a member you could accept it until ${deadline}.`,
      link: { href: '/membership', label: 'See membership plans' },
    };
  }
  if (isSeller) {
    return {
      tone: 'below-reserve',
      title: 'Ended below reserve',
      text: `The highest bid, ${amount}, is below your reserve price. You have until ${deadline} to accept it.`,
      link: { href: `/sale/${result.transactionId}/details`, label: 'Accept the high bid' },
    };
  }
  if (viewerId === result.winnerId) {
    return {
      tone: 'below-reserve',
      title: 'Ended below reserve',
      text: `Your bid of ${amount} is the highest but below the reserve price. The seller can accept it until ${deadline}.`,
      link: { href: `/order/${result.transactionId}/details`, label: 'View your bid' },
    };
  }
  return { tone: 'below-reserve', title: 'Ended below reserve', text: 'The highest bid did not meet the reserve price.', link: null };
}
