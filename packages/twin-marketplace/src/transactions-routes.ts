/** Marketplace API: transactions/*, process_transitions/query, messages/*, reviews/query. */
import { randomUUID } from 'node:crypto';
import { stableUuid } from './stable-uuid';
import type { Ctx, Reply, RouteTable } from './http-context';
import { forbidden, invalidValue, missingKey, notFound } from './http-errors';
import { stmt } from './db';
import { pageMeta, paging, renderCommand, renderDoc } from './render';
import { getTx, messageNode, reviewNode, txNode, type ReviewRow, type TxRow } from './transactions-model';
import { runTransition, type TransitionOutcome } from './transactions-engine';
import type { Actor } from '@variegata/process-definition/definition';
import { bareState, bareTransition, wireTransition } from './transition-names';
import { notifyNewMessage } from './transactions-notifications';

export { startScheduler } from './transactions-timers';
export type { PaymentHooks } from './payments-hooks';

function partyTx(ctx: Ctx, id: string): TxRow {
  const tx = getTx(ctx.app, id);
  if (!tx) throw notFound('Transaction not found');
  if (ctx.auth.userId !== tx.customer_id && ctx.auth.userId !== tx.provider_id) throw forbidden('Not a party of the transaction');
  return tx;
}

function params(ctx: Ctx): Record<string, unknown> {
  const p = ctx.body.raw('params');
  if (p === undefined || p === null) return {};
  if (typeof p !== 'object' || Array.isArray(p)) throw invalidValue('params', 'body', 'params must be a map');
  return p as Record<string, unknown>;
}

export function outcomeReply(ctx: Ctx, o: TransitionOutcome, speculative: boolean): Reply {
  const node = txNode(ctx, o.tx);
  if (speculative) {
    const earlier = (node.attributes['transitions'] as unknown[]) ?? [];
    node.attributes['transitions'] = [...earlier, ...o.transitionsAdded];
    // speculative answers always carry the attributes (the template reads line items from them)
    return renderDoc(ctx, node);
  }
  return renderCommand(ctx, node);
}

function transitionName(ctx: Ctx): string {
  const t = ctx.body.string('transition');
  if (t.length === 0 || t.length > 200) throw invalidValue('transition', 'body');
  return bareTransition(t);
}

function initiate(speculative: boolean) {
  return async (ctx: Ctx): Promise<Reply> => {
    const processAlias = ctx.body.string('processAlias');
    const o = await runTransition(ctx.app, {
      txId: null, processAlias, transition: transitionName(ctx), params: params(ctx),
      actor: 'customer', userId: ctx.auth.userId, trusted: ctx.auth.trusted, speculative,
    });
    return outcomeReply(ctx, o, speculative);
  };
}

function transition(speculative: boolean) {
  return async (ctx: Ctx): Promise<Reply> => {
    const tx = partyTx(ctx, ctx.body.uuid('id'));
    const actor: Actor = ctx.auth.userId === tx.customer_id ? 'customer' : 'provider';
    const o = await runTransition(ctx.app, {
      txId: tx.id, transition: transitionName(ctx), params: params(ctx), actor, userId: ctx.auth.userId, trusted: ctx.auth.trusted, speculative,
    });
    return outcomeReply(ctx, o, speculative);
  };
}

export function txSort(ctx: Ctx): string {
  const s = ctx.rawQuery['sort'];
  if (s === undefined) return 'created_at DESC';
  const cols: Record<string, string> = { createdAt: 'created_at', lastTransitionedAt: 'last_transitioned_at', lastMessageAt: 'last_message_at' };
  return s.split(',').map((p) => {
    const asc = p.startsWith('-');
    const col = cols[asc ? p.slice(1) : p];
    if (!col) throw invalidValue('sort', 'query', `Cannot sort transactions by ${p}`);
    return `${col} ${asc ? 'ASC' : 'DESC'}`;
  }).join(', ');
}

