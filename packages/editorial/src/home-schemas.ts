// Schemas for the home page single type (`web-home-page`): a dynamic zone `sections` whose entries
// carry `__component`. Known components are validated; unknown ones (added in the CMS later) are
// skipped rather than failing the whole page.
import * as v from 'valibot';
import { type Media, documentId, id, name, opt, list, text } from './schemas';

export interface SlideArticle {
  documentId: string;
  slug: string;
  title: string;
}

export interface RawSlide {
  title: string;
  description: string;
  image: Media | null;
  article: SlideArticle | null;
  externalLink: string | null;
  linkText: string | null;
  pageName: string | null;
}

export interface FeatureItem {
  title: string;
  description: string;
  link: string | null;
  image: Media | null;
}

export interface CallToAction {
  title: string;
  description: string;
  buttonText: string | null;
  link: string | null;
  thumbnail: Media | null;
  cover: Media | null;
}

export interface HomeNewsletter {
  title: string;
  description: string;
  image: Media | null;
}

export interface ForumSection {
  title: string;
  position: number | null;
}

export interface ListingsSection {
  title: string;
  position: number | null;
  /** Optional search parameters the listing section runs (as stored in the CMS). */
  query: string | null;
}

export type HomeSection =
  | { __component: 'home.section-hero'; title: string; slides: RawSlide[] }
  | { __component: 'home.section-features'; title: string; items: FeatureItem[] }
  | ({ __component: 'home.section-cta' } & CallToAction)
  | ({ __component: 'home.newsletter' } & HomeNewsletter)
  | ({ __component: 'home.section-forum' } & ForumSection)
  | ({ __component: 'home.section-listings' } & ListingsSection);

export const HOME_COMPONENTS = [
  'home.section-hero',
  'home.section-features',
  'home.section-cta',
  'home.newsletter',
  'home.section-forum',
  'home.section-listings',
] as const;

export interface RawHomePage {
  title: string;
  sections: HomeSection[];
}

const known = (c: string): boolean => (HOME_COMPONENTS as readonly string[]).includes(c);

export function createHomeSchemas(media: v.GenericSchema<unknown, Media>) {
  const position = opt(v.pipe(v.number(), v.integer()));
  const slideArticle: v.GenericSchema<unknown, SlideArticle> = v.object({ id, documentId, slug: name, title: name });
  const slide: v.GenericSchema<unknown, RawSlide> = v.object({
    title: text,
    description: text,
    image: opt(media),
    article: opt(v.pipe(slideArticle, v.transform(({ documentId: d, slug, title }) => ({ documentId: d, slug, title })))),
    externalLink: opt(v.string()),
    linkText: opt(v.string()),
    pageName: opt(v.string()),
  });
  const featureItem: v.GenericSchema<unknown, FeatureItem> = v.object({ title: text, description: text, link: opt(v.string()), image: opt(media) });

  const section = v.variant('__component', [
    v.object({ __component: v.literal('home.section-hero'), title: text, slides: list(slide) }),
    v.object({ __component: v.literal('home.section-features'), title: text, items: list(featureItem) }),
    v.object({
      __component: v.literal('home.section-cta'),
      title: text,
      description: text,
      buttonText: opt(v.string()),
      link: opt(v.string()),
      thumbnail: opt(media),
      cover: opt(media),
    }),
    v.object({ __component: v.literal('home.newsletter'), title: text, description: text, image: opt(media) }),
    v.object({ __component: v.literal('home.section-forum'), title: text, position }),
    v.object({ __component: v.literal('home.section-listings'), title: text, position, query: opt(v.string()) }),
  ]);

  const sections: v.GenericSchema<unknown, HomeSection[]> = v.pipe(
    v.nullish(v.array(v.looseObject({ __component: v.string() })), () => []),
    v.transform((items) => items.filter((s) => known(s.__component))),
    v.array(section),
  );

  const homePage: v.GenericSchema<unknown, RawHomePage> = v.object({ title: text, sections });
  return { homePage, section, slide };
}
