/**
 * The serialised bid path: one bid at a time per listing (`withLock('bid:' + listingId)`: in the
 * process, or in Redis when REDIS_URL is set), so no bid is lost or reordered. Under the lock the
 * listing is read through the Integration API, the bid placed by @variegata/auction's proxy engine
 * on the replayed state, the bidder's `bidding` transaction started on their first bid, and the
 * listing written back: `metadata.bidHistory` (the visible history), `metadata.sealedBids` (every
 * bid with its hidden maximum, sealed), `metadata.bidTransactions`, `publicData.currentAmount` and
 * `displayPrice` (and the auction date when a soft close extends it).
 */
import type { AuctionEvent, BidOutcome, PlaceBidErrorCode } from '@variegata/auction/proxy';
import { placeBid } from '@variegata/auction/proxy';
import { bidToJson, publicBid } from '@variegata/auction/bids';
import { incrementFor } from '@variegata/auction/increments';
import { minPriceOf, type AuctionState } from '@variegata/auction/auction-state';
import { isAuctionClosed } from '@variegata/auction/timing';
import { BID_MESSAGES } from '@variegata/auction/rules';
import { apiStatus } from '@variegata/marketplace-client/errors';
import type { OwnListing } from '@variegata/marketplace-client/listing-entity';
import { err, ok, type Result } from '@variegata/result/result';
import { integration } from '~/server/marketplace.server';
import { withLock, LockTimeoutError } from '~/server/keyed-lock.server';
import { isAuctionListing } from './bid-config';
import { sealBids } from './bid-seal.server';
import { auctionStateOf } from './state.server';

export type BidFailure = PlaceBidErrorCode | 'bid-no-payment-method' | 'not-found' | 'busy' | 'bidding-failed';

export interface BidInput {
  readonly listingId: string;
  readonly bidderId: string;
  /** The bidder's maximum (minor units): the engine bids only what is needed. */
  readonly maxAmount: number;
  /** The current amount the bidder saw; a bid that someone else's overtook meanwhile fails as outbid. */
  readonly seenAmount?: number | null;
  /** Starts the bidder's `bidding` transaction (their first bid on the listing); answers its id. */
  readonly startBidding: (listingId: string) => Promise<string>;
  /** Whether the bidder has a saved card (checked after the owner rule, as spec 2 §5 orders them). */
  readonly hasPaymentMethod: boolean;
  readonly now?: () => Date;
}

export interface BidPlaced {
  readonly listing: OwnListing;
  readonly state: AuctionState;
  readonly events: readonly AuctionEvent[];
  readonly outcome: BidOutcome;
}

export interface BidFailureMeta {
  readonly minPrice?: number;
}

export const BID_LOCK_PREFIX = 'bid:';

/**
 * The request the engine gets for a maximum: a manual bid when the maximum is no more than one
 * increment above the current price, otherwise an automatic bid starting one increment above it.
 */
export function bidRequestFor(state: AuctionState, bidderId: string, maxAmount: number) {
  const minPrice = minPriceOf(state);
  const opening = minPrice + incrementFor(minPrice, state.config.increments);
  return maxAmount <= opening ? ({ bidderId, amount: maxAmount, type: 'manual' } as const) : ({ bidderId, amount: opening, type: 'auto', maxAmount } as const);
}

async function readAuction(listingId: string): Promise<Result<{ listing: OwnListing; state: AuctionState }, BidFailure, BidFailureMeta>> {
  let listing: OwnListing;
  try {
    listing = await integration().listings.show({ id: listingId, include: ['author'] });
  } catch (error) {
    if (apiStatus(error) === 404) return err('not-found', 'This listing does not exist.');
    throw error;
  }
  if (!isAuctionListing(listing) || listing.state !== 'published' || listing.deleted) return err('not-found', 'This listing is not an open auction.');
  if (listing.publicData.closedAuctionInt === 1) return err('auction-closed', BID_MESSAGES['auction-closed']);
  const state = auctionStateOf(listing);
  if (!state) return err('not-found', 'This listing is not an open auction.');
  return ok({ listing, state });
}

async function placeLocked(input: BidInput): Promise<Result<BidPlaced, BidFailure, BidFailureMeta>> {
  const read = await readAuction(input.listingId);
  if (!read.ok) return read;
  const { listing, state } = read.value;
  const now = (input.now ?? (() => new Date()))();
  if (isAuctionClosed(now, state.endsAt)) return err('auction-closed', BID_MESSAGES['auction-closed']);
  if (input.bidderId === state.config.sellerId) return err('bid-own-listing', BID_MESSAGES['bid-own-listing']);
  if (!input.hasPaymentMethod) return err('bid-no-payment-method', BID_MESSAGES['bid-no-payment-method']);
  const placed = placeBid(state, bidRequestFor(state, input.bidderId, input.maxAmount), now, input.seenAmount === undefined ? {} : { seenPrice: input.seenAmount });
  if (!placed.ok) return placed;
  const next = placed.value.state;
  const transactions = listing.metadata.bidTransactions ?? {};
  let transactionId = transactions[input.bidderId];
  if (!transactionId) {
    try {
      transactionId = await input.startBidding(listing.id);
    } catch (error) {
      console.error('[web] starting a bidding transaction failed', error);
      return err('bidding-failed', 'Your bid could not be placed. Please try again.');
    }
  }
  const extended = next.endsAt.getTime() !== state.endsAt.getTime();
  const price = next.price ?? state.config.startingPrice;
  const updated = await integration().listings.update({
    id: listing.id,
    publicData: {
      currentAmount: price,
      displayPrice: price,
      ...(extended ? { auctionDate: next.endsAt.toISOString(), auctionDateTimestamp: next.endsAt.getTime() } : {}),
    },
    metadata: {
      bidHistory: next.history.map((bid) => ({ ...bidToJson(publicBid(bid)) })),
      sealedBids: sealBids(listing.id, next.bids),
      bidTransactions: { ...transactions, [input.bidderId]: transactionId },
      ...(extended && !listing.metadata.scheduledAuctionDate ? { scheduledAuctionDate: state.config.endsAt.toISOString() } : {}),
    },
  });
  return ok({ listing: { ...updated, author: listing.author }, state: next, events: placed.value.events, outcome: placed.value.outcome });
}

/** Places one bid, serialised with every other bid on the same listing (on every site instance). */
export async function placeListingBid(input: BidInput): Promise<Result<BidPlaced, BidFailure, BidFailureMeta>> {
  try {
    return await withLock(`${BID_LOCK_PREFIX}${input.listingId}`, () => placeLocked(input), { ttlMs: 15_000, waitMs: 10_000 });
  } catch (error) {
    if (error instanceof LockTimeoutError) return err('busy', 'Many bids are arriving right now. Please try again.');
    throw error;
  }
}
