/**
 * The home page's listing sections (spec 2 §2 "Home page", §9): 10 listings each, stock at
 * least 1, private listings excluded. Which sections show, in which order and with which search,
 * comes from the content service's home page; these defaults apply when it has none.
 */
import { HOME_PER_PAGE } from '~/search/search-config';
import { searchFilters, searchSort, CARD_QUERY_INCLUDES, type QueryParams } from '~/search/search-query';
import { parseSearch, searchHref } from '~/search/search-state';

export interface HomeSectionSpec {
  readonly title: string;
  /** Position among the home page's sections (content service); null: after the positioned ones. */
  readonly position: number | null;
  /** Search parameters as in a /marketplace URL, e.g. "pub_type=auction&sort=..." */
  readonly query: string | null;
}

export const DEFAULT_HOME_SECTIONS: readonly HomeSectionSpec[] = Object.freeze([
  { title: 'Auctions ending soon', position: null, query: 'pub_type=auction&sort=-pub_closedAuctionInt%2C-pub_auctionDateTimestamp' },
  { title: 'Fresh arrivals', position: null, query: 'sort=createdAt' },
  { title: 'From verified sellers', position: null, query: 'meta_verified=true&sort=-pub_closedAuctionInt%2Cpub_hasStockInt%2Cmeta_viewsByCurrentDay' },
]);

function sectionParams(spec: HomeSectionSpec): URLSearchParams {
  const raw = (spec.query ?? '').trim().replace(/^.*\?/, '');
  return new URLSearchParams(raw);
}

/** listings.query parameters of a section: its search, then the home rules on top. */
export function homeSectionQuery(spec: HomeSectionSpec): QueryParams {
  const state = { ...parseSearch({}, sectionParams(spec)), page: 1 };
  const sort = searchSort(state);
  return { ...searchFilters(state), minStock: 1, pub_isPrivate: false, ...(sort ? { sort } : {}), page: 1, perPage: HOME_PER_PAGE, ...CARD_QUERY_INCLUDES };
}

/** The "see all" link of a section: the same search on the search page. */
export function homeSectionHref(spec: HomeSectionSpec): string {
  return searchHref({ ...parseSearch({}, sectionParams(spec)), page: 1 });
}

/** Sections by position; unpositioned ones keep their order after the positioned ones. */
export function orderSections<T extends { position: number | null }>(sections: readonly T[]): T[] {
  return sections
    .map((s, i) => ({ s, i }))
    .sort((a, b) => {
      if (a.s.position === b.s.position) return a.i - b.i;
      if (a.s.position === null) return 1;
      if (b.s.position === null) return -1;
      return a.s.position - b.s.position;
    })
    .map(({ s }) => s);
}
