// The home page from the content service: hero slides, features, call to action, newsletter block and
// the positions of the forum and listing sections (spec 1 §2.8, §3, §7).
import { err, ok } from '@variegata/result/result';
import * as v from 'valibot';
import type { EditorialClient } from './client';
import {
  type CallToAction,
  type FeatureItem,
  type ForumSection,
  type HomeNewsletter,
  type ListingsSection,
  type RawHomePage,
  type RawSlide,
  createHomeSchemas,
} from './home-schemas';
import { type EditorialResult, fetchParsed } from './request';

/** Slide descriptions are cut at 300 characters plus an ellipsis (spec 1 §2.8, §9). */
export const SLIDE_DESCRIPTION_MAX = 300;
export const ELLIPSIS = '...';
/** The hero slider advances every 10 seconds (spec 1 §9); exported for the UI. */
export const HERO_SLIDE_INTERVAL_MS = 10_000;

/** Text longer than `max` characters becomes its first `max` characters plus '...'; shorter text is kept. */
export function cutDescription(description: string, max = SLIDE_DESCRIPTION_MAX): string {
  const chars = Array.from(description);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : description;
}

/** Where a slide leads: its article (/{slug}), else its external link, else a named site page. */
export type SlideLink =
  | { kind: 'article'; href: string; slug: string }
  | { kind: 'external'; href: string }
  | { kind: 'page'; pageName: string };

export interface Slide extends RawSlide {
  link: SlideLink | null;
}

export interface HomePage {
  title: string;
  hero: { title: string; slides: Slide[] } | null;
  features: { title: string; items: FeatureItem[] } | null;
  cta: CallToAction | null;
  newsletter: HomeNewsletter | null;
  /** Where the forum section goes among the page's sections (from the content service). */
  forum: ForumSection | null;
  /** Listing sections, by position (sections without a position last, in CMS order). */
  listings: ListingsSection[];
}

/** The populate parameter for `/api/web-home-page`: every section with its media and slide articles. */
export const HOME_POPULATE = {
  sections: {
    on: {
      'home.section-hero': { populate: { slides: { populate: { image: true, article: { fields: ['slug', 'title'] } } } } },
      'home.section-features': { populate: { items: { populate: { image: true } } } },
      'home.section-cta': { populate: { thumbnail: true, cover: true } },
      'home.newsletter': { populate: { image: true } },
      'home.section-forum': { populate: '*' },
      'home.section-listings': { populate: '*' },
    },
  },
} as const;

function slideLink(slide: RawSlide): SlideLink | null {
  if (slide.article) return { kind: 'article', href: `/${slide.article.slug}`, slug: slide.article.slug };
  if (slide.externalLink) return { kind: 'external', href: slide.externalLink };
  if (slide.pageName) return { kind: 'page', pageName: slide.pageName };
  return null;
}

function byPosition(a: { position: number | null }, b: { position: number | null }): number {
  if (a.position === b.position) return 0;
  if (a.position === null) return 1;
  if (b.position === null) return -1;
  return a.position - b.position;
}

/** Groups the dynamic-zone sections into the page model (the first section of each single kind wins). */
export function toHomePage(raw: RawHomePage): HomePage {
  const page: HomePage = { title: raw.title, hero: null, features: null, cta: null, newsletter: null, forum: null, listings: [] };
  for (const section of raw.sections) {
    switch (section.__component) {
      case 'home.section-hero':
        page.hero ??= {
          title: section.title,
          slides: section.slides.map((s) => ({ ...s, description: cutDescription(s.description), link: slideLink(s) })),
        };
        break;
      case 'home.section-features':
        page.features ??= { title: section.title, items: section.items };
        break;
      case 'home.section-cta': {
        const { __component: _, ...cta } = section;
        page.cta ??= cta;
        break;
      }
      case 'home.newsletter': {
        const { __component: _, ...newsletter } = section;
        page.newsletter ??= newsletter;
        break;
      }
      case 'home.section-forum':
        page.forum ??= { title: section.title, position: section.position };
        break;
      case 'home.section-listings':
        page.listings.push({ title: section.title, position: section.position, query: section.query });
        break;
    }
  }
  page.listings.sort(byPosition);
  return page;
}

/** GET /api/web-home-page with its sections populated. A home page not set up in the CMS is `not-found`. */
export async function homePage(client: EditorialClient): Promise<EditorialResult<HomePage>> {
  const schema = v.object({ data: v.nullable(createHomeSchemas(client.schemas.media).homePage) });
  const response = await fetchParsed(schema, 'home page', () =>
    client.sdk.single('web-home-page').find({ populate: HOME_POPULATE as unknown as Record<string, unknown> }),
  );
  if (!response.ok) return response;
  return response.value.data === null ? err('not-found', 'no data') : ok(toHomePage(response.value.data));
}
