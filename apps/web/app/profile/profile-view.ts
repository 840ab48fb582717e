/**
 * How a profile page shows a user and their reviews (spec 1 §3, spec 2 §3 and §9): deleted or
 * banned users as "Deleted user"/"Banned user" with a placeholder avatar, review text cut at
 * 150 characters, review dates as month and year.
 */
import type { Review } from '@variegata/marketplace-client/review-entity';
import type { User } from '@variegata/marketplace-client/user-entity';
import { avatarUrl } from '~/shell/avatar';
import { formatUtcDate } from '~/shell/display-format';

export const REVIEW_TEXT_LIMIT = 150;
export const BIO_LIMIT = 170;

export type UserStatus = 'active' | 'deleted' | 'banned';

export interface ProfileUser {
  readonly id: string;
  readonly status: UserStatus;
  readonly name: string;
  readonly username: string | null;
  readonly bio: string | null;
  readonly avatarUrl: string | null;
  readonly verified: boolean;
  readonly memberSince: string | null;
}

export interface ReviewView {
  readonly id: string;
  readonly rating: number | null;
  readonly text: string;
  readonly date: string;
  readonly author: { readonly name: string; readonly status: UserStatus; readonly avatarUrl: string | null };
}

/** Cuts text to `limit` characters (whole code points), adding an ellipsis when cut. */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= limit) return chars.join('');
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/** "November 2026" (UTC, English). */
export function monthYear(date: Date | string | number): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return formatUtcDate(d, 'monthYear');
}

export function userStatus(user: Pick<User, 'deleted' | 'banned'> | null | undefined): UserStatus {
  if (!user) return 'deleted';
  if (user.deleted) return 'deleted';
  if (user.banned) return 'banned';
  return 'active';
}

const STATUS_NAME = { deleted: 'Deleted user', banned: 'Banned user' } as const;

export function displayName(user: User | null | undefined): string {
  const status = userStatus(user);
  if (!user || status !== 'active') return STATUS_NAME[status === 'banned' ? 'banned' : 'deleted'];
  return user.profile.displayName || user.profile.metadata.username || 'Plant lover';
}

export function toProfileUser(user: User): ProfileUser {
  const status = userStatus(user);
  const { metadata } = user.profile;
  const active = status === 'active';
  const bio = active ? (user.profile.bio ?? '') : '';
  return {
    id: user.id,
    status,
    name: displayName(user),
    username: active ? metadata.username || null : null,
    bio: bio ? truncate(bio, BIO_LIMIT) : null,
    avatarUrl: active ? avatarUrl(user) : null,
    verified: active && metadata.verified === true,
    memberSince: active ? monthYear(user.createdAt) : null,
  };
}

export function toReviewView(review: Review): ReviewView {
  const author = review.author ?? null;
  const status = userStatus(author);
  return {
    id: review.id,
    rating: review.rating,
    text: truncate(review.content, REVIEW_TEXT_LIMIT),
    // A deleted review comes back without its date (blanked to the epoch by the parse).
    date: review.deleted ? '' : monthYear(review.createdAt),
    author: { name: displayName(author), status, avatarUrl: author && status === 'active' ? avatarUrl(author) : null },
  };
}

/** The reviews load failure message (spec 2 §8; the text is not given there). */
export const REVIEWS_ERROR = 'Reviews could not be loaded. Please refresh the page.';
