/** Marketplace API: own_listings/*, listings/show|query, images/upload, stock/compare_and_set, stock_adjustments/query. */
import type { Ctx, Reply, RouteTable } from './http-context';
import { ApiError, forbidden, invalidValue, missingKey, notFound } from './http-errors';
import { getListing, listingNode, stockNode, type ListingRow, type ListingState } from './listings-model';
import { changeListingState, createListing, listingImageIds, updateListing } from './listings-write';
import { pageMeta, paging, renderCommand, renderDoc } from './render';
import { searchListings } from './search-query';
import { stmt } from './db';
import { assertUsableImage, imageInvalidContent, storeImage } from './images-store';
import { imageNode } from './images-variants';
import { adjustStock, compareAndSet, stockAdjustments } from './stock';

const ALL_STATES: ListingState[] = ['draft', 'pendingApproval', 'published', 'closed'];
export const LISTINGS_PAGINATION_LIMIT = 100;

export function ownListing(ctx: Ctx, key = 'id', from: 'body' | 'query' = 'body'): ListingRow {
  const id = (from === 'body' ? ctx.body : ctx.query).uuid(key);
  const l = getListing(ctx.app, id);
  if (!l || l.deleted) throw notFound('Listing not found');
  if (l.author_id !== ctx.auth.userId) throw forbidden('Not the author of the listing');
  return l;
}

function rowsByRowid(ctx: Ctx, rowids: number[]): ListingRow[] {
  if (rowids.length === 0) return [];
  const rows = stmt(ctx.app.db, `SELECT * FROM listings WHERE rowid IN (${rowids.map(() => '?').join(',')})`).all(...rowids) as ListingRow[];
  const byId = new Map(rows.map((r) => [r.rowid, r]));
  return rowids.map((r) => byId.get(r)).filter((r): r is ListingRow => r !== undefined);
}

function listingsQuery(ctx: Ctx): Reply {
  const p = paging(ctx, 100, 100);
  if (p.page > LISTINGS_PAGINATION_LIMIT) throw invalidValue('page', 'query', `page cannot exceed ${LISTINGS_PAGINATION_LIMIT}`);
  const r = searchListings(ctx, { offset: p.offset, limit: p.perPage });
  const nodes = rowsByRowid(ctx, r.rowids).map((l) => listingNode(ctx, l));
  return renderDoc(ctx, nodes, pageMeta(p, r.total, LISTINGS_PAGINATION_LIMIT));
}

function listingsShow(ctx: Ctx): Reply {
  const id = ctx.query.uuid('id');
  const l = getListing(ctx.app, id);
  // drafts and listings pending approval are seen through own_listings/show only
  const visible = l && !l.deleted && (l.state === 'published' || l.state === 'closed');
  if (!l || !visible) throw notFound('Listing not found');
  const author = stmt(ctx.app.db, 'SELECT banned, deleted FROM users WHERE id = ?').get(l.author_id) as { banned: number; deleted: number } | undefined;
  if (!author || author.banned || author.deleted) throw notFound('Listing not found');
  return renderDoc(ctx, listingNode(ctx, l));
}

function ownShow(ctx: Ctx): Reply {
  return renderDoc(ctx, listingNode(ctx, ownListing(ctx, 'id', 'query'), 'ownListing'));
}

