/**
 * Usernames (spec 1 §5, §7): a username lives in the user's metadata (`metadata.username`, written
 * only through the Integration SDK, readable by everyone). "Unused" means no marketplace user holds
 * it (compared case-insensitively); when a forum is configured the forum must not know it either
 * (Discourse's public `/u/check_username.json`). Without a forum the marketplace's own usernames
 * decide, as the issue asks.
 */
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { apiStatus } from '@variegata/marketplace-client/errors';
import type { Page } from '@variegata/marketplace-client/response-parse';
import { serverEnv } from '~/server/env.server';
import { integration } from '~/server/marketplace.server';

export interface UsernameOwner {
  id: string;
  username: string;
  displayName: string;
  banned: boolean;
  deleted: boolean;
}

const PAGE_SIZE = 100;

/**
 * The marketplace user holding `username`, or null. Asks with a `meta_username` filter (honoured by
 * marketplaces whose user search schema has it) and checks every returned user itself, paging on,
 * so the answer is right whether or not the API filtered.
 */
export async function findUserByUsername(username: string): Promise<UsernameOwner | null> {
  const wanted = username.trim().toLowerCase();
  if (wanted === '') return null;
  const operator = integration();
  let filtered = true;
  for (let page = 1; ; page += 1) {
    let response: Page<CurrentUser>;
    try {
      response = await operator.users.query({ ...(filtered ? { meta_username: username.trim() } : {}), page, perPage: PAGE_SIZE });
    } catch (error) {
      // A marketplace without `username` in its user search schema refuses the filter: page through all users.
      if (!filtered || apiStatus(error) !== 400) throw error;
      filtered = false;
      page = 0;
      continue;
    }
    const users = response.items;
    const match = users.find((user) => user.profile.metadata.username?.toLowerCase() === wanted);
    if (match) {
      return {
        id: match.id,
        username: match.profile.metadata.username ?? username,
        displayName: match.profile.displayName,
        banned: match.banned,
        deleted: match.deleted,
      };
    }
    if (users.length < PAGE_SIZE || page >= response.meta.totalPages) return null;
  }
}

/** Whether the forum knows the username (null when no forum is configured or it cannot answer). */
async function forumHasUsername(username: string): Promise<boolean | null> {
  const env = serverEnv();
  if (!env.DISCOURSE_URL) return null;
  try {
    const url = new URL('/u/check_username.json', env.DISCOURSE_URL);
    url.searchParams.set('username', username);
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { available?: boolean };
    return body.available === false;
  } catch {
    return null;
  }
}

/** True when nobody (other than `exceptUserId`) uses the username in the marketplace or the forum. */
export async function isUsernameUnused(username: string, exceptUserId?: string): Promise<boolean> {
  const [owner, onForum] = await Promise.all([findUserByUsername(username), forumHasUsername(username)]);
  if (owner && owner.id !== exceptUserId) return false;
  return onForum !== true || (owner !== null && owner.id === exceptUserId);
}

/** Writes the username into the user's metadata (Integration SDK: metadata is operator-only). */
export async function setUsername(userId: string, username: string): Promise<void> {
  await integration().users.updateProfile({ id: userId, metadata: { username } });
}
