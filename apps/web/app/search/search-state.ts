/**
 * The search page's state lives in the URL (spec 2 §2): this module reads it from the path
 * (/marketplace/{pub_genus}/{pub_species}) and the query string, and writes the one canonical
 * URL for a state, so `parseSearch(searchHref(s))` gives `s` back. Plain GET forms (no
 * JavaScript) send fields such as price_min/price_max and empty values; `canonicalSearchHref`
 * tells the loader where to redirect those.
 */
import { DEFAULT_SORT, ENUM_FILTERS, PRICE_FILTER, SORT_OPTIONS, TEXT_FILTERS } from './search-config';

export interface SearchState {
  /** Lower-case genus values (OR). One genus is written as the path. */
  readonly genus: readonly string[];
  /** Only with exactly one genus. */
  readonly species: string | null;
  readonly keywords: string;
  /** Whole dollars, inclusive. */
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  /** Chosen values per enum filter param (pub_type, pub_plantType, ...). */
  readonly enums: Readonly<Record<string, readonly string[]>>;
  /** Free-text filters (pub_tradeName, pub_parentSpeciesA, pub_parentSpeciesB). */
  readonly texts: Readonly<Record<string, string>>;
  /** meta_verified=true (the verified sellers shortcut). */
  readonly verified: boolean;
  /** '' for the default; otherwise one of SORT_OPTIONS. */
  readonly sort: string;
  readonly page: number;
  /** neLat,neLng,swLat,swLng from the location search or the map. */
  readonly bounds: string | null;
  readonly address: string | null;
}

/** The marketplace API pages through at most 100 pages of a query (as Sharetribe's listings/query). */
export const MAX_PAGE = 100;
const MAX_TEXT = 100;
const MAX_KEYWORDS = 200;

/** Parameters this page understands; anything else (modal flags, tracking) is kept as it is. */
export const SEARCH_PARAMS: ReadonlySet<string> = new Set([
  'keywords', 'pub_genus', 'pub_species', 'price', 'price_min', 'price_max', 'meta_verified', 'sort', 'page', 'bounds', 'address', 'origin',
  ...ENUM_FILTERS.map((f) => f.param),
  ...TEXT_FILTERS.map((f) => f.param),
]);

const clean = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max);
const slugValue = (value: string) => clean(value, 64).toLowerCase();

function listOf(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function dollars(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null || raw.trim() === '') return null;
  const n = Number(raw.trim());
  if (!Number.isFinite(n)) return null;
  const clamped = Math.min(PRICE_FILTER.max, Math.max(PRICE_FILTER.min, n));
  return Math.round(clamped / PRICE_FILTER.step) * PRICE_FILTER.step;
}

function parsePrice(params: URLSearchParams): [number | null, number | null] {
  let min: number | null;
  let max: number | null;
  const range = params.get('price');
  if (params.has('price_min') || params.has('price_max')) {
    min = dollars(params.get('price_min'));
    max = dollars(params.get('price_max'));
  } else if (range !== null && range.includes(',')) {
    const [a, b] = range.split(',', 2);
    min = dollars(a);
    max = dollars(b);
  } else {
    min = null;
    max = null;
  }
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  if (min === PRICE_FILTER.min) min = null;
  if (min === null && max === null) return [null, null];
  return [min, max];
}

function parseBounds(raw: string | null): string | null {
  if (!raw) return null;
  const parts = raw.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [neLat, neLng, swLat, swLng] = parts as [number, number, number, number];
  if (Math.abs(neLat) > 90 || Math.abs(swLat) > 90 || Math.abs(neLng) > 180 || Math.abs(swLng) > 180 || swLat > neLat) return null;
  return parts.join(',');
}

const KNOWN_SORTS = new Set(SORT_OPTIONS.map((o) => o.value));

