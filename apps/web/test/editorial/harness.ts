/**
 * Route tests of the editorial pages: the real Strapi twin (in-memory, demo seed) on a loopback
 * port, the site's STRAPI_URL pointed at it before the site's env is first read.
 */
import { startStrapiTwin, type RunningTwin } from '@variegata/twin-strapi/server';
import { readContent } from '@variegata/twin-strapi/content-files';

export interface SeedArticle {
  slug: string;
  title: string;
  publishedAt: string;
  categories: string[];
  author: string | null;
  views: number;
}

/** The seed's articles as the content files give them (expected values come from here). */
export function seedArticles(contentDir?: string): SeedArticle[] {
  const content = readContent(contentDir) as unknown as { articles: Array<Record<string, unknown>> };
  return content.articles.map((a) => ({
    slug: String(a['slug']),
    title: String(a['title']),
    publishedAt: String(a['publishedAt']),
    categories: (a['categories'] as string[] | undefined) ?? [],
    author: typeof a['author'] === 'string' && a['author'] !== 'none' ? a['author'] : null,
    views: typeof a['views'] === 'number' ? a['views'] : 0,
  }));
}

export const newestFirst = (a: SeedArticle, b: SeedArticle) => b.publishedAt.localeCompare(a.publishedAt);

export async function startEditorialTwin(contentDir?: string): Promise<RunningTwin> {
  const twin = await startStrapiTwin({ dbPath: ':memory:', port: 0, seedIfEmpty: true, ...(contentDir ? { contentDir } : {}) });
  process.env['STRAPI_URL'] = `${twin.url}/api`;
  return twin;
}

/** Runs a loader; a thrown Response is returned as the outcome. */
export async function load<T>(fn: (args: never) => Promise<T>, path: string, params: Record<string, string> = {}): Promise<T | Response> {
  try {
    return await fn({ request: new Request(`http://127.0.0.1:3000${path}`), params, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The value and status of `data(value, {status})` or a plain loader value. */
export function unwrap<T>(outcome: unknown): { status: number; value: T } {
  if (outcome instanceof Response) return { status: outcome.status, value: undefined as T };
  const maybe = outcome as { type?: string; data?: unknown; init?: { status?: number } };
  if (maybe && maybe.type === 'DataWithResponseInit') return { status: maybe.init?.status ?? 200, value: maybe.data as T };
  return { status: 200, value: outcome as T };
}

/** A loader's value with `data(value, init)` unwrapped (distributes over the union). */
export type Unwrapped<T> = T extends { data: infer D; init: unknown } ? D : T;
