// Contract tests: the real @strapi/client against the Strapi twin with its demo seed. Expected values
// come from the seed's content files (the twin's own reader), not from this package's code.
import { readContent } from '@variegata/twin-strapi/content-files';
import { describe, expect, it } from 'vitest';
import {
  articleBySlug,
  latestArticles,
  listArticles,
  recordArticleView,
  relatedArticlesByGenus,
  trendingArticles,
} from './articles';
import { createEditorialClient } from './client';
import { startSeededTwin, useSeededTwin } from './testing/twin';

const content = readContent();
type SeedArticle = { slug: string; publishedAt: string; author: string | null; categories: string[]; genuses: string[]; views: number };
const seed = content.articles as unknown as SeedArticle[];
const newestFirst = [...seed].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((a) => a.slug);
const slugsWhere = (p: (a: SeedArticle) => boolean): string[] =>
  [...seed].filter(p).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((a) => a.slug);

const ctx = useSeededTwin();

describe('listArticles', () => {
  it('gives 14 populated cards per page, newest first, with page and pageCount', async () => {
    const result = await listArticles(ctx.client, { page: 1 });
    if (!result.ok) throw new Error(result.message);
    const { articles, pagination } = result.value;
    expect(articles.map((a) => a.slug)).toEqual(newestFirst.slice(0, 14));
    expect(pagination).toEqual({ page: 1, pageCount: Math.ceil(seed.length / 14) });
    const first = articles[0];
    expect(first?.thumbnail?.url).toMatch(new RegExp(`^${ctx.twin.url}/uploads/`));
    expect(first?.categories.length).toBeGreaterThan(0);
    expect(first?.genuses.every((g) => g.slug !== '')).toBe(true);
  });

  it('serves the thumbnail at the URL it gives', async () => {
    const result = await listArticles(ctx.client, { pageSize: 1 });
    if (!result.ok) throw new Error(result.message);
    const url = result.value.articles[0]?.thumbnail?.formats.thumbnail?.url ?? '';
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('pages through every article exactly once', async () => {
    const pageCount = Math.ceil(seed.length / 14);
    const slugs: string[] = [];
    for (let page = 1; page <= pageCount; page += 1) {
      const result = await listArticles(ctx.client, { page });
      if (!result.ok) throw new Error(result.message);
      expect(result.value.pagination.page).toBe(page);
      slugs.push(...result.value.articles.map((a) => a.slug));
    }
    expect(slugs).toEqual(newestFirst);
    const beyond = await listArticles(ctx.client, { page: pageCount + 1 });
    expect(beyond.ok && beyond.value.articles).toEqual([]);
  });

  it("filters by author slug and lists the house account's articles for author null", async () => {
    const maya = await listArticles(ctx.client, { author: 'maya-okafor' });
    if (!maya.ok) throw new Error(maya.message);
    expect(maya.value.articles.map((a) => a.slug)).toEqual(slugsWhere((a) => a.author === 'maya-okafor').slice(0, 14));
    expect(maya.value.articles.every((a) => a.author?.slug === 'maya-okafor' && a.author.username === 'mayagrows')).toBe(true);

    const house = await listArticles(ctx.client, { author: null });
    if (!house.ok) throw new Error(house.message);
    const expected = slugsWhere((a) => a.author === null);
    expect(expected.length).toBeGreaterThan(0);
    expect(house.value.articles.map((a) => a.slug)).toEqual(expected);
    expect(house.value.articles.every((a) => a.author === null)).toBe(true);

    const nobody = await listArticles(ctx.client, { author: 'no-such-author' });
    expect(nobody.ok && nobody.value).toEqual({ articles: [], pagination: { page: 1, pageCount: 0 } });
  });

  it('filters by category slug, combined with paging', async () => {
    const expected = slugsWhere((a) => a.categories.includes('plant-care'));
    const result = await listArticles(ctx.client, { category: 'plant-care', page: 2, pageSize: 5 });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.articles.map((a) => a.slug)).toEqual(expected.slice(5, 10));
    expect(result.value.pagination).toEqual({ page: 2, pageCount: Math.ceil(expected.length / 5) });
    expect(result.value.articles.every((a) => a.categories.some((c) => c.slug === 'plant-care'))).toBe(true);
  });
});

describe('latest and trending', () => {
  it('latest: the 5 newest', async () => {
    const result = await latestArticles(ctx.client);
    expect(result.ok && result.value.map((a) => a.slug)).toEqual(newestFirst.slice(0, 5));
  });

  it('trending: the 5 most viewed', async () => {
    const byViews = [...seed].sort((a, b) => b.views - a.views || b.publishedAt.localeCompare(a.publishedAt)).map((a) => a.slug);
    const trending = await trendingArticles(ctx.client);
    expect(trending.map((a) => a.slug)).toEqual(byViews.slice(0, 5));
    expect(trending.map((a) => a.views)).toEqual([...trending.map((a) => a.views)].sort((x, y) => y - x));
  });

  it('trending failures are swallowed as an empty list', async () => {
    const locked = await startSeededTwin({ apiToken: 'secret-token' });
    try {
      const anonymous = createEditorialClient({ baseURL: `${locked.twin.url}/api` });
      expect(await trendingArticles(anonymous)).toEqual([]);
      const latest = await latestArticles(anonymous);
      expect(latest).toMatchObject({ ok: false, error: 'content-unavailable', meta: { status: 401 } });
      expect((await trendingArticles(locked.client)).length).toBe(5);
    } finally {
      await locked.twin.close();
    }
    const unreachable = createEditorialClient({ baseURL: `${locked.twin.url}/api` });
    expect(await trendingArticles(unreachable)).toEqual([]);
  });
});

describe('articleBySlug', () => {
  it('gives the full article with its related articles, seo, sidebar and newsletter', async () => {
    const result = await articleBySlug(ctx.client, 'monstera-albo-care');
    if (!result.ok) throw new Error(result.message);
    const article = result.value;
    expect(article.title).toBe("Caring for Monstera 'Albo Borsigiana' without browning");
    expect(article.content).toContain('White tissue is fragile.');
    expect(article.author?.slug).toBe('maya-okafor');
    expect(article.categories.map((c) => c.slug)).toEqual(['plant-care', 'variegation']);
    expect(article.genuses.map((g) => g.slug)).toEqual(['monstera']);
    expect(article.relatedArticles.map((a) => a.slug)).toEqual(['variegation-explained', 'aroid-substrate-basics', 'light-for-variegated-plants']);
    expect(article.relatedArticles[0]?.thumbnail?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
    expect(article.seo?.image?.url).toBe(article.cover?.url);
    expect(article.sidebar.map((s) => s.link)).toEqual(['/membership', '/marketplace']);
    expect(article.newsletter?.title).toBe('Get new drops and care guides');
    expect(article.youtubeSectionPosition).toBe(2);
    expect(article.featured).toBe(true);
  });

  it("an unknown slug is not-found with 'no data'", async () => {
    expect(await articleBySlug(ctx.client, 'no-such-article')).toEqual({ ok: false, error: 'not-found', message: 'no data', meta: { status: 404 } });
  });
});

describe('relatedArticlesByGenus', () => {
  it('gives the 3 newest articles of the genus with thumbnail, categories and genuses', async () => {
    const result = await relatedArticlesByGenus(ctx.client, 'hoya');
    if (!result.ok) throw new Error(result.message);
    expect(result.value.map((a) => a.slug)).toEqual(slugsWhere((a) => a.genuses.includes('hoya')).slice(0, 3));
    for (const a of result.value) {
      expect(a.genuses.some((g) => g.slug === 'hoya')).toBe(true);
      expect(a.thumbnail).not.toBeNull();
      expect(a.categories.length).toBeGreaterThan(0);
    }
  });

  it('is empty for a genus without articles', async () => {
    expect(await relatedArticlesByGenus(ctx.client, 'no-such-genus')).toEqual({ ok: true, value: [] });
  });
});

describe('recordArticleView', () => {
  it('adds one view to the article', async () => {
    const before = await articleBySlug(ctx.client, 'hoya-cuttings');
    if (!before.ok) throw new Error(before.message);
    expect(await recordArticleView(ctx.client, before.value.documentId)).toBe(true);
    const after = await articleBySlug(ctx.client, 'hoya-cuttings');
    expect(after.ok && after.value.views).toBe(before.value.views + 1);
  });

  it('swallows failures', async () => {
    expect(await recordArticleView(ctx.client, 'no-such-document')).toBe(false);
    const unreachable = createEditorialClient({ baseURL: 'http://127.0.0.1:9/api' });
    expect(await recordArticleView(unreachable, 'x')).toBe(false);
  });
});
