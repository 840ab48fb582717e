/**
 * Marketplace API: sitemap_data/query_listings (the newest public listings, id and type only, at
 * most 10,000, as the web template's sitemap reads them) and sitemap_data/query_assets (the latest
 * assets under `pathPrefix`, e.g. `/content/pages/`, as `jsonAsset` resources with their
 * `assetPath`).
 */
import type { Ctx, Reply, RouteTable } from './http-context';
import { invalidValue } from './http-errors';
import { stmt } from './db';
import { renderDoc, type Node } from './render';
import { stableUuid } from './stable-uuid';

const MAX_LISTINGS = 10_000;

function queryListings(ctx: Ctx): Reply {
  const rows = stmt(ctx.app.db, `SELECT l.id FROM listings l JOIN users u ON u.id = l.author_id
    WHERE l.state = 'published' AND l.deleted = 0 AND u.banned = 0 AND u.deleted = 0 ORDER BY l.created_at DESC, l.rowid DESC LIMIT ?`).all(MAX_LISTINGS) as { id: string }[];
  return renderDoc(ctx, rows.map((r): Node => ({ id: r.id, type: 'listing', attributes: {} })));
}

function queryAssets(ctx: Ctx): Reply {
  const prefix = ctx.query.string('pathPrefix', false) ?? '/';
  if (!prefix.startsWith('/')) throw invalidValue('pathPrefix', 'query', 'pathPrefix must start with /');
  const snap = ctx.app.assets.latest();
  const paths = snap ? [...snap.assets.keys()].filter((p) => p.startsWith(prefix)).sort() : [];
  return renderDoc(ctx, paths.map((p): Node => ({ id: stableUuid(`${snap!.version}${p}`), type: 'jsonAsset', attributes: { assetPath: p } })), snap ? { version: snap.version } : undefined);
}

export const sitemapRoutes: RouteTable = {
  'sitemap_data/query_listings': { method: 'GET', auth: 'public', handler: queryListings },
  'sitemap_data/query_assets': { method: 'GET', auth: 'public', handler: queryAssets },
};
