// Contract test: the real @strapi/client against the Strapi twin's demo seed; expected photos come
// from the seed's content files.
import { readContent } from '@variegata/twin-strapi/content-files';
import { describe, expect, it } from 'vitest';
import { articleGalleryPhotos } from './galleries';
import { useSeededTwin } from './testing/twin';

const seed = readContent().articles as unknown as { slug: string; galleries: unknown[] }[];
const ctx = useSeededTwin();

describe('articleGalleryPhotos', () => {
  it("gives every seeded article's gallery photos with absolute URLs and their article", async () => {
    const result = await articleGalleryPhotos(ctx.client);
    if (!result.ok) throw new Error(result.message);
    const expected = seed.reduce((n, a) => n + a.galleries.length, 0);
    expect(expected).toBeGreaterThan(0);
    expect(result.value).toHaveLength(expected);
    for (const photo of result.value) {
      expect(photo.media.url).toMatch(new RegExp(`^${ctx.twin.url}/uploads/`));
      expect(seed.some((a) => a.slug === photo.articleSlug)).toBe(true);
    }
  });

  it('fetches a photo at the URL it gives', async () => {
    const result = await articleGalleryPhotos(ctx.client, 5);
    if (!result.ok) throw new Error(result.message);
    const first = result.value[0];
    if (!first) throw new Error('no gallery photo in the five newest articles');
    expect((await fetch(first.media.url)).status).toBe(200);
  });
});
