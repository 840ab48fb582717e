// Article queries on /api/articles (spec 1 §7, §8, §9; spec 2 §7 for related articles by genus).
import { map } from '@variegata/result/result';
import type { EditorialClient } from './client';
import { type EditorialResult, call, fetchParsed, findBySlug } from './request';
import type { Article, ArticleCard, Pagination } from './schemas';

/** Blog page size (spec 1 §9). */
export const BLOG_PAGE_SIZE = 14;
/** Latest and trending sidebar lists (spec 1 §9). */
export const SIDEBAR_LIST_SIZE = 5;
/** Related articles on a listing page (spec 1 §9, spec 2 §9). */
export const RELATED_ARTICLES_SIZE = 3;

/** What every card list populates (spec 1 §7). */
export const CARD_POPULATE = ['thumbnail', 'categories', 'author', 'genuses'];
/** Related articles populate thumbnail, categories and genuses (spec 2 §7). */
export const RELATED_POPULATE = ['thumbnail', 'categories', 'genuses'];
/** The article page: everything it renders. */
export const ARTICLE_POPULATE = {
  thumbnail: true,
  cover: true,
  seo: { populate: { image: true } },
  categories: true,
  author: true,
  genuses: true,
  sidebar: { populate: { image: true } },
  galleries: true,
  newsletter: { populate: { image: true } },
  relatedArticles: { populate: { thumbnail: true, categories: true, genuses: true } },
};

const NEWEST_FIRST = ['createdAt:desc'];
const MOST_VIEWED_FIRST = ['views:desc', 'createdAt:desc'];

export interface ArticleListQuery {
  /** 1-based page (default 1). */
  page?: number;
  /** Default 14. */
  pageSize?: number;
  /**
   * An author slug; `null` lists the house account's articles (those whose author slug is null,
   * which includes articles without an author). Omitted: all authors.
   */
  author?: string | null;
  /** A blog category slug. */
  category?: string;
}

export interface ArticleList {
  articles: ArticleCard[];
  pagination: Pagination;
}

/** The Strapi filters for a list query (exported for tests and for the site's own logging). */
export function articleFilters(query: Pick<ArticleListQuery, 'author' | 'category'>): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  if (query.author === null) filters.author = { slug: { $null: true } };
  else if (query.author !== undefined) filters.author = { slug: { $eq: query.author } };
  if (query.category !== undefined) filters.categories = { slug: { $eq: query.category } };
  return filters;
}

function positiveInt(n: number | undefined, fallback: number, name: string): number {
  if (n === undefined) return fallback;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`${name} must be a positive integer, got ${n}`);
  return n;
}

/** A page of article cards, newest first, optionally by author (or the house account) and category. */
export async function listArticles(client: EditorialClient, query: ArticleListQuery = {}): Promise<EditorialResult<ArticleList>> {
  const page = positiveInt(query.page, 1, 'page');
  const pageSize = positiveInt(query.pageSize, BLOG_PAGE_SIZE, 'pageSize');
  const { paged, articleCard } = client.schemas;
  const response = await fetchParsed(paged(articleCard), 'article list', () =>
    client.sdk.collection('articles').find({
      filters: articleFilters(query),
      sort: NEWEST_FIRST,
      populate: CARD_POPULATE,
      pagination: { page, pageSize },
    }),
  );
  return map(response, (body) => ({ articles: body.data, pagination: body.meta.pagination }));
}

async function limitedList(client: EditorialClient, sort: string[], limit: number, what: string): Promise<EditorialResult<ArticleCard[]>> {
  const { collection, articleCard } = client.schemas;
  const response = await fetchParsed(collection(articleCard), what, () =>
    client.sdk.collection('articles').find({ sort, populate: CARD_POPULATE, pagination: { start: 0, limit } }),
  );
  return map(response, (body) => body.data);
}

/** The newest articles (sidebar "latest", 5). */
export function latestArticles(client: EditorialClient, limit = SIDEBAR_LIST_SIZE): Promise<EditorialResult<ArticleCard[]>> {
  return limitedList(client, NEWEST_FIRST, positiveInt(limit, SIDEBAR_LIST_SIZE, 'limit'), 'latest articles');
}

/**
 * The most viewed articles (sidebar "trending", 5; ties newest first). Failures are swallowed as the
 * spec asks: any error gives an empty list.
 */
export async function trendingArticles(client: EditorialClient, limit = SIDEBAR_LIST_SIZE): Promise<ArticleCard[]> {
  const response = await limitedList(client, MOST_VIEWED_FIRST, positiveInt(limit, SIDEBAR_LIST_SIZE, 'limit'), 'trending articles');
  return response.ok ? response.value : [];
}

/** One article by slug. No matching article is `not-found` with the message 'no data' (spec 1 §8). */
export function articleBySlug(client: EditorialClient, slug: string): Promise<EditorialResult<Article>> {
  return findBySlug(client, 'articles', client.schemas.article, 'article', slug, ARTICLE_POPULATE);
}

/** Articles about a genus (the listing page's related articles, 3, newest first). */
export async function relatedArticlesByGenus(
  client: EditorialClient,
  genusSlug: string,
  pageSize = RELATED_ARTICLES_SIZE,
): Promise<EditorialResult<ArticleCard[]>> {
  const size = positiveInt(pageSize, RELATED_ARTICLES_SIZE, 'pageSize');
  const { collection, articleCard } = client.schemas;
  const response = await fetchParsed(collection(articleCard), 'related articles', () =>
    client.sdk.collection('articles').find({
      filters: { genuses: { slug: { $eq: genusSlug } } },
      sort: NEWEST_FIRST,
      populate: RELATED_POPULATE,
      pagination: { page: 1, pageSize: size },
    }),
  );
  return map(response, (body) => body.data);
}

/**
 * PATCH /api/articles/{id}/view (a custom route the SDK has no method for, so it goes through the
 * SDK's own fetch with its auth and base URL). The answer is unused and failures are swallowed:
 * resolves to whether the view was recorded.
 */
export async function recordArticleView(client: EditorialClient, id: string | number): Promise<boolean> {
  const response = await call(() => client.sdk.fetch(`/articles/${encodeURIComponent(String(id))}/view`, { method: 'PATCH' }));
  if (response.ok) await response.value.body?.cancel().catch(() => undefined);
  return response.ok;
}
