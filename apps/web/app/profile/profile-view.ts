/**
 * How a profile page shows a user and their reviews (spec 1 §3, spec 2 §3 and §9): deleted or
 * banned users as "Deleted user"/"Banned user" with a placeholder avatar, review text cut at
 * 150 characters, review dates as month and year.
 */
import type { Entity } from '@variegata/marketplace-client/denormalise';

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

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

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
  return d.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function userStatus(user: Entity | null | undefined): UserStatus {
  if (!user) return 'deleted';
  if (user.attributes['deleted'] === true) return 'deleted';
  if (user.attributes['banned'] === true) return 'banned';
  return 'active';
}

const STATUS_NAME = { deleted: 'Deleted user', banned: 'Banned user' } as const;

function avatarUrl(user: Entity): string | null {
  const variants = obj(obj(obj(user['profileImage']).attributes)['variants']);
  return str(obj(variants['square-small2x'])['url']) || str(obj(variants['square-small'])['url']) || null;
}

export function displayName(user: Entity | null | undefined): string {
  const status = userStatus(user);
  if (status !== 'active') return STATUS_NAME[status];
  const profile = obj(user!.attributes['profile']);
  return str(profile['displayName']) || str(obj(profile['metadata'])['username']) || 'Plant lover';
}

export function toProfileUser(user: Entity): ProfileUser {
  const status = userStatus(user);
  const profile = obj(user.attributes['profile']);
  const metadata = obj(profile['metadata']);
  const active = status === 'active';
  const createdAt = user.attributes['createdAt'];
  const bio = active ? str(profile['bio']) : '';
  return {
    id: user.id.uuid,
    status,
    name: displayName(user),
    username: active ? str(metadata['username']) || null : null,
    bio: bio ? truncate(bio, BIO_LIMIT) : null,
    avatarUrl: active ? avatarUrl(user) : null,
    verified: active && metadata['verified'] === true,
    memberSince: active && createdAt ? monthYear(createdAt as Date) : null,
  };
}

export function toReviewView(review: Entity): ReviewView {
  const a = review.attributes;
  const author = (review['author'] as Entity | null | undefined) ?? null;
  const status = userStatus(author);
  const rating = typeof a['rating'] === 'number' ? a['rating'] : null;
  return {
    id: review.id.uuid,
    rating,
    text: truncate(str(a['content']), REVIEW_TEXT_LIMIT),
    date: a['createdAt'] ? monthYear(a['createdAt'] as Date) : '',
    author: { name: displayName(author), status, avatarUrl: author && status === 'active' ? avatarUrl(author) : null },
  };
}

/** The reviews load failure message (spec 2 §8; the text is not given there). */
export const REVIEWS_ERROR = 'Reviews could not be loaded. Please refresh the page.';
