import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parse } from './request';
import { createSchemas, resolveMediaUrl } from './schemas';

const schemas = createSchemas('http://cms.test');

const thumbnail = {
  id: 7,
  documentId: 'f1',
  name: 'leaf.jpg',
  url: '/uploads/leaf_abc.jpg',
  width: 1200,
  height: 800,
  alternativeText: 'A leaf',
  mime: 'image/jpeg',
  formats: {
    thumbnail: { name: 'thumbnail_leaf.jpg', url: '/uploads/thumbnail_leaf_abc.jpg', width: 234, height: 156, size: 5.1 },
    small: { url: 'https://cdn.example.com/small_leaf.jpg', width: 500, height: 333 },
  },
};

const cardDoc = {
  id: 3,
  documentId: 'art3',
  title: 'Monstera albo care',
  slug: 'monstera-albo-care',
  description: null,
  summary: 'Short',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
  publishedAt: '2026-01-02T10:00:00.000Z',
  views: null,
  meta_featured: true,
  thumbnail,
  categories: [{ id: 1, documentId: 'c1', name: 'Plant Care', slug: 'plant-care', description: 'Care' }],
  author: null,
  genuses: [{ id: 2, documentId: 'g2', name: 'Monstera', slug: 'monstera', description: 'Aroids' }],
  unknownField: 'dropped',
};

