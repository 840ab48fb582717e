/** How the root error boundary reads an error: not found, a route's code failing to load, or a failure. */
import { isRouteErrorResponse } from '@remix-run/react';

const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
  /ChunkLoadError/i,
  /Unable to preload CSS/i,
];

/** A route's code could not be loaded (deploy in between, network gone): shown as 404 with a link home. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURES.some((pattern) => pattern.test(`${error.name}: ${error.message}`));
}

export type ErrorView =
  | { kind: 'not-found'; message?: string }
  | { kind: 'chunk' }
  | { kind: 'forbidden'; message: string }
  /** A 409 whose text is meant for the visitor (for example "Login or logout already in progress"). */
  | { kind: 'conflict'; message: string }
  | { kind: 'failure'; status: number };

export function errorView(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    const text = typeof error.data === 'string' && error.data && error.data !== 'Not Found' ? error.data : undefined;
    if (error.status === 404) return text ? { kind: 'not-found', message: text } : { kind: 'not-found' };
    if (error.status === 403) return { kind: 'forbidden', message: text ?? 'You do not have access to this page.' };
    if (error.status === 409 && text) return { kind: 'conflict', message: text };
    return { kind: 'failure', status: error.status };
  }
  if (isChunkLoadError(error)) return { kind: 'chunk' };
  return { kind: 'failure', status: 500 };
}
