// URL routing: Strapi's REST content API under /api, the media library, and /uploads files.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Art, renderJpeg } from './artwork';
import { StrapiError, notFoundError } from './errors';
import { findMany, findOne, findSingle } from './find';
import { Graph, docAttributes, fileAttributes } from './graph';
import { parseQuery } from './query-string';
import { contentTypeByPath } from './schema';
import { serializeRow } from './serialize';
import type { StrapiStore } from './store';

export interface RouteOptions {
  /** When set, every /api request needs `Authorization: Bearer <apiToken>`. */
  apiToken?: string | undefined;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function authorize(req: IncomingMessage, options: RouteOptions): void {
  if (options.apiToken === undefined) return;
  const header = req.headers.authorization ?? '';
  if (header !== `Bearer ${options.apiToken}`) {
    throw new StrapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
  }
}

async function serveUpload(store: StrapiStore, res: ServerResponse, name: string): Promise<void> {
  const image = store.imagePath(name);
  if (!image) throw notFoundError();
  let data = store.blob(name);
  if (!data) {
    data = await renderJpeg(image.source.art as Art, image.source.seed, image.width, image.height);
    store.putBlob(name, data);
  }
  // An upload's name carries a hash of what it shows and its size (media.ts): it never changes.
  res.writeHead(200, { 'content-type': image.mime, 'content-length': data.length, 'cache-control': 'public, max-age=31536000, immutable' });
  res.end(data);
}

function drain(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    req.on('data', () => undefined);
    req.on('end', resolve);
    req.on('error', () => resolve());
  });
}

export async function route(store: StrapiStore, options: RouteOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://twin.local');
  let parts: string[];
  try {
    parts = url.pathname.split('/').filter((p) => p !== '').map(decodeURIComponent);
  } catch {
    throw new StrapiError(400, 'BadRequestError', 'Bad Request');
  }
  const method = req.method ?? 'GET';
  await drain(req);
  if (parts[0] === 'uploads' && parts.length === 2 && (method === 'GET' || method === 'HEAD')) {
    await serveUpload(store, res, parts[1] ?? '');
    return;
  }
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '_health')) {
    sendJson(res, 200, { service: 'strapi-twin', status: 'ok' });
    return;
  }
  if (parts[0] !== 'api') throw notFoundError();
  authorize(req, options);
  const query = parseQuery(url.search);
  const [, resource, id, action] = parts;
  if (resource === 'upload' && id === 'files' && method === 'GET') {
    const graph = new Graph(store);
    const files = [...store.files().values()];
    if (parts.length === 3) return sendJson(res, 200, files.map((f) => serializeRow(graph, f, fileAttributes, { populate: new Map() })));
    const file = parts.length === 4 ? store.files().get(Number(action)) : undefined;
    if (!file) throw notFoundError();
    return sendJson(res, 200, serializeRow(graph, file, fileAttributes, { populate: new Map() }));
  }
  const ct = resource === undefined ? undefined : contentTypeByPath(resource);
  if (!ct) throw notFoundError();
  if (ct.path === 'articles' && action === 'view' && parts.length === 4 && id) {
    if (method !== 'PATCH') throw new StrapiError(405, 'MethodNotAllowedError', 'Method Not Allowed');
    const doc = store.increment(ct.uid, id, 'views');
    if (!doc || doc.publishedAt === null) throw notFoundError();
    const graph = new Graph(store);
    const row = graph.related(ct.uid, doc.documentId)[0];
    if (!row) throw notFoundError();
    return sendJson(res, 200, { data: serializeRow(graph, row, docAttributes(ct.uid), { populate: new Map() }), meta: {} });
  }
  if (method !== 'GET') {
    // The twin is read-only: writes are refused as for Strapi's public role.
    throw new StrapiError(403, 'ForbiddenError', 'Forbidden');
  }
  if (ct.kind === 'singleType') {
    if (parts.length !== 2) throw notFoundError();
    return sendJson(res, 200, findSingle(store, ct, query));
  }
  if (parts.length === 2) return sendJson(res, 200, findMany(store, ct, query));
  if (parts.length === 3 && id) return sendJson(res, 200, findOne(store, ct, id, query));
  throw notFoundError();
}

export { sendJson };
