import flexSdk from 'sharetribe-flex-sdk';
import { describe, expect, it } from 'vitest';
import { listingSchema, ownListingSchema, sparseListingSchema } from './listing-entity';
import { parseList, parseOne, parsePage } from './response-parse';
import { transactionSchema } from './transaction-entity';
import { UnexpectedResponseError } from './unexpected-response-error';
import { userSchema } from './user-entity';

const { UUID, Money, LatLng, BigDecimal } = flexSdk.types;
const LISTING_ID = '1a2b3c4d-0000-4000-8000-000000000001';
const USER_ID = '1a2b3c4d-0000-4000-8000-000000000002';

const userResource = (attributes: Record<string, unknown> = {}) => ({
  id: new UUID(USER_ID),
  type: 'user',
  attributes: {
    banned: false,
    deleted: false,
    createdAt: new Date('2026-01-02T03:04:05Z'),
    profile: { displayName: 'Ann L', abbreviatedName: 'AL', bio: null, publicData: {}, metadata: { username: 'annleaf' } },
    ...attributes,
  },
});

const listingResource = (attributes: Record<string, unknown> = {}) => ({
  id: new UUID(LISTING_ID),
  type: 'listing',
  attributes: {
    title: 'Monstera Thai Constellation',
    description: 'A rooted cutting',
    geolocation: new LatLng(30.2, -97.7),
    createdAt: new Date('2026-01-02T03:04:05Z'),
    price: new Money(5000, 'USD'),
    state: 'published',
    deleted: false,
    publicData: { genus: 'monstera', type: 'sell', isQuickSell: false, somethingNew: { kept: true } },
    metadata: { totalViews: 3 },
    ...attributes,
  },
  relationships: { author: { data: { id: new UUID(USER_ID), type: 'user' } } },
});

const show = (data: unknown, included: unknown[] = []) => ({ status: 200, statusText: 'OK', data: { data, included } });
const thrown = (run: () => unknown): UnexpectedResponseError => {
  try {
    run();
  } catch (error) {
    if (error instanceof UnexpectedResponseError) return error;
    throw error;
  }
  throw new Error('expected an UnexpectedResponseError');
};

describe('parsing a listing', () => {
  it('flattens attributes, resolves the author and turns SDK values into plain ones', () => {
    const listing = parseOne(listingSchema, show(listingResource(), [userResource()]), 'listings.show', 'listing');
    expect(listing).toMatchObject({
      id: LISTING_ID,
      title: 'Monstera Thai Constellation',
      price: { amount: 5000, currency: 'USD' },
      geolocation: { lat: 30.2, lng: -97.7 },
      publicData: { genus: 'monstera', type: 'sell', somethingNew: { kept: true } },
      author: { id: USER_ID, profile: { displayName: 'Ann L', metadata: { username: 'annleaf' } } },
    });
    expect(listing.createdAt).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(listing.price).not.toBeInstanceOf(Money);
    expect('attributes' in listing).toBe(false);
    expect(listing.images).toBeUndefined(); // not included
  });

  it('names the listing, the field path and what was expected', () => {
    const error = thrown(() => parseOne(listingSchema, show(listingResource({ price: { amount: '12', currency: 'USD' } }), [userResource()]), 'listings.show', 'listing'));
    expect(error.message).toBe(`listing ${LISTING_ID}: attributes.price.amount: expected number, got "12"`);
    expect(error.issues).toEqual([{ path: 'attributes.price.amount', expected: 'number', received: '"12"' }]);
  });

  it('names the path into a related resource', () => {
    const author = userResource();
    (author.attributes.profile as Record<string, unknown>)['displayName'] = 42;
    const error = thrown(() => parseOne(listingSchema, show(listingResource(), [author]), 'listings.show', 'listing'));
    expect(error.message).toBe(`listing ${LISTING_ID}: author.attributes.profile.displayName: expected string, got 42`);
  });

  it('checks the known extended data keys and their values', () => {
    const error = thrown(() => parseOne(listingSchema, show(listingResource({ publicData: { plantType: 'cutting' } }), [userResource()]), 'listings.show', 'listing'));
    expect(error.message).toBe(`listing ${LISTING_ID}: attributes.publicData.plantType: expected ("basal-cut" | "node-cut" | "plant" | "pollen" | "seedling" | "tissue-culture"), got "cutting"`);
    const bids = thrown(() => parseOne(listingSchema, show(listingResource({ metadata: { bidHistory: [{ amount: 500, date: '2026-01-01T00:00:00Z', type: 'manual' }] } }), [userResource()]), 'listings.show', 'listing'));
    expect(bids.message).toBe(`listing ${LISTING_ID}: attributes.metadata.bidHistory.0.bidderId: expected a value, got undefined`);
  });

  it('refuses a resource of another type, and counts further issues', () => {
    const error = thrown(() => parseOne(listingSchema, show({ ...listingResource({ title: null }), type: 'ownListing' }), 'listings.show', 'listing'));
    expect(error.message).toBe(`ownListing ${LISTING_ID}: type: expected "listing", got "ownListing" (and 5 more)`);
    expect(error.issues[1]).toEqual({ path: 'attributes.title', expected: 'string', received: 'null' });
    expect(error.issues.map((i) => i.path)).toContain('author.attributes.profile'); // the author was not in `included`
  });

  it('wants private data on an own listing and accepts the Integration API type', () => {
    const own = { ...listingResource({ privateData: { shippingAddressFrom: { city: 'Austin' } } }), type: 'ownListing' };
    expect(parseOne(ownListingSchema, show(own, [userResource()]), 'ownListings.show', 'ownListing').privateData).toEqual({ shippingAddressFrom: { city: 'Austin' } });
    expect(parseOne(ownListingSchema, show({ ...own, type: 'listing' }, [userResource()]), 'listings.show', 'listing').id).toBe(LISTING_ID);
    expect(thrown(() => parseOne(ownListingSchema, show(listingResource(), [userResource()]), 'ownListings.show', 'ownListing')).message).toBe(
      `listing ${LISTING_ID}: attributes.privateData: expected a value, got undefined`,
    );
  });

  it('reads sparse attributes only when they were asked for', () => {
    const sparse = { id: new UUID(LISTING_ID), type: 'listing', attributes: { title: 'Hoya', price: new Money(900, 'USD') } };
    const page = parsePage(sparseListingSchema(['title', 'price']), { data: { data: [sparse], meta: { page: 1, perPage: 1, totalItems: 7, totalPages: 7 } } }, 'listings.query', 'listing');
    expect(page).toEqual({ items: [{ id: LISTING_ID, title: 'Hoya', price: { amount: 900, currency: 'USD' } }], meta: { page: 1, perPage: 1, totalItems: 7, totalPages: 7 } });
    expect(() => parseList(listingSchema, { data: { data: [sparse] } }, 'listings.query', 'listing')).toThrow(`listing ${LISTING_ID}: attributes.description: expected a value, got undefined (and 6 more)`);
  });

  it('shows a deleted listing with blank attributes instead of failing', () => {
    const deleted = { id: new UUID(LISTING_ID), type: 'listing', attributes: { title: null, description: null, geolocation: null, createdAt: null, price: null, state: null, deleted: true, publicData: null, metadata: null } };
    expect(parseOne(listingSchema, show(deleted), 'listings.show', 'listing')).toEqual({
      id: LISTING_ID, title: '', description: null, geolocation: null, createdAt: new Date(0), price: null, state: 'closed', deleted: true, publicData: {}, metadata: {},
    });
  });
});

