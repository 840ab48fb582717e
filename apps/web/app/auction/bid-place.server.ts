/**
 * The serialised bid path: one bid at a time per listing (`withLock('bid:' + listingId)`: in the
 * process, or in Redis when REDIS_URL is set), so no bid is lost or reordered. Under the lock the
 * listing is read through the Integration API, the bid placed by @variegata/auction's proxy engine
 * on the replayed state, the bidder's `bidding` transaction started on their first bid, and the
 * listing written back: `metadata.bidHistory` (the visible history), `metadata.sealedBids` (every
 * bid with its hidden maximum, sealed), `metadata.bidTransactions`, `publicData.currentAmount` and
 * `displayPrice` (and the auction date when a soft close extends it). A bidder's transaction is
 * started before the lock when this process already knows the auction (bid-entry.server.ts).
 *
 * While bids keep arriving, the lock is kept for the next batch (at most `HOLD_MS` in all, then it
 * is released so other site instances and the closing job get their turn), and the next batch
 * starts from what the previous one wrote instead of reading the listing again: nobody else can
 * write bids meanwhile. A seller's edit of the listing in those moments counts from the next read.
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
import { dropEntry, entryAhead, rememberEntries } from './bid-entry.server';
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
  /** The bidder's transaction when it was started ahead of the lock and is not recorded yet. */
  readonly entry?: string;
  /** Whether the bidder has a saved card (checked after the owner rule, as spec 2 §5 orders them). */
  readonly hasPaymentMethod: boolean;
  readonly now?: () => Date;
}

