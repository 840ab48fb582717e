/** Listing rows and their resource views (listing, ownListing), with author, images and currentStock relationships. */
import type { App, Ctx } from './http-context';
import { parseJson, stmt } from './db';
import { imageNode, type ImageRow } from './images-variants';
import { getUser, userNode } from './users-model';
import type { Node } from './render';
import { LatLngValue, MoneyValue } from './wire-types';

export type ListingState = 'draft' | 'pendingApproval' | 'published' | 'closed';

export interface ListingRow {
  rowid: number; id: string; author_id: string; state: ListingState; title: string; description: string | null;
  lat: number | null; lng: number | null; price_amount: number | null; price_currency: string | null;
  public_data: string; private_data: string; metadata: string; availability_plan: string | null;
  stock: number | null; deleted: number; created_at: number;
}

export function getListing(app: App, id: string): ListingRow | undefined {
  return stmt(app.db, 'SELECT * FROM listings WHERE id = ?').get(id) as ListingRow | undefined;
}

export function listingImages(app: App, listingId: string): ImageRow[] {
  return stmt(app.db, `SELECT i.id, i.width, i.height FROM listing_images li JOIN images i ON i.id = li.image_id
    WHERE li.listing_id = ? ORDER BY li.position`).all(listingId) as ImageRow[];
}

export function stockNode(l: ListingRow): Node | null {
  if (l.stock === null) return null;
  return { id: l.id, type: 'stock', attributes: { quantity: l.stock } };
}

function attributes(l: ListingRow, own: boolean): Record<string, unknown> {
  const a: Record<string, unknown> = {
    title: l.title,
    description: l.description,
    geolocation: l.lat !== null && l.lng !== null ? new LatLngValue(l.lat, l.lng) : null,
    createdAt: new Date(l.created_at),
    price: l.price_amount !== null && l.price_currency ? new MoneyValue(l.price_amount, l.price_currency) : null,
    availabilityPlan: l.availability_plan ? JSON.parse(l.availability_plan) as unknown : null,
    publicData: parseJson(l.public_data),
    metadata: parseJson(l.metadata),
    state: l.state,
    deleted: l.deleted === 1,
  };
  if (own) a['privateData'] = parseJson(l.private_data);
  return a;
}

export function listingNode(ctx: Ctx, l: ListingRow, kind: 'listing' | 'ownListing' | 'integration' = 'listing'): Node {
  return {
    id: l.id,
    type: kind === 'ownListing' ? 'ownListing' : 'listing',
    attributes: attributes(l, kind !== 'listing'),
    rels: {
      author: () => {
        const u = getUser(ctx.app, l.author_id);
        return u ? userNode(ctx, u) : null;
      },
      images: () => listingImages(ctx.app, l.id).map((img) => imageNode(ctx, img)),
      currentStock: () => stockNode(l),
      marketplace: () => null,
    },
  };
}
