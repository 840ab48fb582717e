/** Transaction rows and resource views (transaction, stockReservation, review, message). */
import type { App, Ctx } from './http-context';
import { parseJson, stmt } from './db';
import type { Node } from './render';
import { BigDecimalValue, MoneyValue } from './wire-types';
import { getListing, listingNode } from './listings-model';
import { getUser, userNode } from './users-model';
import { wireTransition } from './transition-names';
import { bookingNode, bookingOf } from './bookings';

export interface TxRow {
  rowid: number; id: string; process_name: string; process_version: number; state: string; listing_id: string;
  customer_id: string; provider_id: string; last_transition: string | null; last_transitioned_at: number | null;
  last_message_at: number | null; line_items: string; payin_total_amount: number | null; payout_total_amount: number | null;
  currency: string | null; protected_data: string; metadata: string; version: number; created_at: number;
}

export interface StoredLineItem {
  code: string; unitPrice: { amount: number; currency: string }; quantity?: number; percentage?: number; seats?: number; units?: number;
  lineTotal: { amount: number; currency: string }; reversal: boolean; includeFor: string[];
}

export interface ReviewRow { id: string; transaction_id: string; listing_id: string; author_id: string; subject_id: string; type: string; state: string; rating: number | null; content: string; created_at: number }
export interface ReservationRow { id: string; listing_id: string; transaction_id: string; quantity: number; state: string; created_at: number }

export function getTx(app: App, id: string): TxRow | undefined {
  return stmt(app.db, 'SELECT * FROM transactions WHERE id = ?').get(id) as TxRow | undefined;
}

function decimal(n: number): BigDecimalValue {
  return new BigDecimalValue(String(n));
}

export function wireLineItems(items: StoredLineItem[]): Record<string, unknown>[] {
  return items.map((i) => {
    const out: Record<string, unknown> = {
      code: i.code,
      unitPrice: new MoneyValue(i.unitPrice.amount, i.unitPrice.currency),
      lineTotal: new MoneyValue(i.lineTotal.amount, i.lineTotal.currency),
      reversal: i.reversal,
      includeFor: i.includeFor,
    };
    if (i.quantity !== undefined) out['quantity'] = decimal(i.quantity);
    if (i.percentage !== undefined) out['percentage'] = decimal(i.percentage);
    if (i.seats !== undefined) out['seats'] = i.seats;
    if (i.units !== undefined) out['units'] = decimal(i.units);
    return out;
  });
}

export function txTransitions(app: App, id: string): { transition: string; createdAt: Date; by: string }[] {
  return (stmt(app.db, 'SELECT transition, by_role, created_at FROM transaction_transitions WHERE transaction_id = ? ORDER BY seq').all(id) as
    { transition: string; by_role: string; created_at: number }[]).map((t) => ({ transition: wireTransition(t.transition), createdAt: new Date(t.created_at), by: t.by_role }));
}

export function reviewNode(ctx: Ctx, r: ReviewRow): Node {
  return {
    id: r.id, type: 'review',
    attributes: { type: r.type, state: r.state, rating: r.rating, content: r.content, createdAt: new Date(r.created_at), deleted: false },
    rels: {
      author: () => { const u = getUser(ctx.app, r.author_id); return u ? userNode(ctx, u) : null; },
      subject: () => { const u = getUser(ctx.app, r.subject_id); return u ? userNode(ctx, u) : null; },
      listing: () => { const l = getListing(ctx.app, r.listing_id); return l ? listingNode(ctx, l) : null; },
    },
  };
}

export function reservationNode(r: ReservationRow): Node {
  return { id: r.id, type: 'stockReservation', attributes: { quantity: r.quantity, state: r.state } };
}

export function messageNode(ctx: Ctx, m: { id: string; transaction_id: string; sender_id: string; content: string; created_at: number }): Node {
  return {
    id: m.id, type: 'message',
    attributes: { content: m.content, createdAt: new Date(m.created_at) },
    rels: {
      sender: () => { const u = getUser(ctx.app, m.sender_id); return u ? userNode(ctx, u) : null; },
      transaction: () => { const t = getTx(ctx.app, m.transaction_id); return t ? txNode(ctx, t) : null; },
    },
  };
}

export function txNode(ctx: Ctx, t: TxRow): Node {
  const cur = t.currency ?? 'USD';
  return {
    id: t.id, type: 'transaction',
    attributes: {
      processName: t.process_name,
      processVersion: t.process_version,
      createdAt: new Date(t.created_at),
      lastTransition: t.last_transition === null ? null : wireTransition(t.last_transition),
      lastTransitionedAt: t.last_transitioned_at === null ? null : new Date(t.last_transitioned_at),
      lastMessageAt: t.last_message_at === null ? null : new Date(t.last_message_at),
      lineItems: wireLineItems(JSON.parse(t.line_items) as StoredLineItem[]),
      payinTotal: t.payin_total_amount === null ? null : new MoneyValue(t.payin_total_amount, cur),
      payoutTotal: t.payout_total_amount === null ? null : new MoneyValue(t.payout_total_amount, cur),
      protectedData: parseJson(t.protected_data),
      metadata: parseJson(t.metadata),
      transitions: txTransitions(ctx.app, t.id),
    },
    rels: {
      listing: () => { const l = getListing(ctx.app, t.listing_id); return l ? listingNode(ctx, l) : null; },
      customer: () => { const u = getUser(ctx.app, t.customer_id); return u ? userNode(ctx, u) : null; },
      provider: () => { const u = getUser(ctx.app, t.provider_id); return u ? userNode(ctx, u) : null; },
      booking: () => { const b = bookingOf(ctx.app, t.id); return b ? bookingNode(b) : null; },
      stockReservation: () => {
        const r = stmt(ctx.app.db, 'SELECT * FROM stock_reservations WHERE transaction_id = ?').get(t.id) as ReservationRow | undefined;
        return r ? reservationNode(r) : null;
      },
      reviews: () => (stmt(ctx.app.db, 'SELECT * FROM reviews WHERE transaction_id = ? ORDER BY created_at').all(t.id) as ReviewRow[]).map((r) => reviewNode(ctx, r)),
      messages: () => (stmt(ctx.app.db, 'SELECT * FROM messages WHERE transaction_id = ? ORDER BY created_at DESC LIMIT 100').all(t.id) as
        { id: string; transaction_id: string; sender_id: string; content: string; created_at: number }[]).map((m) => messageNode(ctx, m)),
    },
  };
}
