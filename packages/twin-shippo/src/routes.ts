// URL routing for the Shippo twin. API routes need `Authorization: ShippoToken <key>`; labels,
// tracking pages and carrier logos are public, like Shippo's S3-hosted files.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAddress, getAddress, validateStoredAddress } from './addresses';
import type { Ctx } from './context';
import { ShippoHttpError, notFound, positiveInt, readJson, sendBody, sendJson } from './http';
import { type LabelInfo, renderLabelPdf } from './label-pdf';
import { isLogoSize, knownProvider, providerLogoSvg } from './logos';
import type { Kind } from './store';
import { createShipment, getRate, getShipment } from './shipments';
import { getTrack } from './tracking';
import { type TransactionObject, createTransaction, getTransaction, withCurrentTracking } from './transactions';
import { createRefund, getRefund } from './refunds';

export interface Auth {
  /** When set, only this key is accepted; otherwise any non-empty key is. */
  apiKey?: string | undefined;
}

function authenticate(req: IncomingMessage, auth: Auth): { token: string } {
  const header = req.headers.authorization;
  if (!header) throw new ShippoHttpError(401, { detail: 'Authentication credentials were not provided.' });
  const match = /^(ShippoToken|Bearer)\s+(\S+)$/.exec(header.trim());
  if (!match) throw new ShippoHttpError(401, { detail: 'Invalid token header. Use "ShippoToken <API token>".' });
  const token = match[2] ?? '';
  if (auth.apiKey !== undefined && token !== auth.apiKey) throw new ShippoHttpError(401, { detail: 'Invalid token.' });
  return { token };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function list(
  ctx: Ctx, url: URL, path: string, kind: Kind, defaultSize: number, parentId?: string, map: (item: never) => unknown = (x) => x,
): unknown {
  const page = positiveInt(url.searchParams.get('page'), 1, 1_000_000);
  const size = positiveInt(url.searchParams.get('results'), defaultSize, 100);
  const { results, total } = ctx.store.list(kind, page, size, parentId);
  const body: Record<string, unknown> = { count: total, results: results.map((r) => map(r as never)) };
  if (page * size < total) body.next = `${ctx.publicUrl}${path}?page=${page + 1}&results=${size}`;
  if (page > 1) body.previous = `${ctx.publicUrl}${path}?page=${page - 1}&results=${size}`;
  return body;
}

function publicRoute(ctx: Ctx, res: ServerResponse, parts: string[]): boolean {
  const [a, b, c, d] = parts;
  if (a === 'labels' && b?.endsWith('.pdf') && parts.length === 2) {
    const info = ctx.store.getLabel<LabelInfo>(b.slice(0, -4));
    if (!info) throw notFound();
    sendBody(res, 200, 'application/pdf', renderLabelPdf(info));
    return true;
  }
  if (a === 'tracking' && b && c && parts.length === 3) {
    const track = getTrack(ctx, b, c);
    const rows = track.tracking_history
      .map((e) => `<li><time>${escapeHtml(e.status_date)}</time> <strong>${e.status}</strong> ${escapeHtml(e.status_details)}</li>`)
      .join('');
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Tracking ${escapeHtml(c)}</title></head>` +
      `<body><h1>${escapeHtml(b.toUpperCase())} tracking</h1><p>Tracking number <strong>${escapeHtml(c)}</strong></p>` +
      `<p>Status: <strong>${track.tracking_status.status}</strong> (sandbox)</p><ol>${rows}</ol></body></html>`;
    sendBody(res, 200, 'text/html; charset=utf-8', html);
    return true;
  }
  if (a === 'static' && b === 'providers' && c && d?.endsWith('.svg') && parts.length === 4) {
    const size = Number(c);
    const provider = d.slice(0, -4);
    if (!isLogoSize(size) || !knownProvider(provider)) throw notFound();
    sendBody(res, 200, 'image/svg+xml', providerLogoSvg(provider, size));
    return true;
  }
  return false;
}

export async function route(ctx: Ctx, auth: Auth, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://twin.local');
  let parts: string[];
  try {
    parts = url.pathname.split('/').filter((p) => p !== '').map(decodeURIComponent);
  } catch {
    throw new ShippoHttpError(400, { detail: 'Malformed URL.' });
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' && publicRoute(ctx, res, parts)) return;
  if (method === 'GET' && parts.length === 0) {
    sendJson(res, 200, { service: 'shippo-twin', status: 'ok' });
    return;
  }
  const { token } = authenticate(req, auth);
  const c: Ctx = { ...ctx, test: token.startsWith('shippo_test') };
  const [a, b, sub] = parts;
  const n = parts.length;
  if (a === 'addresses') {
    if (n === 1 && method === 'POST') return sendJson(res, 201, createAddress(c, await readJson(req)));
    if (n === 1 && method === 'GET') return sendJson(res, 200, list(c, url, '/addresses', 'addresses', 5));
    if (n === 2 && method === 'GET' && b) return sendJson(res, 200, getAddress(c, b));
    if (n === 3 && method === 'GET' && b && sub === 'validate') return sendJson(res, 200, validateStoredAddress(c, b));
  }
  if (a === 'shipments') {
    if (n === 1 && method === 'POST') return sendJson(res, 201, createShipment(c, await readJson(req)));
    if (n === 1 && method === 'GET') return sendJson(res, 200, list(c, url, '/shipments', 'shipments', 25));
    if (n === 2 && method === 'GET' && b) return sendJson(res, 200, getShipment(c, b));
    if ((n === 3 || n === 4) && method === 'GET' && b && sub === 'rates') {
      getShipment(c, b);
      return sendJson(res, 200, list(c, url, `/shipments/${b}/rates`, 'rates', 25, b));
    }
  }
  if (a === 'tracks' && n === 3 && method === 'GET' && b && sub) return sendJson(res, 200, getTrack(c, b, sub));
  if (a === 'rates' && n === 2 && method === 'GET' && b) return sendJson(res, 200, getRate(c, b));
  if (a === 'transactions') {
    if (n === 1 && method === 'POST') return sendJson(res, 201, createTransaction(c, await readJson(req)));
    if (n === 1 && method === 'GET') return sendJson(res, 200, list(c, url, '/transactions', 'transactions', 25, undefined, (t: TransactionObject) => withCurrentTracking(c, t)));
    if (n === 2 && method === 'GET' && b) return sendJson(res, 200, getTransaction(c, b));
  }
  if (a === 'refunds') {
    if (n === 1 && method === 'POST') return sendJson(res, 201, createRefund(c, await readJson(req)));
    if (n === 1 && method === 'GET') return sendJson(res, 200, list(c, url, '/refunds', 'refunds', 25));
    if (n === 2 && method === 'GET' && b) return sendJson(res, 200, getRefund(c, b));
  }
  const known = ['addresses', 'shipments', 'rates', 'transactions', 'tracks', 'refunds'].includes(a ?? '');
  if (known) throw new ShippoHttpError(405, { detail: `Method "${method}" not allowed.` });
  throw notFound();
}