export interface BidPlaced {
  /** The listing as written (after every bid of the batch this bid was part of). */
  readonly listing: OwnListing;
  /** The state right after this bid. */
  readonly state: AuctionState;
  /** The state as written: after the last bid of the batch. */
  readonly latest: AuctionState;
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

interface Queued {
  readonly input: BidInput;
  readonly resolve: (outcome: BidOutcomeResult) => void;
  readonly reject: (error: unknown) => void;
}

type BidOutcomeResult = Result<BidPlaced, BidFailure, BidFailureMeta>;
type Applied = { state: AuctionState; events: readonly AuctionEvent[]; outcome: BidOutcome };
/** An open auction as read, or as the previous batch under the same lock wrote it. */
type Current = { listing: OwnListing; state: AuctionState };

/** At most this many queued bids are applied under one lock and written in one update. */
const MAX_BATCH = 100;
/** How long one process keeps a listing's lock for consecutive batches. */
const HOLD_MS = 250;
const queues = new Map<string, Queued[]>();
const draining = new Set<string>();

/** One bid on the current state: the rules in spec order, the proxy engine, the bidder's transaction. */
async function applyOne(input: BidInput, state: AuctionState, transactions: Record<string, string>, listingId: string): Promise<Result<Applied, BidFailure, BidFailureMeta>> {
  const now = (input.now ?? (() => new Date()))();
  if (isAuctionClosed(now, state.endsAt)) return err('auction-closed', BID_MESSAGES['auction-closed']);
  if (input.bidderId === state.config.sellerId) return err('bid-own-listing', BID_MESSAGES['bid-own-listing']);
  if (!input.hasPaymentMethod) return err('bid-no-payment-method', BID_MESSAGES['bid-no-payment-method']);
  const placed = placeBid(state, bidRequestFor(state, input.bidderId, input.maxAmount), now, input.seenAmount === undefined ? {} : { seenPrice: input.seenAmount });
  if (!placed.ok) return placed;
  if (!transactions[input.bidderId]) {
    try {
      transactions[input.bidderId] = input.entry ?? (await input.startBidding(listingId));
    } catch (error) {
      console.error('[web] starting a bidding transaction failed', error);
      return err('bidding-failed', 'Your bid could not be placed. Please try again.');
    }
  }
  return ok(placed.value);
}

/**
 * Under the listing's lock: one read (unless the batch before wrote `current`), the queued bids
 * applied one after the other in arrival order, one write of the result; each bid is answered only
 * once that write succeeded. Answers the auction as this batch left it (undefined when it could not
 * be read or written), for the next batch under the same lock.
 */
async function placeBatch(listingId: string, batch: readonly Queued[], current: Current | undefined): Promise<Current | undefined> {
  // What is recorded of the bidders' transactions, and whether the auction is over: to end the
  // entries started ahead of the lock that will never be recorded.
  let stored: Readonly<Record<string, string>> = {};
  let over = false;
  try {
    const read = current ? ok(current) : await readAuction(listingId);
    if (!read.ok) {
      for (const queued of batch) queued.resolve(read);
      over = read.error === 'auction-closed' || read.error === 'not-found';
      return undefined;
    }
    const { listing, state: initial } = read.value;
    stored = listing.metadata.bidTransactions ?? {};
    const transactions: Record<string, string> = { ...stored };
    rememberEntries(listing.id, { authorId: listing.author?.id, endsAt: initial.endsAt.getTime(), transactions });
    let state = initial;
    const accepted: { queued: Queued; applied: Applied }[] = [];
    for (const queued of batch) {
      const applied = await applyOne(queued.input, state, transactions, listing.id);
      if (!applied.ok) {
        queued.resolve(applied);
        continue;
      }
      state = applied.value.state;
      accepted.push({ queued, applied: applied.value });
    }
    over = isAuctionClosed(new Date(), state.endsAt);
    if (accepted.length === 0) return { listing, state };
    const extended = state.endsAt.getTime() !== initial.endsAt.getTime();
    const price = state.price ?? initial.config.startingPrice;
    const publicData = {
      currentAmount: price,
      displayPrice: price,
      ...(extended ? { auctionDate: state.endsAt.toISOString(), auctionDateTimestamp: state.endsAt.getTime() } : {}),
    };
    const metadata = {
      bidHistory: state.history.map((bid) => ({ ...bidToJson(publicBid(bid)) })),
      sealedBids: sealBids(listing.id, state.bids),
      bidTransactions: transactions,
      ...(extended && !listing.metadata.scheduledAuctionDate ? { scheduledAuctionDate: initial.config.endsAt.toISOString() } : {}),
    };
    try {
      // Written without the listing in the answer (its metadata is large): the bids read under this
      // lock plus this patch are the listing as stored.
      await integration().listings.write({ id: listing.id, publicData, metadata });
    } catch (error) {
      // The marketplace refused or failed the write (e.g. the listing's extended data limit):
      // none of these bids was stored, each is answered as failed.
      if (apiStatus(error) === undefined) throw error;
      console.error('[web] writing bids failed', error);
      for (const { queued } of accepted) queued.resolve(err('bidding-failed', 'Your bid could not be placed. Please try again.'));
      return undefined;
    }
    const written: OwnListing = { ...listing, publicData: { ...listing.publicData, ...publicData }, metadata: { ...listing.metadata, ...metadata } };
    rememberEntries(listing.id, { authorId: listing.author?.id, endsAt: state.endsAt.getTime(), transactions });
    stored = transactions;
    for (const { queued, applied } of accepted) queued.resolve(ok({ listing: written, latest: state, ...applied }));
    return { listing: written, state };
  } catch (error) {
    for (const queued of batch) queued.reject(error);
    return undefined;
  } finally {
    dropUnrecorded(listingId, batch, stored, over);
  }
}

/**
 * Ends the entries started ahead of the lock that will never be recorded: the auction is over, or
 * another site instance recorded a different one for the bidder. An entry of a refused bid on an
 * open auction stays for the bidder's next attempt.
 */
function dropUnrecorded(listingId: string, batch: readonly Queued[], stored: Readonly<Record<string, string>>, over: boolean): void {
  for (const { input } of batch) {
    const kept = stored[input.bidderId];
    if (input.entry && kept !== input.entry && (kept !== undefined || over)) dropEntry(listingId, input.bidderId, input.entry);
  }
}

/** Holding the listing's lock: batch after batch while bids are queued, for at most `HOLD_MS`. */
async function placeBatches(listingId: string, queue: Queued[]): Promise<void> {
  const until = Date.now() + HOLD_MS;
  let current: Current | undefined;
  do current = await placeBatch(listingId, queue.splice(0, MAX_BATCH), current);
  while (current && queue.length > 0 && Date.now() < until);
}

/** Applies this process's queued bids of a listing, batch by batch, under the lock. */
async function drain(listingId: string): Promise<void> {
  draining.add(listingId);
  try {
    for (;;) {
      const queue = queues.get(listingId);
      if (!queue || queue.length === 0) break;
      try {
        await withLock(`${BID_LOCK_PREFIX}${listingId}`, () => placeBatches(listingId, queue), { ttlMs: 15_000, waitMs: 10_000 });
      } catch (error) {
        const waiting = queue.splice(0);
        if (!(error instanceof LockTimeoutError)) throw error;
        for (const queued of waiting) queued.resolve(err('busy', 'Many bids are arriving right now. Please try again.'));
      }
    }
  } finally {
    draining.delete(listingId);
    if (queues.get(listingId)?.length === 0) queues.delete(listingId);
  }
}

/**
 * Places one bid, serialised with every other bid on the same listing (on every site instance).
 * Bids arriving together in one process are applied in arrival order under one lock and written
 * together (group commit), so a busy auction costs one read and one write per batch.
 */
export async function placeListingBid(request: BidInput): Promise<BidOutcomeResult> {
  const entry = await entryAhead(request.listingId, request.bidderId, request.hasPaymentMethod, request.startBidding, async () => {
    const read = await readAuction(request.listingId);
    if (!read.ok) return null;
    const { listing, state } = read.value;
    return { authorId: listing.author?.id, endsAt: state.endsAt.getTime(), transactions: listing.metadata.bidTransactions ?? {} };
  });
  const input = entry ? { ...request, entry } : request;
  return new Promise((resolve, reject) => {
    let queue = queues.get(input.listingId);
    if (!queue) queues.set(input.listingId, (queue = []));
    queue.push({ input, resolve, reject });
    if (!draining.has(input.listingId)) void drain(input.listingId).catch((error: unknown) => console.error('[web] bid queue failed', error));
  });
}
