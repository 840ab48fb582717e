/**
 * Sends the end-of-auction mails (texts in `auction-mail-texts`) to the people they are for: the
 * addresses are read through the Integration API, so this works against the hosted marketplace.
 * "Ending within the hour" goes once per auction (the listing's `metadata.endingSoonMailed` is set
 * before sending, under the listing's bid lock) to every bidder and every member who favourited it,
 * never to the seller.
 */
import type { IntegrationApi } from '@variegata/marketplace-client/integration-api';
import { withLock } from '~/server/keyed-lock.server';
import { serverEnv } from '~/server/env.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { belowReserveMail, endingSoonMail, soldMail, wonMail, type AuctionMailFacts, type Mail } from './auction-mail-texts';
import { closingFactsOf, type ClosingFacts } from './closing-facts';
import type { AuctionResult } from './closing-result';

export type SendMail = (mail: Mail & { readonly to: string }) => Promise<unknown>;

const HOUR_MS = 60 * 60 * 1000;
const USER_PAGES = 20;

function mailFacts(facts: ClosingFacts): AuctionMailFacts {
  return { baseUrl: serverEnv().PUBLIC_BASE_URL, listingId: facts.listingId, title: facts.title, currency: facts.currency };
}

async function emailOf(api: IntegrationApi, userId: string): Promise<string | null> {
  try {
    const user = await api.users.show({ id: userId });
    return user.banned || user.deleted || !user.email ? null : user.email;
  } catch (error) {
    logUnexpectedResponse('auction mail recipient', error);
    return null;
  }
}

async function sendTo(api: IntegrationApi, send: SendMail, userId: string | null, mail: Mail): Promise<void> {
  const to = userId ? await emailOf(api, userId) : null;
  if (!to) return;
  try {
    await send({ to, ...mail });
  } catch (error) {
    logUnexpectedResponse('auction mail', error);
  }
}

/** The mails of a closed auction: won (winner) and sold (seller), or ended below reserve (seller). */
export function closingMails(api: IntegrationApi, send: SendMail) {
  return async (facts: ClosingFacts, result: AuctionResult): Promise<void> => {
    const mf = mailFacts(facts);
    if (result.outcome === 'sold') {
      await sendTo(api, send, result.winnerId, wonMail(mf, result.amount, result.transactionId, result.charged));
      if (result.charged) await sendTo(api, send, facts.sellerId, soldMail(mf, result.amount, result.transactionId));
    } else if (result.outcome === 'below-reserve') {
      await sendTo(api, send, facts.sellerId, belowReserveMail(mf, result.amount, result.transactionId, new Date(result.decisionDeadline)));
    }
  };
}

/** After the seller accepted a bid below the reserve and the winner was charged: won and sold. */
export async function acceptedBidMails(api: IntegrationApi, send: SendMail, facts: ClosingFacts, winnerId: string, amount: number, transactionId: string): Promise<void> {
  const mf = mailFacts(facts);
  await sendTo(api, send, winnerId, wonMail(mf, amount, transactionId, true));
  await sendTo(api, send, facts.sellerId, soldMail(mf, amount, transactionId));
}

/** After the winner paid on the order page (the closing could not charge them): the seller's sold mail. */
export async function paidWinMails(api: IntegrationApi, send: SendMail, facts: ClosingFacts, amount: number, transactionId: string): Promise<void> {
  await sendTo(api, send, facts.sellerId, soldMail(mailFacts(facts), amount, transactionId));
}

/** Members (by id) whose favourites hold any of `listingIds`, by listing id. */
async function favouritedBy(api: IntegrationApi, listingIds: readonly string[]): Promise<Map<string, string[]>> {
  const byListing = new Map<string, string[]>(listingIds.map((id) => [id, []]));
  for (let page = 1; page <= USER_PAGES; page += 1) {
    const users = await api.users.query({ page, perPage: 100 });
    for (const user of users.items) {
      for (const id of user.profile.protectedData.myFavorites ?? []) byListing.get(id)?.push(user.id);
    }
    if (page >= (users.meta.totalPages)) break;
  }
  return byListing;
}

/** Mails "ending within the hour" for every open auction ending in the next hour that was not mailed yet. */
export async function mailEndingSoon(api: IntegrationApi, send: SendMail, now: Date): Promise<string[]> {
  const found = await api.listings.query({
    states: ['published'],
    pub_type: 'auction',
    pub_closedAuctionInt: 0,
    pub_auctionDateTimestamp: `${now.getTime()},${now.getTime() + HOUR_MS}`,
    include: ['author'],
    perPage: 100,
  });
  const due = found.items.filter((listing) => listing.metadata['endingSoonMailed'] !== true);
  if (due.length === 0) return [];
  const fans = await favouritedBy(api, due.map((listing) => listing.id));
  const mailed: string[] = [];
  for (const candidate of due) {
    const claimed = await withLock(`bid:${candidate.id}`, async () => {
      const listing = await api.listings.show({ id: candidate.id, include: ['author'] });
      if (listing.metadata['endingSoonMailed'] === true) return null;
      await api.listings.update({ id: listing.id, metadata: { endingSoonMailed: true } });
      return listing;
    });
    if (!claimed) continue;
    const facts = closingFactsOf(claimed);
    const recipients = new Set([...facts.bidderIds, ...(fans.get(claimed.id) ?? [])]);
    if (facts.sellerId) recipients.delete(facts.sellerId);
    const mail = endingSoonMail(mailFacts(facts), facts.endsAt, facts.price);
    for (const userId of recipients) await sendTo(api, send, userId, mail);
    mailed.push(claimed.id);
  }
  return mailed;
}
