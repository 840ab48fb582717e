// Contract test for the home page single type against the Strapi twin's demo seed.
import { readContent } from '@variegata/twin-strapi/content-files';
import { describe, expect, it } from 'vitest';
import { homePage } from './home';
import { useSeededTwin } from './testing/twin';

type SeedSection = { __component: string; title: string; position?: number; slides?: Array<Record<string, unknown>> };
const seedSections = (readContent().homePage as { sections: SeedSection[] }).sections;
const seedSlides = seedSections.find((s) => s.__component === 'home.section-hero')?.slides ?? [];

const ctx = useSeededTwin();

describe('homePage', () => {
  it('gives hero slides with images, descriptions and links', async () => {
    const result = await homePage(ctx.client);
    if (!result.ok) throw new Error(result.message);
    const slides = result.value.hero?.slides ?? [];
    expect(slides.map((s) => s.title)).toEqual(seedSlides.map((s) => s.title));
    slides.forEach((slide, i) => {
      const description = String(seedSlides[i]?.description ?? '');
      expect(slide.description).toBe(description.length > 300 ? `${description.slice(0, 300)}...` : description);
      expect(slide.image?.url).toMatch(new RegExp(`^${ctx.twin.url}/uploads/`));
      const article = seedSlides[i]?.article;
      if (typeof article === 'string') {
        expect(slide.link).toEqual({ kind: 'article', href: `/${article}`, slug: article });
        expect(slide.article?.title).not.toBe('');
      }
    });
    expect(seedSlides.some((s) => String(s.description).length > 300)).toBe(true);
    expect(slides.some((s) => s.description.length === 303 && s.description.endsWith('...'))).toBe(true);
    expect(slides.at(-1)?.link).toEqual({ kind: 'external', href: '/membership' });
    expect(slides.at(-1)?.pageName).toBe('MembershipPage');
  });

  it('gives features, call to action and newsletter with their media', async () => {
    const result = await homePage(ctx.client);
    if (!result.ok) throw new Error(result.message);
    const page = result.value;
    expect(page.features?.items.length).toBe(4);
    expect(page.features?.items.every((i) => i.image !== null)).toBe(true);
    expect(page.cta?.buttonText).toBe('Start selling');
    expect(page.cta?.thumbnail?.url).toMatch(/\/uploads\//);
    expect(page.cta?.cover?.width).toBe(1920);
    expect(page.newsletter?.image).not.toBeNull();
  });

  it('gives the forum and listing section positions from the content service', async () => {
    const result = await homePage(ctx.client);
    if (!result.ok) throw new Error(result.message);
    const forum = seedSections.find((s) => s.__component === 'home.section-forum');
    const listings = seedSections
      .filter((s) => s.__component === 'home.section-listings')
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    expect(result.value.forum).toEqual({ title: forum?.title, position: forum?.position });
    expect(result.value.listings.map((l) => [l.title, l.position])).toEqual(listings.map((l) => [l.title, l.position]));
  });
});
