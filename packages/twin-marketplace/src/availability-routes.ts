/**
 * Marketplace API: timeslots/query (a listing's free seats from its availability plan, exceptions
 * and bookings), availability_exceptions/create|delete|query (own listings), and the same exception
 * endpoints on the Integration API for any listing.
 */
import { randomUUID } from 'node:crypto';
import type { App, Ctx, Reply, RouteTable } from './http-context';
import { conflict, forbidden, invalidValue, missingKey, notFound } from './http-errors';
import { stmt } from './db';
import { stableUuid } from './stable-uuid';
import { getListing, type ListingRow } from './listings-model';
import { ownListing } from './listings-routes';
import { pageMeta, paging, renderCommand, renderDoc, type Node } from './render';
import { DEFAULT_PLAN, freeSlots, type AvailabilityPlan, type Interval } from './availability';

/** The hosted API answers time slots and exceptions for at most this long a range. */
const MAX_RANGE_MS = 90 * 86400_000;

interface ExceptionRow { id: string; listing_id: string; start_at: number; end_at: number; seats: number }

/** A timestamp parameter: a transit date (body) or an ISO 8601 string (query). */
export function timestamp(ctx: Ctx, from: 'body' | 'query', key: string, required = true): number | undefined {
  const v = (from === 'body' ? ctx.body : ctx.query).raw(key);
  if (v === undefined || v === null || v === '') {
    if (required) throw missingKey(key, from);
    return undefined;
  }
  const t = v instanceof Date ? v.getTime() : typeof v === 'string' ? Date.parse(v) : typeof v === 'number' ? v : NaN;
  if (!Number.isFinite(t)) throw invalidValue(key, from, `${key} must be a timestamp`);
  return t;
}

function range(ctx: Ctx, from: 'body' | 'query'): { start: number; end: number } {
  const start = timestamp(ctx, from, 'start')!;
  const end = timestamp(ctx, from, 'end')!;
  if (end <= start) throw invalidValue('end', from, 'end must be after start');
  if (end - start > MAX_RANGE_MS) throw invalidValue('end', from, 'The range can be at most 90 days');
  return { start, end };
}

export function planOf(l: ListingRow): AvailabilityPlan {
  return l.availability_plan ? (JSON.parse(l.availability_plan) as AvailabilityPlan) : DEFAULT_PLAN;
}

/** Pending and accepted bookings of the listing overlapping [start, end), except the one of `exceptTx`. */
export function bookedIntervals(app: App, listingId: string, start: number, end: number): Interval[] {
  return (stmt(app.db, `SELECT start_at, end_at, seats FROM bookings WHERE listing_id = ? AND state IN ('pending', 'accepted')
    AND start_at < ? AND end_at > ?`).all(listingId, end, start) as { start_at: number; end_at: number; seats: number }[])
    .map((b) => ({ start: b.start_at, end: b.end_at, seats: b.seats }));
}

function exceptionRows(app: App, listingId: string, start: number, end: number): ExceptionRow[] {
  return stmt(app.db, 'SELECT * FROM availability_exceptions WHERE listing_id = ? AND start_at < ? AND end_at > ? ORDER BY start_at')
    .all(listingId, end, start) as ExceptionRow[];
}

/** The listing's free slots over [start, end). */
export function listingSlots(app: App, l: ListingRow, start: number, end: number): Interval[] {
  const exceptions = exceptionRows(app, l.id, start, end).map((e) => ({ start: e.start_at, end: e.end_at, seats: e.seats }));
  return freeSlots(planOf(l), exceptions, bookedIntervals(app, l.id, start, end), start, end);
}

