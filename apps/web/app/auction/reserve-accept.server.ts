/**
 * The seller's "accept the high bid" on the sale page of an auction that ended below the reserve
 * (spec 3 §4 accept-reserve-bid, issue 16): a perk of starter members and above (spec 1 plan tiers),
 * so other sellers get the reason instead; once the provider's accept-reserve-bid is taken, the
 * operator's force-payment charges the winner's saved card off session (the order becomes purchased
 * and follows the usual order flow), the listing's auction result becomes "sold" and the winner and
 * the seller get their mails.
 */
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { FREE_PLAN } from '@variegata/membership/plans';
import { canAcceptHighBid } from '@variegata/membership/perks';
import { stateAfter } from '@variegata/transaction-process/process';
import { integration } from '~/server/marketplace.server';
import { chargeWonOrder } from './won-order.server';
import { acceptedBidMails, paidWinMails, type SendMail } from './auction-mail-send.server';
import { closingFactsOf } from './closing-facts';
import { storedAuctionResult, type AuctionResult } from './closing-result';

export const ACCEPT_HIGH_BID_PERK_TEXT =
  'Accepting the high bid below your reserve is a perk of Starter membership and above. Upgrade your membership on the Membership page to accept it.';

/** Why this seller may not accept a high bid below the reserve, or null when they may. */
export function acceptHighBidRefusal(seller: Pick<CurrentUser, 'profile'> | null): string | null {
  const planId = seller?.profile.privateData.membershipPlanId ?? FREE_PLAN;
  return canAcceptHighBid(planId) ? null : ACCEPT_HIGH_BID_PERK_TEXT;
}

/**
 * After the seller accepted: charges the winner (force-payment by the operator, with the shipping to
 * their saved address) and records the sale. True when the order is purchased; false when it could
 * not be charged (the winner then adds the address and pays on the order page).
 */
export async function chargeAcceptedBid(transactionId: string, send: SendMail): Promise<boolean> {
  const api = integration();
  let tx = await api.transactions.show({ id: transactionId, include: ['listing'] });
  const listingId = tx.listing?.id;
  if (stateAfter(tx.lastTransition) === 'pending-confirm') {
    const charged = await chargeWonOrder(transactionId);
    if (!charged.ok) return false;
    tx = charged.value.transaction;
  }
  if (stateAfter(tx.lastTransition) !== 'purchased') return false;
  if (listingId) await recordPaidWin(listingId, transactionId, send);
  return true;
}

/**
 * The listing's auction result once the winner's order is paid: a sale accepted below the reserve
 * becomes "sold" (and the winner and the seller get their mails); a sale the closing could not
 * charge becomes charged (and the seller gets the sold mail).
 */
export async function recordPaidWin(listingId: string, transactionId: string, send: SendMail): Promise<void> {
  const api = integration();
  const listing = await api.listings.show({ id: listingId, include: ['author'] });
  const before = storedAuctionResult(listing.metadata);
  if (!before || before.outcome === 'no-bids' || before.transactionId !== transactionId) return;
  if (before.outcome === 'sold') {
    if (before.charged) return;
    await api.listings.update({ id: listingId, metadata: { auctionResult: { ...before, charged: true } } });
    await paidWinMails(api, send, closingFactsOf(listing), before.amount, transactionId);
    return;
  }
  const sold: AuctionResult = { outcome: 'sold', closedAt: before.closedAt, winnerId: before.winnerId, amount: before.amount, transactionId, charged: true };
  await api.listings.update({ id: listingId, metadata: { auctionResult: sold } });
  await acceptedBidMails(api, send, closingFactsOf(listing), before.winnerId, before.amount, transactionId);
}
