import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSharedSearchResults } from '~/search/search.server';
import { AUCTIONS_PATH, VERIFIED_SELLERS_PATH } from '~/shell/config';
import { allListings, makeContext, request, searchable, seededTwin, type ListingRow, type SeededTwin } from './harness';

let env: SeededTwin;
let rows: Map<string, ListingRow>;
let loader: typeof import('~/routes/marketplace.($pub_genus).($pub_species)').loader;

beforeAll(async () => {
  env = await seededTwin();
  rows = allListings(env.twin);
  ({ loader } = await import('~/routes/marketplace.($pub_genus).($pub_species)'));
});
afterAll(async () => {
  await env.twin.close();
});

type Data = Awaited<ReturnType<typeof loader>>;

async function search(path: string): Promise<Data> {
  const url = new URL(`http://x${path}`);
  const [, , genus, species] = url.pathname.split('/');
  const params: Record<string, string> = {};
  if (genus) params['pub_genus'] = decodeURIComponent(genus);
  if (species) params['pub_species'] = decodeURIComponent(species);
  return loader({ request: request(path), params, context: makeContext() });
}

async function redirectOf(path: string, params: Record<string, string> = {}): Promise<string> {
  try {
    await loader({ request: request(path), params, context: makeContext() });
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) return thrown.headers.get('Location')!;
    throw thrown;
  }
  throw new Error(`${path} did not redirect`);
}

