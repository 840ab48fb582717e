/**
 * node:http request handling: CORS, body reading with limits, transit decoding, bearer auth,
 * routing to the Marketplace/Integration tables, the Auth API and image assets. Every failure
 * becomes the transit error envelope; unexpected exceptions are logged and answered as 500 only
 * for genuine bugs, never for malformed input (which is rejected before reaching handlers).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, badRequest, errorBody, forbidden, invalidToken, missingToken, notFound, notImplemented } from './http-errors';
import type { App, AuthContext, Ctx, RouteTable, UploadedFile } from './http-context';
import { normaliseBody, Params, parseQueryString } from './http-params';
import { decodeTransit, encodeTransit } from './wire-transit';
import { decodeJson, encodeJson, wantsJson } from './wire-json';
import { authenticate } from './auth-tokens';
import { type AuthReply, handleAuthWithIdp, handleRevoke, handleToken } from './auth-routes';
import { clientAddressOf } from './auth-client-address';
import { knownEndpoints } from './endpoints-known';
import { serveImage, variantFormat } from './images-store';
import { serveAssets } from './assets-routes';
import { customVariants } from './images-variants';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Transit-Verbose',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '600',
};

const JSON_BODY_LIMIT = 2 * 1024 * 1024;

class TooLarge extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new TooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new TooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** How a Marketplace/Integration API answer is written: transit (compact or verbose) or JSON. */
type Wire = 'transit' | 'transit-verbose' | 'json';

function sendTransit(res: ServerResponse, status: number, body: unknown, wire: Wire): void {
  const json = wire === 'json';
  const text = json ? encodeJson(body) : encodeTransit(body, wire === 'transit-verbose');
  const type = json ? 'application/json;charset=UTF-8' : 'application/transit+json;charset=UTF-8';
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...CORS_HEADERS, ...headers, 'Content-Type': 'application/json;charset=UTF-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function sendAuthReply(res: ServerResponse, reply: AuthReply): void {
  sendJson(res, reply.status, reply.json, reply.retryAfterSeconds ? { 'Retry-After': String(reply.retryAfterSeconds) } : {});
}

function bearer(req: IncomingMessage): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : '';
}

async function parseMultipart(req: IncomingMessage, raw: Buffer): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  const request = new Request('http://twin.local/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body: raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Malformed multipart body');
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files.push({ fieldName: name, filename: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
  }
  return { fields, files };
}

function resolveAuth(app: App, req: IncomingMessage): AuthContext {
  const token = bearer(req);
  if (token === undefined) throw missingToken();
  const auth = token ? authenticate(app, token) : undefined;
  if (!auth) throw invalidToken();
  return auth;
}

export function createRequestListener(app: App, tables: { marketplace: RouteTable; integration: RouteTable }) {
  const addressOf = clientAddressOf(app.config.trustedProxies);
  return (req: IncomingMessage, res: ServerResponse): void => {
    void handle(app, tables, req, res, addressOf).catch((e: unknown) => {
      if (req.destroyed || (e as { code?: string }).code === 'ECONNRESET') return; // the client went away mid-request
      console.error('[twin-marketplace] unhandled', e);
      if (!res.headersSent) sendTransit(res, 500, errorBody(new ApiError(500, 'internal-server-error', 'Internal server error')), 'transit');
      else res.end();
    });
  };
}

