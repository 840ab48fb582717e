/**
 * Favourites (spec 2 §4 "Favorites toggle on and off", spec 1 §3): the current user's
 * protectedData.myFavorites, a list of listing ids. Pure helpers shared by the server and the
 * favourite button.
 */
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';

export const FAVORITES_PATH = '/favorites';
/** The Marketplace API's ids limit for listings.query. */
export const MAX_FAVORITES_QUERY = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isListingId(value: string): boolean {
  return UUID.test(value);
}

/** The ids in protectedData.myFavorites (listing ids only, deduplicated, order kept). */
export function favoriteIdsOf(user: Pick<CurrentUser, 'profile'>): string[] {
  return [...new Set((user.profile.protectedData.myFavorites ?? []).filter(isListingId))];
}

/** The list after favouriting (newest first) or unfavouriting a listing. */
export function toggledFavorites(current: readonly string[], listingId: string, favorite: boolean): string[] {
  const rest = current.filter((id) => id !== listingId);
  return favorite ? [listingId, ...rest] : rest;
}
