/**
 * The search page's data: one listings.query (spec 2 §7) rendered as cards, the page meta,
 * and the signed-in user's favourites. A failed query is a value (the page shows the search
 * failure message), not an exception.
 */
import type { AppLoadContext } from '@remix-run/node';
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
    return { ok: false, listings: [], totalItems: 0, totalPages: 0, page };
  }
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
 * Signed-in users always query fresh.
 */
export const SEARCH_CACHE_MS = 5_000;
const SEARCH_CACHE_MAX = 500;
const inflight = new Map<string, Promise<ListingsResult>>();
const recent = new Map<string, { at: number; result: ListingsResult }>();

export async function sharedQueryCards(context: AppLoadContext, params: QueryParams, now = Date.now()): Promise<ListingsResult> {
  const key = JSON.stringify(params);
  const hit = recent.get(key);
  if (hit && now - hit.at < SEARCH_CACHE_MS) return hit.result;
  const pending = inflight.get(key);
  if (pending) return pending;
  const run = queryCards(context, params).then((result) => {
    inflight.delete(key);
    if (result.ok) {
      if (recent.size >= SEARCH_CACHE_MAX) recent.delete(recent.keys().next().value as string);
      recent.set(key, { at: Date.now(), result });
    }
    return result;
  });
  inflight.set(key, run);
  return run;
}

/** Forgets shared results (tests, or after a change the visitor must see at once). */
export function clearSharedSearchResults(): void {
  recent.clear();
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