function timeslotsQuery(ctx: Ctx): Reply {
  const l = getListing(ctx.app, ctx.query.uuid('listingId'));
  if (!l || l.deleted || l.state !== 'published') throw notFound('Listing not found');
  const { start, end } = range(ctx, 'query');
  const p = paging(ctx, 100, 500);
  const kind = planOf(l).type === 'availability-plan/time' ? 'time-slot/time' : 'time-slot/day';
  const slots = listingSlots(ctx.app, l, start, end);
  const nodes: Node[] = slots.slice(p.offset, p.offset + p.perPage).map((s) => ({
    id: stableUuid(`${l.id}/${s.start}/${s.end}/${s.seats}`),
    type: 'timeSlot', attributes: { type: kind, seats: s.seats, start: new Date(s.start), end: new Date(s.end) },
  }));
  return renderDoc(ctx, nodes, pageMeta(p, slots.length));
}

function exceptionNode(e: ExceptionRow): Node {
  return { id: e.id, type: 'availabilityException', attributes: { seats: e.seats, start: new Date(e.start_at), end: new Date(e.end_at) } };
}

function listingFor(ctx: Ctx, from: 'body' | 'query'): ListingRow {
  if (ctx.api === 'marketplace') return ownListing(ctx, 'listingId', from);
  const l = getListing(ctx.app, (from === 'body' ? ctx.body : ctx.query).uuid('listingId'));
  if (!l || l.deleted) throw notFound('Listing not found');
  return l;
}

function exceptionsCreate(ctx: Ctx): Reply {
  const l = listingFor(ctx, 'body');
  const { start, end } = range(ctx, 'body');
  const seats = ctx.body.int('seats', { min: 0 });
  if (seats === undefined) throw missingKey('seats', 'body');
  if (exceptionRows(ctx.app, l.id, start, end).length > 0) throw conflict('conflict', 'The exception overlaps another availability exception');
  const row: ExceptionRow = { id: randomUUID(), listing_id: l.id, start_at: start, end_at: end, seats };
  stmt(ctx.app.db, 'INSERT INTO availability_exceptions (id, listing_id, start_at, end_at, seats, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(row.id, row.listing_id, start, end, seats, ctx.app.now());
  return renderCommand(ctx, exceptionNode(row));
}

function exceptionsDelete(ctx: Ctx): Reply {
  const row = stmt(ctx.app.db, 'SELECT * FROM availability_exceptions WHERE id = ?').get(ctx.body.uuid('id')) as ExceptionRow | undefined;
  if (!row) throw notFound('Availability exception not found');
  const l = getListing(ctx.app, row.listing_id);
  if (ctx.api === 'marketplace' && l?.author_id !== ctx.auth.userId) throw forbidden('Not the author of the listing');
  stmt(ctx.app.db, 'DELETE FROM availability_exceptions WHERE id = ?').run(row.id);
  return renderCommand(ctx, exceptionNode(row));
}

function exceptionsQuery(ctx: Ctx): Reply {
  const l = listingFor(ctx, 'query');
  const { start, end } = range(ctx, 'query');
  const p = paging(ctx, 100, 500);
  const rows = exceptionRows(ctx.app, l.id, start, end);
  return renderDoc(ctx, rows.slice(p.offset, p.offset + p.perPage).map(exceptionNode), pageMeta(p, rows.length));
}

export const availabilityRoutes: RouteTable = {
  'timeslots/query': { method: 'GET', auth: 'public', handler: timeslotsQuery },
  'availability_exceptions/create': { method: 'POST', auth: 'user', handler: exceptionsCreate },
  'availability_exceptions/delete': { method: 'POST', auth: 'user', handler: exceptionsDelete },
  'availability_exceptions/query': { method: 'GET', auth: 'user', handler: exceptionsQuery },
};

export const integrationAvailabilityRoutes: RouteTable = {
  'availability_exceptions/create': { method: 'POST', auth: 'integration', handler: exceptionsCreate },
  'availability_exceptions/delete': { method: 'POST', auth: 'integration', handler: exceptionsDelete },
  'availability_exceptions/query': { method: 'GET', auth: 'integration', handler: exceptionsQuery },
};
