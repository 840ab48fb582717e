/**
 * The newsletter flow (spec 1 §4 signup sequence, §7 POST /api/newsletter; issue 17): a sign-up is
 * stored as pending and answered with a confirmation email holding a signed link (double opt-in);
 * opening it confirms the address and sends the welcome issue with premium sellers' listings; every
 * email carries a signed unsubscribe link. Emails go through the site's mailer (`sendMail`): the
 * mail provider's SMTP in production, the sandbox outbox offline.
 */
import type { AppLoadContext } from '@remix-run/node';
import { err, ok, type Result } from '@variegata/result/result';
import { validateNewsletter } from '@variegata/validation/newsletter';
import type { FieldIssues } from '@variegata/validation/form';
import { formatMoney } from '@variegata/money/format';
import { serverEnv } from '~/server/env.server';
import { sendMail } from '~/server/mail.server';
import { publicApiFor } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { CARD_QUERY_INCLUDES } from '~/search/search-query';
import { DEFAULT_SORT } from '~/search/search-config';
import { listingHref, titleOf } from '~/listing-cards/card-data';
import { confirmationMail, welcomeMail, type FeaturedListing } from './emails';
import { confirmSubscriber, recordSignUp, unsubscribe, type Subscriber } from './store.server';
import { signNewsletterToken, verifyNewsletterToken, type TokenError } from './tokens.server';

/** How many premium listings the welcome issue features. */
export const FEATURED_LISTINGS = 3;

const baseUrl = () => serverEnv().PUBLIC_BASE_URL.replace(/\/+$/, '');

/** The confirmation and unsubscribe links of an address. */
export function newsletterLinks(email: string, now: number): { confirmUrl: string; unsubscribeUrl: string } {
  const secret = serverEnv().SESSION_SECRET;
  return {
    confirmUrl: `${baseUrl()}/newsletter/confirm?token=${signNewsletterToken(email, 'confirm', secret, now)}`,
    unsubscribeUrl: `${baseUrl()}/newsletter/unsubscribe?token=${signNewsletterToken(email, 'unsubscribe', secret, now)}`,
  };
}

/** A refused sign-up carries the field issues in `meta`. */
export type NewsletterOutcome = Result<Subscriber, 'invalid-newsletter', FieldIssues>;

/** Stores the sign-up and, unless the address is already confirmed, sends the confirmation email. */
export async function signUpForNewsletter(input: unknown, now: number = Date.now()): Promise<NewsletterOutcome> {
  const parsed = validateNewsletter(input);
  if (!parsed.success) return err('invalid-newsletter', undefined, parsed.issues);
  const subscriber = recordSignUp({ email: parsed.output.email, firstName: parsed.output.firstName ?? '', lastName: parsed.output.lastName ?? '' }, now);
  if (subscriber.status === 'pending') {
    const mail = confirmationMail({ firstName: subscriber.firstName, ...newsletterLinks(subscriber.email, now) });
    await sendMail({ to: subscriber.email, ...mail, kind: 'newsletter-confirm' });
  }
  return ok(subscriber);
}

/** Premium sellers' open, in-stock listings in the default order (best placed first); none when the search fails. */
export async function featuredPremiumListings(context: AppLoadContext): Promise<FeaturedListing[]> {
  try {
    const api = await publicApiFor(context);
    const { items } = await api.listings.query({ meta_verified: true, pub_isPrivate: false, pub_closedAuctionInt: 0, minStock: 1, sort: DEFAULT_SORT, perPage: FEATURED_LISTINGS, ...CARD_QUERY_INCLUDES });
    return items.map((listing) => ({
      title: titleOf(listing),
      price: listing.price ? formatMoney(listing.price) : '',
      url: `${baseUrl()}${listingHref(listing.id, titleOf(listing))}`,
      seller: listing.author?.profile.metadata.username || listing.author?.profile.displayName || 'a premium seller',
    }));
  } catch (error) {
    logUnexpectedResponse('newsletter featured listings', error);
    return [];
  }
}

export type ConfirmError = TokenError | 'newsletter-not-pending';

/** Confirms the address a confirmation token names and sends the welcome issue (once). */
export async function confirmNewsletter(context: AppLoadContext, token: string, now: number = Date.now()): Promise<Result<Subscriber, ConfirmError>> {
  const email = verifyNewsletterToken(token, 'confirm', serverEnv().SESSION_SECRET, now);
  if (!email.ok) return email;
  const confirmed = confirmSubscriber(email.value, now);
  if (!confirmed) return err('newsletter-not-pending');
  const { subscriber, newly } = confirmed;
  if (newly) {
    const mail = welcomeMail({
      firstName: subscriber.firstName,
      featured: await featuredPremiumListings(context),
      marketplaceUrl: `${baseUrl()}/marketplace`,
      unsubscribeUrl: newsletterLinks(subscriber.email, now).unsubscribeUrl,
    });
    await sendMail({ to: subscriber.email, ...mail, kind: 'newsletter-welcome' });
  }
  return ok(subscriber);
}

/** Takes the address an unsubscribe token names off the list. */
export function unsubscribeNewsletter(token: string, now: number = Date.now()): Result<string, TokenError> {
  const email = verifyNewsletterToken(token, 'unsubscribe', serverEnv().SESSION_SECRET, now);
  if (email.ok) unsubscribe(email.value, now);
  return email;
}
