// Demo seed: loads content/ (Markdown + JSON) into the database, converting entries through the schema
// (relations by slug -> documentIds, image specs -> generated media, components with ids).
import { type ContentSet, type Entry, readContent } from './content-files';
import { type ImageSpec, createImage, documentIdFor } from './media';
import { type Attributes, component, contentType, isScalar } from './schema';
import { StrapiStore } from './store';

export interface StrapiSeedOptions {
  dbPath: string;
  /** Defaults to the package's content/ folder. */
  contentDir?: string;
  now?: () => Date;
}

export interface SeedCounts {
  articles: number;
  categories: number;
  authors: number;
  genuses: number;
  pages: number;
  files: number;
}

const UIDS = {
  genus: 'api::genus.genus',
  category: 'api::blog-category.blog-category',
  author: 'api::author.author',
  article: 'api::article.article',
  page: 'api::page.page',
  home: 'api::web-home-page.web-home-page',
} as const;

class Converter {
  private componentId = 1;
  private slugs = new Map<string, Set<string>>();
  private sharedImages = new Map<string, number>();

  constructor(private readonly store: StrapiStore, private readonly now: string, content: ContentSet) {
    const add = (uid: string, entries: Entry[]): void => {
      this.slugs.set(uid, new Set(entries.map((e) => String(e.slug))));
    };
    add(UIDS.genus, content.genuses);
    add(UIDS.category, content.categories);
    add(UIDS.author, content.authors);
    add(UIDS.article, content.articles);
    add(UIDS.page, content.pages);
  }

  documentId(uid: string, slug: string): string {
    if (!this.slugs.get(uid)?.has(slug)) throw new Error(`content: ${uid} "${slug}" does not exist`);
    return documentIdFor(`${uid}:${slug}`);
  }

  private image(spec: unknown, where: string): number {
    const s = spec as ImageSpec;
    if (!s || typeof s !== 'object' || !s.art || !s.seed || !s.width || !s.height || !s.name) {
      throw new Error(`content: ${where} needs an image spec {art, seed, width, height, name}`);
    }
    const key = `${s.art}:${s.seed}:${s.width}x${s.height}`;
    const existing = this.sharedImages.get(key);
    if (existing !== undefined) return existing;
    const id = createImage(this.store, s, this.now).id;
    this.sharedImages.set(key, id);
    return id;
  }

  convert(attrs: Attributes, input: Entry, where: string, siblings: Record<string, unknown> = {}): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if (key === 'slug' && !attrs.slug) continue;
      const attr = attrs[key];
      if (!attr) throw new Error(`content: ${where} has unknown attribute "${key}"`);
      if (value === null || value === undefined) {
        out[key] = null;
        continue;
      }
      const path = `${where}.${key}`;
      if (isScalar(attr)) out[key] = value;
      else if (attr.type === 'media') {
        // A string names a sibling media attribute already converted (e.g. seo.image reusing the cover).
        const resolve = (v: unknown): number => (typeof v === 'string' ? Number(siblings[v]) : this.image(v, path));
        out[key] = attr.multiple ? (value as unknown[]).map(resolve) : resolve(value);
      } else if (attr.type === 'relation') {
        const ids = (Array.isArray(value) ? value : [value]).map((s) => this.documentId(attr.target, String(s)));
        out[key] = attr.many ? ids : (ids[0] ?? null);
      } else if (attr.type === 'component') {
        const one = (v: Entry): Record<string, unknown> => ({ id: this.componentId++, ...this.convert(component(attr.component), v, path, { ...siblings, ...out }) });
        out[key] = attr.repeatable ? (value as Entry[]).map(one) : one(value as Entry);
      } else {
        out[key] = (value as Entry[]).map((item) => {
          const name = String(item.__component);
          if (!attr.components.includes(name)) throw new Error(`content: ${path} cannot hold ${name}`);
          const { __component: _, ...rest } = item;
          return { __component: name, id: this.componentId++, ...this.convert(component(name), rest, `${path}.${name}`) };
        });
      }
    }
    return out;
  }

  insert(uid: string, entry: Entry): void {
    const { publishedAt, updatedAt, createdAt, ...fields } = entry;
    const published = String(publishedAt ?? this.now);
    const data = this.convert(contentType(uid).attributes, fields, `${uid}:${String(entry.slug ?? 'single')}`);
    this.store.insertDoc({
      documentId: entry.slug === undefined ? documentIdFor(uid) : this.documentId(uid, String(entry.slug)),
      type: uid, data,
      createdAt: String(createdAt ?? published), updatedAt: String(updatedAt ?? published), publishedAt: published,
    });
  }
}

export function seedStore(store: StrapiStore, content: ContentSet, now: Date): SeedCounts {
  const iso = now.toISOString();
  return store.transaction(() => {
    const c = new Converter(store, iso, content);
    for (const g of content.genuses) c.insert(UIDS.genus, { publishedAt: iso, ...g });
    for (const cat of content.categories) c.insert(UIDS.category, { publishedAt: iso, ...cat });
    for (const a of content.authors) c.insert(UIDS.author, { publishedAt: iso, ...a });
    const articles = [...content.articles].sort((x, y) => String(x.publishedAt).localeCompare(String(y.publishedAt)));
    for (const a of articles) c.insert(UIDS.article, a);
    for (const p of content.pages) c.insert(UIDS.page, p);
    c.insert(UIDS.home, { publishedAt: iso, ...content.homePage });
    return {
      articles: content.articles.length, categories: content.categories.length, authors: content.authors.length,
      genuses: content.genuses.length, pages: content.pages.length, files: store.fileCount(),
    };
  });
}

/** Seeds a fresh database file from the content folder. */
export async function seedStrapiDemo(options: StrapiSeedOptions): Promise<SeedCounts> {
  const store = new StrapiStore(options.dbPath);
  try {
    return seedStore(store, readContent(options.contentDir), (options.now ?? (() => new Date()))());
  } finally {
    store.close();
  }
}
