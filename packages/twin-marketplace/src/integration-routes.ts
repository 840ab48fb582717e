/** Integration API (/v1/integration_api): operator access to users, listings, transactions, stock and events. */
import type { Ctx, Reply, RouteTable } from './http-context';
import { disallowedKey, invalidValue, notFound } from './http-errors';
import { parseJson, stmt } from './db';
import { pageMeta, paging, renderCommand, renderDoc } from './render';
import { mergeExtendedData } from './extended-data';
import { getUser, integrationUserNode, type UserRow } from './users-model';
import { getListing, listingNode, type ListingRow } from './listings-model';
import { changeListingState, updateListing } from './listings-write';
import { stockAdjustmentCreate, stockAdjustmentsQuery, stockCompareAndSet } from './listings-routes';
import { getTx, txNode, type TxRow } from './transactions-model';
import { runTransition } from './transactions-engine';
import { messagesQuery, outcomeReply, txFilters, txSort } from './transactions-routes';
import { marketplaceShow } from './misc-routes';
import { recordEvent } from './events';
import { searchListings } from './search-query';
import { Uuid } from './wire-types';
import { bareTransition } from './transition-names';

function user(ctx: Ctx, id: string): UserRow {
  const u = getUser(ctx.app, id);
  if (!u || u.deleted) throw notFound('User not found');
  return u;
}

function usersShow(ctx: Ctx): Reply {
  const id = ctx.query.uuid('id', false);
  const email = ctx.query.string('email', false);
  let u: UserRow | undefined;
  if (id) u = getUser(ctx.app, id);
  else if (email) u = stmt(ctx.app.db, 'SELECT * FROM users WHERE email = ? AND deleted = 0').get(email) as UserRow | undefined;
  else throw invalidValue('id', 'query', 'id or email is required');
  if (!u) throw notFound('User not found');
  return renderDoc(ctx, integrationUserNode(ctx, u));
}

function usersQuery(ctx: Ctx): Reply {
  const p = paging(ctx, 100, 100);
  const total = (stmt(ctx.app.db, 'SELECT COUNT(*) AS n FROM users WHERE deleted = 0').get() as { n: number }).n;
  const rows = stmt(ctx.app.db, 'SELECT * FROM users WHERE deleted = 0 ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?').all(p.perPage, p.offset) as UserRow[];
  return renderDoc(ctx, rows.map((u) => integrationUserNode(ctx, u)), pageMeta(p, total));
}

function usersUpdateProfile(ctx: Ctx): Reply {
  const u = user(ctx, ctx.body.uuid('id'));
  const allowed = ['id', 'firstName', 'lastName', 'displayName', 'bio', 'publicData', 'protectedData', 'privateData', 'metadata'];
  for (const k of Object.keys(ctx.body.values)) if (!allowed.includes(k)) throw disallowedKey(k, 'body');
  const str = (k: string, cur: string | null) => { const v = ctx.body.nullableString(k, 5000); return v === undefined ? cur : v; };
  const first = str('firstName', u.first_name) ?? u.first_name;
  const last = str('lastName', u.last_name) ?? u.last_name;
  ctx.app.db.transaction(() => {
    stmt(ctx.app.db, `UPDATE users SET first_name = ?, last_name = ?, display_name = ?, bio = ?, public_data = ?, protected_data = ?, private_data = ?, metadata = ? WHERE id = ?`).run(
      first, last, str('displayName', u.display_name), str('bio', u.bio),
      JSON.stringify(mergeExtendedData(parseJson(u.public_data), ctx.body.raw('publicData'), 'publicData')),
      JSON.stringify(mergeExtendedData(parseJson(u.protected_data), ctx.body.raw('protectedData'), 'protectedData')),
      JSON.stringify(mergeExtendedData(parseJson(u.private_data), ctx.body.raw('privateData'), 'privateData')),
      JSON.stringify(mergeExtendedData(parseJson(u.metadata), ctx.body.raw('metadata'), 'metadata')), u.id);
    recordEvent(ctx.app, 'user/updated', 'user', u.id, {});
  })();
  return renderCommand(ctx, integrationUserNode(ctx, getUser(ctx.app, u.id)!));
}

function usersVerifyEmail(ctx: Ctx): Reply {
  const u = user(ctx, ctx.body.uuid('id'));
  stmt(ctx.app.db, 'UPDATE users SET email_verified = 1 WHERE id = ?').run(u.id);
  return renderCommand(ctx, integrationUserNode(ctx, getUser(ctx.app, u.id)!));
}

