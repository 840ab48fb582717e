/**
 * What follows an accepted bid, outside the listing's lock: every viewer's live update (on every
 * instance) and the outbid email to each bidder the bid overtook (not the bidder who just bid).
 * A failure here never undoes the bid: it is logged.
 */
import type { MarketplaceApi } from '@variegata/marketplace-client/marketplace-api';
import { LRUCache } from 'lru-cache';
import { serverEnv } from '~/server/env.server';
import { sendMail } from '~/server/mail.server';
import { integration } from '~/server/marketplace.server';
import { formatMoney } from '@variegata/money/format';
import { DEFAULT_CURRENCY, listingHref, titleOf } from '~/listing-cards/card-data';
import type { BidPlaced } from './bid-place.server';
import { outbidMail } from './bid-outbid-mail';
import { liveUpdateOf } from './live-view.server';
import { publishAuction } from './live-hub.server';

async function mailOutbid(placed: BidPlaced, bidderId: string): Promise<void> {
  const outbid = [...new Set(placed.events.flatMap((event) => (event.type === 'outbid' && event.bidderId !== bidderId ? [event.bidderId] : [])))];
  if (outbid.length === 0) return;
  const update = placed.state;
  const price = update.price ?? update.config.startingPrice;
  const title = titleOf(placed.listing);
  const url = `${serverEnv().PUBLIC_BASE_URL.replace(/\/$/, '')}${listingHref(placed.listing.id, title)}`;
  const mail = outbidMail({ listingTitle: title, currentBid: formatMoney({ amount: price, currency: placed.listing.price?.currency ?? DEFAULT_CURRENCY }), listingUrl: url });
  await Promise.all(
    outbid.map(async (id) => {
      const to = await emailOf(id);
      if (to) await sendMail({ to, kind: 'auction-outbid', ...mail });
    }),
  );
}

/**
 * A bidder's email, remembered for a minute: in a bidding war the same few bidders are outbid again
 * and again. Removed (banned, deleted) members get no mail.
 */
const emails = new LRUCache<string, { to: string | null }>({ max: 5_000, ttl: 60_000 });

/** Keeps the email of a bidder the bid path just read (signed in, so neither banned nor deleted). */
export function rememberBidderEmail(id: string, email: string): void {
  emails.set(id, { to: email || null });
}

async function emailOf(id: string): Promise<string | null> {
  const known = emails.get(id);
  if (known) return known.to;
  const user = await integration().users.show({ id });
  const to = user.banned || user.deleted || !user.email ? null : user.email;
  emails.set(id, { to });
  return to;
}

export async function afterBid(api: MarketplaceApi, placed: BidPlaced, bidderId: string): Promise<void> {
  try {
    // One update per write: the batch's last bid announces the state as written.
    if (placed.state === placed.latest) await publishAuction(await liveUpdateOf(api, placed.listing, placed.latest));
  } catch (error) {
    console.error('[web] auction live update failed', error);
  }
  mailOutbid(placed, bidderId).catch((error: unknown) => console.error('[web] outbid email failed', error));
}
