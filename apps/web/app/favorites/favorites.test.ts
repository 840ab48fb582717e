import { describe, expect, it } from 'vitest';
import type { Entity } from '@variegata/marketplace-client/denormalise';
import { favoriteIdsOf, toggledFavorites } from './favorites';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';

describe('favourites', () => {
  it('reads protectedData.myFavorites, ignoring non-ids and duplicates', () => {
    const user = { id: { uuid: 'u' }, type: 'currentUser', attributes: { profile: { protectedData: { myFavorites: [A, 'x', 3, A, B] } } } } as Entity;
    expect(favoriteIdsOf(user)).toEqual([A, B]);
    expect(favoriteIdsOf({ id: { uuid: 'u' }, type: 'currentUser', attributes: { profile: {} } } as Entity)).toEqual([]);
  });

  it('toggles on (newest first, no duplicate) and off', () => {
    expect(toggledFavorites([A], B, true)).toEqual([B, A]);
    expect(toggledFavorites([A, B], B, true)).toEqual([B, A]);
    expect(toggledFavorites([A, B], A, false)).toEqual([B]);
    expect(toggledFavorites([B], A, false)).toEqual([B]);
  });
});
