/**
 * Listing page actions: the enquiry (spec 2 §4, §7: transactions.initiate with the enquire
 * transition, then messages.send) and view counting (spec 2 §4, §9: once per 5 minutes per listing
 * per browser and per client address, never for the author, stored as listing metadata through the
 * Integration SDK under a per-listing lock).
 */
import { placementOf } from '@variegata/membership/placement';
import { err, ok, type Result } from '@variegata/result/result';
import type { AppLoadContext } from '@remix-run/node';
import { validateEnquiry } from '@variegata/validation/text';
import { sanitizeText } from '@variegata/validation/sanitize';
import { apiStatus } from '@variegata/marketplace-client/errors';
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import type { TransitionName } from '@variegata/marketplace-client/transition-name';
import { apiFor, currentUser, integration } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { serializeCookie } from '~/server/cookies.server';
import { withLock } from '~/server/keyed-lock.server';
import { limitAttempt, refundAttempt } from '~/server/rate-limit.server';

export const SEND_ENQUIRY_ERROR = 'Sending the message failed. Please try again.';
export const ENQUIRY_TRANSITION: TransitionName = 'enquire';

/** A refused enquiry: its text, the HTTP status and the form field it belongs to (if any). */
export interface EnquiryRefusal {
  readonly status: number;
  readonly field?: string;
}
export type EnquiryOutcome = Result<{ transactionId: string }, 'invalid-message' | 'send-failed', EnquiryRefusal>;

export async function sendEnquiry(context: AppLoadContext, listingId: string, rawMessage: string): Promise<EnquiryOutcome> {
  const parsed = validateEnquiry({ message: rawMessage });
  if (!parsed.success) return err('invalid-message', parsed.issues['message'] ?? 'Message is required.', { status: 400, field: 'message' });
  const api = apiFor(context);
  try {
    const tx = await api.transactions.initiate({ transition: ENQUIRY_TRANSITION, params: { listingId } });
    await api.messages.send({ transactionId: tx.id, content: sanitizeText(parsed.output.message) });
    return ok({ transactionId: tx.id });
  } catch (error) {
    logUnexpectedResponse('enquiry', error);
    return err('send-failed', SEND_ENQUIRY_ERROR, { status: apiStatus(error) === 403 ? 403 : 502 });
  }
}

/** View throttle (spec 2 §9). */
export const VIEW_THROTTLE_MS = 5 * 60 * 1000;
export const VIEW_COOKIE = 'vg_views';

/** The guard cookie: listing id -> last counted time, only entries still inside the window. */
export function readViewCookie(value: string | undefined, now: number): Record<string, number> {
  if (!value) return {};
  const out: Record<string, number> = {};
  for (const part of value.split('.')) {
    const [id, t] = part.split('~');
    const at = Number(t);
    if (id && /^[0-9a-f-]{36}$/i.test(id) && Number.isFinite(at) && now - at < VIEW_THROTTLE_MS) out[id] = at;
  }
  return out;
}

export function writeViewCookie(entries: Record<string, number>, secure: boolean): string {
  const value = Object.entries(entries).slice(-30).map(([id, at]) => `${id}~${at}`).join('.');
  return serializeCookie(VIEW_COOKIE, value, { path: '/api/countView', maxAgeSeconds: VIEW_THROTTLE_MS / 1000, secure });
}

/** The UTC day a view counts for (viewsByCurrentDay resets when the day changes). */
export const viewDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** The metadata after one more view. */
export function nextViewMetadata(
  metadata: Pick<Listing['metadata'], 'totalViews' | 'viewsByCurrentDay' | 'viewsDay'>,
  now: number,
): { totalViews: number; viewsByCurrentDay: number; viewsDay: string } {
  const day = viewDay(now);
  const today = metadata.viewsDay === day ? (metadata.viewsByCurrentDay ?? 0) : 0;
  return { totalViews: (metadata.totalViews ?? 0) + 1, viewsByCurrentDay: today + 1, viewsDay: day };
}

export type ViewOutcome =
  | { counted: true; totalViews: number }
  | { counted: false; reason: 'throttled' | 'author' | 'not-found' }
  | { counted: false; reason: 'unavailable' };

/**
 * Counts one view of a listing (spec 2 §4, §9): not for the author, at most once per 5 minutes per
 * listing for a browser (its `vg_views` cookie) and for a client address (a shared rate limit, so a
 * client that drops the cookie is still throttled). The increment is a read-modify-write of the
 * listing's metadata, so it runs under a per-listing lock (in process, or Redis with REDIS_URL):
 * concurrent views are all counted, none twice.
 */
export async function countView(context: AppLoadContext, listingId: string, now: number): Promise<ViewOutcome> {
  const seen = readViewCookie(context.cookies[VIEW_COOKIE], now);
  if (seen[listingId] !== undefined) return { counted: false, reason: 'throttled' };
  const client = { ip: context.clientIp, listingId };
  const operator = integration();
  let outcome: ViewOutcome;
  try {
    const viewerId = (await currentUser(context))?.id ?? null;
    outcome = await withLock(`views:${listingId}`, async (): Promise<ViewOutcome> => {
      let listing: Listing;
      try {
        listing = await operator.listings.show({ id: listingId, include: ['author'] });
      } catch (error) {
        if (apiStatus(error) === 404 || apiStatus(error) === 400) return { counted: false, reason: 'not-found' };
        throw error;
      }
      if (viewerId !== null && viewerId === listing.author?.id) return { counted: false, reason: 'author' };
      if (!(await limitAttempt('view', client)).allowed) return { counted: false, reason: 'throttled' };
      try {
        const metadata = nextViewMetadata(listing.metadata, now);
        // The default search order's key moves with today's views (premium placement, @variegata/membership/placement).
        // `verified` is the premium badge: on the author (kept by the membership billing) and copied onto their listings.
        const boosted = listing.author?.profile.metadata.verified === true || listing.metadata.verified === true;
        const placementInt = placementOf({ boosted, viewsByCurrentDay: metadata.viewsByCurrentDay });
        await operator.listings.update({ id: listingId, metadata: { ...metadata, placementInt } });
        return { counted: true, totalViews: metadata.totalViews };
      } catch (error) {
        await refundAttempt('view', client);
        throw error;
      }
    });
  } catch (error) {
    logUnexpectedResponse(`view of ${listingId} not counted`, error);
    return { counted: false, reason: 'unavailable' };
  }
  if (outcome.counted || outcome.reason === 'throttled') context.setCookie(writeViewCookie({ ...seen, [listingId]: now }, context.secure));
  return outcome;
}
