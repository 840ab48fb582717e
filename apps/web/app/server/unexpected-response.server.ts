/**
 * A marketplace response the site cannot read (`UnexpectedResponseError`: a record of the wrong
 * shape, or a schema behind the API) is a bug, never a visitor's mistake. Pages that carry on
 * without the part that failed (similar listings, reviews, a bidder's name) say so in the log here.
 */
import { UnexpectedResponseError } from '@variegata/marketplace-client/unexpected-response-error';

/** Logs `error` when it is an unreadable marketplace response; other errors are left to the caller. */
export function logUnexpectedResponse(where: string, error: unknown): void {
  if (error instanceof UnexpectedResponseError) console.error(`[${where}] unreadable marketplace response: ${error.message}`);
}
