/**
 * What the search page does not answer (ROUTES.md readings): a page past the last page of
 * results (the first page always exists, even with no results).
 */

/** True when the page asked for is past the last page of a search that answered. */
export function isPastLastPage(page: number, result: { readonly ok: boolean; readonly totalPages: number }): boolean {
  return result.ok && page > Math.max(result.totalPages, 1);
}
