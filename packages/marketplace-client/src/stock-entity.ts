/**
 * Stock (spec 2 §3 "Stock update"): a listing's current quantity, the ledger of adjustments, and
 * the reservation a purchase holds while it is paid for.
 */
import * as v from 'valibot';
import { integer, resource } from './resource-schema';

export const stockSchema = resource('stock', { quantity: integer }, {});
/** A listing's current stock: `{ id, quantity }` (`include=currentStock`, `stock.compareAndSet`). */
export type Stock = v.InferOutput<typeof stockSchema>;

export const stockAdjustmentSchema = resource('stockAdjustment', { at: v.date(), quantity: integer }, {});
/** One change of a listing's stock: `{ id, at, quantity }` (positive adds, negative removes). */
export type StockAdjustment = v.InferOutput<typeof stockAdjustmentSchema>;

export const STOCK_RESERVATION_STATES = ['pending', 'proposed', 'accepted', 'declined', 'cancelled'] as const;

export const stockReservationSchema = resource('stockReservation', { quantity: integer, state: v.picklist(STOCK_RESERVATION_STATES) }, {});
/** Stock held by a transaction: `{ id, quantity, state }`. */
export type StockReservation = v.InferOutput<typeof stockReservationSchema>;