describe('parsing users', () => {
  it('blanks a banned user the way the API does', () => {
    const banned = userResource({ banned: true, profile: { displayName: null, abbreviatedName: null, bio: null, publicData: null, metadata: null } });
    expect(parseOne(userSchema, show(banned), 'users.show', 'user')).toEqual({
      id: USER_ID, banned: true, deleted: false, createdAt: new Date('2026-01-02T03:04:05Z'),
      profile: { displayName: '', abbreviatedName: '', bio: null, publicData: {}, metadata: {} },
    });
  });

  it('does not blank an active user with a missing name', () => {
    const broken = userResource({ profile: { displayName: null, abbreviatedName: 'AL', bio: null, publicData: {}, metadata: {} } });
    expect(() => parseOne(userSchema, show(broken), 'users.show', 'user')).toThrow(`user ${USER_ID}: attributes.profile.displayName: expected string, got null`);
  });
});

describe('parsing transactions', () => {
  const tx = (lastTransition: string) => ({
    id: new UUID('1a2b3c4d-0000-4000-8000-000000000003'),
    type: 'transaction',
    attributes: {
      processName: 'default-purchase', processVersion: 1, createdAt: new Date(0), lastTransition, lastTransitionedAt: new Date(1000),
      lineItems: [{ code: 'line-item/item', includeFor: ['customer', 'provider'], unitPrice: new Money(2500, 'USD'), lineTotal: new Money(5000, 'USD'), quantity: new BigDecimal('2'), reversal: false }],
      payinTotal: new Money(5000, 'USD'), payoutTotal: new Money(4500, 'USD'), protectedData: {}, metadata: {},
      transitions: [{ transition: lastTransition, createdAt: new Date(1000), by: 'customer' }],
    },
  });

  it('reads prefixed and unprefixed transition names as the process package names them', () => {
    const hosted = parseOne(transactionSchema, show(tx('transition/request-payment')), 'transactions.show', 'transaction');
    expect(hosted.lastTransition).toBe('request-payment');
    expect(hosted.transitions).toEqual([{ transition: 'request-payment', createdAt: new Date(1000), by: 'customer' }]);
    expect(hosted.lineItems[0]).toEqual({
      code: 'line-item/item', includeFor: ['customer', 'provider'], unitPrice: { amount: 2500, currency: 'USD' }, lineTotal: { amount: 5000, currency: 'USD' },
      quantity: 2, percentage: undefined, units: undefined, seats: undefined, reversal: false,
    });
    expect(parseOne(transactionSchema, show(tx('enquire')), 'transactions.show', 'transaction').lastTransition).toBe('enquire');
  });

  it('refuses a transition the purchase process does not have', () => {
    expect(() => parseOne(transactionSchema, show(tx('transition/make-offer')), 'transactions.show', 'transaction')).toThrow(
      'transaction 1a2b3c4d-0000-4000-8000-000000000003: attributes.lastTransition: expected a transition of the purchase process, got "make-offer" (and 1 more)',
    );
  });
});

describe('parsing documents', () => {
  it('wants exactly one resource from a show', () => {
    expect(thrown(() => parseOne(userSchema, show([]), 'users.show', 'user')).message).toBe('users.show response: data: expected exactly one user, got 0');
    expect(thrown(() => parseOne(userSchema, { data: 'Not Found' }, 'users.show', 'user')).message).toBe('users.show response: (whole value): expected Object, got "Not Found"');
  });

  it('wants pagination on a query', () => {
    expect(thrown(() => parsePage(userSchema, { data: { data: [] } }, 'users.query', 'user')).message).toBe('users.query response: meta: expected Object, got undefined');
    expect(thrown(() => parsePage(userSchema, { data: { data: [], meta: { page: 1, perPage: 10, totalItems: '3', totalPages: 1 } } }, 'users.query', 'user')).message).toBe(
      'users.query response: meta.totalItems: expected number, got "3"',
    );
  });
});
