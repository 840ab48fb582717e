/**
 * Typed marketplace entities for unit tests of view models, as the facades of
 * @variegata/marketplace-client return them: every required field filled with a plain default,
 * the fields a test is about given as overrides (type-checked, so a builder cannot drift from the
 * entity types).
 */
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import type { Image, ImageVariant } from '@variegata/marketplace-client/image-entity';
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import type { Review } from '@variegata/marketplace-client/review-entity';
import type { Stock } from '@variegata/marketplace-client/stock-entity';
import type { User } from '@variegata/marketplace-client/user-entity';

export const LISTING_ID = '11111111-1111-4111-8111-111111111111';
export const USER_ID = '22222222-2222-4222-8222-222222222222';
const CREATED = new Date(Date.UTC(2025, 0, 1));

export function listingEntity(overrides: Partial<Listing> = {}): Listing {
  return {
    id: LISTING_ID,
    title: 'A listing',
    description: null,
    geolocation: null,
    createdAt: CREATED,
    price: null,
    state: 'published',
    deleted: false,
    publicData: {},
    metadata: {},
    ...overrides,
  };
}

type ProfileOverrides<P> = Partial<Omit<P, 'metadata'>> & { metadata?: Partial<User['profile']['metadata']> };

export function userEntity(overrides: Partial<Omit<User, 'profile'>> & { profile?: ProfileOverrides<User['profile']> } = {}): User {
  const { profile, ...rest } = overrides;
  return {
    id: USER_ID,
    banned: false,
    deleted: false,
    createdAt: CREATED,
    ...rest,
    profile: { displayName: 'Petra P', abbreviatedName: 'PP', bio: null, publicData: {}, ...profile, metadata: { ...profile?.metadata } },
  };
}

export function currentUserEntity(overrides: Partial<Omit<CurrentUser, 'profile'>> & { profile?: Partial<CurrentUser['profile']> } = {}): CurrentUser {
  const { profile, ...rest } = overrides;
  return {
    id: USER_ID,
    banned: false,
    deleted: false,
    createdAt: CREATED,
    email: 'petra@variegata.test',
    emailVerified: true,
    pendingEmail: null,
    stripeConnected: false,
    ...rest,
    profile: {
      firstName: 'Petra',
      lastName: 'Plants',
      displayName: 'Petra P',
      abbreviatedName: 'PP',
      bio: null,
      publicData: {},
      protectedData: {},
      privateData: {},
      metadata: {},
      ...profile,
    },
  };
}

export function reviewEntity(overrides: Partial<Review> = {}): Review {
  return { id: '33333333-3333-4333-8333-333333333333', type: 'ofProvider', state: 'public', rating: 5, content: 'Lovely plant.', createdAt: CREATED, deleted: false, ...overrides };
}

/** An image with the given variants (`{ 'listing-card': { url, width, height } }`); names are filled in. */
export function imageEntity(variants: Record<string, Omit<ImageVariant, 'name'>>, id = '44444444-4444-4444-8444-444444444444'): Image {
  return { id, variants: Object.fromEntries(Object.entries(variants).map(([name, v]) => [name, { name, ...v }])) };
}

export function stockEntity(quantity: number): Stock {
  return { id: '55555555-5555-4555-8555-555555555555', quantity };
}
