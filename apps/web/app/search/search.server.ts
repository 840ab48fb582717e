/**
 * The search page's data: one listings.query (spec 2 §7) rendered as cards, the page meta,
 * and the signed-in user's favourites. A failed query is a value (the page shows the search
 * failure message), not an exception.
 */
import type { AppLoadContext } from '@remix-run/node';
import { LRUCache } from 'lru-cache';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { authInfo, currentUser, publicApiFor } from '~/server/marketplace.server';
import { favoriteIdsOf } from '~/favorites/favorites';
import { toCardData, type CardData } from '~/listing-cards/card-data';
import { searchQueryParams, type QueryParams } from './search-query';
import { MAX_PAGE, type SearchState } from './search-state';

export type ListingsResult =
  | { readonly ok: true; readonly listings: CardData[]; readonly totalItems: number; readonly totalPages: number; readonly page: number }
  | { readonly ok: false; readonly listings: CardData[]; readonly totalItems: 0; readonly totalPages: 0; readonly page: number };

/**
 * Runs a listings.query for cards; failures (network, 4xx, 5xx, a listing the site cannot read)
 * come back as `ok: false` and are logged.
 */
export async function queryCards(context: AppLoadContext, params: QueryParams): Promise<ListingsResult> {
  const page = params.page ?? 1;
  try {
    const { items, meta } = await (await publicApiFor(context)).listings.query(params);
    // Pages past the API's pagination limit cannot be fetched, so they are never offered.
    return { ok: true, listings: items.map(toCardData), totalItems: meta.totalItems, totalPages: Math.min(meta.totalPages, MAX_PAGE), page };
  } catch (error) {
    const status = apiStatus(error);
    console.error(`[search] listings.query failed${status ? ` (${status})` : ''}:`, error instanceof Error ? error.message : error);
    return failedQuery(page);
  }
}

function failedQuery(page: number): ListingsResult {
  return { ok: false, listings: [], totalItems: 0, totalPages: 0, page };
}

/** The signed-in user's favourite listing ids (empty for visitors); never fails the page. */
export async function viewerFavorites(context: AppLoadContext): Promise<string[] | null> {
  try {
    const user = await currentUser(context);
    return user ? favoriteIdsOf(user) : null;
  } catch {
    return null;
  }
}

/**
 * Visitors' searches share results: identical queries in flight are made once, and a result
 * is reused for SEARCH_CACHE_MS (listings.query returns public data, the same for everyone).
 * A failure is answered to the visitors waiting for it and never kept. Signed-in users always
 * query fresh.
 */
export const SEARCH_CACHE_MS = 5_000;
const SEARCH_CACHE_MAX = 500;
const shared = new LRUCache<string, ListingsResult, { context: AppLoadContext; params: QueryParams }>({
  max: SEARCH_CACHE_MAX,
  ttl: SEARCH_CACHE_MS,
  fetchMethod: async (_key, _stale, { context }) => {
    const result = await queryCards(context.context, context.params);
    return result.ok ? result : undefined;
  },
});

export async function sharedQueryCards(context: AppLoadContext, params: QueryParams): Promise<ListingsResult> {
  return (await shared.fetch(JSON.stringify(params), { context: { context, params } })) ?? failedQuery(params.page ?? 1);
}

/** Forgets shared results (tests, or after a change the visitor must see at once). */
export function clearSharedSearchResults(): void {
  shared.clear();
}

export async function loadSearch(context: AppLoadContext, state: SearchState) {
  const params = searchQueryParams(state);
  const info = await authInfo(context);
  const [result, favorites] = await Promise.all([
    info.isAnonymous ? sharedQueryCards(context, params) : queryCards(context, params),
    info.isAnonymous ? Promise.resolve(null) : viewerFavorites(context),
  ]);
  return { result, favorites };
}
