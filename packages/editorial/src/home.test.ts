import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createHomeSchemas } from './home-schemas';
import { ELLIPSIS, SLIDE_DESCRIPTION_MAX, cutDescription, toHomePage } from './home';
import { createSchemas } from './schemas';

const { homePage } = createHomeSchemas(createSchemas('http://cms.test').media);

const image = { id: 1, url: '/uploads/hero.jpg', width: 1600, height: 900 };

describe('cutDescription', () => {
  it('keeps text up to 300 characters and cuts longer text to 300 plus an ellipsis', () => {
    expect(SLIDE_DESCRIPTION_MAX).toBe(300);
    const exact = 'a'.repeat(300);
    expect(cutDescription(exact)).toBe(exact);
    expect(cutDescription(`${'b'.repeat(300)}c`)).toBe(`${'b'.repeat(300)}${ELLIPSIS}`);
    expect(cutDescription('short')).toBe('short');
    expect(cutDescription('')).toBe('');
  });

  it('counts characters, not UTF-16 units (no split surrogate pairs)', () => {
    const leaves = '🌿'.repeat(301);
    const cut = cutDescription(leaves);
    expect(cut).toBe(`${'🌿'.repeat(300)}${ELLIPSIS}`);
  });
});

const raw = {
  id: 1,
  documentId: 'home',
  title: 'Variegata',
  sections: [
    { __component: 'home.section-listings', id: 11, title: 'Ending soon', position: 5, query: 'sort=ending' },
    {
      __component: 'home.section-hero',
      id: 1,
      title: 'Hero',
      slides: [
        { id: 1, title: 'Albo', description: 'x'.repeat(320), image, article: { id: 3, documentId: 'a3', slug: 'monstera-albo-care', title: 'Albo' }, externalLink: 'https://ignored.example', linkText: 'Read', pageName: null },
        { id: 2, title: 'Forum', description: 'Join us', image: null, article: null, externalLink: 'https://forum.example', linkText: null, pageName: null },
        { id: 3, title: 'Plans', description: null, image: null, article: null, externalLink: null, linkText: null, pageName: 'MembershipPage' },
        { id: 4, title: 'Bare', description: null, image: null, article: null, externalLink: null, linkText: null, pageName: null },
      ],
    },
    { __component: 'home.section-features', id: 2, title: 'Why', items: [{ id: 1, title: 'Safe', description: null, link: null, image }] },
    { __component: 'home.section-cta', id: 3, title: 'Sell', description: 'List now', buttonText: 'Start', link: '/l/new', thumbnail: image, cover: null },
    { __component: 'home.newsletter', id: 4, title: 'News', description: 'Weekly', image },
    { __component: 'home.section-forum', id: 5, title: 'Forum', position: 2 },
    { __component: 'home.section-listings', id: 12, title: 'New arrivals', position: 1, query: null },
    { __component: 'home.section-listings', id: 13, title: 'Unplaced', position: null, query: null },
    { __component: 'home.section-video', id: 9, title: 'A component added later' },
  ],
};

describe('home page', () => {
  const page = toHomePage(v.parse(homePage, raw));

  it('cuts slide descriptions and links slides to their article, else external link, else page name', () => {
    const slides = page.hero?.slides ?? [];
    expect(slides).toHaveLength(4);
    expect(slides[0]?.description).toBe(`${'x'.repeat(300)}...`);
    expect(slides[0]?.image?.url).toBe('http://cms.test/uploads/hero.jpg');
    expect(slides[0]?.link).toEqual({ kind: 'article', href: '/monstera-albo-care', slug: 'monstera-albo-care' });
    expect(slides[1]?.link).toEqual({ kind: 'external', href: 'https://forum.example' });
    expect(slides[2]?.link).toEqual({ kind: 'page', pageName: 'MembershipPage' });
    expect(slides[3]?.link).toBeNull();
    expect(slides[2]?.description).toBe('');
  });

  it('exposes features, call to action and newsletter', () => {
    expect(page.features?.items).toEqual([{ title: 'Safe', description: '', link: null, image: expect.objectContaining({ id: 1 }) }]);
    expect(page.cta).toMatchObject({ title: 'Sell', buttonText: 'Start', link: '/l/new', cover: null });
    expect(page.newsletter).toMatchObject({ title: 'News', description: 'Weekly' });
  });

  it('reads the forum position and orders listing sections by position, unplaced last', () => {
    expect(page.forum).toEqual({ title: 'Forum', position: 2 });
    expect(page.listings.map((l) => [l.title, l.position])).toEqual([
      ['New arrivals', 1],
      ['Ending soon', 5],
      ['Unplaced', null],
    ]);
    expect(page.listings[1]?.query).toBe('sort=ending');
  });

  it('skips unknown components but rejects a malformed known one', () => {
    expect(v.safeParse(homePage, raw).success).toBe(true);
    const broken = { ...raw, sections: [{ __component: 'home.section-forum', id: 1, title: 'Forum', position: 'top' }] };
    expect(v.safeParse(homePage, broken).success).toBe(false);
  });

  it('gives empty sections when the page has none', () => {
    const empty = toHomePage(v.parse(homePage, { title: null, sections: null }));
    expect(empty).toEqual({ title: '', hero: null, features: null, cta: null, newsletter: null, forum: null, listings: [] });
  });
});
