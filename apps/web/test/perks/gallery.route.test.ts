/**
 * The /gallery page's loader against the Strapi and marketplace twins (issue 17): the photos of the
 * articles' galleries and of sold listings, each with a lazy-load variant set, a large image for the
 * lightbox and a link to where it comes from; with the content service down, the sold listings remain.
 */
import { startStrapiTwin, type RunningTwin } from '@variegata/twin-strapi/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededMarketplace, type SeededMarketplace } from '../support/marketplace-twin';
import { makeContext, run, SITE } from '../listing/harness';

let strapi: RunningTwin;
let sandbox: SeededMarketplace;
let route: typeof import('~/routes/$slug');
let gallery: typeof import('~/gallery/gallery.server');

beforeAll(async () => {
  strapi = await startStrapiTwin({ dbPath: ':memory:', port: 0, seedIfEmpty: true });
  sandbox = await startSeededMarketplace(120, { STRAPI_URL: `${strapi.url}/api`, PUBLIC_BASE_URL: SITE });
  route = await import('~/routes/$slug');
  gallery = await import('~/gallery/gallery.server');
});

afterAll(async () => {
  await sandbox?.twin.close();
  await strapi?.close();
});

type Photo = { id: string; src: string; srcSet: string; full: string; alt: string; href: string };

async function photos(): Promise<Photo[]> {
  gallery.clearGalleryCache();
  const data = (await run(route.loader as never, '/gallery', { slug: 'gallery' }, makeContext())) as { kind: string; page: { title: string }; photos: Photo[] | null };
  expect(data.kind).toBe('fixed');
  expect(data.page.title).toBe('Gallery');
  return data.photos ?? [];
}

describe('gallery page', () => {
  it('shows article gallery photos and sold listings, with variants for the grid and a large image', async () => {
    const all = await photos();
    const fromArticles = all.filter((p) => p.id.startsWith('article-'));
    const sold = all.filter((p) => p.id.startsWith('listing-'));
    expect(fromArticles.length).toBeGreaterThan(0);
    expect(sold.length).toBeGreaterThan(0);
    for (const p of fromArticles) {
      // The content service's uploads, served through the site's image service.
      expect(p.src).toMatch(/^\/media\/uploads\/[\w.-]+$/);
      expect(p.href).toMatch(/^\/[a-z0-9-]+$/);
    }
    for (const p of sold) {
      expect(p.srcSet.split(', ').length).toBeGreaterThan(1);
      expect(p.full).not.toBe(p.src);
      expect(p.href).toMatch(/^\/l\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
      const id = p.href.split('/').pop()!;
      const row = sandbox.twin.app.db.prepare('SELECT stock FROM listings WHERE id = ?').get(id) as { stock: number };
      expect(row.stock).toBeLessThanOrEqual(0);
    }
    // Both sources are mixed from the start.
    expect(new Set(all.slice(0, 2).map((p) => p.id.split('-')[0]))).toEqual(new Set(['article', 'listing']));
  });

  it('keeps the sold listings when the content service is down', async () => {
    await strapi.close();
    const all = await photos();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => p.id.startsWith('listing-'))).toBe(true);
  });
});
