/**
 * What the search page does not answer (ROUTES.md readings): a genus that is not one of the
 * genus filter's options (no page invents a filter for it), and a page past the last page of
 * results (the first page always exists, even with no results).
 */
import { GENUS_FILTER_OPTIONS } from './search-config';
import type { SearchState } from './search-state';

const KNOWN_GENERA = new Set(GENUS_FILTER_OPTIONS.map((o) => o.value));

/** True when the state names a genus (in the path or the query) the marketplace does not have. */
export function hasUnknownGenus(state: Pick<SearchState, 'genus'>): boolean {
  return state.genus.some((g) => !KNOWN_GENERA.has(g));
}

/** True when the page asked for is past the last page of a search that answered. */
export function isPastLastPage(page: number, result: { readonly ok: boolean; readonly totalPages: number }): boolean {
  return result.ok && page > Math.max(result.totalPages, 1);
}
