/**
 * Turns a search state into `listings.query` parameters (spec 2 §7 and §9): 48 per page,
 * minStock 0, not private, types sell and auction unless one is chosen, the default sort
 * without keywords and relevance with them, author, first image and current stock included
 * with the listing-card image variants.
 */
import type { ExtendedDataFilters, ListingsQueryParams } from '@variegata/marketplace-client/listing-calls';
import type { LatLng } from '@variegata/marketplace-client/resource-schema';
import { DEFAULT_LISTING_TYPES, DEFAULT_SORT, ENUM_FILTERS, SEARCH_PER_PAGE, TEXT_FILTERS } from './search-config';
import type { SearchState } from './search-state';

/** Image variants a listing card uses: 400x400 and the 800 srcset entry (spec 2 §3). */
export const LISTING_CARD_VARIANTS = ['listing-card', 'listing-card-2x'] as const;

/** The listing attributes a card shows (`fields.listing`; the parsed listings have only these). */
export const CARD_LISTING_FIELDS = ['title', 'price', 'state', 'deleted', 'geolocation', 'publicData', 'metadata'] as const;
export type CardListingField = (typeof CARD_LISTING_FIELDS)[number];

/** What a listings.query for cards includes (spec 2 §7). */
export const CARD_QUERY_INCLUDES = Object.freeze({
  include: ['author', 'images', 'currentStock'] as const,
  'fields.image': LISTING_CARD_VARIANTS.map((v) => `variants.${v}`),
  'fields.listing': CARD_LISTING_FIELDS,
  'limit.images': 1,
});

/** A listings.query for cards: the typed query parameters and `pub_*` / `meta_*` filters. */
export type QueryParams = ListingsQueryParams<CardListingField> & ExtendedDataFilters;

const cents = (dollars: number) => dollars * 100;

/** Filters of a search (no paging, sort or includes). */
export function searchFilters(state: SearchState): QueryParams {
  const q: QueryParams = { minStock: 0, pub_isPrivate: false };
  if (state.genus.length > 0) q['pub_genus'] = state.genus.join(',');
  if (state.species) q['pub_species'] = state.species;
  if (state.keywords) q['keywords'] = state.keywords;
  if (state.priceMin !== null || state.priceMax !== null) {
    // The API's price range is minimum inclusive, maximum exclusive: +1 cent keeps the max price itself.
    q['price'] = `${state.priceMin !== null ? cents(state.priceMin) : ''},${state.priceMax !== null ? cents(state.priceMax) + 1 : ''}`;
  }
  for (const { param } of ENUM_FILTERS) {
    const values = state.enums[param];
    if (values && values.length > 0) q[param] = values.join(',');
  }
  if (!state.enums['pub_type']) q['pub_type'] = DEFAULT_LISTING_TYPES;
  for (const { param } of TEXT_FILTERS) {
    const value = state.texts[param];
    if (value !== undefined) q[param] = value;
  }
  if (state.verified) q['meta_verified'] = true;
  if (state.bounds) q['bounds'] = boundsParam(state.bounds);
  return q;
}

/** The API's bounds from a search's `neLat,neLng,swLat,swLng` (four numbers, checked by parseSearch). */
export function boundsParam(bounds: string): { ne: LatLng; sw: LatLng } {
  const [neLat = 0, neLng = 0, swLat = 0, swLng = 0] = bounds.split(',').map(Number);
  return { ne: { lat: neLat, lng: neLng }, sw: { lat: swLat, lng: swLng } };
}

/**
 * The price sorts order by the price a card shows (`publicData.displayPrice`: an auction's current
 * bid, else the price), not by the listing price, which is an auction's starting price. The URL
 * keeps the short values `-price` and `price`.
 */
export const PRICE_SORTS: Readonly<Record<string, string>> = Object.freeze({ '-price': '-pub_displayPrice', price: 'pub_displayPrice' });

/** The sort sent to the API: the chosen one, relevance (none) with keywords, else the default. */
export function searchSort(state: SearchState): string | undefined {
  if (state.sort) return PRICE_SORTS[state.sort] ?? state.sort;
  return state.keywords ? undefined : DEFAULT_SORT;
}

export function searchQueryParams(state: SearchState): QueryParams {
  const sort = searchSort(state);
  return {
    ...searchFilters(state),
    ...(sort ? { sort } : {}),
    page: state.page,
    perPage: SEARCH_PER_PAGE,
    ...CARD_QUERY_INCLUDES,
  };
}