function listing(ctx: Ctx, id: string): ListingRow {
  const l = getListing(ctx.app, id);
  if (!l || l.deleted) throw notFound('Listing not found');
  return l;
}

function listingsShow(ctx: Ctx): Reply {
  return renderDoc(ctx, listingNode(ctx, listing(ctx, ctx.query.uuid('id')), 'integration'));
}

function listingsQuery(ctx: Ctx): Reply {
  const p = paging(ctx, 100, 100);
  if (Object.keys(ctx.rawQuery).some((k) => /^(pub|meta)_/.test(k) || k === 'keywords' || k === 'price')) {
    // Extended-data, keyword and price filters use the search index, which holds published listings only.
    const states = ctx.query.list('states');
    if (states && !states.includes('published')) return renderDoc(ctx, [], pageMeta(p, 0));
    const r = searchListings(ctx, { offset: p.offset, limit: p.perPage });
    const rows = r.rowids.map((rowid) => stmt(ctx.app.db, 'SELECT * FROM listings WHERE rowid = ?').get(rowid) as ListingRow);
    return renderDoc(ctx, rows.map((l) => listingNode(ctx, l, 'integration')), pageMeta(p, r.total));
  }
  const where = ['deleted = 0'];
  const args: unknown[] = [];
  const authorId = ctx.query.uuid('authorId', false);
  if (authorId) { where.push('author_id = ?'); args.push(authorId); }
  const ids = ctx.query.uuidList('ids');
  if (ids) { where.push(`id IN (${ids.map(() => '?').join(',')})`); args.push(...ids); }
  const states = ctx.query.list('states');
  if (states) { where.push(`state IN (${states.map(() => '?').join(',')})`); args.push(...states); }
  const w = `WHERE ${where.join(' AND ')}`;
  const total = (stmt(ctx.app.db, `SELECT COUNT(*) AS n FROM listings ${w}`).get(...args) as { n: number }).n;
  const rows = stmt(ctx.app.db, `SELECT * FROM listings ${w} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`).all(...args, p.perPage, p.offset) as ListingRow[];
  return renderDoc(ctx, rows.map((l) => listingNode(ctx, l, 'integration')), pageMeta(p, total));
}

function listingsUpdate(ctx: Ctx): Reply {
  const l = listing(ctx, ctx.body.uuid('id'));
  return renderCommand(ctx, listingNode(ctx, updateListing(ctx, l, { allowMetadata: true, allowUserFields: true }), 'integration'));
}

function listingState(action: 'open' | 'close' | 'approve') {
  return (ctx: Ctx): Reply => renderCommand(ctx, listingNode(ctx, changeListingState(ctx.app, listing(ctx, ctx.body.uuid('id')), action), 'integration'));
}

function tx(ctx: Ctx, id: string): TxRow {
  const t = getTx(ctx.app, id);
  if (!t) throw notFound('Transaction not found');
  return t;
}

function txQuery(ctx: Ctx): Reply {
  const p = paging(ctx, 100, 100);
  const where: string[] = ['1 = 1'];
  const args: unknown[] = [];
  for (const [param, col] of [['customerId', 'customer_id'], ['providerId', 'provider_id'], ['listingId', 'listing_id']] as const) {
    const v = ctx.query.uuid(param, false);
    if (v) { where.push(`${col} = ?`); args.push(v); }
  }
  txFilters(ctx, where, args);
  const w = `WHERE ${where.join(' AND ')}`;
  const total = (stmt(ctx.app.db, `SELECT COUNT(*) AS n FROM transactions ${w}`).get(...args) as { n: number }).n;
  const rows = stmt(ctx.app.db, `SELECT * FROM transactions ${w} ORDER BY ${txSort(ctx)}, rowid DESC LIMIT ? OFFSET ?`).all(...args, p.perPage, p.offset) as TxRow[];
  return renderDoc(ctx, rows.map((t) => txNode(ctx, t)), pageMeta(p, total));
}

function txTransition(speculative: boolean) {
  return async (ctx: Ctx): Promise<Reply> => {
    const t = tx(ctx, ctx.body.uuid('id'));
    const name = bareTransition(ctx.body.string('transition'));
    const p = ctx.body.raw('params');
    if (p !== undefined && p !== null && (typeof p !== 'object' || Array.isArray(p))) throw invalidValue('params', 'body');
    const o = await runTransition(ctx.app, {
      txId: t.id, transition: name, params: (p ?? {}) as Record<string, unknown>, actor: 'operator', userId: null, trusted: true, speculative,
    });
    return outcomeReply(ctx, o, speculative);
  };
}

