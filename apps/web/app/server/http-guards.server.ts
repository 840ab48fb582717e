/**
 * Request guards that run before a route reads anything (SECURITY.md):
 * - only the methods a route documents: GET and HEAD where it renders or loads, POST where it has an
 *   action; anything else is 405 with `Allow`;
 * - bounded bodies: a body must declare its length (411 otherwise) and stay under its route's limit
 *   (413): image uploads 20 MB plus the multipart envelope, webhooks 1 MB, everything else 100 KB.
 */
import { err, ok, type Result } from '@variegata/result/result';
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import { LRUCache } from 'lru-cache';
import type { ServerBuild } from '@remix-run/node';

export const MB = 1024 * 1024;
export const FORM_BODY_LIMIT = 100 * 1024;

const BODY_LIMITS: readonly [RegExp, number][] = [
  [/^\/api\/(profile-image|listing-image|dispute)$/, 20 * MB + 64 * 1024],
  [/^\/api\/stripe-webhook$/, 1 * MB],
];

export function bodyLimitFor(pathname: string): number {
  const path = documentPathOf(pathname);
  return BODY_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? FORM_BODY_LIMIT;
}

/** A body the server may read, or why not: the text as `message`, the HTTP status in `meta`. */
export type BodyVerdict = Result<null, 'length-required' | 'too-large', { status: 411 | 413 }>;

const lengthRequired = (): BodyVerdict => err('length-required', 'A request body must declare its length.', { status: 411 });

export function checkBody(method: string, pathname: string, headers: { contentLength?: string | undefined; transferEncoding?: string | undefined }): BodyVerdict {
  if (method === 'GET' || method === 'HEAD') return ok(null);
  const declared = headers.contentLength;
  if (declared === undefined) {
    return headers.transferEncoding ? lengthRequired() : ok(null);
  }
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0) return lengthRequired();
  return length > bodyLimitFor(pathname) ? err('too-large', 'The request is too large.', { status: 413 }) : ok(null);
}

interface RouteModuleFacts {
  loader?: unknown;
  action?: unknown;
  default?: unknown;
}

/**
 * The document path a request is for: Remix's single-fetch data requests add `.data` to it
 * (`/l/new.data`), and the root's data request is `/_root.data`.
 */
export function documentPathOf(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** Paths whose methods are kept: the most requested ones (each listing, shop and article has its own). */
const KEPT_PATHS = 5_000;

/**
 * The methods each path of a build answers, from its matched route module's exports (null: no route).
 * A path's answer is kept: matching flattens and ranks the whole route tree on every call, which
 * cost about 0.2 ms of every request.
 */
export function createMethodTable(build: Pick<ServerBuild, 'routes'>): (pathname: string) => readonly string[] | null {
  const entries = Object.values(build.routes).filter((entry) => entry !== undefined);
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry) =>
        entry.index
          ? { id: entry.id, index: true, path: entry.path, caseSensitive: entry.caseSensitive }
          : { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive, children: childrenOf(entry.id) },
      );
  const tree = childrenOf(undefined);
  const methodsOf = (path: string): readonly string[] | null => {
    const leaf = matchRoutes(tree, path)?.at(-1);
    const module = leaf ? (build.routes[leaf.route.id ?? '']?.module as RouteModuleFacts | undefined) : undefined;
    if (!module) return null;
    const methods: string[] = [];
    if (module.loader || module.default) methods.push('GET', 'HEAD');
    if (module.action) methods.push('POST');
    return Object.freeze(methods);
  };
  // The cache holds objects: a path with no route is kept as { methods: null }.
  const kept = new LRUCache<string, { methods: readonly string[] | null }>({ max: KEPT_PATHS });
  return (pathname) => {
    const path = documentPathOf(pathname);
    let entry = kept.get(path);
    if (!entry) {
      entry = { methods: methodsOf(path) };
      kept.set(path, entry);
    }
    return entry.methods;
  };
}
