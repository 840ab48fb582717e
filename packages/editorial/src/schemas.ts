// valibot schemas that validate Strapi 5 content-API documents (flat attributes with id and
// documentId; relations, media and components present only when populated) and normalise them into
// plain typed objects: missing texts become '', missing lists [], missing media/relations null, and
// relative media URLs joined to the media base (the content service's server root unless the caller serves uploads elsewhere).
import * as v from 'valibot';

export interface MediaFormat {
  url: string;
  width: number | null;
  height: number | null;
}

export interface Media {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  alternativeText: string | null;
  mime: string | null;
  /** Strapi's responsive variants by name (thumbnail, small, medium, large), when it made them. */
  formats: Record<string, MediaFormat>;
}

export interface Seo {
  metaTitle: string | null;
  metaDescription: string | null;
  image: Media | null;
}

export interface Author {
  id: number;
  documentId: string;
  username: string;
  /** The author listing is /editorials?author={slug}; null for an author without a page. */
  slug: string | null;
  sharetribeUserId: string | null;
  name: string | null;
}

export interface Genus {
  id: number;
  documentId: string;
  name: string;
  slug: string;
}

export interface Category {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  description: string;
  /** Present when populated (category pages); null on article cards. */
  seo: Seo | null;
}

export interface ArticleCard {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  description: string;
  summary: string;
  createdAt: string;
  updatedAt: string | null;
  publishedAt: string | null;
  views: number;
  featured: boolean;
  thumbnail: Media | null;
  categories: Category[];
  /** null: written by the house account (no author). */
  author: Author | null;
  genuses: Genus[];
}

export interface SidebarItem {
  link: string | null;
  isExternalLink: boolean;
  image: Media | null;
}

export interface NewsletterBlock {
  title: string;
  description: string;
  image: Media | null;
}

export interface Article extends ArticleCard {
  content: string;
  cover: Media | null;
  seo: Seo | null;
  rawGenuses: string | null;
  marketplaceSearchKeywords: string | null;
  sidebar: SidebarItem[];
  galleries: Media[];
  youtube: string | null;
  youtubeSectionPosition: number | null;
  bottomSection: string;
  relatedArticles: ArticleCard[];
  newsletter: NewsletterBlock | null;
}

export interface Page {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  content: string;
  seo: Seo | null;
}

export interface Pagination {
  page: number;
  pageCount: number;
}

/** Resolves a media URL: absolute URLs are kept; relative ones are joined to `assetBase`. */
export function resolveMediaUrl(assetBase: string, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return `${assetBase.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

// Building blocks.
export const id = v.pipe(v.number(), v.integer());
export const documentId = v.pipe(v.string(), v.minLength(1));
export const name = v.pipe(v.string(), v.minLength(1));
/** Optional text: missing or null becomes ''. */
export const text = v.nullish(v.string(), '');
/** Optional value: missing or null becomes null. */
export function opt<S extends v.GenericSchema>(schema: S) {
  return v.nullish(schema, null);
}
/** Optional list: missing or null becomes []. */
export function list<S extends v.GenericSchema>(schema: S) {
  return v.nullish(v.array(schema), () => []);
}
const dimension = opt(v.pipe(v.number(), v.minValue(0)));

/** The response schemas; relative media URLs are joined to `mediaBase` (see EditorialClientConfig). */
export function createSchemas(mediaBase: string) {
  const url = v.pipe(v.string(), v.minLength(1), v.transform((u) => resolveMediaUrl(mediaBase, u)));
  const format: v.GenericSchema<unknown, MediaFormat> = v.object({ url, width: dimension, height: dimension });

  const media: v.GenericSchema<unknown, Media> = v.object({
    id,
    url,
    width: dimension,
    height: dimension,
    alternativeText: opt(v.string()),
    mime: opt(v.string()),
    formats: v.nullish(v.record(v.string(), format), () => ({})),
  });

  const seo: v.GenericSchema<unknown, Seo> = v.object({
    metaTitle: opt(v.string()),
    metaDescription: opt(v.string()),
    image: opt(media),
  });

  const author: v.GenericSchema<unknown, Author> = v.object({
    id,
    documentId,
    username: name,
    slug: opt(v.string()),
    sharetribeUserId: opt(v.string()),
    name: opt(v.string()),
  });

  const genus: v.GenericSchema<unknown, Genus> = v.object({ id, documentId, name, slug: name });

  const category: v.GenericSchema<unknown, Category> = v.object({
    id,
    documentId,
    name,
    slug: name,
    description: text,
    seo: opt(seo),
  });

  const cardEntries = {
    id,
    documentId,
    title: name,
    slug: name,
    description: text,
    summary: text,
    createdAt: v.string(),
    updatedAt: opt(v.string()),
    publishedAt: opt(v.string()),
    views: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
    meta_featured: v.nullish(v.boolean(), false),
    thumbnail: opt(media),
    categories: list(category),
    author: opt(author),
    genuses: list(genus),
  };
  const toCard = ({ meta_featured, ...rest }: v.InferOutput<v.ObjectSchema<typeof cardEntries, undefined>>): ArticleCard => ({
    ...rest,
    featured: meta_featured,
  });
  const articleCard: v.GenericSchema<unknown, ArticleCard> = v.pipe(v.object(cardEntries), v.transform(toCard));

  const sidebarItem: v.GenericSchema<unknown, SidebarItem> = v.object({
    link: opt(v.string()),
    isExternalLink: v.nullish(v.boolean(), false),
    image: opt(media),
  });

  const newsletter: v.GenericSchema<unknown, NewsletterBlock> = v.object({ title: text, description: text, image: opt(media) });

  const articleEntries = {
    ...cardEntries,
    content: text,
    cover: opt(media),
    seo: opt(seo),
    rawGenuses: opt(v.string()),
    marketplaceSearchKeywords: opt(v.string()),
    sidebar: list(sidebarItem),
    galleries: list(media),
    youtube: opt(v.string()),
    youtubeSectionPosition: opt(v.pipe(v.number(), v.integer())),
    bottomSection: text,
    relatedArticles: list(articleCard),
    newsletter: opt(newsletter),
  };
  const article: v.GenericSchema<unknown, Article> = v.pipe(
    v.object(articleEntries),
    v.transform(({ meta_featured, ...rest }): Article => ({ ...rest, featured: meta_featured })),
  );

  const page: v.GenericSchema<unknown, Page> = v.object({ id, documentId, title: name, slug: name, content: text, seo: opt(seo) });

  const pagination: v.GenericSchema<unknown, Pagination> = v.object({
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  });

  /** A collection response; `meta.pagination` is checked separately where paging matters. */
  function collection<T>(item: v.GenericSchema<unknown, T>) {
    return v.object({ data: v.array(item) });
  }
  function paged<T>(item: v.GenericSchema<unknown, T>) {
    return v.object({ data: v.array(item), meta: v.object({ pagination }) });
  }

  return { media, seo, author, genus, category, articleCard, article, page, pagination, collection, paged };
}

export type EditorialSchemas = ReturnType<typeof createSchemas>;