describe('resolveMediaUrl', () => {
  it('joins relative upload paths to the server root and keeps absolute URLs', () => {
    expect(resolveMediaUrl('http://cms.test', '/uploads/a.jpg')).toBe('http://cms.test/uploads/a.jpg');
    expect(resolveMediaUrl('http://cms.test/', 'uploads/a.jpg')).toBe('http://cms.test/uploads/a.jpg');
    expect(resolveMediaUrl('http://cms.test', 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(resolveMediaUrl('http://cms.test', '//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg');
  });
});

describe('article card schema', () => {
  it('normalises a Strapi 5 document into a plain card', () => {
    const card = v.parse(schemas.articleCard, cardDoc);
    expect(card).toEqual({
      id: 3,
      documentId: 'art3',
      title: 'Monstera albo care',
      slug: 'monstera-albo-care',
      description: '',
      summary: 'Short',
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-01-03T10:00:00.000Z',
      publishedAt: '2026-01-02T10:00:00.000Z',
      views: 0,
      featured: true,
      thumbnail: {
        id: 7,
        url: 'http://cms.test/uploads/leaf_abc.jpg',
        width: 1200,
        height: 800,
        alternativeText: 'A leaf',
        mime: 'image/jpeg',
        formats: {
          thumbnail: { url: 'http://cms.test/uploads/thumbnail_leaf_abc.jpg', width: 234, height: 156 },
          small: { url: 'https://cdn.example.com/small_leaf.jpg', width: 500, height: 333 },
        },
      },
      categories: [{ id: 1, documentId: 'c1', name: 'Plant Care', slug: 'plant-care', description: 'Care', seo: null }],
      author: null,
      genuses: [{ id: 2, documentId: 'g2', name: 'Monstera', slug: 'monstera' }],
    });
  });

  it('treats relations and media that were not populated as empty', () => {
    const { thumbnail: _t, categories: _c, author: _a, genuses: _g, meta_featured: _f, ...bare } = cardDoc;
    const card = v.parse(schemas.articleCard, bare);
    expect(card.thumbnail).toBeNull();
    expect(card.categories).toEqual([]);
    expect(card.genuses).toEqual([]);
    expect(card.author).toBeNull();
    expect(card.featured).toBe(false);
  });

  it('keeps an author with its slug (null slug allowed)', () => {
    const author = { id: 4, documentId: 'a4', username: 'mayagrows', slug: null, sharetribeUserId: 'u-1', name: 'Maya' };
    expect(v.parse(schemas.articleCard, { ...cardDoc, author }).author).toEqual(author);
  });

  it('rejects documents without a slug or with a wrong type, as an error value', () => {
    const { slug: _s, ...noSlug } = cardDoc;
    const missing = parse(schemas.collection(schemas.articleCard), { data: [noSlug] }, 'article list');
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.error).toBe('content-unavailable');
      expect(missing.message).toMatch(/^Unexpected article list response: .*slug/s);
    }
    const wrongType = parse(schemas.articleCard, { ...cardDoc, views: 'many' }, 'article');
    expect(wrongType.ok).toBe(false);
    const negative = parse(schemas.articleCard, { ...cardDoc, views: -1 }, 'article');
    expect(negative.ok).toBe(false);
  });

  it('rejects media without a URL', () => {
    const result = parse(schemas.articleCard, { ...cardDoc, thumbnail: { ...thumbnail, url: '' } }, 'article');
    expect(result.ok).toBe(false);
  });

  it('never throws on garbage input', () => {
    for (const garbage of [null, undefined, 42, 'x', [], { data: 'nope' }, { data: [null] }]) {
      expect(parse(schemas.paged(schemas.articleCard), garbage, 'article list').ok).toBe(false);
    }
  });
});

describe('article schema', () => {
  it('normalises the full article with components and nested related cards', () => {
    const doc = {
      ...cardDoc,
      content: '# Hello',
      cover: thumbnail,
      seo: { metaTitle: null, metaDescription: 'About albo', image: thumbnail },
      rawGenuses: 'Monstera',
      sidebar: [{ id: 1, link: '/membership', isExternalLink: null, image: null }],
      galleries: [thumbnail],
      youtube: null,
      youtubeSectionPosition: 2,
      bottomSection: null,
      relatedArticles: [{ ...cardDoc, id: 9, documentId: 'art9', slug: 'other' }],
      newsletter: { id: 1, title: 'Join', description: null, image: null },
    };
    const article = v.parse(schemas.article, doc);
    expect(article.content).toBe('# Hello');
    expect(article.cover?.url).toBe('http://cms.test/uploads/leaf_abc.jpg');
    expect(article.seo).toEqual({ metaTitle: null, metaDescription: 'About albo', image: expect.objectContaining({ id: 7 }) });
    expect(article.sidebar).toEqual([{ link: '/membership', isExternalLink: false, image: null }]);
    expect(article.galleries).toHaveLength(1);
    expect(article.youtubeSectionPosition).toBe(2);
    expect(article.bottomSection).toBe('');
    expect(article.relatedArticles.map((a) => a.slug)).toEqual(['other']);
    expect(article.newsletter).toEqual({ title: 'Join', description: '', image: null });
    expect(article.marketplaceSearchKeywords).toBeNull();
    expect(article.featured).toBe(true);
  });
});

describe('paged collection schema', () => {
  it('reads page and pageCount from meta.pagination', () => {
    const out = v.parse(schemas.paged(schemas.articleCard), {
      data: [cardDoc],
      meta: { pagination: { page: 2, pageSize: 14, pageCount: 3, total: 30 } },
    });
    expect(out.meta.pagination).toEqual({ page: 2, pageCount: 3 });
  });

  it('fails when pagination is missing', () => {
    expect(parse(schemas.paged(schemas.articleCard), { data: [], meta: {} }, 'article list').ok).toBe(false);
  });
});

describe('category and page schemas', () => {
  it('normalises a category with seo and a page', () => {
    expect(
      v.parse(schemas.category, {
        id: 1, documentId: 'c1', name: 'Plant Care', slug: 'plant-care', description: null,
        seo: { id: 5, metaTitle: 'Care', metaDescription: 'Guides', image: null },
      }),
    ).toEqual({ id: 1, documentId: 'c1', name: 'Plant Care', slug: 'plant-care', description: '', seo: { metaTitle: 'Care', metaDescription: 'Guides', image: null } });
    expect(v.parse(schemas.page, { id: 2, documentId: 'p2', title: 'Terms', slug: 'terms', content: null })).toEqual({
      id: 2, documentId: 'p2', title: 'Terms', slug: 'terms', content: '', seo: null,
    });
  });
});
