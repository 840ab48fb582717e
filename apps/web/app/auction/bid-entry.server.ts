/**
 * A bidder's `bidding` transaction (their entry in the auction), started before their bid waits
 * for the listing's lock, so the lock is held only to read, apply and write bids.
 *
 * What this process last read of each auction (its author and the recorded bidder transactions)
 * says whether a bidder still needs an entry (an auction it has not read yet is read once, outside
 * the lock). It is only a hint: under the lock the listing's metadata decides. An entry started here and not recorded (the bid was refused, or another site
 * instance recorded one first) is kept for the bidder's next attempt, and ended (`lose-auction`)
 * when the auction turned out closed; the closing job ends any that are left over (after a
 * restart, for example), so no entry stays open after the auction.
 */
import { LRUCache } from 'lru-cache';
import { integration } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';

export interface AuctionEntries {
  readonly authorId: string | undefined;
  /** When the auction ends (ms); no entry is started for an ended one. */
  readonly endsAt: number;
  readonly transactions: Readonly<Record<string, string>>;
}

const known = new LRUCache<string, AuctionEntries>({ max: 2_000 });
/** Entries started here and not recorded yet, by `listingId:bidderId`. */
const spare = new LRUCache<string, string>({ max: 10_000 });
const starting = new Map<string, Promise<string | undefined>>();
const reading = new Map<string, Promise<AuctionEntries | null>>();

const keyOf = (listingId: string, bidderId: string) => `${listingId}:${bidderId}`;

/** Remembers what the bid path read or wrote for an auction. */
export function rememberEntries(listingId: string, entries: AuctionEntries): void {
  known.set(listingId, entries);
  const { transactions } = entries;
  for (const bidderId of Object.keys(transactions)) spare.delete(keyOf(listingId, bidderId));
}

/** What is known of an auction's entries, read once (one read at a time per listing) when unknown. */
async function entriesOf(listingId: string, read: () => Promise<AuctionEntries | null>): Promise<AuctionEntries | null> {
  const auction = known.get(listingId);
  if (auction) return auction;
  let pending = reading.get(listingId);
  if (!pending) {
    pending = read().then(
      (entries) => (entries && known.set(listingId, entries), entries),
      (error: unknown) => (logUnexpectedResponse('reading an auction before a bid', error), null),
    );
    reading.set(listingId, pending);
    void pending.finally(() => reading.delete(listingId));
  }
  return pending;
}

/**
 * The bidder's entry started ahead of the lock, or undefined when it is not needed (the owner, no
 * saved card, already recorded) or the auction could not be read as an open one: the lock path then
 * applies its rules and starts the entry itself if the bid stands. A start that fails is left to
 * the lock path too.
 */
export async function entryAhead(
  listingId: string,
  bidderId: string,
  hasPaymentMethod: boolean,
  start: (listingId: string) => Promise<string>,
  read: () => Promise<AuctionEntries | null>,
): Promise<string | undefined> {
  if (!hasPaymentMethod) return undefined;
  const auction = await entriesOf(listingId, read);
  if (!auction || auction.authorId === bidderId || auction.transactions[bidderId] || auction.endsAt <= Date.now()) return undefined;
  const key = keyOf(listingId, bidderId);
  const ready = spare.get(key);
  if (ready) return ready;
  let pending = starting.get(key);
  if (!pending) {
    pending = start(listingId).then(
      (id) => (spare.set(key, id), id),
      (error: unknown) => (logUnexpectedResponse('starting a bidding transaction', error), undefined),
    );
    starting.set(key, pending);
    void pending.finally(() => starting.delete(key));
  }
  return pending;
}

/** Ends an entry that can no longer be recorded (the auction is closed or gone). */
export function dropEntry(listingId: string, bidderId: string, transactionId: string): void {
  spare.delete(keyOf(listingId, bidderId));
  integration()
    .transactions.transition({ id: transactionId, transition: 'lose-auction', params: {} })
    .catch((error: unknown) => logUnexpectedResponse('ending an unrecorded bidding transaction', error));
}
