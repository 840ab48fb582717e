import { describe, expect, it } from 'vitest';
import { reviewEntity, userEntity } from '../../test/support/entities';
import { monthYear, toProfileUser, toReviewView, truncate } from './profile-view';

const user = (fields: Parameters<typeof userEntity>[0]) =>
  userEntity({ id: 'u1', createdAt: new Date(Date.UTC(2025, 2, 4)), profile: { displayName: 'Petra P', bio: 'b', metadata: { username: 'petraplants', verified: true } }, ...fields });

describe('profile view', () => {
  it('cuts text at the limit with an ellipsis, leaves short text alone', () => {
    expect(truncate('a'.repeat(150), 150)).toBe('a'.repeat(150));
    expect(truncate('a'.repeat(151), 150)).toBe(`${'a'.repeat(150)}…`);
  });

  it('shows dates as month and year', () => {
    expect(monthYear(new Date(Date.UTC(2026, 10, 21)))).toBe('November 2026');
  });

  it('shows deleted and banned users as such, without their profile', () => {
    expect(toProfileUser(user({ deleted: true }))).toMatchObject({ status: 'deleted', name: 'Deleted user', username: null, avatarUrl: null, bio: null });
    expect(toProfileUser(user({ banned: true }))).toMatchObject({ status: 'banned', name: 'Banned user', verified: false });
    expect(toProfileUser(user({}))).toMatchObject({ status: 'active', name: 'Petra P', username: 'petraplants', verified: true, memberSince: 'March 2025' });
  });

  it('cuts the bio at 170 characters', () => {
    const p = toProfileUser(user({ profile: { displayName: 'X', bio: 'b'.repeat(200), metadata: {} } }));
    expect(p.bio).toBe(`${'b'.repeat(170)}…`);
  });

  it('cuts review text at 150 and names a deleted author "Deleted user"', () => {
    const review = reviewEntity({
      id: 'r1',
      content: 'x'.repeat(160),
      rating: 4,
      createdAt: new Date(Date.UTC(2026, 0, 2)),
      // A deleted user comes back blanked (empty names, no metadata).
      author: userEntity({ id: 'a', deleted: true, profile: { displayName: '', abbreviatedName: '' } }),
    });
    const view = toReviewView(review);
    expect(view.text).toBe(`${'x'.repeat(150)}…`);
    expect(view.date).toBe('January 2026');
    expect(view.author).toEqual({ name: 'Deleted user', status: 'deleted', avatarUrl: null });
    expect(view.rating).toBe(4);
  });
});