export function txFilters(ctx: Ctx, where: string[], args: unknown[]): void {
  const last = ctx.query.list('lastTransitions');
  if (last) { where.push(`last_transition IN (${last.map(() => '?').join(',')})`); args.push(...last.map(bareTransition)); }
  const procs = ctx.query.list('processNames');
  if (procs) { where.push(`process_name IN (${procs.map(() => '?').join(',')})`); args.push(...procs); }
  const states = ctx.query.list('states');
  if (states) { where.push(`state IN (${states.map(() => '?').join(',')})`); args.push(...states.map(bareState)); }
  const flags: [string, string][] = [
    ['hasStockReservation', 'EXISTS (SELECT 1 FROM stock_reservations r WHERE r.transaction_id = transactions.id)'],
    ['hasMessage', 'EXISTS (SELECT 1 FROM messages m WHERE m.transaction_id = transactions.id)'],
    ['hasPayin', 'COALESCE(payin_total_amount, 0) > 0'],
  ];
  for (const [param, sql] of flags) {
    const v = ctx.query.bool(param);
    if (v !== undefined) where.push(v ? sql : `NOT (${sql})`);
  }
  const reservationStates = ctx.query.list('stockReservationStates');
  if (reservationStates) {
    where.push(`EXISTS (SELECT 1 FROM stock_reservations r WHERE r.transaction_id = transactions.id AND r.state IN (${reservationStates.map(() => '?').join(',')}))`);
    args.push(...reservationStates);
  }
  for (const [param, op] of [['createdAtStart', '>='], ['createdAtEnd', '<']] as const) {
    const v = ctx.query.string(param, false);
    if (v === undefined) continue;
    const t = Date.parse(v);
    if (Number.isNaN(t)) throw invalidValue(param, 'query', `${param} must be a date`);
    where.push(`created_at ${op} ?`);
    args.push(t);
  }
}

function query(ctx: Ctx): Reply {
  const p = paging(ctx, 100, 100);
  const only = ctx.query.string('only', false);
  const me = ctx.auth.userId!;
  const where: string[] = [];
  const args: unknown[] = [];
  if (only === 'order') { where.push('customer_id = ?'); args.push(me); }
  else if (only === 'sale') { where.push('provider_id = ?'); args.push(me); }
  else if (only === undefined) { where.push('(customer_id = ? OR provider_id = ?)'); args.push(me, me); }
  else throw invalidValue('only', 'query', 'only must be order or sale');
  txFilters(ctx, where, args);
  const w = `WHERE ${where.join(' AND ')}`;
  const total = (stmt(ctx.app.db, `SELECT COUNT(*) AS n FROM transactions ${w}`).get(...args) as { n: number }).n;
  const rows = stmt(ctx.app.db, `SELECT * FROM transactions ${w} ORDER BY ${txSort(ctx)}, rowid DESC LIMIT ? OFFSET ?`).all(...args, p.perPage, p.offset) as TxRow[];
  return renderDoc(ctx, rows.map((t) => txNode(ctx, t)), pageMeta(p, total));
}

function show(ctx: Ctx): Reply {
  return renderDoc(ctx, txNode(ctx, partyTx(ctx, ctx.query.uuid('id'))));
}


function processTransitions(ctx: Ctx): Reply {
  const tx = partyTx(ctx, ctx.query.uuid('transactionId'));
  const proc = ctx.app.processes.byName(tx.process_name, tx.process_version);
  const defs = (proc?.transitions ?? []).filter((t) => t.from === tx.state);
  return renderDoc(ctx, defs.map((t) => ({
    id: stableUuid(`${tx.process_name}/${t.from}/${t.name}`), type: 'processTransition',
    attributes: { name: wireTransition(t.name), actor: t.actors, actions: t.actions.map((a) => a.name), privileged: t.privileged, params: { req: {}, opt: {} } },
  })));
}

function sendMessage(ctx: Ctx): Reply {
  const tx = partyTx(ctx, ctx.body.uuid('transactionId'));
  const content = ctx.body.string('content');
  if (content.trim().length === 0 || content.length > 10000) throw invalidValue('content', 'body', 'content must be 1 to 10000 characters');
  const id = randomUUID();
  const now = ctx.app.now();
  ctx.app.db.transaction(() => {
    stmt(ctx.app.db, 'INSERT INTO messages (id, transaction_id, sender_id, content, created_at) VALUES (?, ?, ?, ?, ?)').run(id, tx.id, ctx.auth.userId, content, now);
    stmt(ctx.app.db, 'UPDATE transactions SET last_message_at = ? WHERE id = ?').run(now, tx.id);
  })();
  notifyNewMessage(ctx.app, tx, ctx.auth.userId!, content);
  return renderCommand(ctx, messageNode(ctx, { id, transaction_id: tx.id, sender_id: ctx.auth.userId!, content, created_at: now }));
}

