/**
 * Loads the home page's listing sections: their definitions from the content service's home
 * page (`/api/web-home-page` through @variegata/editorial), else the defaults; then one
 * listings.query per section, in parallel. A failed section is shown as such, not the page.
 */
import { cardsNow } from '~/listing-cards/cards-now.server';
import type { AppLoadContext } from '@remix-run/node';
import { editorialClient } from '~/editorial/content.server';
import { homePage } from '@variegata/editorial/home';
import { authInfo } from '~/server/marketplace.server';
import { queryCards, sharedQueryCards, viewerFavorites, type ListingsResult } from '~/search/search.server';
import { DEFAULT_HOME_SECTIONS, homeSectionHref, homeSectionQuery, orderSections, type HomeSectionSpec } from './home-listings';

export interface HomeListingSection {
  readonly title: string;
  readonly position: number | null;
  readonly href: string;
  readonly result: ListingsResult;
}

/** The listing sections the content service defines, or null when it has none or cannot be reached. */
export async function contentListingSections(): Promise<HomeSectionSpec[] | null> {
  try {
    const page = await homePage(editorialClient());
    if (!page.ok || page.value.listings.length === 0) return null;
    return page.value.listings.map((s) => ({ title: s.title, position: s.position, query: s.query }));
  } catch {
    return null;
  }
}

export async function loadHomeListings(context: AppLoadContext, specs?: readonly HomeSectionSpec[] | null) {
  const chosen = orderSections(specs && specs.length > 0 ? specs : DEFAULT_HOME_SECTIONS);
  const { isAnonymous } = await authInfo(context);
  const query = isAnonymous ? sharedQueryCards : queryCards;
  const [results, favorites] = await Promise.all([
    Promise.all(chosen.map((spec) => query(context, homeSectionQuery(spec)))),
    isAnonymous ? Promise.resolve(null) : viewerFavorites(context),
  ]);
  const sections: HomeListingSection[] = chosen.map((spec, i) => ({ title: spec.title, position: spec.position, href: homeSectionHref(spec), result: results[i]! }));
  return { sections, favorites, now: cardsNow(results) };
}
