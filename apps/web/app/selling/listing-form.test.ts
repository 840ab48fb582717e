import { describe, expect, it } from 'vitest';
import { auctionDateFrom, emptyFormValues, FORM_TEXTS, readFormValues, validateListing, type ListingFormValues } from './listing-form';
import { LOCATION_TEXTS } from './location';

const now = new Date(Date.UTC(2026, 0, 10, 12, 0));
const valid = (over: Partial<ListingFormValues> = {}): ListingFormValues => ({
  ...emptyFormValues(),
  title: 'Hoya carnosa',
  description: 'Healthy <b>plant</b>',
  price: '10.999',
  genus: 'hoya',
  species: 'Carnosa Compacta',
  images: [{ id: '11111111-1111-4111-8111-111111111111', url: 'u' }],
  ...over,
});
const opts = { plan: 'freePlan' as const, now, tzOffsetMinutes: 0, requireImages: true };

describe('listing form validation', () => {
  it('builds the listing: price truncated to cents, sanitised texts, slugged species, search fields', () => {
    const out = validateListing(valid({ stock: '0' }), opts);
    if (!out.ok) throw new Error(JSON.stringify(out.meta!));
    expect(out.value.price).toEqual({ amount: 1099, currency: 'USD' });
    expect(out.value.description).toBe('Healthy ＜b＞plant＜/b＞');
    expect(out.value.publicData).toMatchObject({ species: 'carnosa-compacta', hasStockInt: 0, closedAuctionInt: 0, auctionDateTimestamp: null, type: 'sell' });
  });

  it('requires title, description, price, genus, species, a photo when publishing', () => {
    const out = validateListing(valid({ title: '', description: '', price: '', genus: 'rose', species: '', images: [] }), opts);
    expect(out.ok ? {} : out.meta!).toEqual({
      title: FORM_TEXTS.titleRequired, description: FORM_TEXTS.descriptionRequired, price: FORM_TEXTS.priceRequired,
      genus: FORM_TEXTS.genusRequired, species: FORM_TEXTS.speciesRequired, images: FORM_TEXTS.imagesRequired,
    });
    expect(validateListing(valid({ images: [] }), { ...opts, requireImages: false }).ok).toBe(true);
  });

  it('accepts a comma as decimal separator and 0 as price; rejects negatives and text', () => {
    const price = (p: string) => { const r = validateListing(valid({ price: p }), opts); return r.ok ? r.value.price.amount : r.meta!['price']; };
    expect(price('12,5')).toBe(1250);
    expect(price('0')).toBe(0);
    expect(price('-1')).toBe(FORM_TEXTS.priceNegative);
    expect(price('12a')).toBe(FORM_TEXTS.priceInvalid);
  });

  it('auction: future, 5-minute steps, in the browser\'s zone; stock is 1', () => {
    const at = (local: string, tz = 0) => validateListing(valid({ type: 'auction', auctionDate: local }), { ...opts, tzOffsetMinutes: tz });
    const ok = at('2026-01-10T13:05');
    expect(ok.ok && ok.value.publicData['auctionDateTimestamp']).toBe(Date.UTC(2026, 0, 10, 13, 5));
    expect(ok.ok && ok.value.stock).toBe(1);
    const tz = at('2026-01-10T15:00', -120);
    expect(tz.ok && tz.value.publicData['auctionDateTimestamp']).toBe(Date.UTC(2026, 0, 10, 13, 0));
    const step = at('2026-01-10T13:03');
    expect(step.ok ? null : step.meta!['auctionDate']).toBe('Auction end time must be on a 5-minute step.');
    const past = at('2026-01-10T11:55');
    expect(past.ok ? null : past.meta!['auctionDate']).toBe('Auction end time must be in the future.');
    expect(auctionDateFrom('nonsense', 0)).toBeNull();
  });

  it('reserve price for starter and premium (verified) members, not free', () => {
    const reserve = (plan: 'freePlan' | 'starterPlan' | 'premiumPlan' | 'internationalSellerPlan') =>
      validateListing(valid({ type: 'auction', auctionDate: '2026-01-10T14:00', reservePrice: '50' }), { ...opts, plan });
    expect(reserve('starterPlan').ok).toBe(true);
    expect(reserve('premiumPlan').ok).toBe(true);
    const free = reserve('freePlan');
    expect(free.ok ? null : free.meta!['reservePrice']).toBe(FORM_TEXTS.reserveMembers);
  });

  it('soft close is off by default and only kept for auctions', () => {
    const auction = (extra: Record<string, unknown>) => validateListing(valid({ type: 'auction', auctionDate: '2026-01-10T14:00', ...extra }), opts);
    const off = auction({});
    expect(off.ok && off.value.publicData['softClose']).toBe(false);
    const on = auction({ softClose: true });
    expect(on.ok && on.value.publicData['softClose']).toBe(true);
    const sale = validateListing(valid({ softClose: true }), opts);
    expect(sale.ok && sale.value.publicData['softClose']).toBe(false);
  });

  it('posting and shipping outside the US only for international sellers', () => {
    const out = validateListing(valid({ countryFrom: 'GB', allowedShippingCountries: ['US', 'GB'] }), opts);
    expect(out.ok ? {} : out.meta!).toMatchObject({ countryFrom: FORM_TEXTS.countryOutsideUs, allowedShippingCountries: FORM_TEXTS.countryOutsideUs });
    expect(validateListing(valid({ countryFrom: 'GB', allowedShippingCountries: ['US', 'GB'] }), { ...opts, plan: 'internationalSellerPlan' }).ok).toBe(true);
  });

  it('needs shipping or pickup; stock a whole number', () => {
    const out = validateListing(valid({ shippingEnabled: false, pickupEnabled: false, stock: '1.5' }), opts);
    expect(out.ok ? {} : out.meta!).toMatchObject({ shippingEnabled: FORM_TEXTS.deliveryRequired, stock: FORM_TEXTS.stockInvalid });
  });

  it('quick-sell extra listings one per line; parents only for hybrids', () => {
    const out = validateListing(valid({ isQuickSell: true, extraListings: 'Hoya kerrii\n\nHoya pubicalyx ', hybrid: 'no', parentSpeciesA: 'x' }), opts);
    expect(out.ok && out.value.publicData).toMatchObject({ extraListings: ['Hoya kerrii', 'Hoya pubicalyx'], parentSpeciesA: null });
  });

  it('location: read from the form, saved in publicData.location with the state code, and geocoded offline', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ address: ' 500 Congress Ave ', building: 'Greenhouse 2', city: ' Austin', state: 'TX', lat: '', lng: '' })) form.append(k, v);
    const read = readFormValues(form);
    expect(read).toMatchObject({ address: '500 Congress Ave', building: 'Greenhouse 2', city: 'Austin', state: 'TX', lat: '', lng: '' });
    const out = validateListing(valid({ address: read.address, building: read.building, city: read.city, state: 'texas' }), opts);
    if (!out.ok) throw new Error(JSON.stringify(out.meta!));
    expect(out.value.publicData['location']).toEqual({ address: '500 Congress Ave', building: 'Greenhouse 2', city: 'Austin', state: 'TX' });
    expect(out.value.geolocation).toEqual({ lat: 30.27, lng: -97.74 });
  });

  it('location: the pin from the preview is kept; no fields means no location and no geolocation', () => {
    const pinned = validateListing(valid({ city: 'Austin', state: 'TX', lat: '30.2811', lng: '-97.7402' }), opts);
    expect(pinned.ok && pinned.value.geolocation).toEqual({ lat: 30.2811, lng: -97.7402 });
    const none = validateListing(valid(), opts);
    expect(none.ok && none.value.publicData['location']).toBeNull();
    expect(none.ok && none.value.geolocation).toBeNull();
  });

  it('location errors are field errors next to the others', () => {
    const out = validateListing(valid({ title: '', city: 'Austin', lat: '123', lng: '0' }), opts);
    expect(out.ok ? {} : out.meta!).toEqual({ title: FORM_TEXTS.titleRequired, state: LOCATION_TEXTS.stateRequired, geolocation: LOCATION_TEXTS.latitudeRange });
  });
});