function txUpdateMetadata(ctx: Ctx): Reply {
  const t = tx(ctx, ctx.body.uuid('id'));
  const meta = mergeExtendedData(parseJson(t.metadata), ctx.body.raw('metadata'), 'metadata');
  stmt(ctx.app.db, 'UPDATE transactions SET metadata = ? WHERE id = ?').run(JSON.stringify(meta), t.id);
  recordEvent(ctx.app, 'transaction/updated', 'transaction', t.id, {});
  return renderCommand(ctx, txNode(ctx, getTx(ctx.app, t.id)!));
}

function eventsQuery(ctx: Ctx): Reply {
  const where: string[] = ['1 = 1'];
  const args: unknown[] = [];
  const after = ctx.query.int('startAfterSequenceId', { min: 0 });
  if (after !== undefined) { where.push('seq > ?'); args.push(after); }
  const start = ctx.query.string('createdAtStart', false);
  if (start) {
    const t = Date.parse(start);
    if (Number.isNaN(t)) throw invalidValue('createdAtStart', 'query');
    where.push('created_at >= ?'); args.push(t);
  }
  const types = ctx.query.list('eventTypes');
  if (types) { where.push(`event_type IN (${types.map(() => '?').join(',')})`); args.push(...types); }
  const rows = stmt(ctx.app.db, `SELECT * FROM events WHERE ${where.join(' AND ')} ORDER BY seq LIMIT 100`).all(...args) as
    { seq: number; id: string; event_type: string; resource_type: string; resource_id: string; payload: string; created_at: number }[];
  return renderDoc(ctx, rows.map((e) => ({
    id: e.id, type: 'event',
    attributes: { sequenceId: e.seq, eventType: e.event_type, createdAt: new Date(e.created_at), resourceType: e.resource_type,
      resourceId: new Uuid(e.resource_id), source: 'source/integration-api', resource: null, previousValues: null, auditData: parseJson(e.payload) },
  })));
}

export const integrationRoutes: RouteTable = {
  'marketplace/show': { method: 'GET', auth: 'integration', handler: marketplaceShow },
  'users/show': { method: 'GET', auth: 'integration', handler: usersShow },
  'users/query': { method: 'GET', auth: 'integration', handler: usersQuery },
  'users/update_profile': { method: 'POST', auth: 'integration', handler: usersUpdateProfile },
  'users/verify_email': { method: 'POST', auth: 'integration', handler: usersVerifyEmail },
  'listings/show': { method: 'GET', auth: 'integration', handler: listingsShow },
  'listings/query': { method: 'GET', auth: 'integration', handler: listingsQuery },
  'listings/update': { method: 'POST', auth: 'integration', handler: listingsUpdate },
  'listings/open': { method: 'POST', auth: 'integration', handler: listingState('open') },
  'listings/close': { method: 'POST', auth: 'integration', handler: listingState('close') },
  'listings/approve': { method: 'POST', auth: 'integration', handler: listingState('approve') },
  'transactions/query': { method: 'GET', auth: 'integration', handler: txQuery },
  'transactions/show': { method: 'GET', auth: 'integration', handler: (ctx) => renderDoc(ctx, txNode(ctx, tx(ctx, ctx.query.uuid('id')))) },
  'transactions/transition': { method: 'POST', auth: 'integration', handler: txTransition(false) },
  'transactions/transition_speculative': { method: 'POST', auth: 'integration', handler: txTransition(true) },
  'transactions/update_metadata': { method: 'POST', auth: 'integration', handler: txUpdateMetadata },
  'stock/compare_and_set': { method: 'POST', auth: 'integration', handler: (ctx) => stockCompareAndSet(ctx, false) },
  'stock_adjustments/query': { method: 'GET', auth: 'integration', handler: (ctx) => stockAdjustmentsQuery(ctx, false) },
  'stock_adjustments/create': { method: 'POST', auth: 'integration', handler: (ctx) => stockAdjustmentCreate(ctx, false) },
  'messages/query': { method: 'GET', auth: 'integration', handler: (ctx) => messagesQuery(ctx, false) },
  'events/query': { method: 'GET', auth: 'integration', handler: eventsQuery },
};