export function messagesQuery(ctx: Ctx, checkParty: boolean): Reply {
  const txId = ctx.query.uuid('transactionId');
  if (checkParty) partyTx(ctx, txId);
  else if (!getTx(ctx.app, txId)) throw notFound('Transaction not found');
  const p = paging(ctx, 100, 100);
  const total = (stmt(ctx.app.db, 'SELECT COUNT(*) AS n FROM messages WHERE transaction_id = ?').get(txId) as { n: number }).n;
  const rows = stmt(ctx.app.db, 'SELECT * FROM messages WHERE transaction_id = ? ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?').all(txId, p.perPage, p.offset) as
    { id: string; transaction_id: string; sender_id: string; content: string; created_at: number }[];
  return renderDoc(ctx, rows.map((m) => messageNode(ctx, m)), pageMeta(p, total));
}

function reviewsQuery(ctx: Ctx): Reply {
  const where: string[] = [];
  const args: unknown[] = [];
  const listingId = ctx.query.uuid('listingId', false);
  const subjectId = ctx.query.uuid('subjectId', false);
  const transactionId = ctx.query.uuid('transactionId', false);
  if (!listingId && !subjectId && !transactionId) throw missingKey('listingId', 'query');
  if (listingId) { where.push('listing_id = ?'); args.push(listingId); }
  if (subjectId) { where.push('subject_id = ?'); args.push(subjectId); }
  if (transactionId) { where.push('transaction_id = ?'); args.push(transactionId); }
  const type = ctx.query.string('type', false);
  if (type !== undefined) {
    const types = type.split(',');
    if (types.some((t) => t !== 'ofProvider' && t !== 'ofCustomer')) throw invalidValue('type', 'query', 'type must be ofProvider or ofCustomer');
    where.push(`type IN (${types.map(() => '?').join(',')})`); args.push(...types);
  }
  const state = ctx.query.string('state', false);
  const states = state ? state.split(',') : ['public'];
  if (states.some((s) => s !== 'public' && s !== 'pending')) throw invalidValue('state', 'query', 'state must be public or pending');
  if (states.includes('pending')) {
    // pending reviews are visible only to the parties of their transaction
    where.push("(state = 'public' OR transaction_id IN (SELECT id FROM transactions WHERE customer_id = ? OR provider_id = ?))");
    args.push(ctx.auth.userId ?? '', ctx.auth.userId ?? '');
  }
  where.push(`state IN (${states.map(() => '?').join(',')})`); args.push(...states);
  const p = paging(ctx, 100, 100);
  const w = `WHERE ${where.join(' AND ')}`;
  const total = (stmt(ctx.app.db, `SELECT COUNT(*) AS n FROM reviews ${w}`).get(...args) as { n: number }).n;
  const rows = stmt(ctx.app.db, `SELECT * FROM reviews ${w} ORDER BY created_at DESC LIMIT ? OFFSET ?`).all(...args, p.perPage, p.offset) as ReviewRow[];
  return renderDoc(ctx, rows.map((r) => reviewNode(ctx, r)), pageMeta(p, total));
}

function reviewsShow(ctx: Ctx): Reply {
  const r = stmt(ctx.app.db, "SELECT * FROM reviews WHERE id = ? AND state = 'public'").get(ctx.query.uuid('id')) as ReviewRow | undefined;
  if (!r) throw notFound('Review not found');
  return renderDoc(ctx, reviewNode(ctx, r));
}

export const transactionRoutes: RouteTable = {
  'transactions/initiate': { method: 'POST', auth: 'user', handler: initiate(false) },
  'transactions/initiate_speculative': { method: 'POST', auth: 'user', handler: initiate(true) },
  'transactions/transition': { method: 'POST', auth: 'user', handler: transition(false) },
  'transactions/transition_speculative': { method: 'POST', auth: 'user', handler: transition(true) },
  'transactions/query': { method: 'GET', auth: 'user', handler: query },
  'transactions/show': { method: 'GET', auth: 'user', handler: show },
  'process_transitions/query': { method: 'GET', auth: 'user', handler: processTransitions },
  'messages/send': { method: 'POST', auth: 'user', handler: sendMessage },
  'messages/query': { method: 'GET', auth: 'user', handler: (ctx) => messagesQuery(ctx, true) },
  'reviews/query': { method: 'GET', auth: 'public', handler: reviewsQuery },
  'reviews/show': { method: 'GET', auth: 'public', handler: reviewsShow },
};
