/**
 * The closing of ended auctions (issue 16 "Closing and paying"), on the Integration API so it runs
 * against the hosted marketplace too:
 * - finds every published auction whose end has passed and that is not closed yet
 *   (`pub_closedAuctionInt=0`), so auctions that ended while the site was down are caught up;
 * - per listing, under the listing's bid lock (`bid:<listingId>`, shared with the bid path, in Redis
 *   when REDIS_URL is set): moves each bidder's `bidding` transaction on by the outcome (the winner's
 *   is charged off session with the saved card and becomes a purchased order; below the reserve the
 *   highest bidder waits for the seller; the others lose), then sets `closedAuctionInt` = 1 and
 *   records the result in the listing's metadata (`auctionResult`), then sends the end-of-auction mails;
 * - ends (`lose-auction`) any `bidding` transaction of the listing that no bid recorded (started for a
 *   bid that was refused, or just before a write that failed), so no entry stays open.
 * Each transaction's remaining steps are computed from its current state, so a closing that stopped
 * half way finishes on the next run and a second run does nothing.
 */
import { classifyError } from '@variegata/marketplace-client/errors';
import type { IntegrationApi } from '@variegata/marketplace-client/integration-api';
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import type { TransitionParams } from '@variegata/marketplace-client/transaction-calls';
import { stateAfter } from '@variegata/transaction-process/process';
import { apiLineItems, checkoutLineItems } from '~/checkout/line-items';
import { withLock } from '~/server/keyed-lock.server';
import { integration } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { closingFactsOf, type ClosingFacts } from './closing-facts';
import { auctionResultOf, type AuctionResult } from './closing-result';
import { chargeWonOrder } from './won-order.server';
import { bidderRole, remainingTransitions, type BidderRole, type ClosingTransition } from './closing-steps';

export interface ClosedAuction {
  readonly listingId: string;
  readonly result: AuctionResult;
  /** Bidders whose transaction could not be moved on (missing, or a call failed); retried next run. */
  readonly pending: readonly string[];
}

const PER_PAGE = 100;
/** At most this many pages of due auctions per run; the rest wait for the next run. */
const MAX_PAGES = 10;

/** Ids of published auctions that ended at or before `now` and are not closed yet. */
export async function dueAuctionIds(api: IntegrationApi, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const found = await api.listings.query({
      states: ['published'],
      pub_type: 'auction',
      pub_closedAuctionInt: 0,
      pub_auctionDateTimestamp: `,${now.getTime() + 1}`,
      page,
      perPage: PER_PAGE,
    });
    ids.push(...found.items.map((listing) => listing.id));
    if (page >= (found.meta.totalPages)) break;
  }
  return ids;
}

function paramsFor(transition: ClosingTransition, facts: ClosingFacts): TransitionParams {
  if (transition !== 'request-payment-after-bid' && transition !== 'request-payment-after-reserve-bid') return {};
  if (facts.price === null) throw new Error(`Auction ${facts.listingId} has a winner but no price`);
  const items = checkoutLineItems({ amount: facts.price, currency: facts.currency }, 1, null);
  if (!items.ok) throw new Error(`Auction ${facts.listingId}: line items failed (${items.error})`);
  return { stockReservationQuantity: 1, lineItems: apiLineItems(items.value) };
}

/**
 * Takes the transitions left for one bidder's transaction and answers it as it ended up, or null when
 * it could not be moved on (retried on the next run). A transition somebody else took meanwhile
 * (invalid transition) is re-read and the path continues from there. The charge (force-payment)
 * ships to the winner's saved address; without one, or when the card is declined, the path ends in
 * pending-confirm and the winner adds the address and pays on the order page.
 */
async function moveOn(api: IntegrationApi, transactionId: string, role: BidderRole, facts: ClosingFacts): Promise<Transaction | null> {
  let tx = await api.transactions.show({ id: transactionId });
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const [transition] = remainingTransitions(role, stateAfter(tx.lastTransition) ?? null);
    if (!transition) return tx;
    // The charge with the shipping to the winner's saved address; without one (or when the card is
    // declined) the order waits for the winner on the order page.
    if (transition === 'force-payment') {
      const charged = await chargeWonOrder(transactionId);
      return charged.ok ? charged.value.transaction : tx;
    }
    try {
      tx = await api.transactions.transition({ id: transactionId, transition, params: paramsFor(transition, facts) });
    } catch (error) {
      const kind = classifyError(error);
      if (kind === 'invalid-transition') {
        tx = await api.transactions.show({ id: transactionId });
        continue;
      }
      logUnexpectedResponse(`auction closing ${transition}`, error);
      return null;
    }
  }
  return null;
}

