// Contract tests: populate (list, '*', nested, fields, dynamic zones) with the real @strapi/client.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTwin } from './server';
import { startHarness, type Cms } from './testing/harness';

type Doc = Record<string, any>;

let twin: RunningTwin;
let cms: Cms;

beforeAll(async () => {
  ({ twin, cms } = await startHarness());
});
afterAll(() => twin.close());

async function article(slug: string, params: Record<string, unknown>): Promise<Doc> {
  const res = await cms.collection('articles').find({ filters: { slug: { $eq: slug } }, ...params } as never);
  return res.data[0]!;
}

describe('populate', () => {
  it('populates a list of relations and media, leaving the rest out', async () => {
    const a = await article('packing-plants-for-shipping', { populate: ['thumbnail', 'categories', 'author', 'genuses'] });
    expect(a.categories.map((c: Doc) => c.slug)).toEqual(['shipping']);
    expect(a.author).toMatchObject({ slug: 'tomas-reyes', username: 'aroidtomas', name: 'Tomás Reyes' });
    expect(a.author.sharetribeUserId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.genuses.map((g: Doc) => g.name)).toEqual(['Monstera', 'Philodendron']);
    expect(a.thumbnail).toMatchObject({ width: 600, height: 400, mime: 'image/jpeg', provider: 'local' });
    expect(a.thumbnail.url).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(a.thumbnail.formats.small).toMatchObject({ width: 500, height: 333 });
    expect(a).not.toHaveProperty('cover');
    expect(a.categories[0]).not.toHaveProperty('seo');
  });

  it("populates everything one level with '*', relation to nothing as null", async () => {
    const a = await article('watering-by-weight', { populate: '*' });
    expect(a.author).toBeNull();
    expect(a.cover.url).toMatch(/^\/uploads\//);
    expect(Array.isArray(a.galleries)).toBe(true);
    expect(a.seo).toMatchObject({ metaTitle: a.title });
    expect(a.seo).not.toHaveProperty('image');
    expect(a.sidebar.length).toBeGreaterThan(0);
    expect(a.relatedArticles.map((r: Doc) => r.slug)).toEqual(['aroid-substrate-basics', 'alocasia-dormancy']);
    expect(a.relatedArticles[0]).not.toHaveProperty('cover');
  });

  it('populates nested levels and selects nested fields', async () => {
    const a = await article('monstera-albo-care', {
      populate: { seo: { populate: ['image'] }, categories: { fields: ['name'], populate: { seo: true } }, newsletter: { populate: '*' } },
    });
    expect(a.seo.image.url).toMatch(/^\/uploads\//);
    expect(Object.keys(a.categories[0]).sort()).toEqual(['documentId', 'id', 'name', 'seo']);
    expect(a.categories[0].seo.metaDescription).toBeTruthy();
    expect(a.newsletter.image.width).toBe(1200);
  });

  it('accepts the dotted string form', async () => {
    const a = await article('monstera-albo-care', { populate: 'seo.image,author' });
    expect(a.seo.image.url).toBeTruthy();
    expect(a.author.slug).toBe('maya-okafor');
  });

  it('rejects populating unknown or scalar attributes', async () => {
    await expect(cms.collection('articles').find({ populate: ['nope'] })).rejects.toMatchObject({ name: 'HTTPBadRequestError' });
    await expect(cms.collection('articles').find({ populate: ['title'] })).rejects.toMatchObject({ name: 'HTTPBadRequestError' });
  });

  it('filters and sorts inside a populated relation', async () => {
    const a = await article('variegation-explained', {
      populate: { genuses: { filters: { slug: { $ne: 'monstera' } }, sort: 'name:desc' } },
    });
    expect(a.genuses.map((g: Doc) => g.slug)).toEqual(['syngonium', 'philodendron']);
  });
});

describe('media files', () => {
  it('serves generated JPEGs whose size matches the media record, for originals and formats', async () => {
    const a = await article('how-auctions-work', { populate: ['cover'] });
    for (const [url, width, height] of [
      [a.cover.url, a.cover.width, a.cover.height],
      [a.cover.formats.thumbnail.url, a.cover.formats.thumbnail.width, a.cover.formats.thumbnail.height],
    ] as Array<[string, number, number]>) {
      const res = await fetch(`${twin.url}${url}`);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      // Names carry a hash of the picture and its size: browsers keep them for good.
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
    }
    expect((await fetch(`${twin.url}/uploads/missing.jpg`)).status).toBe(404);
  });

  it('names each picture and each of its sizes apart, so a name never serves other bytes', async () => {
    const files = (await (await cms.fetch('/upload/files')).json()) as Doc[];
    const urls = files.flatMap((f: Doc) => [f.url, ...Object.values(f.formats as Record<string, Doc>).map((v) => v.url)]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists the media library like the upload plugin', async () => {
    const files = (await (await cms.fetch('/upload/files')).json()) as Doc[];
    expect(files.length).toBe(twin.status().files);
    expect(files[0]).toHaveProperty('formats');
  });
});

describe('web-home-page single type', () => {
  it('omits sections unless populated', async () => {
    const home = await cms.single('web-home-page').find();
    expect(home.data.title).toBe('Variegata home');
    expect(home.data).not.toHaveProperty('sections');
  });

  it('returns every section with its __component, position and nested media and article', async () => {
    const populate = {
      sections: {
        on: {
          'home.section-hero': { populate: { slides: { populate: '*' } } },
          'home.section-features': { populate: { items: { populate: '*' } } },
          'home.section-cta': { populate: '*' },
          'home.newsletter': { populate: '*' },
          'home.section-forum': { populate: '*' },
          'home.section-listings': { populate: '*' },
        },
      },
    };
    const home = await cms.single('web-home-page').find({ populate } as never);
    const sections = home.data.sections as Doc[];
    const by = (name: string): Doc[] => sections.filter((s) => s.__component === name);
    const hero = by('home.section-hero')[0]!;
    expect(hero.slides.length).toBeGreaterThanOrEqual(3);
    expect(hero.slides[0].image.url).toMatch(/^\/uploads\//);
    expect(hero.slides[0].article.slug).toBe('monstera-albo-care');
    expect(hero.slides.some((s: Doc) => s.externalLink === '/membership' && s.pageName === 'MembershipPage')).toBe(true);
    expect(by('home.section-features')[0]!.items.every((i: Doc) => i.image?.url)).toBe(true);
    const cta = by('home.section-cta')[0]!;
    expect(cta.thumbnail.url && cta.cover.url).toBeTruthy();
    expect(by('home.newsletter')[0]!.image.url).toBeTruthy();
    expect(by('home.section-forum')[0]!.position).toBe(4);
    expect(by('home.section-listings').map((s) => s.position)).toEqual([2, 3]);
  });

  it("populates one level of every section with populate[sections][populate]='*'", async () => {
    const home = await cms.single('web-home-page').find({ populate: { sections: { populate: '*' } } } as never);
    const hero = (home.data.sections as Doc[]).find((s) => s.__component === 'home.section-hero')!;
    expect(hero.slides[0].title).toBeTruthy();
    expect(hero.slides[0]).not.toHaveProperty('image');
  });
});
