// Content-type and component schemas of the editorial CMS (spec 1 section 3), in Strapi's terms.

export type ScalarType = 'string' | 'text' | 'richtext' | 'uid' | 'integer' | 'boolean' | 'datetime' | 'json';

export type Attribute =
  | { type: ScalarType }
  | { type: 'media'; multiple: boolean }
  | { type: 'relation'; target: string; many: boolean }
  | { type: 'component'; component: string; repeatable: boolean }
  | { type: 'dynamiczone'; components: readonly string[] };

export type Attributes = Readonly<Record<string, Attribute>>;

export interface ContentType {
  uid: string;
  kind: 'collectionType' | 'singleType';
  /** The REST path segment: plural name for collections, singular for single types. */
  path: string;
  attributes: Attributes;
}

const s = (type: ScalarType): Attribute => ({ type });
const media = (multiple = false): Attribute => ({ type: 'media', multiple });
const rel = (target: string, many: boolean): Attribute => ({ type: 'relation', target, many });
const comp = (component: string, repeatable = false): Attribute => ({ type: 'component', component, repeatable });

export const COMPONENTS: Readonly<Record<string, Attributes>> = {
  'shared.seo': { metaTitle: s('string'), metaDescription: s('text'), image: media() },
  'blog.sidebar': { link: s('string'), isExternalLink: s('boolean'), image: media() },
  'blog.newsletter': { title: s('string'), description: s('text'), image: media() },
  'home.slide': {
    title: s('string'), description: s('text'), image: media(), article: rel('api::article.article', false),
    externalLink: s('string'), linkText: s('string'), pageName: s('string'),
  },
  'home.feature-item': { title: s('string'), description: s('text'), link: s('string'), image: media() },
  'home.section-hero': { title: s('string'), slides: comp('home.slide', true) },
  'home.section-features': { title: s('string'), items: comp('home.feature-item', true) },
  'home.section-cta': {
    title: s('string'), description: s('text'), buttonText: s('string'), link: s('string'),
    thumbnail: media(), cover: media(),
  },
  'home.newsletter': { title: s('string'), description: s('text'), image: media() },
  'home.section-forum': { title: s('string'), position: s('integer') },
  'home.section-listings': { title: s('string'), position: s('integer'), query: s('string') },
};

export const CONTENT_TYPES: readonly ContentType[] = [
  {
    uid: 'api::article.article', kind: 'collectionType', path: 'articles',
    attributes: {
      title: s('string'), slug: s('uid'), description: s('text'), content: s('richtext'),
      cover: media(), thumbnail: media(), seo: comp('shared.seo'),
      categories: rel('api::blog-category.blog-category', true), author: rel('api::author.author', false),
      genuses: rel('api::genus.genus', true), rawGenuses: s('string'), marketplaceSearchKeywords: s('string'),
      sidebar: comp('blog.sidebar', true), galleries: media(true), youtube: s('string'),
      youtubeSectionPosition: s('integer'), bottomSection: s('richtext'),
      relatedArticles: rel('api::article.article', true), newsletter: comp('blog.newsletter'),
      views: s('integer'), meta_featured: s('boolean'), summary: s('text'),
    },
  },
  {
    uid: 'api::blog-category.blog-category', kind: 'collectionType', path: 'blog-categories',
    attributes: { name: s('string'), description: s('text'), slug: s('uid'), seo: comp('shared.seo') },
  },
  {
    uid: 'api::page.page', kind: 'collectionType', path: 'pages',
    attributes: { title: s('string'), slug: s('uid'), content: s('richtext'), seo: comp('shared.seo') },
  },
  {
    uid: 'api::author.author', kind: 'collectionType', path: 'authors',
    attributes: { username: s('string'), slug: s('uid'), sharetribeUserId: s('string'), name: s('string'), bio: s('text'), avatar: media() },
  },
  {
    uid: 'api::genus.genus', kind: 'collectionType', path: 'genuses',
    attributes: { name: s('string'), slug: s('uid'), description: s('text') },
  },
  {
    // Live sales: written by the mobile app, read by the site with its API token (not editorial content).
    uid: 'api::live.live', kind: 'collectionType', path: 'lives',
    attributes: {
      liveId: s('uid'), note: s('text'), hostId: s('string'), startsAt: s('datetime'), endedAt: s('datetime'),
      listings: s('json'), soldListings: s('json'), blockedUsers: s('json'), mutedUsers: s('json'),
      guest: s('json'), pinnedChat: s('json'), chat: s('json'), bids: s('json'),
    },
  },
  {
    uid: 'api::web-home-page.web-home-page', kind: 'singleType', path: 'web-home-page',
    attributes: {
      title: s('string'),
      sections: {
        type: 'dynamiczone',
        components: ['home.section-hero', 'home.section-features', 'home.section-cta', 'home.newsletter', 'home.section-forum', 'home.section-listings'],
      },
    },
  },
];

/** Attributes every document has, besides its own. */
export const SYSTEM_ATTRIBUTES: Attributes = {
  id: s('integer'), documentId: s('string'), createdAt: s('datetime'), updatedAt: s('datetime'), publishedAt: s('datetime'),
};

/** Attributes every media file has (the upload plugin's file type). */
export const FILE_ATTRIBUTES: Attributes = {
  id: s('integer'), documentId: s('string'), name: s('string'), alternativeText: s('string'), caption: s('string'),
  width: s('integer'), height: s('integer'), formats: s('json'), hash: s('string'), ext: s('string'), mime: s('string'),
  size: s('integer'), url: s('string'), previewUrl: s('string'), provider: s('string'), provider_metadata: s('json'),
  createdAt: s('datetime'), updatedAt: s('datetime'), publishedAt: s('datetime'),
};

/** The editorial types the demo content folder seeds (live sales are seeded separately). */
export const EDITORIAL_UIDS: readonly string[] = CONTENT_TYPES.map((t) => t.uid).filter((uid) => uid !== 'api::live.live');

export function contentTypeByPath(path: string): ContentType | undefined {
  return CONTENT_TYPES.find((t) => t.path === path);
}

export function contentType(uid: string): ContentType {
  const t = CONTENT_TYPES.find((c) => c.uid === uid);
  if (!t) throw new Error(`Unknown content type ${uid}`);
  return t;
}

export function component(name: string): Attributes {
  const c = COMPONENTS[name];
  if (!c) throw new Error(`Unknown component ${name}`);
  return c;
}

export function isScalar(a: Attribute): a is { type: ScalarType } {
  return a.type !== 'media' && a.type !== 'relation' && a.type !== 'component' && a.type !== 'dynamiczone';
}
