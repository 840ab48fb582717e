/**
 * `POST /api/events` (spec 3 §7 "Events service"): the app and the site report what happened —
 * `NEW_MESSAGE` (with `transactionId`, `sender`, `content`), `MESSAGE_OPENED`, `BOOKING_OPENED` (with
 * `transactionId`), `NEW_LISTING`, `PRICE_UPDATED`, `RESTOCKED` (with `listingId`). Form-encoded or
 * JSON, CSRF-checked, from a signed-in user who is a party of the transaction or the listing's author;
 * the sender of a message is the signed-in user.
 *
 * What each leads to: the other party of a new message gets an email, and the order emails of the
 * transitions are sent, by the marketplace itself (its built-in notifications, see ROUTES.md), so the
 * site sends nothing twice; the events are logged. Failures are logged and never shown: a well-formed
 * event answers 202 even when logging it failed. Bad input is 400, a stranger's event 404.
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { readApiBody, text } from '~/account/api.server';
import { apiFor, currentUser } from '~/server/marketplace.server';
import { logFailure } from './log-failure.server';
import { isUuid } from './transaction-access';

export const TRANSACTION_EVENTS = ['NEW_MESSAGE', 'MESSAGE_OPENED', 'BOOKING_OPENED'] as const;
export const LISTING_EVENTS = ['NEW_LISTING', 'PRICE_UPDATED', 'RESTOCKED'] as const;
export type EventType = (typeof TRANSACTION_EVENTS)[number] | (typeof LISTING_EVENTS)[number];

/** `NEW_MESSAGE`, `new message`, `message-opened` and the like, as one of the event types; null otherwise. */
export function parseEventType(value: string): EventType | null {
  const name = value.trim().toUpperCase().replace(/[\s-]+/g, '_');
  return ([...TRANSACTION_EVENTS, ...LISTING_EVENTS] as readonly string[]).includes(name) ? (name as EventType) : null;
}

const isTransactionEvent = (type: EventType): boolean => (TRANSACTION_EVENTS as readonly string[]).includes(type);

/** Whether the signed-in user may report this event: a party of the transaction, or the listing's author. */
async function concernsViewer(context: AppLoadContext, type: EventType, id: string): Promise<boolean> {
  try {
    if (isTransactionEvent(type)) await apiFor(context).transactions.show({ id });
    else await apiFor(context).ownListings.show({ id });
    return true;
  } catch (error) {
    const status = apiStatus(error);
    if (status === 403 || status === 404 || status === 400) return false;
    throw error;
  }
}

export async function eventsAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readApiBody(request, context);
  const user = await currentUser(context);
  if (!user) return Response.json({ error: 'Please log in again.' }, { status: 401 });
  const type = parseEventType(text(body['eventType']));
  if (!type) return Response.json({ error: `eventType must be one of ${[...TRANSACTION_EVENTS, ...LISTING_EVENTS].join(', ')}.` }, { status: 400 });
  const key = isTransactionEvent(type) ? 'transactionId' : 'listingId';
  const id = text(body[key]);
  if (!isUuid(id)) return Response.json({ error: `${key} is required for ${type}.` }, { status: 400 });
  const sender = text(body['sender']);
  if (type === 'NEW_MESSAGE' && sender && sender !== user.id) return Response.json({ error: 'sender must be you.' }, { status: 403 });
  try {
    if (!(await concernsViewer(context, type, id))) return Response.json({ error: 'Not found.' }, { status: 404 });
    console.info(JSON.stringify({ event: type, [key]: id, user: user.id }));
  } catch (error) {
    // Failures are only logged (spec 3 §7): the reporter carries on.
    logFailure(`event ${type}`, error);
  }
  return Response.json({ data: { eventType: type, [key]: id } }, { status: 202 });
}
