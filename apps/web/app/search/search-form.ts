import { otherParams, parseSearch, searchHref, type SearchState } from '~/search/search-state';

/**
 * The search form's id, and what the results read from the form: the keyword field, the sort and
 * the Filters toggle sit outside the filters' component, whose code comes only when the filters show,
 * so these live apart from it.
 */
export const SEARCH_FORM_ID = 'search-form';

/** The canonical URL for the current form values (used with JavaScript; without it the GET form submits). */
export function hrefFromForm(form: HTMLFormElement, current: URLSearchParams): string {
  const params = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') params.append(k, v);
  return searchHref(parseSearch({}, params), otherParams(current));
}

/** Counts the filters in use (for the mobile toggle). */
export function activeFilterCount(state: SearchState): number {
  return (
    state.genus.length + (state.priceMin !== null || state.priceMax !== null ? 1 : 0) + Object.values(state.enums).reduce((n, v) => n + v.length, 0) +
    Object.keys(state.texts).length + (state.verified ? 1 : 0)
  );
}