async function handle(app: App, tables: { marketplace: RouteTable; integration: RouteTable }, req: IncomingMessage, res: ServerResponse,
  addressOf: (req: IncomingMessage) => string): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://twin.local');
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    res.end();
    return;
  }
  const path = url.pathname.replace(/\/+$/, '');
  const wire: Wire = wantsJson(req.headers.accept) ? 'json' : req.headers['x-transit-verbose'] === 'true' ? 'transit-verbose' : 'transit';

  if (path.startsWith('/v1/auth/')) {
    try {
      if (method !== 'POST') return sendJson(res, 405, { error: 'invalid_request', error_description: 'POST required' });
      const raw = await readBody(req, 64 * 1024);
      const form = new URLSearchParams(raw.toString('utf8'));
      if (path === '/v1/auth/token') {
        return sendAuthReply(res, await handleToken(app, form, addressOf(req)));
      }
      if (path === '/v1/auth/revoke') return sendAuthReply(res, handleRevoke(app, form, bearer(req)));
      if (path === '/v1/auth/auth_with_idp') {
        return sendAuthReply(res, await handleAuthWithIdp(app, form));
      }
      return sendJson(res, 404, { error: 'not_found', error_description: `Unknown auth endpoint ${path}` });
    } catch (e) {
      if (e instanceof TooLarge) return sendJson(res, 413, { error: 'invalid_request', error_description: 'Body too large' });
      throw e;
    }
  }

  if (url.pathname.startsWith('/v1/assets/')) return serveAssets(app, app.assets, req, res, url);

  if (path.startsWith('/images/')) {
    const r = await serveImage(app, path.slice('/images/'.length), variantFormat(req.headers.accept));
    if (!r) {
      res.writeHead(404, CORS_HEADERS);
      res.end('Not found');
      return;
    }
    res.writeHead(200, { ...CORS_HEADERS, 'Content-Type': r.contentType, 'Content-Length': r.data.length, 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' });
    res.end(r.data);
    return;
  }

  let api: Ctx['api'];
  let endpoint: string;
  if (path.startsWith('/v1/api/')) { api = 'marketplace'; endpoint = path.slice('/v1/api/'.length); }
  else if (path.startsWith('/v1/integration_api/')) { api = 'integration'; endpoint = path.slice('/v1/integration_api/'.length); }
  else return sendTransit(res, 404, errorBody(notFound(`No such resource ${path}`)), wire);

  try {
    const route = tables[api][endpoint];
    if (!route) {
      req.resume();
      if (knownEndpoints[api].includes(endpoint)) throw notImplemented(`${api === 'marketplace' ? '/v1/api/' : '/v1/integration_api/'}${endpoint}`);
      throw notFound(`Unknown endpoint ${endpoint}`);
    }
    if (route.method !== method) {
      req.resume();
      throw new ApiError(405, 'method-not-allowed', `${endpoint} requires ${route.method}`);
    }
    const auth = resolveAuth(app, req);
    if (route.auth === 'integration' && !auth.integration) throw forbidden('An Integration API token is required');
    if (route.auth !== 'integration' && auth.integration) throw forbidden('Integration tokens cannot call the Marketplace API');
    if (route.auth === 'user' && !auth.userId) throw forbidden('This endpoint requires a logged in user');
    if (route.fullUserOnly && auth.limited) throw forbidden('Not allowed with a user:limited token');

    let rawQuery: Record<string, string>;
    try {
      rawQuery = parseQueryString(url.search);
    } catch {
      throw badRequest('Malformed query string');
    }
    let bodyValues: Record<string, unknown> = {};
    let files: UploadedFile[] = [];
    if (method === 'POST') {
      const limit = route.multipart ? app.config.maxImageBytes + 64 * 1024 : JSON_BODY_LIMIT;
      let raw: Buffer;
      try {
        raw = await readBody(req, limit);
      } catch (e) {
        if (e instanceof TooLarge) {
          throw new ApiError(413, 'request-upload-over-limit', `Request body exceeds the limit of ${limit} bytes`);
        }
        throw e;
      }
      const type = String(req.headers['content-type'] ?? '');
      if (route.multipart) {
        if (!type.startsWith('multipart/form-data')) throw new ApiError(400, 'unsupported-content-type', 'multipart/form-data required');
        const parsed = await parseMultipart(req, raw);
        bodyValues = parsed.fields;
        files = parsed.files;
      } else if (raw.length > 0) {
        if (type && !type.startsWith('application/transit+json') && !type.startsWith('application/json')) {
          throw new ApiError(400, 'unsupported-content-type', `Unsupported content type ${type}`);
        }
        let decoded: unknown;
        try {
          decoded = type.includes('application/json') ? decodeJson(raw.toString('utf8')) : decodeTransit(raw.toString('utf8'));
        } catch {
          throw badRequest('Malformed request body: expected transit+json');
        }
        if (decoded === null || typeof decoded !== 'object' || Array.isArray(decoded)) throw badRequest('Request body must be a map');
        bodyValues = normaliseBody(decoded as Record<string, unknown>);
      }
    }
    const ctx: Ctx = {
      app, api, endpoint, auth, files, rawQuery,
      query: new Params(rawQuery, 'query'),
      body: new Params(bodyValues, 'body'),
    };
    customVariants(ctx); // validates every imageVariant.* up front (400 even when no image is rendered)
    const reply = await route.handler(ctx);
    sendTransit(res, reply.status ?? 200, reply.body, wire);
  } catch (e) {
    if (e instanceof ApiError) return sendTransit(res, e.status, errorBody(e), wire);
    throw e;
  }
}
