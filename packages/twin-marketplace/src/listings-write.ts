/** Listing writes shared by the Marketplace and Integration APIs: create, update, state changes. */
import { randomUUID } from 'node:crypto';
import type { App, Ctx } from './http-context';
import { conflict, disallowedKey, invalidValue, missingKey, notFound } from './http-errors';
import { mergeExtendedData } from './extended-data';
import { parseJson, stmt } from './db';
import { getListing, type ListingRow, type ListingState } from './listings-model';
import { indexListing } from './search-index';
import { recordEvent } from './events';
import { assertUsableImage } from './images-store';
import { planProblem } from './availability';

const WRITABLE = ['title', 'description', 'geolocation', 'price', 'availabilityPlan', 'publicData', 'privateData', 'images'];

function checkKeys(ctx: Ctx, allowed: string[]): void {
  for (const k of Object.keys(ctx.body.values)) {
    if (k === 'metadata' && !allowed.includes('metadata')) throw disallowedKey('metadata', 'body');
    if (!allowed.includes(k)) throw disallowedKey(k, 'body');
  }
}

function title(ctx: Ctx, required: boolean): string | undefined {
  const t = ctx.body.string('title', false);
  if (t === undefined) { if (required) throw missingKey('title', 'body'); return undefined; }
  if (t.trim().length === 0 || t.length > 1000) throw invalidValue('title', 'body', 'title must be 1 to 1000 characters');
  return t;
}

/** The listing's new image list: images the author uploaded, or ones the listing already has. */
function imagesParam(ctx: Ctx, ownerId: string, listingId?: string): string[] | undefined {
  const v = ctx.body.raw('images');
  if (v === undefined) return undefined;
  const ids = ctx.body.uuidList('images') ?? [];
  if (!Array.isArray(v)) throw invalidValue('images', 'body', 'images must be a list of image ids');
  const kept = listingId ? listingImageIds(ctx.app, listingId) : [];
  for (const id of ids) assertUsableImage(ctx.app, id, ownerId, kept);
  return [...new Set(ids)];
}

export function listingImageIds(app: App, listingId: string): string[] {
  return (stmt(app.db, 'SELECT image_id FROM listing_images WHERE listing_id = ?').all(listingId) as { image_id: string }[]).map((r) => r.image_id);
}

function setImages(app: App, listingId: string, ids: string[]): void {
  stmt(app.db, 'DELETE FROM listing_images WHERE listing_id = ?').run(listingId);
  ids.forEach((id, i) => stmt(app.db, 'INSERT INTO listing_images (listing_id, image_id, position) VALUES (?, ?, ?)').run(listingId, id, i));
}

function availabilityPlan(ctx: Ctx): string | null | undefined {
  const v = ctx.body.raw('availabilityPlan');
  if (v === undefined) return undefined;
  if (v === null) return null;
  const problem = planProblem(v);
  if (problem) throw invalidValue('availabilityPlan', 'body', problem);
  return JSON.stringify(v);
}

