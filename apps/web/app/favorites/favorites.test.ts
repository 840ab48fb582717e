import { describe, expect, it } from 'vitest';
import { currentUserEntity } from '../../test/support/entities';
import { favoriteIdsOf, toggledFavorites } from './favorites';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';

describe('favourites', () => {
  it('reads protectedData.myFavorites, ignoring non-ids and duplicates', () => {
    // Non-strings never get this far: the current user's parse refuses them (marketplace-client).
    const user = currentUserEntity({ profile: { protectedData: { myFavorites: [A, 'x', A, B] } } });
    expect(favoriteIdsOf(user)).toEqual([A, B]);
    expect(favoriteIdsOf(currentUserEntity())).toEqual([]);
  });

  it('toggles on (newest first, no duplicate) and off', () => {
    expect(toggledFavorites([A], B, true)).toEqual([B, A]);
    expect(toggledFavorites([A, B], B, true)).toEqual([B, A]);
    expect(toggledFavorites([A, B], A, false)).toEqual([B]);
    expect(toggledFavorites([B], A, false)).toEqual([B]);
  });
});
