/**
 * Stock: an append-only ledger of adjustments (`stock_adjustments`) whose running total is cached in
 * `listings.stock`. compare_and_set writes the difference as one adjustment when oldTotal matches.
 * All calls are synchronous SQLite transactions, so concurrent requests are serialised.
 */
import { randomUUID } from 'node:crypto';
import type { App } from './http-context';
import { conflict, notFound } from './http-errors';
import { stmt } from './db';
import { recordEvent } from './events';

export function currentStock(app: App, listingId: string): number | null | undefined {
  const row = stmt(app.db, 'SELECT stock FROM listings WHERE id = ? AND deleted = 0').get(listingId) as { stock: number | null } | undefined;
  return row ? row.stock : undefined;
}

/** Adds a ledger entry of `delta` and returns the new total (may go negative only if allowNegative). */
export function adjustStock(app: App, listingId: string, delta: number, reservationId: string | null): number {
  const old = currentStock(app, listingId);
  if (old === undefined) throw notFound('Listing not found');
  const total = (old ?? 0) + delta;
  stmt(app.db, 'INSERT INTO stock_adjustments (id, listing_id, quantity, total_after, reservation_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(randomUUID(), listingId, delta, total, reservationId, app.now());
  stmt(app.db, 'UPDATE listings SET stock = ? WHERE id = ?').run(total, listingId);
  // only the stock column of the search row changes (the row exists only for published listings)
  stmt(app.db, 'UPDATE listing_search SET stock = ? WHERE rowid = (SELECT rowid FROM listings WHERE id = ?)').run(total, listingId);
  return total;
}

export function compareAndSet(app: App, listingId: string, oldTotal: number | null, newTotal: number): number {
  return app.db.transaction(() => {
    const current = currentStock(app, listingId);
    if (current === undefined) throw notFound('Listing not found');
    if ((current ?? null) !== oldTotal) {
      throw conflict('old-total-mismatch', 'oldTotal does not match the current stock', { currentTotal: current });
    }
    const total = adjustStock(app, listingId, newTotal - (current ?? 0), null);
    recordEvent(app, 'stock/updated', 'listing', listingId, { oldTotal, newTotal });
    return total;
  })();
}

export interface AdjustmentRow { id: string; listing_id: string; quantity: number; total_after: number; created_at: number; reservation_id: string | null }

export function stockAdjustments(app: App, listingId: string, start?: number, end?: number): AdjustmentRow[] {
  return stmt(app.db, `SELECT * FROM stock_adjustments WHERE listing_id = ? AND created_at >= ? AND created_at < ? ORDER BY seq`)
    .all(listingId, start ?? 0, end ?? Number.MAX_SAFE_INTEGER) as AdjustmentRow[];
}
