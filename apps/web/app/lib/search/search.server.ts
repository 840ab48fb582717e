/**
 * The search page's data: one listings.query (spec 2 §7) rendered as cards, the page meta,
 * and the signed-in user's favourites. A failed query is a value (the page shows the search
 * failure message), not an exception.
 */
import type { AppLoadContext } from '@remix-run/node';
import { denormalise } from '@variegata/marketplace-client/denormalise';
import { currentUser, sdkFor } from '../marketplace.server';
import { favoriteIdsOf } from '../favorites/favorites';
import { toCardData, type CardData } from './listing-card';
import { SEARCH_PER_PAGE } from './search-config';
import { searchQueryParams, type QueryParams } from './search-query';
import type { SearchState } from './search-state';

export type ListingsResult =
  | { readonly ok: true; readonly listings: CardData[]; readonly totalItems: number; readonly totalPages: number; readonly page: number }
  | { readonly ok: false; readonly listings: CardData[]; readonly totalItems: 0; readonly totalPages: 0; readonly page: number };

type Obj = Record<string, unknown>;

/** Runs a listings.query for cards; failures (network, 4xx, 5xx) come back as `ok: false`. */
export async function queryCards(context: AppLoadContext, params: QueryParams): Promise<ListingsResult> {
  const page = typeof params['page'] === 'number' ? params['page'] : 1;
  try {
    const response = await sdkFor(context).listings.query(params);
    const body = response.data as { data: unknown; included?: unknown; meta?: Obj };
    const listings = denormalise(body.data as never, (body.included ?? []) as never).map(toCardData);
    const meta = body.meta ?? {};
    const totalItems = typeof meta['totalItems'] === 'number' ? meta['totalItems'] : listings.length;
    const perPage = typeof meta['perPage'] === 'number' ? meta['perPage'] : SEARCH_PER_PAGE;
    const totalPages = typeof meta['totalPages'] === 'number' ? meta['totalPages'] : Math.ceil(totalItems / perPage);
    return { ok: true, listings, totalItems, totalPages, page };
  } catch (error) {
    const status = (error as { status?: number }).status;
    console.error(`[search] listings.query failed${status ? ` (${status})` : ''}:`, (error as Error).message);
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

export async function loadSearch(context: AppLoadContext, state: SearchState) {
  const [result, favorites] = await Promise.all([queryCards(context, searchQueryParams(state)), viewerFavorites(context)]);
  return { result, favorites };
}
