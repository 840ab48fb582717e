// Reads the editorial content kept in packages/twin-strapi/content/ into plain entries in schema terms
// (relations by slug, media as image specs). See content/README.md for the file formats.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FrontValue, parseMarkdown } from './frontmatter';

export type Entry = Record<string, unknown> & { slug?: string };

export interface ContentSet {
  genuses: Entry[];
  categories: Entry[];
  authors: Entry[];
  articles: Entry[];
  pages: Entry[];
  homePage: Entry;
}

export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../content', import.meta.url));

const BOTTOM_MARKER = '<!-- bottom -->';

function json<T>(dir: string, name: string): T {
  return JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
}

function list(v: FrontValue | undefined): string[] {
  if (v === undefined || v === null || v === '') return [];
  return (Array.isArray(v) ? v : [v]).map(String);
}

function str(v: FrontValue | undefined): string | null {
  return v === undefined || v === null ? null : String(v);
}

function markdownFiles(dir: string): Array<{ name: string; text: string }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}

interface ArticleDefaults {
  sidebar: Entry[];
  newsletter: Entry;
}

function article(name: string, text: string, defaults: ArticleDefaults): Entry {
  const { attributes: a, body } = parseMarkdown(text, name);
  const slug = str(a.slug) ?? name.replace(/\.md$/, '');
  if (!a.title || !a.publishedAt) throw new Error(`${name}: title and publishedAt are required`);
  const [content = '', bottom] = body.split(BOTTOM_MARKER);
  const galleryCount = typeof a.gallery === 'number' ? a.gallery : 0;
  const genuses = list(a.genuses);
  return {
    slug,
    title: String(a.title),
    description: str(a.description),
    summary: str(a.summary) ?? str(a.description),
    content: content.trim(),
    bottomSection: bottom ? bottom.trim() : null,
    publishedAt: String(a.publishedAt),
    updatedAt: str(a.updatedAt) ?? String(a.publishedAt),
    categories: list(a.categories),
    author: a.author === undefined || a.author === null || a.author === 'none' ? null : String(a.author),
    genuses,
    rawGenuses: genuses.length > 0 ? genuses.map((g) => g[0]?.toUpperCase() + g.slice(1)).join(', ') : null,
    marketplaceSearchKeywords: str(a.keywords),
    youtube: str(a.youtube),
    youtubeSectionPosition: typeof a.youtubeSectionPosition === 'number' ? a.youtubeSectionPosition : null,
    relatedArticles: list(a.related),
    views: typeof a.views === 'number' ? a.views : 0,
    meta_featured: a.featured === true,
    cover: { art: 'leaf', seed: slug, width: 1200, height: 630, name: `${slug}-cover`, alt: String(a.title) },
    thumbnail: { art: 'leaf', seed: `${slug}-thumb`, width: 600, height: 400, name: `${slug}-thumbnail`, alt: String(a.title) },
    galleries: Array.from({ length: galleryCount }, (_, i) => ({
      art: 'leaf', seed: `${slug}-gallery-${i + 1}`, width: 800, height: 800, name: `${slug}-gallery-${i + 1}`, alt: `${String(a.title)} (${i + 1})`,
    })),
    seo: { metaTitle: String(a.title), metaDescription: str(a.description), image: 'cover' },
    sidebar: defaults.sidebar,
    newsletter: a.newsletter === false ? null : defaults.newsletter,
  };
}

function page(name: string, text: string): Entry {
  const { attributes: a, body } = parseMarkdown(text, name);
  const slug = str(a.slug) ?? name.replace(/\.md$/, '');
  if (!a.title || !a.publishedAt) throw new Error(`${name}: title and publishedAt are required`);
  return {
    slug, title: String(a.title), content: body, publishedAt: String(a.publishedAt), updatedAt: str(a.updatedAt) ?? String(a.publishedAt),
    seo: { metaTitle: String(a.title), metaDescription: str(a.description) },
  };
}

export function readContent(dir: string = DEFAULT_CONTENT_DIR): ContentSet {
  const defaults = json<ArticleDefaults>(dir, 'article-defaults.json');
  return {
    genuses: json<Entry[]>(dir, 'genuses.json'),
    categories: json<Entry[]>(dir, 'categories.json'),
    authors: json<Entry[]>(dir, 'authors.json'),
    articles: markdownFiles(join(dir, 'articles')).map((f) => article(f.name, f.text, defaults)),
    pages: markdownFiles(join(dir, 'pages')).map((f) => page(f.name, f.text)),
    homePage: json<Entry>(dir, 'home-page.json'),
  };
}
