/**
 * Listing location on the edit-listing pages (spec 2 §3 geolocation and publicData.location):
 * created, read back, edited, cleared and copied through the real twin; the listing page's map
 * and the search's bounds use the saved geolocation; bad input is a 400 with field errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_TEXTS } from '~/selling/location';
import { clearListingCaches } from '~/listing/page.server';
import { publicApiFor } from '~/server/marketplace.server';
import { as, dataOf, imageField, location, png, post, row, run, signIn, startSandbox, statusOf, CSRF, type Sandbox } from './harness';

let env: Sandbox;
let newPage: typeof import('~/routes/l.new');
let editPage: typeof import('~/routes/l.$slug.$id.$type.$tab._index');
let upload: typeof import('~/routes/api.listing-image');
let listingPage: typeof import('~/routes/l.$slug.$id._index');
let search: typeof import('~/routes/marketplace.($pub_genus).($pub_species)');
let seller: Record<string, string>;
let intl: Record<string, string>;

beforeAll(async () => {
  env = await startSandbox();
  newPage = await import('~/routes/l.new');
  editPage = await import('~/routes/l.$slug.$id.$type.$tab._index');
  upload = await import('~/routes/api.listing-image');
  listingPage = await import('~/routes/l.$slug.$id._index');
  search = await import('~/routes/marketplace.($pub_genus).($pub_species)');
  seller = await signIn('free.seller@variegata.test');
  intl = await signIn('intl.seller@variegata.test');
});
afterAll(async () => {
  await env.twin.close();
});

async function image(cookies: Record<string, string>): Promise<string> {
  const body = new FormData();
  body.append('image', new File([new Uint8Array(png())], 'leaf.png', { type: 'image/png' }));
  const res = (await run(upload.action, '/api/listing-image', {}, as(cookies), { method: 'POST', body, headers: { 'X-CSRF-Token': CSRF } })) as Response;
  const json = (await res.json()) as { data: { id: string; url: string; proof: string } };
  return imageField(json.data);
}

const fields = (over: Record<string, string | string[]> = {}) => ({
  title: 'Philodendron Pink Princess',
  description: 'Pink variegated, rooted in a 4 inch pot.',
  price: '80',
  genus: 'philodendron',
  species: 'erubescens',
  type: 'sell',
  stock: '1',
  shippingEnabled: 'on',
  allowedShippingCountries: ['US'],
  countryFrom: 'US',
  variegation: 'yes',
  hybrid: 'no',
  plantType: 'plant',
  rooted: 'yes-terrestrial',
  importedRecently: 'no',
  tzOffset: '0',
  address: '',
  building: '',
  city: '',
  state: '',
  lat: '',
  lng: '',
  ...over,
});

const geo = (id: string) => env.twin.app.db.prepare('SELECT lat, lng FROM listings WHERE id = ?').get(id) as { lat: number | null; lng: number | null };
const idFrom = (to: string | null) => to!.split('?')[0]!.split('/')[3]!;

async function publish(cookies: Record<string, string>, over: Record<string, string | string[]>): Promise<string> {
  const outcome = await run(newPage.action, '/l/new', {}, as(cookies), post({ ...fields({ images: [await image(cookies)] }), intent: 'publish', ...over }));
  expect(location(outcome)).toMatch(/\?published=1$/);
  return idFrom(location(outcome));
}

async function edit(id: string, over: Record<string, string | string[]>) {
  const path = `/l/philodendron-pink-princess/${id}/edit/onestep`;
  const params = { slug: 'philodendron-pink-princess', id, type: 'edit', tab: 'onestep' };
  const loaded = await run(editPage.loader, path, params, as(seller));
  const outcome = await run(editPage.action, path, params, as(seller), post({ ...fields({ images: loaded.values.images.map(imageField) }), oldStock: String(loaded.listing.stock), intent: 'save', ...over }));
  return { outcome, load: () => run(editPage.loader, path, params, as(seller)) };
}

async function page(id: string) {
  clearListingCaches();
  return run(listingPage.loader, `/l/x/${id}`, { slug: 'x', id }, as(null));
}

async function nearest(lat: number, lng: number): Promise<string> {
  const { items } = await (await publicApiFor(as(null))).listings.query({ origin: { lat, lng }, perPage: 1 });
  return items[0]!.id;
}

async function foundIn(bounds: string, id: string): Promise<boolean> {
  const answer = await run(search.loader, `/marketplace?bounds=${bounds}`, {}, as(null));
  return answer.result.listings.some((l: { id: string }) => l.id === id);
}

describe('listing location', () => {
  let austin = '';

  it('publishes with address, building, city and state: publicData.location and the gazetteer geolocation are saved', async () => {
    austin = await publish(seller, { address: '500 Congress Ave', building: 'Greenhouse 2', city: 'Austin', state: 'TX' });
    expect(row(env.twin, austin).publicData['location']).toEqual({ address: '500 Congress Ave', building: 'Greenhouse 2', city: 'Austin', state: 'TX' });
    expect(geo(austin)).toEqual({ lat: 30.27, lng: -97.74 });
  });

  it('the listing page gets the geolocation (map section) and the location text; search by bounds and origin use it', async () => {
    const model = await page(austin);
    expect(model.listing.geolocation).toEqual({ lat: 30.27, lng: -97.74 });
    expect(model.mapCentre).not.toBeNull();
    expect(Math.abs(model.mapCentre.lat - 30.27)).toBeLessThan(0.01);
    expect(model.listing.locationText).toBe('Austin, TX');
    expect(await foundIn('30.4,-97.6,30.1,-97.9', austin)).toBe(true);
    expect(await foundIn('47.7,-122.2,47.5,-122.4', austin)).toBe(false);
    expect(await nearest(30.27, -97.74)).toBe(austin);
  });

  it('the edit page shows the saved location and pin', async () => {
    const { load } = await edit(austin, { city: 'Austin', state: 'TX', address: '500 Congress Ave', building: 'Greenhouse 2', lat: '30.27', lng: '-97.74' });
    const loaded = await load();
    expect(loaded.values).toMatchObject({ address: '500 Congress Ave', building: 'Greenhouse 2', city: 'Austin', state: 'TX', lat: '30.27', lng: '-97.74' });
  });

  it('editing: a fine-tuned pin is kept as given; a new city without a pin is geocoded again', async () => {
    const tuned = await edit(austin, { city: 'Austin', state: 'TX', lat: '30.2912', lng: '-97.7209' });
    expect(location(tuned.outcome)).toMatch(/^\/l\/philodendron-pink-princess\//);
    expect(geo(austin)).toEqual({ lat: 30.2912, lng: -97.7209 });
    expect(row(env.twin, austin).publicData['location']).toEqual({ city: 'Austin', state: 'TX' });
    await edit(austin, { city: 'Portland', state: 'Oregon' });
    expect(geo(austin)).toEqual({ lat: 45.52, lng: -122.68 });
    expect(row(env.twin, austin).publicData['location']).toEqual({ city: 'Portland', state: 'OR' });
  });

  it('without JavaScript the pin stays as rendered; a changed city makes it stale and the city is geocoded', async () => {
    await edit(austin, { city: 'Austin', state: 'TX', lat: '30.2912', lng: '-97.7209', pinFor: 'austin|TX' });
    expect(geo(austin)).toEqual({ lat: 30.2912, lng: -97.7209 });
    await edit(austin, { city: 'Dallas', state: 'TX', lat: '30.2912', lng: '-97.7209', pinFor: 'austin|TX' });
    expect(geo(austin)).toEqual({ lat: 32.78, lng: -96.8 });
    await edit(austin, { city: 'Portland', state: 'OR' });
  });

  it('copying a listing copies its location and pin', async () => {
    const copied = await run(newPage.loader, `/l/new?copyId=${austin}`, {}, as(seller));
    expect(copied.values).toMatchObject({ city: 'Portland', state: 'OR', lat: '45.52', lng: '-122.68' });
    const copy = await publish(seller, { city: copied.values.city, state: copied.values.state, lat: copied.values.lat, lng: copied.values.lng });
    expect(geo(copy)).toEqual({ lat: 45.52, lng: -122.68 });
  });

  it('clearing the location removes publicData.location and the geolocation; the map section has nothing to show', async () => {
    await edit(austin, {});
    expect(row(env.twin, austin).publicData['location']).toBeUndefined();
    expect(geo(austin)).toEqual({ lat: null, lng: null });
    const model = await page(austin);
    expect(model.listing.geolocation).toBeNull();
    expect(model.mapCentre).toBeNull();
    expect((await (await edit(austin, {})).load()).values).toMatchObject({ city: '', state: '', lat: '', lng: '' });
  });

  it('a draft without location has no geolocation', async () => {
    const outcome = await run(newPage.action, '/l/new', {}, as(seller), post({ ...fields(), intent: 'save' }));
    const id = idFrom(location(outcome));
    expect(geo(id)).toEqual({ lat: null, lng: null });
    expect(row(env.twin, id).publicData['location']).toBeUndefined();
  });

  it('outside the US: free-text state, and the pin is the only geolocation', async () => {
    const id = await publish(intl, { countryFrom: 'TH', allowedShippingCountries: ['TH'], city: 'Chiang Mai', state: 'Chiang Mai Province', lat: '18.7883', lng: '98.9853' });
    expect(row(env.twin, id).publicData['location']).toEqual({ city: 'Chiang Mai', state: 'Chiang Mai Province' });
    expect(geo(id)).toEqual({ lat: 18.7883, lng: 98.9853 });
  });

  it('bad input is a 400 with field errors, never a 500, and saves nothing', async () => {
    const before = env.twin.app.db.prepare('SELECT COUNT(*) AS n FROM listings').get() as { n: number };
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ city: 'Austin' }, { state: LOCATION_TEXTS.stateRequired }],
      [{ city: 'Austin', state: 'Atlantis' }, { state: LOCATION_TEXTS.stateUnknown }],
      [{ address: '1 Main St', state: 'TX' }, { city: LOCATION_TEXTS.cityRequired }],
      [{ lat: '30.1' }, { geolocation: LOCATION_TEXTS.pinIncomplete }],
      [{ lat: '95', lng: '10' }, { geolocation: LOCATION_TEXTS.latitudeRange }],
      [{ lat: '10', lng: '1e309' }, { geolocation: LOCATION_TEXTS.longitudeRange }],
      [{ lat: 'NaN', lng: 'NaN' }, { geolocation: LOCATION_TEXTS.latitudeRange }],
      [{ city: 'x'.repeat(5000), state: 'TX' }, { city: LOCATION_TEXTS.cityTooLong }],
    ];
    for (const [over, errors] of cases) {
      const outcome = await run(newPage.action, '/l/new', {}, as(seller), post({ ...fields(), intent: 'save', ...over }));
      expect(statusOf(outcome), JSON.stringify(over)).toBe(400);
      expect(dataOf(outcome).errors).toEqual(errors);
      expect(dataOf(outcome).values).toMatchObject(over);
    }
    const after = env.twin.app.db.prepare('SELECT COUNT(*) AS n FROM listings').get() as { n: number };
    expect(after.n).toBe(before.n);
  });
});
