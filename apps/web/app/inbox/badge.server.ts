/**
 * The top bar's inbox badge: how many sales and orders wait for the user's action. Computed by the
 * site with two transaction queries (sales the seller must ship or whose highest bid waits for
 * acceptance; orders the buyer must pay or mark received), counted from the pages' totals and kept
 * for 30 seconds per user, so the shell does not query on every page view. Nothing has to write a
 * counter, and it cannot drift from the transactions.
 */
import type { AppLoadContext } from '@remix-run/node';
import { stateAfter, transitionNames, type State } from '@variegata/transaction-process/process';
import { apiFor } from '~/server/marketplace.server';

export const BADGE_TTL_MS = 30_000;

/** States in which the other side waits for this role. */
const WAITING_FOR: Readonly<Record<'sale' | 'order', readonly State[]>> = {
  sale: ['purchased', 'pending-reserve-confirm'],
  order: ['pending-payment', 'delivered'],
};

const into = (states: readonly State[]): string[] => transitionNames.filter((name) => {
  const to = stateAfter(name);
  return to !== undefined && states.includes(to);
});

const cache = new Map<string, { count: number; until: number }>();

export async function inboxBadgeCount(context: AppLoadContext, userId: string, now = Date.now()): Promise<number> {
  const hit = cache.get(userId);
  if (hit && hit.until > now) return hit.count;
  const api = apiFor(context);
  const counts = await Promise.all(
    (['sale', 'order'] as const).map(async (only) => (await api.transactions.query({ only, lastTransitions: into(WAITING_FOR[only]), perPage: 1 })).meta.totalItems),
  );
  const count = counts.reduce((a, b) => a + b, 0);
  if (cache.size > 10_000) cache.clear();
  cache.set(userId, { count, until: now + BADGE_TTL_MS });
  return count;
}

/** After the user acts on an order, the next page shows the new count. */
export function forgetInboxBadge(userId: string): void {
  cache.delete(userId);
}
