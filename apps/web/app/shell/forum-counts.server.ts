/**
 * The top bar's forum counts (spec 1 §3 notification counts: unread forum private messages and
 * notifications), read from the forum (Discourse) when it is configured with an API key: the
 * forum's `/session/current.json` as the member (`Api-Username`, the same username single sign-on
 * gives the forum), `unread_high_priority_notifications` (private messages are high priority) and
 * `unread_notifications`. Kept 30 seconds per member; any failure shows no forum counts.
 */
import { LRUCache } from 'lru-cache';
import { serverEnv } from '~/server/env.server';

export interface ForumCounts {
  readonly messages: number;
  readonly notifications: number;
  /** Where the counts lead: the forum itself. */
  readonly href: string;
}

export const FORUM_COUNTS_TTL_MS = 30_000;
const TIMEOUT_MS = 2000;

const count = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0);

const cache = new LRUCache<string, ForumCounts>({
  max: 5000,
  ttl: FORUM_COUNTS_TTL_MS,
  fetchMethod: async (username) => {
    const env = serverEnv();
    const response = await fetch(new URL('/session/current.json', env.DISCOURSE_URL), {
      headers: { Accept: 'application/json', 'Api-Key': env.DISCOURSE_API_KEY, 'Api-Username': username },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`forum answered ${response.status}`);
    const user = ((await response.json()) as { current_user?: Record<string, unknown> }).current_user ?? {};
    return { messages: count(user['unread_high_priority_notifications']), notifications: count(user['unread_notifications']), href: env.DISCOURSE_URL };
  },
});

/** The member's unread forum counts; null when no forum is configured, the member has no username or the forum fails. */
export async function forumCounts(username: string | null): Promise<ForumCounts | null> {
  const env = serverEnv();
  if (!username || !env.DISCOURSE_URL || !env.DISCOURSE_SSO_SECRET || !env.DISCOURSE_API_KEY) return null;
  try {
    return (await cache.fetch(username)) ?? null;
  } catch (error) {
    console.error('[shell] forum-counts-unavailable', error instanceof Error ? error.message : error);
    return null;
  }
}
