/**
 * The profile page's data (spec 2 §2 "Favorites and profiles"): the user by username (or by
 * id for /shop/{username}/{id}), their listings as cards and their public reviews as a
 * provider (from buyers) and as a customer (from sellers).
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import type { User } from '@variegata/marketplace-client/user-entity';
import { integration, publicApiFor } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { AVATAR_IMAGE_FIELDS } from '~/shell/avatar';
import { isListingId } from '~/favorites/favorites';
import { queryCards, type ListingsResult } from '~/search/search.server';
import { CARD_QUERY_INCLUDES } from '~/search/search-query';
import { toProfileUser, toReviewView, type ProfileUser, type ReviewView } from './profile-view';

export const PROFILE_LISTINGS_PER_PAGE = 24;
export const AVATAR_FIELDS = { 'fields.image': AVATAR_IMAGE_FIELDS };

/** username -> user id, remembered for the process (usernames rarely change; a miss re-scans). */
const usernameIds = new Map<string, string>();

/**
 * Finds a user id by metadata username. The Marketplace API has no username lookup, so this
 * pages through the Integration API's users.query (100 per page) until it finds the name.
 */
export async function userIdByUsername(username: string): Promise<string | null> {
  const key = username.toLowerCase();
  const known = usernameIds.get(key);
  if (known) return known;
  const operator = integration();
  for (let page = 1; page <= 1000; page += 1) {
    const { items, meta } = await operator.users.query({ page, perPage: 100 });
    for (const u of items) {
      const name = u.profile.metadata.username;
      if (name !== undefined) usernameIds.set(name.toLowerCase(), u.id);
    }
    const found = usernameIds.get(key);
    if (found) return found;
    if (page >= meta.totalPages) return null;
  }
  return null;
}

export function forgetUsername(username: string): void {
  usernameIds.delete(username.toLowerCase());
}

async function reviewsOf(context: AppLoadContext, userId: string, type: 'ofProvider' | 'ofCustomer'): Promise<ReviewView[] | null> {
  try {
    const { items } = await (await publicApiFor(context)).reviews.query({
      subjectId: userId, type, state: 'public', include: ['author', 'author.profileImage'], perPage: 50, ...AVATAR_FIELDS,
    });
    return items.map(toReviewView);
  } catch (error) {
    logUnexpectedResponse('profile reviews', error);
    return null; // the page shows the reviews error message
  }
}

export interface ProfileData {
  readonly user: ProfileUser;
  readonly listings: ListingsResult | null;
  readonly reviewsFromBuyers: ReviewView[] | null;
  readonly reviewsFromSellers: ReviewView[] | null;
}

/** The profile, or null when there is no such user. */
export async function loadProfile(context: AppLoadContext, username: string, id: string | undefined, page: number): Promise<ProfileData | null> {
  const userId = id && isListingId(id) ? id : await userIdByUsername(username);
  if (!userId) return null;
  let entity: User;
  try {
    entity = await (await publicApiFor(context)).users.show({ id: userId, include: ['profileImage'], ...AVATAR_FIELDS });
  } catch (error) {
    if (apiStatus(error) === 404) {
      forgetUsername(username);
      return null;
    }
    logUnexpectedResponse('profile', error);
    throw error;
  }
  const user = toProfileUser(entity);
  if (user.status !== 'active') return { user, listings: null, reviewsFromBuyers: [], reviewsFromSellers: [] };
  const [listings, reviewsFromBuyers, reviewsFromSellers] = await Promise.all([
    queryCards(context, { authorId: userId, pub_isPrivate: false, page, perPage: PROFILE_LISTINGS_PER_PAGE, sort: 'createdAt', ...CARD_QUERY_INCLUDES }),
    reviewsOf(context, userId, 'ofProvider'),
    reviewsOf(context, userId, 'ofCustomer'),
  ]);
  return { user, listings, reviewsFromBuyers, reviewsFromSellers };
}