function ownQuery(ctx: Ctx): Reply {
  const p = paging(ctx, 100, 100);
  const states = ctx.query.list('states') ?? ALL_STATES;
  for (const s of states) if (!ALL_STATES.includes(s as ListingState)) throw invalidValue('states', 'query', `Unknown state ${s}`);
  const where = `author_id = ? AND deleted = 0 AND state IN (${states.map(() => '?').join(',')})`;
  const args = [ctx.auth.userId, ...states];
  const total = (stmt(ctx.app.db, `SELECT COUNT(*) AS n FROM listings WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = stmt(ctx.app.db, `SELECT * FROM listings WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`)
    .all(...args, p.perPage, p.offset) as ListingRow[];
  return renderDoc(ctx, rows.map((l) => listingNode(ctx, l, 'ownListing')), pageMeta(p, total));
}

function create(state: ListingState) {
  return (ctx: Ctx): Reply => {
    const s = state === 'published' && ctx.app.config.requireListingApproval ? 'pendingApproval' : state;
    return renderCommand(ctx, listingNode(ctx, createListing(ctx, ctx.auth.userId!, s), 'ownListing'));
  };
}

function update(ctx: Ctx): Reply {
  const l = ownListing(ctx);
  return renderCommand(ctx, listingNode(ctx, updateListing(ctx, l, { allowMetadata: false, allowUserFields: true }), 'ownListing'));
}

function stateChange(action: 'publish_draft' | 'discard_draft' | 'open' | 'close') {
  return (ctx: Ctx): Reply => {
    const l = ownListing(ctx);
    for (const k of Object.keys(ctx.body.values)) if (k !== 'id') throw invalidValue(k, 'body', `Unexpected key ${k}`);
    return renderCommand(ctx, listingNode(ctx, changeListingState(ctx.app, l, action), 'ownListing'));
  };
}

async function upload(ctx: Ctx): Promise<Reply> {
  const file = ctx.files.find((f) => f.fieldName === 'image');
  if (!file) throw missingKey('image', 'form');
  if (file.data.length > ctx.app.config.maxImageBytes) {
    throw new ApiError(413, 'request-upload-over-limit', `Image exceeds ${ctx.app.config.maxImageBytes} bytes`);
  }
  if (file.data.length === 0) throw imageInvalidContent();
  const img = await storeImage(ctx.app, file.data, ctx.auth.userId);
  return renderCommand(ctx, imageNode(ctx, img));
}

function addImage(ctx: Ctx): Reply {
  const l = ownListing(ctx);
  const imageId = ctx.body.uuid('imageId');
  assertUsableImage(ctx.app, imageId, l.author_id, listingImageIds(ctx.app, l.id));
  const pos = (stmt(ctx.app.db, 'SELECT COALESCE(MAX(position), -1) + 1 AS p FROM listing_images WHERE listing_id = ?').get(l.id) as { p: number }).p;
  stmt(ctx.app.db, 'INSERT OR IGNORE INTO listing_images (listing_id, image_id, position) VALUES (?, ?, ?)').run(l.id, imageId, pos);
  return renderCommand(ctx, listingNode(ctx, getListing(ctx.app, l.id)!, 'ownListing'));
}

/** stock_adjustments/create: a relative adjustment ({listingId, quantity}); the total may not go below zero. */
export function stockAdjustmentCreate(ctx: Ctx, mustOwn: boolean): Reply {
  const listingId = ctx.body.uuid('listingId');
  const l = getListing(ctx.app, listingId);
  if (!l || l.deleted) throw notFound('Listing not found');
  if (mustOwn && l.author_id !== ctx.auth.userId) throw forbidden('Not the author of the listing');
  const quantity = ctx.body.int('quantity');
  if (quantity === undefined) throw missingKey('quantity', 'body');
  const id = ctx.app.db.transaction(() => {
    const current = getListing(ctx.app, listingId)!.stock ?? 0;
    if (current + quantity < 0) throw invalidValue('quantity', 'body', 'Stock cannot go below zero');
    adjustStock(ctx.app, listingId, quantity, null);
    return (stmt(ctx.app.db, 'SELECT id FROM stock_adjustments WHERE listing_id = ? ORDER BY seq DESC LIMIT 1').get(listingId) as { id: string }).id;
  })();
  const row = stmt(ctx.app.db, 'SELECT * FROM stock_adjustments WHERE id = ?').get(id) as { id: string; quantity: number; created_at: number };
  return renderCommand(ctx, {
    id: row.id, type: 'stockAdjustment', attributes: { at: new Date(row.created_at), quantity: row.quantity },
    rels: { listing: () => listingNode(ctx, getListing(ctx.app, listingId)!, mustOwn ? 'ownListing' : 'listing'), stockReservation: () => null },
  });
}

/** Shared by the Marketplace (author only) and Integration APIs. */
export function stockCompareAndSet(ctx: Ctx, mustOwn: boolean): Reply {
  const listingId = ctx.body.uuid('listingId');
  const l = getListing(ctx.app, listingId);
  if (!l || l.deleted) throw notFound('Listing not found');
  if (mustOwn && l.author_id !== ctx.auth.userId) throw forbidden('Not the author of the listing');
  if (!('oldTotal' in ctx.body.values)) throw missingKey('oldTotal', 'body');
  const oldRaw = ctx.body.raw('oldTotal');
  const oldTotal = oldRaw === null ? null : ctx.body.int('oldTotal', { min: 0 })!;
  const newTotal = ctx.body.int('newTotal', { min: 0 });
  if (newTotal === undefined) throw missingKey('newTotal', 'body');
  compareAndSet(ctx.app, listingId, oldTotal, newTotal);
  return renderCommand(ctx, stockNode(getListing(ctx.app, listingId)!)!);
}

export function stockAdjustmentsQuery(ctx: Ctx, mustOwn: boolean): Reply {
  const listingId = ctx.query.uuid('listingId');
  const l = getListing(ctx.app, listingId);
  if (!l || l.deleted) throw notFound('Listing not found');
  if (mustOwn && l.author_id !== ctx.auth.userId) throw forbidden('Not the author of the listing');
  const start = ctx.query.raw('start') ? Date.parse(String(ctx.query.raw('start'))) : undefined;
  const end = ctx.query.raw('end') ? Date.parse(String(ctx.query.raw('end'))) : undefined;
  if (start !== undefined && Number.isNaN(start)) throw invalidValue('start', 'query');
  if (end !== undefined && Number.isNaN(end)) throw invalidValue('end', 'query');
  const p = paging(ctx, 100, 100);
  const all = stockAdjustments(ctx.app, listingId, start, end);
  const page = all.slice(p.offset, p.offset + p.perPage);
  const nodes = page.map((a) => ({
    id: a.id, type: 'stockAdjustment',
    attributes: { at: new Date(a.created_at), quantity: a.quantity },
    rels: {
      listing: () => listingNode(ctx, l, mustOwn ? 'ownListing' : 'listing'),
      stockReservation: () => a.reservation_id ? { id: a.reservation_id, type: 'stockReservation', attributes: {} } : null,
    },
  }));
  return renderDoc(ctx, nodes, pageMeta(p, all.length));
}

export const listingRoutes: RouteTable = {
  'listings/query': { method: 'GET', auth: 'public', handler: listingsQuery },
  'listings/show': { method: 'GET', auth: 'public', handler: listingsShow },
  'own_listings/show': { method: 'GET', auth: 'user', handler: ownShow },
  'own_listings/query': { method: 'GET', auth: 'user', handler: ownQuery },
  'own_listings/create': { method: 'POST', auth: 'user', handler: create('published') },
  'own_listings/create_draft': { method: 'POST', auth: 'user', handler: create('draft') },
  'own_listings/update': { method: 'POST', auth: 'user', handler: update },
  'own_listings/publish_draft': { method: 'POST', auth: 'user', handler: stateChange('publish_draft') },
  'own_listings/discard_draft': { method: 'POST', auth: 'user', handler: stateChange('discard_draft') },
  'own_listings/open': { method: 'POST', auth: 'user', handler: stateChange('open') },
  'own_listings/close': { method: 'POST', auth: 'user', handler: stateChange('close') },
  'images/upload': { method: 'POST', auth: 'user', multipart: true, handler: upload },
  'stock/compare_and_set': { method: 'POST', auth: 'user', handler: (ctx) => stockCompareAndSet(ctx, true) },
  'stock_adjustments/query': { method: 'GET', auth: 'user', handler: (ctx) => stockAdjustmentsQuery(ctx, true) },
  'stock_adjustments/create': { method: 'POST', auth: 'user', handler: (ctx) => stockAdjustmentCreate(ctx, true) },
  'own_listings/add_image': { method: 'POST', auth: 'user', handler: addImage },
};

