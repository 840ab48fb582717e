/**
 * The booking actions of a process, as the hosted API runs them: `create-pending-booking` reads
 * `bookingStart`/`bookingEnd` (and optional display times and `seats`) from the transition params,
 * normalised to UTC midnight unless the action's `:config {:type :time}`, and refuses a time the
 * listing has no free seats for (409 `transaction-booking-time-not-available`); `accept-booking`,
 * `decline-booking` and `cancel-booking` move the booking (declined and cancelled give the seats back).
 */
import { randomUUID } from 'node:crypto';
import type { App } from './http-context';
import { conflict, invalidValue, missingKey } from './http-errors';
import type { ListingRow } from './listings-model';
import { isAvailable } from './availability';
import { listingSlots } from './availability-routes';
import { bookingOf, insertBooking, setBookingState, type BookingRow, type BookingState } from './bookings';

export interface BookingDraft { create?: Omit<BookingRow, 'transaction_id' | 'created_at' | 'state'>; state?: BookingState }

const DAY_MS = 86400_000;

function time(params: Record<string, unknown>, key: string, required: boolean): number | undefined {
  const v = params[key];
  if (v === undefined || v === null) {
    if (required) throw missingKey(`params.${key}`, 'body');
    return undefined;
  }
  const t = v instanceof Date ? v.getTime() : typeof v === 'string' ? Date.parse(v) : NaN;
  if (!Number.isFinite(t)) throw invalidValue(`params.${key}`, 'body', `${key} must be a timestamp`);
  return t;
}

const notAvailable = () => conflict('transaction-booking-time-not-available', 'The listing is not available for the booking time');

/** `create-pending-booking`: the booking to create, checked against the listing's free seats. */
export function pendingBooking(app: App, listing: ListingRow | undefined, params: Record<string, unknown>, config: Record<string, unknown>): BookingDraft['create'] {
  const byDay = config['type'] !== 'time';
  const norm = (t: number) => (byDay ? Math.floor(t / DAY_MS) * DAY_MS : t);
  const start = norm(time(params, 'bookingStart', true)!);
  const end = norm(time(params, 'bookingEnd', true)!);
  if (end <= start) throw invalidValue('params.bookingEnd', 'body', 'bookingEnd must be after bookingStart');
  const seats = params['seats'] ?? 1;
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1) throw invalidValue('params.seats', 'body', 'seats must be a positive integer');
  if (!listing || !isAvailable(listingSlots(app, listing, start, end), start, end, seats)) throw notAvailable();
  return {
    id: randomUUID(), listing_id: listing.id, start_at: start, end_at: end, seats,
    display_start: time(params, 'bookingDisplayStart', false) ?? start, display_end: time(params, 'bookingDisplayEnd', false) ?? end,
  };
}

/** Writes the draft inside the transition's SQLite transaction (the free seats are checked again there). */
export function commitBooking(app: App, listing: ListingRow | undefined, txId: string, draft: BookingDraft, now: number): void {
  if (draft.create) {
    const b = draft.create;
    if (!listing || !isAvailable(listingSlots(app, listing, b.start_at, b.end_at), b.start_at, b.end_at, b.seats)) throw notAvailable();
    insertBooking(app, { ...b, transaction_id: txId, state: draft.state ?? 'pending', created_at: now });
  } else if (draft.state) {
    const existing = bookingOf(app, txId);
    if (existing) setBookingState(app, existing.id, draft.state);
  }
}

/** `accept-booking` / `decline-booking` / `cancel-booking`: the state, when the booking is in a state it can leave. */
export function bookingStateChange(app: App, txId: string | undefined, draft: BookingDraft, action: 'accept-booking' | 'decline-booking' | 'cancel-booking'): void {
  const current = draft.create ? (draft.state ?? 'pending') : txId ? bookingOf(app, txId)?.state : undefined;
  if (action === 'accept-booking' && current === 'pending') draft.state = 'accepted';
  else if (action === 'decline-booking' && current === 'pending') draft.state = 'declined';
  else if (action === 'cancel-booking' && (current === 'accepted' || current === 'pending')) draft.state = 'cancelled';
  else throw conflict('transaction-invalid-transition', `${action}: the transaction has no booking in a state that allows it`);
}
