import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allListings, CSRF, makeContext, request, searchable, seededTwin, signedInContext, type ListingRow, type SeededTwin } from './harness';

let env: SeededTwin;
let rows: Map<string, ListingRow>;
let favorites: typeof import('~/routes/favorites');
let profile: typeof import('~/routes/shop.$username.($id)');
let search: typeof import('~/routes/marketplace.($pub_genus).($pub_species)');

const BUYER = 'buyer.one@variegata.test';

beforeAll(async () => {
  env = await seededTwin();
  rows = allListings(env.twin);
  favorites = await import('~/routes/favorites');
  profile = await import('~/routes/shop.$username.($id)');
  search = await import('~/routes/marketplace.($pub_genus).($pub_species)');
});
afterAll(async () => {
  await env.twin.close();
});

const userId = (email: string) => env.seed.users.find((u) => u.email === email)!.id;

function favoriteForm(fields: Record<string, string>): Request {
  return request('/favorites', { method: 'POST', body: new URLSearchParams({ _csrf: CSRF, ...fields }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
  throw new Error('expected a thrown response');
}

function storedFavorites(email: string): unknown {
  const row = env.twin.app.db.prepare('SELECT protected_data FROM users WHERE email = ?').get(email) as { protected_data: string };
  return (JSON.parse(row.protected_data) as { myFavorites?: unknown }).myFavorites;
}

describe('favourites', () => {
  it('sends visitors who press the heart to log in, returning to the page they were on', async () => {
    const listing = [...rows.values()][0]!;
    const res = await thrown(() => favorites.action({ request: favoriteForm({ listingId: listing.id, intent: 'add', returnTo: '/marketplace/hoya?page=2' }), params: {}, context: makeContext() }));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/login?from=${encodeURIComponent('/marketplace/hoya?page=2')}`);
  });

  it('the favourites page needs a login', async () => {
    const res = await thrown(() => favorites.loader({ request: request('/favorites'), params: {}, context: makeContext() }));
    expect(res.headers.get('Location')).toBe(`/login?from=${encodeURIComponent('/favorites')}`);
  });

  it('refuses a toggle without the CSRF token', async () => {
    const context = await signedInContext(BUYER);
    const body = new URLSearchParams({ listingId: randomUUID(), intent: 'add' });
    const res = await thrown(() => favorites.action({ request: request('/favorites', { method: 'POST', body }), params: {}, context }));
    expect(res.status).toBe(403);
  });

  it('adds and removes favourites in protectedData.myFavorites and lists them on /favorites, newest first', async () => {
    const [first, second] = [...rows.values()].filter(searchable);
    const context = await signedInContext(BUYER);
    const added = await favorites.action({ request: favoriteForm({ listingId: first!.id, intent: 'add', _fetch: '1' }), params: {}, context });
    expect(added).toMatchObject({ favorite: true, favorites: [first!.id] });
    // without JavaScript the browser goes back where it was
    const back = await thrown(() => favorites.action({ request: favoriteForm({ listingId: second!.id, intent: 'add', returnTo: '/marketplace' }), params: {}, context: makeContext(context.jar) }));
    expect(back.headers.get('Location')).toBe('/marketplace');
    expect(storedFavorites(BUYER)).toEqual([second!.id, first!.id]);

    const page = await favorites.loader({ request: request('/favorites'), params: {}, context: makeContext(context.jar) });
    expect(page.result.listings.map((l) => l.id)).toEqual([second!.id, first!.id]);
    expect(page.favorites).toEqual([second!.id, first!.id]);

    // search results mark the favourites of a signed-in user
    const found = await search.loader({ request: request(`/marketplace?keywords=${encodeURIComponent(first!.title)}`), params: {}, context: makeContext(context.jar) });
    expect(found.favorites).toContain(first!.id);

    await favorites.action({ request: favoriteForm({ listingId: second!.id, intent: 'remove', _fetch: '1' }), params: {}, context: makeContext(context.jar) });
    expect(storedFavorites(BUYER)).toEqual([first!.id]);
    const after = await favorites.loader({ request: request('/favorites'), params: {}, context: makeContext(context.jar) });
    expect(after.result.listings.map((l) => l.id)).toEqual([first!.id]);
  });

  it('rejects a malformed toggle', async () => {
    const context = await signedInContext(BUYER);
    const res = await thrown(() => favorites.action({ request: favoriteForm({ listingId: 'nope', intent: 'add' }), params: {}, context }));
    expect(res.status).toBe(400);
  });
});

describe('profile pages', () => {
  const SELLER = 'premium.seller@variegata.test';

  beforeAll(() => {
    const seller = userId(SELLER);
    const buyer = userId(BUYER);
    const otherSeller = userId('free.seller@variegata.test');
    const listing = [...rows.values()].find((l) => l.authorId === seller)!;
    const insert = env.twin.app.db.prepare(
      'INSERT INTO reviews (id, transaction_id, listing_id, author_id, subject_id, type, state, rating, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run(randomUUID(), randomUUID(), listing.id, buyer, seller, 'ofProvider', 'public', 5, `Beautiful plant, packed with care. ${'Great '.repeat(30)}`, Date.UTC(2026, 9, 3));
    insert.run(randomUUID(), randomUUID(), listing.id, buyer, seller, 'ofProvider', 'pending', 1, 'Not yet public', Date.UTC(2026, 9, 4));
    insert.run(randomUUID(), randomUUID(), listing.id, otherSeller, seller, 'ofCustomer', 'public', 4, 'Paid at once, great buyer.', Date.UTC(2026, 7, 20));
  });

  it('shows the user found by username with only their listings', async () => {
    const data = await profile.loader({ request: request('/shop/petraplants'), params: { username: 'petraplants' }, context: makeContext() });
    const seller = userId(SELLER);
    expect(data.user).toMatchObject({ id: seller, status: 'active', username: 'petraplants', verified: true });
    const own = [...rows.values()].filter((l) => l.authorId === seller && l.state === 'published' && l.publicData['isPrivate'] === false);
    expect(data.listings!.totalItems).toBe(own.length);
    for (const l of data.listings!.listings) expect(rows.get(l.id)!.authorId).toBe(seller);
  });

  it('shows public reviews from buyers and from sellers, text cut at 150, date as month and year', async () => {
    const data = await profile.loader({ request: request('/shop/petraplants'), params: { username: 'petraplants' }, context: makeContext() });
    const count = (type: string) =>
      (env.twin.app.db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE subject_id = ? AND type = ? AND state = 'public'").get(userId(SELLER), type) as { n: number }).n;
    expect(data.reviewsFromBuyers).toHaveLength(count('ofProvider'));
    expect(data.reviewsFromSellers).toHaveLength(count('ofCustomer'));
    expect(data.reviewsFromBuyers!.some((r) => r.text === 'Not yet public')).toBe(false);
    const long = data.reviewsFromBuyers!.find((r) => r.text.startsWith('Beautiful plant, packed with care.'))!;
    expect(long.text.length).toBe(151);
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.date).toBe('October 2026');
    expect(data.reviewsFromSellers).toContainEqual(expect.objectContaining({ text: 'Paid at once, great buyer.', date: 'August 2026', rating: 4 }));
    for (const r of [...data.reviewsFromBuyers!, ...data.reviewsFromSellers!]) expect(Array.from(r.text).length).toBeLessThanOrEqual(151);
  });

  it('finds the user by id on /shop/{username}/{id}', async () => {
    const id = userId('starter.seller@variegata.test');
    const data = await profile.loader({ request: request(`/shop/whatever/${id}`), params: { username: 'whatever', id }, context: makeContext() });
    expect(data.user.username).toBe('stellasprouts');
  });

  it('answers 404 for an unknown username', async () => {
    const res = await thrown(() => profile.loader({ request: request('/shop/nobody-here'), params: { username: 'nobody-here' }, context: makeContext() }));
    expect(res.status).toBe(404);
  });

  it('shows banned and deleted users as such, without listings or reviews', async () => {
    const banned = userId('intl.two@variegata.test');
    env.twin.app.db.prepare('UPDATE users SET banned = 1 WHERE id = ?').run(banned);
    const b = await profile.loader({ request: request('/shop/noksiam'), params: { username: 'noksiam' }, context: makeContext() });
    expect(b.user).toMatchObject({ status: 'banned', name: 'Banned user', avatarUrl: null });
    expect(b.listings).toBeNull();

    const deleted = userId('starter.two@variegata.test');
    env.twin.app.db.prepare('UPDATE users SET deleted = 1 WHERE id = ?').run(deleted);
    const d = await profile.loader({ request: request(`/shop/sagesprout/${deleted}`), params: { username: 'sagesprout', id: deleted }, context: makeContext() });
    expect(d.user).toMatchObject({ status: 'deleted', name: 'Deleted user' });
  });
});

describe('home page listing sections', () => {
  it('fall back to the default sections (content service unreachable): 10 each, stock at least 1, not private', async () => {
    const { loadHomeListings, contentListingSections } = await import('~/home/home-listings.server');
    expect(await contentListingSections()).toBeNull();
    const data = await loadHomeListings(makeContext());
    expect(data.sections.map((s) => s.title)).toEqual(['Auctions ending soon', 'Fresh arrivals', 'From verified sellers']);
    for (const section of data.sections) {
      expect(section.result.listings.length).toBe(10);
      for (const card of section.result.listings) {
        const row = rows.get(card.id)!;
        expect(row.stock).toBeGreaterThanOrEqual(1);
        expect(row.publicData['isPrivate']).toBe(false);
      }
    }
    for (const card of data.sections[0]!.result.listings) expect(rows.get(card.id)!.publicData['type']).toBe('auction');
  });

  it('use the content service sections in their positions', async () => {
    const { loadHomeListings } = await import('~/home/home-listings.server');
    const data = await loadHomeListings(makeContext(), [
      { title: 'Hoyas', position: 4, query: 'pub_genus=hoya' },
      { title: 'Cheap plants', position: 1, query: 'sort=-price' },
    ]);
    expect(data.sections.map((s) => s.title)).toEqual(['Cheap plants', 'Hoyas']);
    for (const card of data.sections[1]!.result.listings) expect(rows.get(card.id)!.publicData['genus']).toBe('hoya');
    expect(data.sections[1]!.href).toBe('/marketplace/hoya');
  });
});