/** Reads the state from route params (path genus/species) and the query string. */
export function parseSearch(pathParams: { pub_genus?: string | undefined; pub_species?: string | undefined }, params: URLSearchParams): SearchState {
  const genus = [...new Set([...(pathParams.pub_genus ? [pathParams.pub_genus] : []), ...listOf(params, 'pub_genus')].map(slugValue).filter(Boolean))].slice(0, 20);
  const speciesRaw = pathParams.pub_species ?? params.get('pub_species') ?? '';
  const species = genus.length === 1 && speciesRaw.trim() !== '' ? slugValue(speciesRaw) : null;
  const [priceMin, priceMax] = parsePrice(params);

  const enums: Record<string, string[]> = {};
  for (const f of ENUM_FILTERS) {
    const allowed = new Set(f.options.map((o) => o.value));
    const chosen = [...new Set(listOf(params, f.param).filter((v) => allowed.has(v)))];
    // keep the configured order so equal states have equal URLs
    const ordered = f.options.map((o) => o.value).filter((v) => chosen.includes(v));
    const values = f.multi ? ordered : ordered.slice(0, 1);
    if (values.length > 0) enums[f.param] = values;
  }
  const texts: Record<string, string> = {};
  for (const f of TEXT_FILTERS) {
    const value = clean(params.get(f.param) ?? '', MAX_TEXT);
    if (value !== '') texts[f.param] = value;
  }

  const sortRaw = params.get('sort') ?? '';
  const sort = sortRaw === DEFAULT_SORT ? '' : KNOWN_SORTS.has(sortRaw) ? sortRaw : '';
  const pageRaw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, MAX_PAGE) : 1;
  const address = clean(params.get('address') ?? '', MAX_TEXT);

  return {
    genus,
    species,
    keywords: clean(params.get('keywords') ?? '', MAX_KEYWORDS),
    priceMin,
    priceMax,
    enums,
    texts,
    verified: params.get('meta_verified') === 'true',
    sort,
    page,
    bounds: parseBounds(params.get('bounds')),
    address: address === '' ? null : address,
  };
}

/** The canonical path and query of a state. */
export function searchHref(state: SearchState, extra?: URLSearchParams): string {
  const seg = (s: string) => encodeURIComponent(s);
  const path =
    state.genus.length === 1
      ? `/marketplace/${seg(state.genus[0]!)}${state.species ? `/${seg(state.species)}` : ''}`
      : '/marketplace';
  const q = new URLSearchParams();
  if (state.keywords) q.set('keywords', state.keywords);
  if (state.genus.length > 1) q.set('pub_genus', state.genus.join(','));
  if (state.priceMin !== null || state.priceMax !== null) q.set('price', `${state.priceMin ?? PRICE_FILTER.min},${state.priceMax ?? ''}`);
  for (const f of ENUM_FILTERS) {
    const values = state.enums[f.param];
    if (values && values.length > 0) q.set(f.param, values.join(','));
  }
  for (const f of TEXT_FILTERS) {
    const value = state.texts[f.param];
    if (value) q.set(f.param, value);
  }
  if (state.verified) q.set('meta_verified', 'true');
  if (state.address) q.set('address', state.address);
  if (state.bounds) q.set('bounds', state.bounds);
  if (state.sort) q.set('sort', state.sort);
  if (state.page > 1) q.set('page', String(state.page));
  if (extra) for (const [k, v] of extra) if (!SEARCH_PARAMS.has(k)) q.append(k, v);
  const query = q.toString();
  return query ? `${path}?${query}` : path;
}

/** Parameters of a URL that are not search state (modal flags and such), to carry along. */
export function otherParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of params) if (!SEARCH_PARAMS.has(k)) out.append(k, v);
  return out;
}

/**
 * Where a request should be redirected so the address bar shows the canonical URL, or null.
 * Only form-submission shapes redirect (price_min/price_max, genus or species in the query,
 * repeated or empty parameters, page=1), never a URL that is already canonical.
 */
export function canonicalSearchHref(url: URL, pathParams: { pub_genus?: string | undefined; pub_species?: string | undefined }): string | null {
  const p = url.searchParams;
  const keys = [...p.keys()];
  const formShaped =
    p.has('price_min') ||
    p.has('price_max') ||
    p.has('pub_species') ||
    (p.has('pub_genus') && (listOf(p, 'pub_genus').length <= 1 || Boolean(pathParams.pub_genus))) ||
    keys.some((k, i) => SEARCH_PARAMS.has(k) && keys.indexOf(k) !== i) ||
    keys.some((k) => SEARCH_PARAMS.has(k) && (p.get(k) ?? '').trim() === '') ||
    p.get('page') === '1';
  if (!formShaped) return null;
  const href = searchHref(parseSearch(pathParams, p), otherParams(p));
  return href === `${url.pathname}${url.search}` ? null : href;
}

/** The same state on another page. */
export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page };
}

/** True when any filter (not sort or page) is set. */
export function hasFilters(state: SearchState): boolean {
  return (
    state.genus.length > 0 || state.keywords !== '' || state.priceMin !== null || state.priceMax !== null || Object.keys(state.enums).length > 0 ||
    Object.keys(state.texts).length > 0 || state.verified || state.bounds !== null
  );
}
