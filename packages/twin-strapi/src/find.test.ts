// Contract tests: the real @strapi/client against the twin (filters, sort, fields, pagination).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTwin } from './server';
import { failure, startHarness, type Cms } from './testing/harness';

type Doc = Record<string, any>;

let twin: RunningTwin;
let cms: Cms;
let all: Doc[];

beforeAll(async () => {
  ({ twin, cms } = await startHarness({ now: () => new Date('2025-03-01T00:00:00.000Z') }));
  const res = await cms.collection('articles').find({ populate: ['categories', 'author', 'genuses'], pagination: { pageSize: 100 } });
  all = res.data;
});
afterAll(() => twin.close());

const articles = () => cms.collection('articles');
const slugs = (docs: Doc[]): string[] => docs.map((d) => d.slug as string).sort();

const find = async (params: Record<string, unknown>): Promise<Doc[]> =>
  (await articles().find({ pagination: { pageSize: 100 }, ...params } as never)).data;

describe('find', () => {
  it('returns Strapi 5 documents with default pagination and no relations unless populated', async () => {
    const res = await articles().find();
    expect(res.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: Math.ceil(all.length / 25), total: all.length });
    expect(all.length).toBeGreaterThanOrEqual(30);
    const first = res.data[0]!;
    expect(first.documentId).toMatch(/^[a-z0-9]{24}$/);
    expect(typeof first.id).toBe('number');
    expect(first).toHaveProperty('title');
    expect(first).toHaveProperty('publishedAt');
    expect(first).not.toHaveProperty('categories');
    expect(first).not.toHaveProperty('cover');
  });

  it('filters with $eq (explicit and implicit), $ne and $in/$notIn', async () => {
    expect(slugs(await find({ filters: { slug: { $eq: 'wet-sticks' } } }))).toEqual(['wet-sticks']);
    expect(slugs(await find({ filters: { slug: 'wet-sticks' } }))).toEqual(['wet-sticks']);
    expect((await find({ filters: { slug: { $ne: 'wet-sticks' } } })).length).toBe(all.length - 1);
    expect(slugs(await find({ filters: { slug: { $in: ['wet-sticks', 'hoya-cuttings', 'nope'] } } }))).toEqual(['hoya-cuttings', 'wet-sticks']);
    expect((await find({ filters: { slug: { $notIn: ['wet-sticks', 'hoya-cuttings'] } } })).length).toBe(all.length - 2);
  });

  it('compares numbers with $lt $lte $gt $gte, matching an independent computation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3200 }), fc.constantFrom('$lt', '$lte', '$gt', '$gte'), async (n, op) => {
        const cmp: Record<string, (v: number) => boolean> = { $lt: (v) => v < n, $lte: (v) => v <= n, $gt: (v) => v > n, $gte: (v) => v >= n };
        const got = await find({ filters: { views: { [op]: n } } });
        expect(slugs(got)).toEqual(slugs(all.filter((a) => cmp[op]!(a.views))));
      }),
      { numRuns: 15 },
    );
  });

  it('distinguishes $contains (case-sensitive) from $containsi', async () => {
    const sensitive = await find({ filters: { title: { $contains: 'monstera' } } });
    const insensitive = await find({ filters: { title: { $containsi: 'monstera' } } });
    expect(slugs(sensitive)).toEqual(slugs(all.filter((a) => a.title.includes('monstera'))));
    expect(slugs(insensitive)).toEqual(slugs(all.filter((a) => a.title.toLowerCase().includes('monstera'))));
    expect(insensitive.length).toBeGreaterThan(sensitive.length);
  });

  it('supports $null, $and and $or', async () => {
    expect(slugs(await find({ filters: { youtube: { $null: true } } }))).toEqual(slugs(all.filter((a) => a.youtube === null)));
    expect(slugs(await find({ filters: { youtube: { $null: false } } }))).toEqual(slugs(all.filter((a) => a.youtube !== null)));
    const or = await find({ filters: { $or: [{ slug: { $eq: 'wet-sticks' } }, { slug: { $eq: 'hoya-cuttings' } }] } });
    expect(slugs(or)).toEqual(['hoya-cuttings', 'wet-sticks']);
    const and = await find({ filters: { $and: [{ views: { $gte: 1000 } }, { meta_featured: { $eq: true } }] } });
    expect(slugs(and)).toEqual(slugs(all.filter((a) => a.views >= 1000 && a.meta_featured)));
  });

  it('filters through relations: category slug, genus slug, and house articles without author', async () => {
    const shipping = await find({ filters: { categories: { slug: { $eq: 'shipping' } } } });
    expect(shipping.length).toBeGreaterThan(3);
    expect(slugs(shipping)).toEqual(slugs(all.filter((a) => a.categories.some((c: Doc) => c.slug === 'shipping'))));
    const house = await find({ filters: { author: { slug: { $null: true } } } });
    expect(house.length).toBeGreaterThan(0);
    expect(slugs(house)).toEqual(slugs(all.filter((a) => a.author === null)));
    const byAuthor = await find({ filters: { author: { slug: { $eq: 'jonah-lee' } } } });
    expect(slugs(byAuthor)).toEqual(slugs(all.filter((a) => a.author?.slug === 'jonah-lee')));
    const related = await articles().find({ filters: { genuses: { slug: { $eq: 'monstera' } } }, pagination: { page: 1, pageSize: 3 } });
    expect(related.data).toHaveLength(3);
    expect(related.meta.pagination?.total).toBe(all.filter((a) => a.genuses.some((g: Doc) => g.slug === 'monstera')).length);
  });

  it('rejects unknown filter keys and operators with a 400 ValidationError', async () => {
    const res = await failure(cms.fetch('/articles?filters[nope][$eq]=1'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid key nope', details: { key: 'nope', path: 'nope', source: 'query', param: 'filters' } },
    });
    await expect(find({ filters: { views: { $bogus: 1 } } })).rejects.toMatchObject({ name: 'HTTPBadRequestError' });
  });
});