export function createListing(ctx: Ctx, authorId: string, state: ListingState): ListingRow {
  checkKeys(ctx, WRITABLE);
  const t = title(ctx, true)!;
  const description = ctx.body.nullableString('description', 50000) ?? null;
  const geo = ctx.body.latLng('geolocation') ?? null;
  const price = ctx.body.money('price') ?? null;
  const plan = availabilityPlan(ctx) ?? null;
  const pub = mergeExtendedData({}, ctx.body.raw('publicData') ?? {}, 'publicData');
  const priv = mergeExtendedData({}, ctx.body.raw('privateData') ?? {}, 'privateData');
  const images = imagesParam(ctx, authorId) ?? [];
  const id = randomUUID();
  ctx.app.db.transaction(() => {
    stmt(ctx.app.db, `INSERT INTO listings (id, author_id, state, title, description, lat, lng, price_amount, price_currency, public_data, private_data, availability_plan, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(id, authorId, state, t, description, geo?.lat ?? null, geo?.lng ?? null,
      price?.amount ?? null, price?.currency ?? null, JSON.stringify(pub), JSON.stringify(priv), plan, ctx.app.now());
    setImages(ctx.app, id, images);
    indexListing(ctx.app, id);
    recordEvent(ctx.app, 'listing/created', 'listing', id, { state });
  })();
  return getListing(ctx.app, id)!;
}

/** Updates a listing; metadata only when `allowMetadata` (Integration API). */
export function updateListing(ctx: Ctx, l: ListingRow, opts: { allowMetadata: boolean; allowUserFields: boolean }): ListingRow {
  const allowed = ['id', ...(opts.allowUserFields ? WRITABLE : []), ...(opts.allowMetadata ? ['metadata'] : [])];
  checkKeys(ctx, allowed);
  if (l.deleted) throw notFound('Listing not found');
  const t = title(ctx, false) ?? l.title;
  const d = ctx.body.nullableString('description', 50000);
  const description = d === undefined ? l.description : d;
  const geo = ctx.body.latLng('geolocation');
  const price = ctx.body.money('price');
  const plan = availabilityPlan(ctx);
  const pub = mergeExtendedData(parseJson(l.public_data), ctx.body.raw('publicData'), 'publicData');
  const priv = mergeExtendedData(parseJson(l.private_data), ctx.body.raw('privateData'), 'privateData');
  const meta = mergeExtendedData(parseJson(l.metadata), ctx.body.raw('metadata'), 'metadata');
  const images = opts.allowUserFields ? imagesParam(ctx, l.author_id, l.id) : undefined;
  ctx.app.db.transaction(() => {
    stmt(ctx.app.db, `UPDATE listings SET title = ?, description = ?, lat = ?, lng = ?, price_amount = ?, price_currency = ?,
      public_data = ?, private_data = ?, metadata = ?, availability_plan = ? WHERE id = ?`).run(
      t, description,
      geo === undefined ? l.lat : geo?.lat ?? null, geo === undefined ? l.lng : geo?.lng ?? null,
      price === undefined ? l.price_amount : price?.amount ?? null, price === undefined ? l.price_currency : price?.currency ?? null,
      JSON.stringify(pub), JSON.stringify(priv), JSON.stringify(meta), plan === undefined ? l.availability_plan : plan, l.id);
    if (images) setImages(ctx.app, l.id, images);
    indexListing(ctx.app, l.id);
    recordEvent(ctx.app, 'listing/updated', 'listing', l.id, {});
  })();
  return getListing(ctx.app, l.id)!;
}

const TRANSITIONS: Record<string, { from: ListingState[]; to: ListingState | 'deleted' }> = {
  publish_draft: { from: ['draft'], to: 'published' },
  discard_draft: { from: ['draft'], to: 'deleted' },
  open: { from: ['closed'], to: 'published' },
  close: { from: ['published'], to: 'closed' },
  approve: { from: ['pendingApproval'], to: 'published' },
};

export function changeListingState(app: App, l: ListingRow, action: keyof typeof TRANSITIONS): ListingRow {
  const t = TRANSITIONS[action]!;
  if (l.deleted) throw notFound('Listing not found');
  if (!t.from.includes(l.state)) throw conflict('conflict', `Cannot ${action.replace('_', ' ')} a listing in state ${l.state}`);
  let to = t.to;
  if (action === 'publish_draft' && app.config.requireListingApproval) to = 'pendingApproval';
  app.db.transaction(() => {
    if (to === 'deleted') stmt(app.db, 'UPDATE listings SET deleted = 1 WHERE id = ?').run(l.id);
    else stmt(app.db, 'UPDATE listings SET state = ? WHERE id = ?').run(to, l.id);
    indexListing(app, l.id);
    recordEvent(app, 'listing/updated', 'listing', l.id, { state: to });
  })();
  return getListing(app, l.id)!;
}
