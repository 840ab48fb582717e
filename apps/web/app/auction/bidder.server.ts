/**
 * Who is bidding: the signed-in user's id and whether they have a saved card (spec 2 §5: bidding
 * needs one). A bidder with a card is remembered for 10 seconds by a digest of their access token,
 * so the bids of a busy auction's last minutes do not each cost a user lookup. Only a positive
 * answer is kept: a card added just now counts at once; a card deleted or a session ended elsewhere
 * counts within 10 seconds (the closing's off-session charge handles a card that is gone). The same
 * read gives the bidder's name for the bid history and their email for outbid mails.
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { rememberBidderName } from '~/listing/page.server';
import { accessTokenOf, apiFor, authInfo } from '~/server/marketplace.server';
import { rememberBidderEmail } from './bid-notify.server';

export interface Bidder {
  readonly id: string;
  readonly hasCard: boolean;
}

const BIDDER_TTL_MS = 10_000;
const withCard = new LRUCache<string, Bidder>({ max: 20_000, ttl: BIDDER_TTL_MS });

const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The signed-in bidder, or null for a visitor or a session that ended. */
export async function bidderOf(context: AppLoadContext): Promise<Bidder | null> {
  if ((await authInfo(context)).isAnonymous) return null;
  const token = accessTokenOf(context);
  const key = token ? digestOf(token) : null;
  const known = key ? withCard.get(key) : undefined;
  if (known) return known;
  try {
    const me = await apiFor(context).currentUser.show({ include: ['stripeCustomer.defaultPaymentMethod'] });
    const bidder = { id: me.id, hasCard: Boolean(me.stripeCustomer?.defaultPaymentMethod) };
    // The bid's live update shows the bidder's (masked) name and an outbid mail goes to their
    // address: both are in this read, so neither costs another lookup.
    rememberBidderName(me.id, me.profile);
    rememberBidderEmail(me.id, me.email);
    // The SDK may have refreshed the token: remember the bidder under the token it came with.
    if (key && bidder.hasCard) withCard.set(key, bidder);
    return bidder;
  } catch (error) {
    const status = apiStatus(error);
    if (status === 401 || status === 403) return null;
    throw error;
  }
}
