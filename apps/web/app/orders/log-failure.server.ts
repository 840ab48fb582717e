/**
 * Failures of the order pages that the viewer gets a message for (a send, an action, a label, an
 * event) are logged here with where they happened; nothing about them reaches the page but the
 * spec's text.
 */
import { apiStatus } from '@variegata/marketplace-client/errors';

export function logFailure(where: string, error: unknown): void {
  const status = apiStatus(error);
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[${where}] failed${status === undefined ? '' : ` (status ${status})`}: ${message}`);
}
