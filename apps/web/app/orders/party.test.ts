import { describe, expect, it } from 'vitest';
import type { User } from '@variegata/marketplace-client/user-entity';
import { partyView } from './party';

const user = (over: Partial<User> = {}): User => ({
  id: 'u1',
  banned: false,
  deleted: false,
  createdAt: new Date(0),
  profile: { displayName: 'Petra P', abbreviatedName: 'PP', bio: null, publicData: {}, metadata: { username: 'petraplants' } },
  profileImage: { id: 'i1', variants: { 'square-small': { name: 'square-small', width: 240, height: 240, url: 'http://img.test/s.jpg' }, 'square-small2x': { name: 'square-small2x', width: 480, height: 480, url: 'http://img.test/s2.jpg' } } },
  ...over,
});

describe('a party of an order', () => {
  it('an active user: name, picture and their shop', () => {
    expect(partyView(user())).toEqual({ id: 'u1', name: 'Petra P', status: 'active', removed: false, avatarUrl: 'http://img.test/s2.jpg', profileHref: '/shop/petraplants' });
  });

  it('deleted and banned users are named as such, without picture, link or messaging', () => {
    expect(partyView(user({ deleted: true }))).toEqual({ id: 'u1', name: 'Deleted user', status: 'deleted', removed: true, avatarUrl: null, profileHref: null });
    expect(partyView(user({ banned: true }))).toMatchObject({ name: 'Banned user', status: 'banned', removed: true, profileHref: null });
    expect(partyView(undefined)).toMatchObject({ id: null, name: 'Deleted user', removed: true });
  });

  it('without a username there is no shop link; without a name the username stands in', () => {
    expect(partyView(user({ profile: { displayName: 'Ann', abbreviatedName: 'A', bio: null, publicData: {}, metadata: {} } })).profileHref).toBeNull();
    expect(partyView(user({ profile: { displayName: '', abbreviatedName: '', bio: null, publicData: {}, metadata: { username: 'fern' } } })).name).toBe('fern');
  });
});
