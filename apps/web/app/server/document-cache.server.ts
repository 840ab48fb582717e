/**
 * Pages rendered for visitors, kept for a moment. A page's HTML is a function of its URL and its
 * loaders' data, apart from the response's CSP nonce and the visitor's CSRF token; so a page whose
 * data is the same as one rendered a moment ago is answered with that HTML, the nonce and the
 * token swapped, instead of rendering it again (a busy search or listing page renders about once a
 * second instead of on every request).
 *
 * - Only signed-out visitors' pages (the root's shell has no user), GET, status 200, no errors.
 * - The key is a digest of the URL and all the loaders' data with the visitor's CSRF token taken
 *   out: whatever differs between visitors or moments (cookie notice, app banner, favourites, the
 *   results, the time the page counts down from) is in the data, so a page is never served to a
 *   visitor whose data differs. Pages that show countdowns take the time to the second
 *   (`renderedNow`), so within a second they have the same data; pages of listing cards with no
 *   auction in its last hour, to the minute (`cardsRenderedNow`).
 * - Not while developing (a page's code changes under the same data).
 * - An entry lives 3 seconds at most (bounds what a component reading the clock while rendering
 *   could show), and the cache holds at most 32 MB of HTML.
 */
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { serverEnv } from './env.server';

/**
 * A rendered page cut where its nonce and CSRF token were: `parts[i]` is followed by `holes[i]`
 * (the last part by nothing), so the next response joins the parts around its own values.
 */
interface RenderedDocument {
  readonly parts: readonly Buffer[];
  readonly holes: readonly ('nonce' | 'csrfToken')[];
  readonly bytes: number;
}

const MAX_BYTES = 32 * 1024 * 1024;
const TTL_MS = 3_000;

const documents = new LRUCache<string, RenderedDocument>({
  maxSize: MAX_BYTES,
  sizeCalculation: (document) => Math.max(1, document.bytes),
  ttl: TTL_MS,
});

/** The time a page that counts down renders for, to the second (see the module's comment). */
export function renderedNow(now = Date.now()): number {
  return now - (now % 1000);
}

const MINUTE_MS = 60_000;

/**
 * The time a page of listing cards renders for: to the second when one of its auctions shows seconds
 * (ends within `secondsWithinMs`, the last hour) or ended in the last minute, else to the minute.
 * Cards of auctions further off show days and hours or hours and minutes (and the "Hot" mark of the
 * last three hours), so the page is at most a minute behind until the cards take the browser's clock
 * as they hydrate; in exchange such a page keeps the same data, and is served again, for as long as
 * the cache keeps it instead of for a second.
 */
export function cardsRenderedNow(auctionEnds: Iterable<number | null>, secondsWithinMs: number, now = Date.now()): number {
  for (const end of auctionEnds) {
    if (end !== null && end > now - MINUTE_MS && end - now < secondsWithinMs + MINUTE_MS) return renderedNow(now);
  }
  return now - (now % MINUTE_MS);
}

/** The key of a document that may be reused, or null when this response must be rendered for itself. */
export function documentKey(request: Request, status: number, remix: EntryContext, load: AppLoadContext): string | null {
  if (request.method !== 'GET' || status !== 200 || serverEnv().NODE_ENV === 'development') return null;
  const { errors, actionData, loaderData } = remix.staticHandlerContext;
  if (errors || actionData) return null;
  const root = loaderData['root'] as { shell?: { user?: unknown } } | undefined;
  if (!root?.shell || root.shell.user !== null || !load.csrfToken || !load.nonce) return null;
  const data = JSON.stringify(loaderData).split(load.csrfToken).join('\u0000');
  return createHash('sha256').update(request.url).update('\n').update(data).digest('base64url');
}

/** The HTML kept under `key`, with this response's nonce and token, or null. */
export function reusedDocument(key: string, load: AppLoadContext): Buffer | null {
  const kept = documents.get(key);
  if (!kept) return null;
  const values = { nonce: Buffer.from(load.nonce), csrfToken: Buffer.from(load.csrfToken) };
  const pieces: Buffer[] = [];
  kept.parts.forEach((part, i) => {
    pieces.push(part);
    const hole = kept.holes[i];
    if (hole) pieces.push(values[hole]);
  });
  return Buffer.concat(pieces);
}

/** Keeps a rendered document for the next visitor whose page has the same data. */
export function keepDocument(key: string, rendered: Buffer, load: AppLoadContext): void {
  // A copy: the rendered bytes go on to this response's body.
  const html = Buffer.from(rendered);
  const needles = (['nonce', 'csrfToken'] as const).map((hole) => ({ hole, bytes: Buffer.from(load[hole]) }));
  const parts: Buffer[] = [];
  const holes: ('nonce' | 'csrfToken')[] = [];
  let from = 0;
  for (;;) {
    let next: { at: number; hole: 'nonce' | 'csrfToken'; length: number } | null = null;
    for (const needle of needles) {
      const at = html.indexOf(needle.bytes, from);
      if (at >= 0 && (next === null || at < next.at)) next = { at, hole: needle.hole, length: needle.bytes.length };
    }
    if (next === null) break;
    parts.push(html.subarray(from, next.at));
    holes.push(next.hole);
    from = next.at + next.length;
  }
  parts.push(html.subarray(from));
  documents.set(key, { parts, holes, bytes: html.length });
}

/** Forgets every kept document (tests). */
export function clearDocuments(): void {
  documents.clear();
}