/** Every transaction of the listing still in `bidding` that is not one of the recorded ones. */
async function unrecordedEntries(api: IntegrationApi, listingId: string, recorded: ReadonlySet<string>): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const found = await api.transactions.query({ listingId, lastTransitions: ['place-bid'], page, perPage: PER_PAGE });
    ids.push(...found.items.map((tx) => tx.id).filter((id) => !recorded.has(id)));
    if (page >= found.meta.totalPages) break;
  }
  return ids;
}

/** Ends the listing's unrecorded `bidding` transactions; a failure is logged and the closing goes on (they hold nothing: no stock, no payment). */
async function endUnrecorded(api: IntegrationApi, listingId: string, recorded: ReadonlySet<string>): Promise<void> {
  try {
    for (const id of await unrecordedEntries(api, listingId, recorded)) {
      await api.transactions.transition({ id, transition: 'lose-auction', params: {} }).catch((error: unknown) => logUnexpectedResponse('auction closing lose-auction (unrecorded)', error));
    }
  } catch (error) {
    logUnexpectedResponse(`auction closing ${listingId}: unrecorded bidding transactions`, error);
  }
}

export interface ClosingHooks {
  /** Called once per closed auction, after `closedAuctionInt` is set (the end-of-auction mails). */
  readonly onClosed?: (facts: ClosingFacts, result: AuctionResult) => Promise<void>;
}

/** Closes one auction if it has ended and is not closed yet; null when there was nothing to do. */
export async function closeAuction(api: IntegrationApi, listingId: string, now: Date, hooks: ClosingHooks = {}): Promise<ClosedAuction | null> {
  const listing = await api.listings.show({ id: listingId, include: ['author'] });
  const facts = closingFactsOf(listing);
  if (facts.closed || facts.endsAt.getTime() > now.getTime()) return null;
  const pending: string[] = [];
  const reached = new Map<string, Transaction>();
  for (const bidderId of facts.bidderIds) {
    const transactionId = facts.bidTransactions[bidderId];
    if (!transactionId) {
      console.error(`[auction closing] listing ${listingId}: bidder ${bidderId} has no bidding transaction`);
      continue;
    }
    const tx = await moveOn(api, transactionId, bidderRole(bidderId, facts.leaderId, facts.reserveMet), facts);
    if (tx) reached.set(bidderId, tx);
    else pending.push(bidderId);
  }
  const winnerTx = facts.leaderId ? reached.get(facts.leaderId) : undefined;
  // The leader's transaction must reach its outcome before the auction counts as closed; a leader
  // without any transaction (bids from before the bid path kept them) cannot pay, so it closes as it is.
  if (facts.leaderId && !winnerTx && facts.bidTransactions[facts.leaderId]) return { listingId, result: auctionResultOf(facts, null, now), pending };
  const result = auctionResultOf(facts, winnerTx ?? null, now);
  await endUnrecorded(api, listingId, new Set(Object.values(facts.bidTransactions)));
  await api.listings.update({ id: listingId, publicData: { closedAuctionInt: 1 }, metadata: { auctionResult: result } });
  await hooks.onClosed?.(facts, result);
  return { listingId, result, pending };
}

/** Closes every due auction, one listing at a time; returns what was closed. */
export async function closeDueAuctions(now: Date = new Date(), hooks: ClosingHooks = {}, api: IntegrationApi = integration()): Promise<ClosedAuction[]> {
  const closed: ClosedAuction[] = [];
  for (const listingId of await dueAuctionIds(api, now)) {
    try {
      const done = await withLock(`bid:${listingId}`, () => closeAuction(api, listingId, now, hooks), { ttlMs: 120_000, waitMs: 30_000 });
      if (done) closed.push(done);
    } catch (error) {
      logUnexpectedResponse(`auction closing ${listingId}`, error);
    }
  }
  return closed;
}
