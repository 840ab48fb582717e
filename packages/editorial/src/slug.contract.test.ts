// Contract tests for /{slug} resolution against the Strapi twin: the demo seed, plus a copy of the seed
// with colliding slugs to prove the order article -> category -> page.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CONTENT_DIR, readContent } from '@variegata/twin-strapi/content-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditorialClient } from './client';
import { categoryBySlug, pageBySlug, resolveSlug } from './slug';
import { type TwinContext, startSeededTwin, useSeededTwin } from './testing/twin';

const seed = readContent().articles as unknown as Array<{ slug: string; publishedAt: string; categories: string[] }>;

describe('resolveSlug on the demo seed', () => {
  const ctx = useSeededTwin();

  it('resolves an article slug to the article', async () => {
    const result = await resolveSlug(ctx.client, 'how-auctions-work');
    expect(result.ok && result.value.kind).toBe('article');
    if (result.ok && result.value.kind === 'article') expect(result.value.article.author).toBeNull();
  });

  it("resolves a category slug to the category with its paged article list", async () => {
    const inCategory = seed
      .filter((a) => a.categories.includes('shipping'))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .map((a) => a.slug);
    const result = await resolveSlug(ctx.client, 'shipping', { page: 1, pageSize: 3 });
    if (!result.ok || result.value.kind !== 'category') throw new Error(`expected a category, got ${JSON.stringify(result)}`);
    expect(result.value.category).toMatchObject({ slug: 'shipping', name: 'Shipping & Packing' });
    expect(result.value.category.seo?.metaTitle).toBe('Shipping plants');
    expect(result.value.list.articles.map((a) => a.slug)).toEqual(inCategory.slice(0, 3));
    expect(result.value.list.pagination).toEqual({ page: 1, pageCount: Math.ceil(inCategory.length / 3) });
  });

  it('resolves a static page slug to the page', async () => {
    const result = await resolveSlug(ctx.client, 'terms-of-service');
    if (!result.ok || result.value.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(result)}`);
    expect(result.value.page.title).toBe('Terms of Service');
    expect(result.value.page.content).toContain('Last updated July 1st 2021.');
  });

  it('gives not-found when nothing has the slug', async () => {
    expect(await resolveSlug(ctx.client, 'no-such-thing')).toEqual({ ok: true, value: { kind: 'not-found' } });
    expect(await categoryBySlug(ctx.client, 'no-such-thing')).toMatchObject({ ok: false, error: 'not-found' });
    expect(await pageBySlug(ctx.client, 'no-such-thing')).toMatchObject({ ok: false, error: 'not-found' });
  });

  it('reports an unreachable content service as content-unavailable, not as not-found', async () => {
    const unreachable = createEditorialClient({ baseURL: 'http://127.0.0.1:9/api' });
    expect(await resolveSlug(unreachable, 'about')).toMatchObject({ ok: false, error: 'content-unavailable' });
  });
});

describe('resolveSlug order with colliding slugs', () => {
  let ctx: TwinContext;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'editorial-slugs-'));
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
    const article = (slug: string, title: string): string =>
      `---\ntitle: ${title}\nslug: ${slug}\ncategories: [community]\nauthor: none\ngenuses: []\npublishedAt: 2025-03-01T09:00:00.000Z\n---\n\n${title} body.\n`;
    writeFileSync(join(dir, 'articles', 'collision-plant-care.md'), article('plant-care', 'An article named like a category'));
    writeFileSync(join(dir, 'articles', 'collision-about.md'), article('about', 'An article named like a page'));
    writeFileSync(join(dir, 'pages', 'community.md'), '---\ntitle: A page named like a category\nslug: community\npublishedAt: 2025-03-01T09:00:00.000Z\n---\n\nPage body.\n');
    ctx = await startSeededTwin({ contentDir: dir });
  });
  afterAll(async () => {
    await ctx.twin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prefers an article over a category and over a page', async () => {
    const overCategory = await resolveSlug(ctx.client, 'plant-care');
    expect(overCategory.ok && overCategory.value.kind === 'article' && overCategory.value.article.title).toBe('An article named like a category');
    const overPage = await resolveSlug(ctx.client, 'about');
    expect(overPage.ok && overPage.value.kind === 'article' && overPage.value.article.title).toBe('An article named like a page');
  });

  it('prefers a category over a page', async () => {
    const result = await resolveSlug(ctx.client, 'community');
    expect(result.ok && result.value.kind).toBe('category');
    expect((await pageBySlug(ctx.client, 'community')).ok).toBe(true);
  });
});
