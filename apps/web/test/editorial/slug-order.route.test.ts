/** /{slug} tries article, then blog category, then static page (spec 1 §2.8), with colliding slugs. */
import type { RunningTwin } from '@variegata/twin-strapi/server';
import { DEFAULT_CONTENT_DIR } from '@variegata/twin-strapi/content-files';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, startEditorialTwin, unwrap, type Unwrapped } from './harness';

let twin: RunningTwin;
let dir: string;
let slugRoute: typeof import('~/routes/$slug');
type SlugData = Unwrapped<Awaited<ReturnType<typeof import('~/routes/$slug').loader>>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'web-editorial-slugs-'));
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  const article = (slug: string, title: string) =>
    `---\ntitle: ${title}\nslug: ${slug}\ncategories: [community]\nauthor: none\ngenuses: []\npublishedAt: 2025-03-01T09:00:00.000Z\n---\n\n${title} body.\n`;
  writeFileSync(join(dir, 'articles', 'collision-variegation.md'), article('variegation', 'An article named like a category'));
  writeFileSync(join(dir, 'articles', 'collision-press.md'), article('press', 'An article named like a page'));
  writeFileSync(join(dir, 'pages', 'shipping.md'), '---\ntitle: A page named like a category\nslug: shipping\npublishedAt: 2025-03-01T09:00:00.000Z\n---\n\nPage body.\n');
  twin = await startEditorialTwin(dir);
  slugRoute = await import('~/routes/$slug');
});
afterAll(async () => {
  await twin.close();
  rmSync(dir, { recursive: true, force: true });
});

const resolve = async (slug: string) => unwrap<SlugData>(await load(slugRoute.loader, `/${slug}`, { slug })).value;

describe('/{slug} order', () => {
  it('an article wins over a category of the same slug', async () => {
    const d = await resolve('variegation');
    expect(d.kind === 'article' && d.article.title).toBe('An article named like a category');
  });

  it('an article wins over a static page of the same slug', async () => {
    const d = await resolve('press');
    expect(d.kind === 'article' && d.article.title).toBe('An article named like a page');
  });

  it('a category wins over a static page of the same slug', async () => {
    const d = await resolve('shipping');
    expect(d.kind === 'category' && d.category.name).toBe('Shipping & Packing');
  });

  it('a static page is used when no article or category has the slug', async () => {
    const d = await resolve('about');
    expect(d.kind === 'page' && d.page.title).toBe('About Variegata');
  });
});
