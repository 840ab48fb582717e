/**
 * The landing page's forum section (spec 1 §5 home page): the latest discussions of the forum
 * (Discourse's public `/latest.json`), when a forum is configured (`DISCOURSE_URL`). Without a
 * forum, or when it cannot answer, there are no discussions and the page leaves the section out.
 * Shared by every visitor for a minute.
 */
import * as v from 'valibot';
import { TtlCache } from '~/listing/cache.server';
import { serverEnv } from '~/server/env.server';
import type { ForumTopic } from './forum';

/** How many discussions the section lists. */
export const FORUM_TOPICS_SHOWN = 5;

const latestSchema = v.object({
  topic_list: v.object({
    topics: v.array(
      v.looseObject({
        id: v.pipe(v.number(), v.integer()),
        title: v.pipe(v.string(), v.minLength(1)),
        slug: v.string(),
        posts_count: v.optional(v.pipe(v.number(), v.integer()), 1),
        last_posted_at: v.optional(v.nullable(v.string()), null),
        pinned_globally: v.optional(v.boolean(), false),
        visible: v.optional(v.boolean(), true),
      }),
    ),
  }),
});

const cache = new TtlCache<ForumTopic[]>(60_000, 4);

async function fetchLatest(base: string): Promise<ForumTopic[]> {
  try {
    const response = await fetch(new URL('/latest.json', base), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const parsed = v.safeParse(latestSchema, await response.json());
    if (!parsed.success) throw new Error('unexpected /latest.json');
    return parsed.output.topic_list.topics
      .filter((t) => t.visible && !t.pinned_globally)
      .slice(0, FORUM_TOPICS_SHOWN)
      .map((t) => ({
        title: t.title,
        href: new URL(`/t/${encodeURIComponent(t.slug || 'topic')}/${t.id}`, base).href,
        replies: Math.max(0, t.posts_count - 1),
        lastPostedAt: t.last_posted_at,
      }));
  } catch (error) {
    console.error(`[home] the forum's latest discussions failed: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/** The forum's latest discussions; empty when no forum is configured or it did not answer. */
export async function latestForumTopics(): Promise<ForumTopic[]> {
  const base = serverEnv().DISCOURSE_URL;
  if (!base) return [];
  // a failed read is not cached as a failure, but an empty answer is kept for the minute too
  return cache.get(base, () => fetchLatest(base));
}

export function clearForumTopics(): void {
  cache.clear();
}
