// Contract tests: findOne, single types, 404/403/401 errors, the view counter and the seed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strapi } from '@strapi/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStrapiDemo } from './seed';
import { type RunningTwin, startStrapiTwin } from './server';
import { failure, startHarness, type Cms } from './testing/harness';

let twin: RunningTwin;
let cms: Cms;

beforeAll(async () => {
  ({ twin, cms } = await startHarness());
});
afterAll(() => twin.close());

const NOT_FOUND = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };

describe('findOne and missing content', () => {
  it('finds one article by documentId', async () => {
    const list = await cms.collection('articles').find({ filters: { slug: 'wet-sticks' } });
    const id = list.data[0]!.documentId;
    const one = await cms.collection('articles').findOne(id, { populate: ['author'] });
    expect(one.data).toMatchObject({ documentId: id, slug: 'wet-sticks', author: { slug: 'tomas-reyes' } });
    expect(one.meta).toEqual({});
  });

  it("answers Strapi's 404 error shape for a missing document, collection or route", async () => {
    const missing = await failure(cms.collection('articles').findOne('doesnotexist000000000000'));
    expect(missing).toEqual({ name: 'HTTPNotFoundError', status: 404, body: NOT_FOUND });
    expect((await failure(cms.collection('recipes').find())).body).toEqual(NOT_FOUND);
    expect((await failure(cms.fetch('/articles/a/b/c'))).status).toBe(404);
  });

  it('returns an empty page (not 404) when a slug filter matches nothing', async () => {
    const res = await cms.collection('blog-categories').find({ filters: { slug: { $eq: 'no-such-category' } } });
    expect(res.data).toEqual([]);
    expect(res.meta.pagination).toMatchObject({ total: 0, pageCount: 0 });
  });
});

describe('editorial lookups of spec 1 section 7', () => {
  it('resolves a slug as category with seo, and as static page', async () => {
    const cat = await cms.collection('blog-categories').find({ filters: { slug: { $eq: 'propagation' } }, populate: ['seo'] });
    expect(cat.data[0]).toMatchObject({ name: 'Propagation', slug: 'propagation', seo: { metaTitle: 'Propagation guides' } });
    const terms = await cms.collection('pages').find({ filters: { slug: { $eq: 'terms-of-service' } } });
    expect(terms.data[0]!.content).toContain('Last updated July 1st 2021');
    for (const slug of ['about', 'press', 'contact']) {
      const page = await cms.collection('pages').find({ filters: { slug } });
      expect(page.data[0]?.title, slug).toBeTruthy();
    }
  });

  it('lists trending articles by views with limit 5', async () => {
    const res = await cms.collection('articles').find({ sort: ['views:desc'], pagination: { start: 0, limit: 5 }, populate: ['thumbnail'] });
    expect(res.data).toHaveLength(5);
    expect(res.data[0]!.slug).toBe('packing-plants-for-shipping');
  });
});

describe('PATCH /api/articles/:id/view', () => {
  it('increments views by documentId and by numeric id', async () => {
    const [before] = (await cms.collection('articles').find({ filters: { slug: 'hoya-cuttings' } })).data;
    const res = await cms.fetch(`/articles/${before!.documentId}/view`, { method: 'PATCH' });
    expect(((await res.json()) as { data: { views: number } }).data.views).toBe(before!.views + 1);
    await cms.fetch(`/articles/${before!.id}/view`, { method: 'PATCH' });
    const after = await cms.collection('articles').findOne(before!.documentId);
    expect(after.data.views).toBe(before!.views + 2);
  });

  it('answers 404 for a missing article and 405 for other methods', async () => {
    expect((await failure(cms.fetch('/articles/missing/view', { method: 'PATCH' }))).body).toEqual(NOT_FOUND);
    expect((await failure(cms.fetch('/articles/1/view', { method: 'GET' }))).status).toBe(405);
  });
});

describe('access', () => {
  it('is read-only: writes are forbidden like for the public role', async () => {
    const res = await failure(cms.collection('articles').create({ title: 'x' }));
    expect(res.name).toBe('HTTPForbiddenError');
    expect(res.body.error).toEqual({ status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} });
  });

  it('requires the configured API token when one is set', async () => {
    const locked = await startStrapiTwin({ dbPath: ':memory:', port: 0, seedIfEmpty: true, apiToken: 'secret-token' });
    try {
      const anon = strapi({ baseURL: `${locked.url}/api` });
      const res = await failure(anon.collection('genuses').find());
      expect(res.status).toBe(401);
      expect(res.body.error.name).toBe('UnauthorizedError');
      const authed = strapi({ baseURL: `${locked.url}/api`, auth: 'secret-token' });
      expect((await authed.collection('genuses').find()).data).toHaveLength(10);
    } finally {
      await locked.close();
    }
  });
});

describe('seedStrapiDemo', () => {
  it('seeds a database file that a twin then serves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'strapi-seed-'));
    try {
      const dbPath = join(dir, 'strapi.db');
      const counts = await seedStrapiDemo({ dbPath });
      expect(counts).toMatchObject({ categories: 6, authors: 4, genuses: 10, pages: 5 });
      const served = await startStrapiTwin({ dbPath, port: 0 });
      try {
        expect(served.status()).toMatchObject({ articles: counts.articles, files: counts.files });
        const c = strapi({ baseURL: `${served.url}/api` });
        expect((await c.collection('articles').find()).meta.pagination?.total).toBe(counts.articles);
      } finally {
        await served.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
