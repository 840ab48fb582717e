// Small node:http helpers: JSON bodies and responses, and Shippo-style errors.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error answered in Shippo's format: `{detail}` for general errors, `{field: [msg]}` for field errors. */
export class ShippoHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const notFound = (): ShippoHttpError => new ShippoHttpError(404, { detail: 'Not found.' });

export function fieldError(field: string, message: string): ShippoHttpError {
  return new ShippoHttpError(400, { [field]: [message] });
}

const MAX_BODY = 1024 * 1024;

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY) throw new ShippoHttpError(413, { detail: 'Request body too large.' });
    chunks.push(buf);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    throw new ShippoHttpError(400, { detail: `JSON parse error - ${(e as Error).message}` });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ShippoHttpError(400, { non_field_errors: ['Invalid data. Expected a dictionary.'] });
  }
  return parsed as Record<string, unknown>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendBody(res: ServerResponse, status: number, contentType: string, body: string | Buffer): void {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': typeof body === 'string' ? Buffer.byteLength(body) : body.length,
    'cache-control': 'public, max-age=3600',
  });
  res.end(body);
}

export function positiveInt(value: string | null, fallback: number, max: number): number {
  if (value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ShippoHttpError(400, { detail: `Invalid page parameter: ${value}` });
  return Math.min(n, max);
}