/** The status of a response the loader throws (a page it does not answer). */
async function statusOf(path: string): Promise<number> {
  try {
    await search(path);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  return 200;
}

const rowsOf = (data: Data) => data.result.listings.map((l) => rows.get(l.id)!);
const expected = (pred: (l: ListingRow) => boolean) => [...rows.values()].filter((l) => searchable(l) && pred(l));
const pd = (l: ListingRow, key: string) => l.publicData[key];
const num = (v: unknown) => (typeof v === 'number' ? v : 0);
/** The price a card shows: an auction's current bid, else the price (the starting price). */
const shownPrice = (l: ListingRow) => (pd(l, 'type') === 'auction' && typeof pd(l, 'currentAmount') === 'number' ? num(pd(l, 'currentAmount')) : l.price);

/** Each adjacent pair is in order under the comparator (<= 0). */
function expectOrdered(list: ListingRow[], compare: (a: ListingRow, b: ListingRow) => number) {
  expect(list.length).toBeGreaterThan(1);
  for (let i = 1; i < list.length; i += 1) expect(compare(list[i - 1]!, list[i]!), `${list[i - 1]!.id} before ${list[i]!.id}`).toBeLessThanOrEqual(0);
}

const cmp = (...keys: ((l: ListingRow) => number)[]) => (a: ListingRow, b: ListingRow) => {
  for (const k of keys) {
    const d = k(a) - k(b);
    if (d !== 0) return d;
  }
  return 0;
};

describe('search page loader against the seeded twin', () => {
  it('shows 48 searchable listings per page with the total of every searchable listing', async () => {
    const data = await search('/marketplace');
    const all = expected(() => true);
    expect(all.length).toBeGreaterThan(48 * 2);
    expect(data.result.ok).toBe(true);
    expect(data.result.totalItems).toBe(all.length);
    expect(data.result.totalPages).toBe(Math.ceil(all.length / 48));
    expect(data.result.listings).toHaveLength(48);
    for (const l of rowsOf(data)) expect(searchable(l)).toBe(true);
  });

  it('orders by default: closed auctions last, in stock first, then premium sellers first, then fewest views today', async () => {
    const data = await search('/marketplace');
    const total = data.result.totalPages;
    const last = await search(`/marketplace?page=${total}`);
    const list = [...rowsOf(data), ...rowsOf(last)];
    expectOrdered(
      rowsOf(data),
      cmp((l) => num(pd(l, 'closedAuctionInt')), (l) => -num(pd(l, 'hasStockInt')), (l) => (l.metadata['verified'] === true ? 0 : 1), (l) => num(l.metadata['viewsByCurrentDay'])),
    );
    // The first page of the seed starts with premium sellers' listings (the boost of spec 1 §6).
    expect(rowsOf(data)[0]!.metadata['verified']).toBe(true);
    expect(rowsOf(data).every((l) => pd(l, 'closedAuctionInt') === 0)).toBe(true);
    expect(rowsOf(last).some((l) => pd(l, 'closedAuctionInt') === 1)).toBe(true);
    expect(list.length).toBeGreaterThan(48);
  });

  it('pages with the page parameter: different listings on each page, nothing past the last page', async () => {
    const one = await search('/marketplace');
    const two = await search('/marketplace?page=2');
    expect(two.result.page).toBe(2);
    expect(two.result.listings).toHaveLength(48);
    const ids = new Set(one.result.listings.map((l) => l.id));
    expect(two.result.listings.some((l) => ids.has(l.id))).toBe(false);
    // Past the last page there is no page (issue 18: it answered 200 with "showing 4705–4704" and a Next link).
    expect(await statusOf(`/marketplace?page=${one.result.totalPages + 1}`)).toBe(404);
  });

  const filters: [string, string, (l: ListingRow) => boolean][] = [
    ['sale type auction', '/marketplace?pub_type=auction', (l) => pd(l, 'type') === 'auction'],
    ['sale type sell', '/marketplace?pub_type=sell', (l) => pd(l, 'type') === 'sell'],
    ['plant type (two values, OR)', '/marketplace?pub_plantType=node-cut%2Cseedling', (l) => pd(l, 'plantType') === 'node-cut' || pd(l, 'plantType') === 'seedling'],
    ['rooted', '/marketplace?pub_rooted=yes-aerial-only', (l) => pd(l, 'rooted') === 'yes-aerial-only'],
    ['variegation reverted', '/marketplace?pub_variegation=reverted', (l) => pd(l, 'variegation') === 'reverted'],
    ['hybrid', '/marketplace?pub_hybrid=yes', (l) => pd(l, 'hybrid') === 'yes'],
    ['imported recently', '/marketplace?pub_importedRecently=yes', (l) => pd(l, 'importedRecently') === 'yes'],
    ['trade name', '/marketplace?pub_tradeName=Thai+Constellation', (l) => pd(l, 'tradeName') === 'Thai Constellation'],
    ['verified sellers', '/marketplace?meta_verified=true', (l) => l.metadata['verified'] === true],
    ['price 10 to 100 dollars (both ends inclusive)', '/marketplace?price=10%2C100', (l) => l.price >= 1000 && l.price <= 10000],
    ['two genera', '/marketplace?pub_genus=hoya%2Calocasia', (l) => pd(l, 'genus') === 'hoya' || pd(l, 'genus') === 'alocasia'],
    ['genus path', '/marketplace/monstera', (l) => pd(l, 'genus') === 'monstera'],
    ['genus and filters combined', '/marketplace/philodendron?pub_type=sell&pub_variegation=yes', (l) => pd(l, 'genus') === 'philodendron' && pd(l, 'type') === 'sell' && pd(l, 'variegation') === 'yes'],
  ];

  for (const [name, path, pred] of filters) {
    it(`filters by ${name}`, async () => {
      const want = expected(pred);
      expect(want.length, 'the seed has matching listings').toBeGreaterThan(0);
      expect(want.length, 'the filter leaves some out').toBeLessThan(expected(() => true).length);
      const data = await search(path);
      expect(data.result.totalItems).toBe(want.length);
      for (const l of rowsOf(data)) expect(pred(l)).toBe(true);
    });
  }

  it('filters by parent species A and B (hybrids)', async () => {
    const sample = expected((l) => typeof pd(l, 'parentSpeciesA') === 'string')[0]!;
    const a = String(pd(sample, 'parentSpeciesA'));
    const b = String(pd(sample, 'parentSpeciesB'));
    const data = await search(`/marketplace?pub_parentSpeciesA=${a}&pub_parentSpeciesB=${b}`);
    const want = expected((l) => pd(l, 'parentSpeciesA') === a && pd(l, 'parentSpeciesB') === b);
    expect(data.result.totalItems).toBe(want.length);
    expect(data.result.listings.map((l) => l.id)).toContain(sample.id);
  });

  it('searches a species by its path', async () => {
    const sample = expected((l) => pd(l, 'genus') === 'anthurium')[0]!;
    const species = String(pd(sample, 'species'));
    const data = await search(`/marketplace/anthurium/${species}`);
    expect(data.state.genus).toEqual(['anthurium']);
    expect(data.state.species).toBe(species);
    expect(data.result.totalItems).toBe(expected((l) => pd(l, 'genus') === 'anthurium' && pd(l, 'species') === species).length);
  });

  it('finds listings by keywords and sorts by relevance (no sort sent)', async () => {
    const data = await search('/marketplace?keywords=hoya');
    expect(data.result.totalItems).toBeGreaterThan(0);
    for (const l of rowsOf(data)) expect(`${l.title}`.toLowerCase()).toContain('hoya');
    expect(data.state.sort).toBe('');
  });

  const sorts: [string, string, (a: ListingRow, b: ListingRow) => number][] = [
    ['newest', 'createdAt', cmp((l) => -l.createdAt)],
    ['oldest', '-createdAt', cmp((l) => l.createdAt)],
    // by the price the card shows: an auction's current bid, else the price (issue 18 defect 5)
    ['lowest price', '-price', cmp(shownPrice)],
    ['highest price', 'price', cmp((l) => -shownPrice(l))],
    ['trending', '-pub_closedAuctionInt%2Cpub_hasStockInt%2Cmeta_viewsByCurrentDay', cmp((l) => num(pd(l, 'closedAuctionInt')), (l) => -num(pd(l, 'hasStockInt')), (l) => -num(l.metadata['viewsByCurrentDay']))],
  ];
  it('lists cards by the price they show for "Lowest price" (auctions by their current bid)', async () => {
    const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    const shown = [...(await search('/marketplace?sort=-price')).result.listings, ...(await search('/marketplace?sort=-price&page=2')).result.listings];
    const amounts = shown.map((c) => cents(c.price));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(shown.some((c) => c.priceLabel === 'Current bid')).toBe(true);
  });

  for (const [name, sort, compare] of sorts) {
    it(`sorts by ${name}`, async () => {
      const data = await search(`/marketplace?sort=${sort}`);
      expectOrdered(rowsOf(data), compare);
      const page2 = await search(`/marketplace?sort=${sort}&page=2`);
      expect(compare(rowsOf(data).at(-1)!, rowsOf(page2)[0]!)).toBeLessThanOrEqual(0);
    });
  }

  it('the auctions shortcut (top bar link) lists auctions: open ones first, the soonest end first', async () => {
    const data = await search(AUCTIONS_PATH);
    expect(data.result.totalItems).toBe(expected((l) => pd(l, 'type') === 'auction').length);
    const list = rowsOf(data);
    for (const l of list) expect(pd(l, 'type')).toBe('auction');
    expectOrdered(list, cmp((l) => num(pd(l, 'closedAuctionInt')), (l) => num(pd(l, 'auctionDateTimestamp'))));
    expect(data.result.listings[0]!.auctionEndsAt).toBe(num(pd(list[0]!, 'auctionDateTimestamp')));
  });

  it('the verified shortcut (top bar link) lists only verified sellers, trending first', async () => {
    const data = await search(VERIFIED_SELLERS_PATH);
    expect(data.state.verified).toBe(true);
    expect(data.result.totalItems).toBe(expected((l) => l.metadata['verified'] === true).length);
    for (const c of data.result.listings) expect(c.badges).toContain('verified');
    expectOrdered(rowsOf(data), cmp((l) => num(pd(l, 'closedAuctionInt')), (l) => -num(pd(l, 'hasStockInt')), (l) => -num(l.metadata['viewsByCurrentDay'])));
  });

  it('cards carry the listing-card image variants, price text and the listing link', async () => {
    const data = await search('/marketplace?pub_type=sell');
    const card = data.result.listings[0]!;
    const row = rows.get(card.id)!;
    expect(card.image).toMatchObject({ width: 400, height: 400 });
    expect(card.image!.url).toContain(env.twin.url);
    expect(card.image!.url2x).toBeTruthy();
    expect(card.href).toMatch(new RegExp(`^/l/[a-z0-9-]+/${card.id}$`));
    expect(card.price).toBe(`$${(row.price / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(card.soldOut).toBe(false);
  });

  it('redirects plain-form submissions to the canonical URL (genus as path, price as one range)', async () => {
    expect(await redirectOf('/marketplace?keywords=&pub_genus=hoya&price_min=10&price_max=100&pub_type=&sort=')).toBe('/marketplace/hoya?price=10%2C100');
    expect(await redirectOf('/marketplace?pub_genus=hoya&pub_genus=alocasia&pub_plantType=plant&pub_plantType=seedling')).toBe(
      '/marketplace?pub_genus=hoya%2Calocasia&pub_plantType=plant%2Cseedling',
    );
    expect(await redirectOf('/marketplace/hoya?pub_genus=hoya&pub_species=carnosa&page=1', { pub_genus: 'hoya' })).toBe('/marketplace/hoya/carnosa');
  });

  it('answers 404 for a page past the last page of results, on /marketplace and on genus pages; the last page still renders', async () => {
    const all = await search('/marketplace');
    const last = all.result.totalPages;
    expect((await search(`/marketplace?page=${last}`)).result.listings.length).toBeGreaterThan(0);
    expect(await statusOf(`/marketplace?page=${last + 1}`)).toBe(404);
    const genus = await search('/marketplace/hoya');
    expect(await statusOf(`/marketplace/hoya?page=${genus.result.totalPages + 1}`)).toBe(404);
    expect(await statusOf('/marketplace/hoya?page=99')).toBe(404);
  });

  it('a search with no results still has its first page (200, no invented pages)', async () => {
    const data = await search('/marketplace?keywords=zzzqqqnothingmatches');
    expect(data.result.totalItems).toBe(0);
    expect(await statusOf('/marketplace?keywords=zzzqqqnothingmatches&page=2')).toBe(404);
  });

  it('answers 404 for an unknown genus (path or query) instead of a page titled after it', async () => {
    expect(await statusOf('/marketplace/notagenus')).toBe(404);
    expect(await statusOf('/marketplace/notagenus/deliciosa')).toBe(404);
    expect(await statusOf('/marketplace?pub_genus=hoya%2Cnotagenus')).toBe(404);
    expect((await search('/marketplace/begonia')).result.ok).toBe(true);
  });

  it('shows the search failure message state when the marketplace cannot be reached', async () => {
    await env.twin.close();
    clearSharedSearchResults();
    const data = await search('/marketplace');
    expect(data.result.ok).toBe(false);
    expect(data.result.listings).toEqual([]);
  });
});
