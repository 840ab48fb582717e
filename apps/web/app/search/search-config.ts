/**
 * Search configuration (spec 2 §3 "Listing filters" and "Sort options", §9 search constants,
 * spec 1 §2.2 shortcuts). URL parameter names are the Marketplace API's own (pub_genus,
 * pub_type, price, sort, ...), so a search URL reads like the query it runs.
 */
import { PLACEMENT_SORT } from '@variegata/membership/placement';
import { GENUS_OPTIONS } from '~/shell/config';

export const SEARCH_PER_PAGE = 48;
export const HOME_PER_PAGE = 10;

/** Price filter, in whole dollars (spec 2 §9: 0 to 15000, step 5). */
export const PRICE_FILTER = Object.freeze({ min: 0, max: 15000, step: 5 });

/** How many genus options show before "more" (spec 2 §9). */
export const GENUS_SHOWN_BY_DEFAULT = 8;

/**
 * Default order when there are no keywords (spec 2 §9, with the premium placement of spec 1 §6 and
 * spec 2 §6): closed auctions last (-pub_closedAuctionInt: ascending, 0 before 1), in stock first
 * (pub_hasStockInt: descending), then premium sellers' listings first and fewest views today
 * (-meta_placementInt: ascending; @variegata/membership/placement, the API sorts on at most three
 * attributes). In the Marketplace API an attribute without '-' sorts descending, one with '-' ascending.
 */
export const DEFAULT_SORT = `-pub_closedAuctionInt,pub_hasStockInt,${PLACEMENT_SORT}`;
/** The top bar's verified-sellers link sort (spec 1 §2.2): most views today among open, in-stock listings. */
export const TRENDING_SORT = '-pub_closedAuctionInt,pub_hasStockInt,meta_viewsByCurrentDay';
/** The top bar's auctions link sort (spec 1 §2.2): open auctions first, the soonest end first. */
export const AUCTIONS_SORT = '-pub_closedAuctionInt,-pub_auctionDateTimestamp';

export interface SortOption {
  /** The `sort` URL parameter; '' means the default (relevance with keywords). */
  readonly value: string;
  readonly label: string;
}

/** Sort options with the spec's labels (spec 2 §3). */
export const SORT_OPTIONS: readonly SortOption[] = Object.freeze([
  { value: 'createdAt', label: 'Newest' },
  { value: '-createdAt', label: 'Oldest' },
  { value: '-price', label: 'Lowest price' },
  { value: 'price', label: 'Highest price' },
  { value: TRENDING_SORT, label: 'Trending' },
  { value: AUCTIONS_SORT, label: 'Auctions ending soon' },
]);

export const RELEVANCE_LABEL = 'Relevance';
export const DEFAULT_SORT_LABEL = 'Recommended';

/** Sort options shown for a search: relevance is the default and only offered with keywords. */
export function sortOptionsFor(hasKeywords: boolean): readonly SortOption[] {
  return [{ value: '', label: hasKeywords ? RELEVANCE_LABEL : DEFAULT_SORT_LABEL }, ...SORT_OPTIONS];
}

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

const options = (pairs: readonly (readonly [string, string])[]): readonly FilterOption[] =>
  Object.freeze(pairs.map(([value, label]) => Object.freeze({ value, label })));

export const GENUS_FILTER_OPTIONS: readonly FilterOption[] = options(GENUS_OPTIONS.map((name) => [name.toLowerCase(), name] as const));

export const SALE_TYPE_OPTIONS = options([
  ['sell', 'Buy now'],
  ['auction', 'Auction'],
]);

export const PLANT_TYPE_OPTIONS = options([
  ['basal-cut', 'Basal cut'],
  ['node-cut', 'Node cut'],
  ['plant', 'Plant'],
  ['pollen', 'Pollen'],
  ['seedling', 'Seedling'],
  ['tissue-culture', 'Tissue culture'],
]);

export const ROOTED_OPTIONS = options([
  ['no', 'Not rooted'],
  ['yes-terrestrial', 'Rooted (terrestrial)'],
  ['yes-aerial-only', 'Aerial roots only'],
]);

export const VARIEGATION_OPTIONS = options([
  ['yes', 'Variegated'],
  ['no', 'Not variegated'],
  ['reverted', 'Reverted'],
]);

export const YES_NO_OPTIONS = options([
  ['yes', 'Yes'],
  ['no', 'No'],
]);

/** Enum filters whose values come from a fixed list. `multi`: several values combine with OR. */
export interface EnumFilter {
  /** The public data filter (`pub_<key>`), also the URL parameter. */
  readonly param: `pub_${string}`;
  readonly label: string;
  readonly options: readonly FilterOption[];
  readonly multi: boolean;
  readonly hint?: string;
}

export const ENUM_FILTERS: readonly EnumFilter[] = Object.freeze([
  { param: 'pub_type', label: 'Sale type', options: SALE_TYPE_OPTIONS, multi: false },
  { param: 'pub_plantType', label: 'Plant type', options: PLANT_TYPE_OPTIONS, multi: true },
  { param: 'pub_rooted', label: 'Rooted', options: ROOTED_OPTIONS, multi: true },
  { param: 'pub_variegation', label: 'Variegation', options: VARIEGATION_OPTIONS, multi: true },
  { param: 'pub_hybrid', label: 'Hybrid', options: YES_NO_OPTIONS, multi: false },
  { param: 'pub_importedRecently', label: 'Imported recently', options: YES_NO_OPTIONS, multi: false, hint: 'Within the last 90 days' },
]);

/** Free-text filters matched exactly against the listing's value. */
export const TEXT_FILTERS: readonly { param: `pub_${string}`; label: string; placeholder: string }[] = Object.freeze([
  { param: 'pub_tradeName', label: 'Trade name', placeholder: 'e.g. Thai Constellation' },
  { param: 'pub_parentSpeciesA', label: 'Parent species A', placeholder: 'e.g. gloriosum' },
  { param: 'pub_parentSpeciesB', label: 'Parent species B', placeholder: 'e.g. melanochrysum' },
]);

/** Listing types searched when no sale type is chosen (spec 2 §9). */
export const DEFAULT_LISTING_TYPES = 'sell,auction';

/** Search page layout (spec 2 §2: a map variant or a list variant, chosen by configuration: SEARCH_LAYOUT). */
export type SearchLayout = 'map' | 'list';

/** The search failure message (spec 2 §2; the text is not given there). */
export const SEARCH_FAILED_MESSAGE = 'Search failed. We could not load listings right now, please try again in a moment.';
