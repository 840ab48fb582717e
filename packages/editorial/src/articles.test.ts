import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, RELATED_ARTICLES_SIZE, SIDEBAR_LIST_SIZE, articleFilters, listArticles } from './articles';
import { createEditorialClient } from './client';

describe('article list filters', () => {
  it('filters the house account as author slug null', () => {
    expect(articleFilters({ author: null })).toEqual({ author: { slug: { $null: true } } });
  });

  it('filters by author slug and category slug', () => {
    expect(articleFilters({ author: 'maya-okafor', category: 'plant-care' })).toEqual({
      author: { slug: { $eq: 'maya-okafor' } },
      categories: { slug: { $eq: 'plant-care' } },
    });
  });

  it('has no filter without author or category', () => {
    expect(articleFilters({})).toEqual({});
  });

  it('uses the spec sizes', () => {
    expect([BLOG_PAGE_SIZE, SIDEBAR_LIST_SIZE, RELATED_ARTICLES_SIZE]).toEqual([14, 5, 3]);
  });

  it('treats a non-positive page as a developer error', async () => {
    const client = createEditorialClient({ baseURL: 'http://127.0.0.1:9/api' });
    await expect(listArticles(client, { page: 0 })).rejects.toThrow(RangeError);
  });
});
