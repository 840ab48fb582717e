/**
 * Listing page actions: the enquiry (spec 2 §4, §7: transactions.initiate with the enquire
 * transition, then messages.send) and view counting (spec 2 §4: once per 5 minutes per listing
 * per browser, never for the author, stored as listing metadata through the Integration SDK).
 */
import type { AppLoadContext } from '@remix-run/node';
import { validateEnquiry } from '@variegata/validation/text';
import { sanitizeText } from '@variegata/validation/sanitize';
import { apiStatus } from '@variegata/marketplace-client/errors';
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import type { TransitionName } from '@variegata/marketplace-client/transition-name';
import { apiFor, currentUser, integration } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { serializeCookie } from '~/server/cookies.server';

export const SEND_ENQUIRY_ERROR = 'Sending the message failed. Please try again.';
export const ENQUIRY_TRANSITION: TransitionName = 'enquire';

export type EnquiryOutcome = { ok: true; transactionId: string } | { ok: false; field?: string; message: string; status: number };

export async function sendEnquiry(context: AppLoadContext, listingId: string, rawMessage: string): Promise<EnquiryOutcome> {
  const parsed = validateEnquiry({ message: rawMessage });
  if (!parsed.success) return { ok: false, field: 'message', message: parsed.issues['message'] ?? 'Message is required.', status: 400 };
  const api = apiFor(context);
  try {
    const tx = await api.transactions.initiate({ transition: ENQUIRY_TRANSITION, params: { listingId } });
    await api.messages.send({ transactionId: tx.id, content: sanitizeText(parsed.output.message) });
    return { ok: true, transactionId: tx.id };
  } catch (error) {
    logUnexpectedResponse('enquiry', error);
    return { ok: false, message: SEND_ENQUIRY_ERROR, status: apiStatus(error) === 403 ? 403 : 502 };
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

export type ViewOutcome = { counted: true; totalViews: number } | { counted: false; reason: 'throttled' | 'author' | 'not-found' };

export async function countView(context: AppLoadContext, listingId: string, now: number): Promise<ViewOutcome> {
  const seen = readViewCookie(context.cookies[VIEW_COOKIE], now);
  if (seen[listingId] !== undefined) return { counted: false, reason: 'throttled' };
  const operator = integration();
  let listing: Listing;
  try {
    listing = await operator.listings.show({ id: listingId, include: ['author'] });
  } catch (error) {
    logUnexpectedResponse('view count', error);
    return { counted: false, reason: 'not-found' };
  }
  const user = await currentUser(context);
  if (user && user.id === listing.author?.id) return { counted: false, reason: 'author' };
  const metadata = nextViewMetadata(listing.metadata, now);
  await operator.listings.update({ id: listingId, metadata });
  context.setCookie(writeViewCookie({ ...seen, [listingId]: now }, context.secure));
  return { counted: true, totalViews: metadata.totalViews };
}
