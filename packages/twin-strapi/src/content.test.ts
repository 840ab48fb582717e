// The seeded editorial content meets the minimums and is internally consistent.
import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, readContent } from './content-files';
import { seedStore } from './seed';
import { StrapiStore } from './store';

const content = readContent();

describe('content folder', () => {
  it('has at least 30 articles over several categories and authors, plus house articles', () => {
    expect(content.articles.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(content.articles.flatMap((a) => a.categories as string[]));
    expect(categories.size).toBe(content.categories.length);
    const authors = new Set(content.articles.map((a) => a.author));
    expect(authors.has(null)).toBe(true);
    expect(authors.size).toBeGreaterThanOrEqual(4);
  });

  it('has the ten genus records and links articles to each', () => {
    const names = content.genuses.map((g) => g.name);
    expect(names).toEqual(['Monstera', 'Philodendron', 'Anthurium', 'Alocasia', 'Syngonium', 'Epipremnum', 'Scindapsus', 'Hoya', 'Rhaphidophora', 'Thaumatophyllum']);
    const linked = new Set(content.articles.flatMap((a) => a.genuses as string[]));
    for (const g of content.genuses) expect(linked.has(String(g.slug)), String(g.slug)).toBe(true);
  });

  it('has unique article slugs, a cover and thumbnail each, and markdown content', () => {
    const slugs = content.articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const a of content.articles) {
      expect(a.cover).toBeTruthy();
      expect(a.thumbnail).toBeTruthy();
      expect(String(a.content)).toMatch(/\n/);
    }
  });

  it('has terms with the July 1st 2021 placeholder and the about, press and contact pages', () => {
    const pages = Object.fromEntries(content.pages.map((p) => [p.slug, p]));
    expect(String(pages['terms-of-service']?.content)).toContain('July 1st 2021');
    expect(String(pages['terms-of-service']?.content)).toContain('placeholder');
    for (const slug of ['about', 'press', 'contact']) expect(pages[slug], slug).toBeTruthy();
  });

  it('fails loudly when an article links to a missing slug', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strapi-content-'));
    try {
      cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
      writeFileSync(join(dir, 'articles', 'zz-broken.md'), '---\ntitle: Broken\npublishedAt: 2025-01-01T00:00:00.000Z\ncategories: [no-such-category]\n---\nText\nmore');
      const store = new StrapiStore(':memory:');
      try {
        expect(() => seedStore(store, readContent(dir), new Date())).toThrow('api::blog-category.blog-category "no-such-category" does not exist');
        expect(store.count('api::article.article')).toBe(0);
      } finally {
        store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
