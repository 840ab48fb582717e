/**
 * Bookings of transactions (booking actions of a process): a pending booking holds its seats of the
 * listing's availability until it is declined or cancelled; `booking` resources for the
 * transaction's `booking` relationship.
 */
import type { App } from './http-context';
import { stmt } from './db';
import type { Node } from './render';

export type BookingState = 'pending' | 'accepted' | 'declined' | 'cancelled';

export interface BookingRow {
  id: string; transaction_id: string; listing_id: string; start_at: number; end_at: number;
  display_start: number; display_end: number; seats: number; state: BookingState; created_at: number;
}

export function bookingOf(app: App, transactionId: string): BookingRow | undefined {
  return stmt(app.db, 'SELECT * FROM bookings WHERE transaction_id = ?').get(transactionId) as BookingRow | undefined;
}

export function insertBooking(app: App, b: BookingRow): void {
  stmt(app.db, `INSERT INTO bookings (id, transaction_id, listing_id, start_at, end_at, display_start, display_end, seats, state, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(b.id, b.transaction_id, b.listing_id, b.start_at, b.end_at, b.display_start, b.display_end, b.seats, b.state, b.created_at);
}

export function setBookingState(app: App, id: string, state: BookingState): void {
  stmt(app.db, 'UPDATE bookings SET state = ? WHERE id = ?').run(state, id);
}

export function bookingNode(b: BookingRow): Node {
  return {
    id: b.id, type: 'booking',
    attributes: {
      seats: b.seats, start: new Date(b.start_at), end: new Date(b.end_at),
      displayStart: new Date(b.display_start), displayEnd: new Date(b.display_end), state: b.state,
    },
  };
}
