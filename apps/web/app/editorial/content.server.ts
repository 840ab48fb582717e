/**
 * The site's side of the editorial content service (Strapi through @variegata/editorial): one
 * client from the environment, small in-memory TTL caches for what every visitor sees the same
 * (home page, latest and trending lists; nothing per user), and the loaders' data for
 * /editorials, /more-news and /{slug}.
 */
import { type ArticleCard, type Article, type Category, type Page, type Pagination } from '@variegata/editorial/schemas';
import { createEditorialClient, type EditorialClient } from '@variegata/editorial/client';
import { latestArticles, listArticles, recordArticleView, trendingArticles, BLOG_PAGE_SIZE } from '@variegata/editorial/articles';
import { homePage, type HomePage } from '@variegata/editorial/home';
import type { EditorialResult } from '@variegata/editorial/request';
import { resolveSlug } from '@variegata/editorial/slug';
import { serverEnv } from '~/server/env.server';
import { PAGE_SLUG_ALIASES } from './texts';

let client: EditorialClient | undefined;

/** Where the site serves the content service's uploads (app/routes/media.uploads.$name.ts). */
export const MEDIA_BASE = '/media';

/** The editorial client (shared: it holds only the service URL and API token, no user state). */
export function editorialClient(): EditorialClient {
  const env = serverEnv();
  // Strapi's own uploads are served through the site (/media/uploads/..., see content-images.server).
  client ??= createEditorialClient({ baseURL: env.STRAPI_URL, apiToken: env.STRAPI_API_TOKEN || undefined, mediaBase: MEDIA_BASE });
  return client;
}

/** How long shared editorial lists are kept (home page, latest, trending). */
export const EDITORIAL_CACHE_TTL_MS = 60_000;

const cache = new Map<string, { until: number; value: Promise<unknown> }>();

/** Caches successful values for the TTL; failures are not kept, so the next request retries. */
function cached<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean, now = Date.now()): Promise<T> {
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  const value = load().then((result) => {
    if (!keep(result)) cache.delete(key);
    return result;
  }, (error: unknown) => {
    cache.delete(key);
    throw error;
  });
  cache.set(key, { until: now + EDITORIAL_CACHE_TTL_MS, value });
  return value;
}

export function clearEditorialCache(): void {
  cache.clear();
}

export function cachedHomePage(): Promise<EditorialResult<HomePage>> {
  return cached('home', () => homePage(editorialClient()), (r) => r.ok);
}

/** The home page's editorial sections for the landing page; null when the service has none or fails. */
export async function homeEditorial(): Promise<HomePage | null> {
  try {
    const home = await cachedHomePage();
    return home.ok ? home.value : null;
  } catch {
    return null;
  }
}

/** The newest 5 articles; [] when the service fails (a sidebar never breaks its page). */
export function cachedLatest(): Promise<ArticleCard[]> {
  return cached('latest', async () => {
    const r = await latestArticles(editorialClient());
    return r.ok ? r.value : null;
  }, (v) => v !== null).then((v) => v ?? []);
}

/** The 5 most viewed articles; failures give [] (spec 1 §8). */
export function cachedTrending(): Promise<ArticleCard[]> {
  return cached('trending', async () => {
    const list = await trendingArticles(editorialClient());
    return list.length > 0 ? list : null;
  }, (v) => v !== null).then((v) => v ?? []);
}

/** ?page as a positive integer; anything else is page 1. */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export type ListOutcome =
  | { kind: 'list'; articles: ArticleCard[]; pagination: Pagination; nextPage: number | null }
  | { kind: 'not-found' }
  | { kind: 'error' };

/**
 * Pages 1..`upTo` of an article list, concatenated: "read more" links to ?page=N+1 and the page
 * shows everything up to it, with or without JavaScript. A page past the last is not-found.
 */
export async function loadArticleList(query: { upTo: number; author?: string; category?: string }): Promise<ListOutcome> {
  const first = await listArticles(editorialClient(), { page: 1, author: query.author, category: query.category });
  if (!first.ok) return first.error === 'not-found' ? { kind: 'not-found' } : { kind: 'error' };
  const { pageCount } = first.value.pagination;
  if (query.upTo > Math.max(1, pageCount)) return { kind: 'not-found' };
  const rest = await Promise.all(
    Array.from({ length: query.upTo - 1 }, (_, i) => listArticles(editorialClient(), { page: i + 2, author: query.author, category: query.category })),
  );
  const articles = [...first.value.articles];
  for (const page of rest) {
    if (!page.ok) return page.error === 'not-found' ? { kind: 'not-found' } : { kind: 'error' };
    articles.push(...page.value.articles);
  }
  return { kind: 'list', articles, pagination: { page: query.upTo, pageCount }, nextPage: query.upTo < pageCount ? query.upTo + 1 : null };
}

export type SlugView =
  | { kind: 'article'; article: Article; latest: ArticleCard[]; trending: ArticleCard[]; viewRecorded: boolean }
  | { kind: 'category'; category: Category; articles: ArticleCard[]; pagination: Pagination; nextPage: number | null }
  | { kind: 'page'; page: Page; latest: ArticleCard[]; trending: ArticleCard[] }
  | { kind: 'not-found' }
  | { kind: 'error' };

/**
 * /{slug}: article, then blog category (its paged list, pages 1..`upTo`), then static page
 * (spec 1 §2.8). An article records one view here (failures swallowed).
 */
/** Longer than any slug the content service hands out: such a path names nothing (and is not asked for). */
export const SLUG_MAX_LENGTH = 200;

export async function loadSlug(rawSlug: string, upTo: number): Promise<SlugView> {
  if (rawSlug.length === 0 || rawSlug.length > SLUG_MAX_LENGTH) return { kind: 'not-found' };
  const slug = Object.hasOwn(PAGE_SLUG_ALIASES, rawSlug) ? PAGE_SLUG_ALIASES[rawSlug]! : rawSlug;
  const resolved = await resolveSlug(editorialClient(), slug);
  if (!resolved.ok) return { kind: 'error' };
  const found = resolved.value;
  switch (found.kind) {
    case 'not-found':
      return { kind: 'not-found' };
    case 'article': {
      const [viewRecorded, latest, trending] = await Promise.all([
        recordArticleView(editorialClient(), found.article.documentId),
        cachedLatest(),
        cachedTrending(),
      ]);
      return { kind: 'article', article: found.article, latest, trending, viewRecorded };
    }
    case 'page': {
      const [latest, trending] = await Promise.all([cachedLatest(), cachedTrending()]);
      return { kind: 'page', page: found.page, latest, trending };
    }
    case 'category': {
      const list = upTo === 1
        ? { kind: 'list' as const, articles: found.list.articles, pagination: found.list.pagination, nextPage: found.list.pagination.pageCount > 1 ? 2 : null }
        : await loadArticleList({ upTo, category: found.category.slug });
      if (list.kind !== 'list') return list;
      return { kind: 'category', category: found.category, articles: list.articles, pagination: list.pagination, nextPage: list.nextPage };
    }
  }
}

export { BLOG_PAGE_SIZE };
