// /{slug} resolution (spec 1 §2.8): an article, else a blog category (with its paged article list),
// else a static page, else not found.
import { type Result, err, ok } from '@variegata/result/result';
import { type ArticleList, articleBySlug, listArticles } from './articles';
import type { EditorialClient } from './client';
import { type EditorialResult, findBySlug } from './request';
import type { Article, Category, Page } from './schemas';

export type ResolvedSlug =
  | { kind: 'article'; article: Article }
  | { kind: 'category'; category: Category; list: ArticleList }
  | { kind: 'page'; page: Page }
  | { kind: 'not-found' };

export interface ResolveOptions {
  /** Page of a category's article list (default 1). */
  page?: number;
  /** Page size of a category's article list (default 14). */
  pageSize?: number;
}

/** What a category or static page populates: its SEO block with the share image. */
const SEO_POPULATE = { seo: { populate: { image: true } } };

/** GET /api/blog-categories?filters[slug][$eq]=… with seo populated; no match is `not-found`. */
export function categoryBySlug(client: EditorialClient, slug: string): Promise<EditorialResult<Category>> {
  return findBySlug(client, 'blog-categories', client.schemas.category, 'blog category', slug, SEO_POPULATE);
}

/** GET /api/pages?filters[slug][$eq]=…; no match is `not-found`. */
export function pageBySlug(client: EditorialClient, slug: string): Promise<EditorialResult<Page>> {
  return findBySlug(client, 'pages', client.schemas.page, 'page', slug, SEO_POPULATE);
}

/**
 * Tries article, blog category, static page in that order. Only `not-found` moves on to the next
 * kind; any other failure stops and is returned as `content-unavailable` (an outage is not a 404).
 */
export async function resolveSlug(
  client: EditorialClient,
  slug: string,
  options: ResolveOptions = {},
): Promise<Result<ResolvedSlug, 'content-unavailable'>> {
  const article = await articleBySlug(client, slug);
  if (article.ok) return ok({ kind: 'article', article: article.value });
  if (article.error !== 'not-found') return unavailable(article);

  const category = await categoryBySlug(client, slug);
  if (category.ok) {
    const list = await listArticles(client, { category: category.value.slug, page: options.page, pageSize: options.pageSize });
    if (!list.ok) return unavailable(list);
    return ok({ kind: 'category', category: category.value, list: list.value });
  }
  if (category.error !== 'not-found') return unavailable(category);

  const page = await pageBySlug(client, slug);
  if (page.ok) return ok({ kind: 'page', page: page.value });
  if (page.error !== 'not-found') return unavailable(page);
  return ok({ kind: 'not-found' });
}

function unavailable(failure: { message?: string; meta?: unknown }) {
  return err('content-unavailable', failure.message, failure.meta);
}