describe('sort and fields', () => {
  it('sorts by one field either way, and by several', async () => {
    const byViews = (await find({ sort: 'views:desc' })).map((a) => a.views as number);
    expect(byViews).toEqual([...byViews].sort((a, b) => b - a));
    const byTitle = (await find({ sort: ['title:asc'] })).map((a) => a.title as string);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const multi = await find({ sort: ['meta_featured:desc', 'publishedAt:asc'] });
    const featuredCount = all.filter((a) => a.meta_featured).length;
    expect(multi.slice(0, featuredCount).every((a) => a.meta_featured)).toBe(true);
    const dates = multi.slice(0, featuredCount).map((a) => a.publishedAt as string);
    expect(dates).toEqual([...dates].sort());
  });

  it('sorts by a to-one relation field (author.name), articles without author first', async () => {
    const sorted = await find({ sort: 'author.name:asc', populate: ['author'] });
    const names = sorted.map((a) => (a.author ? a.author.name : ''));
    expect(names).toEqual([...names].sort());
  });

  it('selects fields: only id, documentId and the named attributes', async () => {
    const res = await articles().find({ fields: ['title', 'slug'], pagination: { pageSize: 1 } });
    expect(Object.keys(res.data[0]!).sort()).toEqual(['documentId', 'id', 'slug', 'title']);
    await expect(articles().find({ fields: ['categories'] })).rejects.toMatchObject({ name: 'HTTPBadRequestError' });
  });
});

describe('pagination', () => {
  it('pages with page/pageSize (blog page size 14)', async () => {
    const total = all.length;
    const p2 = await articles().find({ sort: 'createdAt:desc', pagination: { page: 2, pageSize: 14 } });
    expect(p2.meta.pagination).toEqual({ page: 2, pageSize: 14, pageCount: Math.ceil(total / 14), total });
    const full = await find({ sort: 'createdAt:desc' });
    expect(p2.data.map((d) => d.documentId)).toEqual(full.slice(14, 28).map((d) => d.documentId));
    const last = await articles().find({ pagination: { page: Math.ceil(total / 14), pageSize: 14 } });
    expect(last.data).toHaveLength(total - 14 * (Math.ceil(total / 14) - 1));
  });

  it('pages with start/limit (latest 5) and reports {start, limit, total}', async () => {
    const res = await articles().find({ sort: 'createdAt:desc', pagination: { start: 5, limit: 5 } });
    expect(res.meta.pagination).toEqual({ start: 5, limit: 5, total: all.length });
    const full = await find({ sort: 'createdAt:desc' });
    expect(res.data.map((d) => d.documentId)).toEqual(full.slice(5, 10).map((d) => d.documentId));
  });

  it('keeps page, pageSize, pageCount, total and the slice consistent for any page (property)', async () => {
    const ids = (await find({ sort: 'id:asc' })).map((d) => d.documentId as string);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 40 }), async (page, pageSize) => {
        const res = await articles().find({ sort: 'id:asc', pagination: { page, pageSize } });
        expect(res.meta.pagination).toEqual({ page, pageSize, pageCount: Math.ceil(ids.length / pageSize), total: ids.length });
        expect(res.data.map((d) => d.documentId)).toEqual(ids.slice((page - 1) * pageSize, page * pageSize));
      }),
      { numRuns: 20 },
    );
  });

  it('caps pageSize at 100 and rejects mixed or invalid parameters', async () => {
    const big = await articles().find({ pagination: { pageSize: 500 } });
    expect(big.meta.pagination?.pageSize).toBe(100);
    const mixed = await failure(cms.fetch('/articles?pagination[page]=1&pagination[limit]=2'));
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.message).toBe('Invalid pagination parameters. Expected either start/limit or page/pageSize');
    expect((await failure(cms.fetch('/articles?pagination[page]=0'))).status).toBe(400);
  });
});
