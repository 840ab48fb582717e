/**
 * The Asset Delivery API: `GET /v1/assets/pub/{clientId}/a/{alias}/{path}` (alias `latest`) and
 * `/v/{version}/{path}` answer one asset as `{data: <its JSON>, included, meta: {version}}`; a path
 * ending in `/` with `?assets=a.json,b.json` answers several as `jsonAsset` resources
 * (`{id, type, attributes: {assetPath, data}}`, missing ones left out). Image references in the data
 * are listed in `included` as `imageAsset` resources whose variants point at `/v1/assets/images/{id}`.
 * Plain JSON (no transit), `Cache-Control` as the hosted API's test environment: 10 s by alias,
 * a year by version. Errors: 404 `not-found` (unknown client, alias, version or asset).
 */
import { stableUuid } from './stable-uuid';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from './http-context';
import type { AssetLibrary, AssetSnapshot } from './assets-store';

const BY_ALIAS_SECONDS = 10;
const BY_VERSION_SECONDS = 365 * 86400;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Access-Control-Allow-Origin': '*',
    'Content-Type': 'application/json;charset=UTF-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

function notFound(res: ServerResponse, title: string): void {
  send(res, 404, { errors: [{ status: 404, code: 'not-found', title }] }, { 'Cache-Control': 'no-store' });
}


function imageRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) { for (const v of value) imageRefs(v, into); return; }
  if (value === null || typeof value !== 'object') return;
  const ref = (value as { _ref?: { type?: unknown; id?: unknown } })._ref;
  if (ref && ref.type === 'imageAsset' && typeof ref.id === 'string') into.add(ref.id);
  for (const v of Object.values(value)) imageRefs(v, into);
}

function includedImages(app: App, library: AssetLibrary, data: unknown[]): unknown[] {
  const ids = new Set<string>();
  for (const d of data) imageRefs(d, ids);
  const out: unknown[] = [];
  for (const id of ids) {
    const img = library.image(id);
    if (!img) continue;
    const url = `${app.config.publicUrl}/v1/assets/images/${id}`;
    const variant = (name: string) => ({ name, url, width: img.width, height: img.height });
    out.push({ id, type: 'imageAsset', attributes: { variants: { scaled: variant('scaled'), scaled2x: variant('scaled2x') } } });
  }
  return out;
}

function answer(app: App, library: AssetLibrary, res: ServerResponse, snap: AssetSnapshot, assetPath: string, list: string | null, cacheSeconds: number): void {
  const headers = { 'Cache-Control': `public, max-age=${cacheSeconds}` };
  if (assetPath.endsWith('/') || assetPath === '') {
    if (list === null) return notFound(res, 'Asset path missing');
    const found = list.split(',').filter(Boolean).map((rel) => `/${assetPath}${rel}`).filter((p) => snap.assets.has(p));
    const data = found.map((p) => ({ id: stableUuid(`${snap.version}${p}`), type: 'jsonAsset', attributes: { assetPath: p, data: snap.assets.get(p) } }));
    return send(res, 200, { data, included: includedImages(app, library, found.map((p) => snap.assets.get(p))), meta: { version: snap.version } }, headers);
  }
  const path = `/${assetPath}`;
  if (!snap.assets.has(path)) return notFound(res, `Asset ${path} not found`);
  const data = snap.assets.get(path);
  send(res, 200, { data, included: includedImages(app, library, [data]), meta: { version: snap.version } }, headers);
}

const ROUTE = /^\/v1\/assets\/pub\/([^/]+)\/(a|v)\/([^/]+)\/(.*)$/;
const IMAGE = /^\/v1\/assets\/images\/([^/]+)$/;

/** Handles a request under /v1/assets; answers 404 for anything it does not know. */
export function serveAssets(app: App, library: AssetLibrary, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { errors: [{ status: 405, code: 'method-not-allowed', title: 'GET required' }] });
  const image = IMAGE.exec(url.pathname);
  if (image) {
    const img = library.image(decodeURIComponent(image[1]!));
    if (!img) return notFound(res, 'Image not found');
    res.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': img.mime, 'Content-Length': String(img.data.length), 'Cache-Control': `public, max-age=${BY_VERSION_SECONDS}` });
    res.end(img.data);
    return;
  }
  const m = ROUTE.exec(url.pathname);
  if (!m) return notFound(res, `No such asset resource ${url.pathname}`);
  const [, clientId, kind, key, assetPath] = m as unknown as [string, string, 'a' | 'v', string, string];
  if (decodeURIComponent(clientId) !== app.config.marketplaceClient.clientId) return notFound(res, 'Unknown client id');
  const list = url.searchParams.get('assets');
  if (kind === 'a') {
    const snap = key === 'latest' ? library.latest() : undefined;
    if (!snap) return notFound(res, `Unknown alias ${key}`);
    return answer(app, library, res, snap, decodeURIComponent(assetPath), list, BY_ALIAS_SECONDS);
  }
  const snap = library.byVersion(decodeURIComponent(key));
  if (!snap) return notFound(res, `Unknown asset version ${key}`);
  answer(app, library, res, snap, decodeURIComponent(assetPath), list, BY_VERSION_SECONDS);
}
