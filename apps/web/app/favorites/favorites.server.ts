/**
 * Favourites on the server: the toggle (protectedData.myFavorites through
 * currentUser.updateProfile, spec 2 §7) and the favourites page's listings.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { apiFor, forgetCurrentUser } from '~/server/marketplace.server';
import { queryCards, type ListingsResult } from '~/search/search.server';
import { CARD_QUERY_INCLUDES } from '~/search/search-query';
import { SEARCH_PER_PAGE } from '~/search/search-config';
import { favoriteIdsOf, toggledFavorites } from './favorites';

/** Adds or removes a listing; returns the new list. Other protectedData keys are kept (the API merges top-level keys). */
export async function setFavorite(context: AppLoadContext, user: CurrentUser, listingId: string, favorite: boolean): Promise<string[]> {
  const next = toggledFavorites(favoriteIdsOf(user), listingId, favorite);
  await apiFor(context).currentUser.updateProfile({ protectedData: { myFavorites: next } });
  forgetCurrentUser(context);
  return next;
}

/** One page of the favourites, in the order they were favourited (newest first). */
export async function favoriteListings(context: AppLoadContext, ids: readonly string[], page: number): Promise<ListingsResult> {
  const totalPages = Math.max(1, Math.ceil(ids.length / SEARCH_PER_PAGE));
  const current = Math.min(Math.max(1, page), totalPages);
  const slice = ids.slice((current - 1) * SEARCH_PER_PAGE, current * SEARCH_PER_PAGE);
  if (slice.length === 0) return { ok: true, listings: [], totalItems: 0, totalPages: 0, page: 1 };
  const result = await queryCards(context, { ids: slice, perPage: SEARCH_PER_PAGE, ...CARD_QUERY_INCLUDES });
  if (!result.ok) return result;
  const order = new Map(slice.map((id, i) => [id, i]));
  const listings = [...result.listings].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  // Listings that were deleted or closed drop out of the query; the count follows what can be shown.
  return { ok: true, listings, totalItems: ids.length - slice.length + listings.length, totalPages, page: current };
}
