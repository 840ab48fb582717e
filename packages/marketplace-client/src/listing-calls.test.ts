/**
 * The listing calls through the real sharetribe-flex-sdk against the marketplace twin: public
 * listings with images, author and stock; the author's own listings through their whole life;
 * image uploads; stock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { newUser, sdkFor, startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import { marketplaceApi, type MarketplaceApi } from './marketplace-api';

// A 2x2 PNG: enough for the twin to decode and render variants.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4//8/AxMDAwPD//8MDAAX9AP9V0QKCQAAAABJRU5ErkJggg==', 'base64');

let twin: RunningMarketplaceTwin;
let anonymous: MarketplaceApi;
let seller: MarketplaceApi;

beforeAll(async () => {
  twin = await startTestTwin();
  await seedMarketplaceDemo(twin, { listings: 24, scryptLogN: 10 });
  anonymous = marketplaceApi(sdkFor(twin));
  seller = marketplaceApi((await newUser(twin)).sdk);
});
afterAll(async () => {
  await twin.close();
});

describe('listings', () => {
  it('queries published listings with author, images and stock as typed entities', async () => {
    const page = await anonymous.listings.query({
      perPage: 5,
      include: ['author', 'author.profileImage', 'images', 'currentStock'],
      'fields.image': ['variants.listing-card', 'variants.listing-card-2x'],
      'limit.images': 1,
    });
    expect(page.meta).toEqual({ page: 1, perPage: 5, totalItems: 24, totalPages: 5 });
    expect(page.items).toHaveLength(5);
    for (const listing of page.items) {
      expect(listing.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(listing.state).toBe('published');
      expect(listing.createdAt).toBeInstanceOf(Date);
      expect(listing.price).toEqual({ amount: expect.any(Number), currency: 'USD' });
      expect(Number.isInteger(listing.price?.amount)).toBe(true);
      expect(listing.geolocation).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
      expect(['sell', 'auction']).toContain(listing.publicData.type);
      expect(listing.publicData.transactionProcessAlias).toBe('default-purchase/release-1');
      expect(listing.author?.profile.metadata.username).toEqual(expect.any(String));
      expect(listing.currentStock?.quantity).toBeGreaterThan(0);
      expect(listing.images).toHaveLength(1);
      const [image] = listing.images ?? [];
      expect(Object.keys(image?.variants ?? {}).sort()).toEqual(['listing-card', 'listing-card-2x']);
      expect(image?.variants['listing-card']).toMatchObject({ name: 'listing-card', width: 400, height: 400, url: expect.stringMatching(/^http/) });
    }
  });

  it('reads auctions with their bid history in metadata', async () => {
    const page = await anonymous.listings.query({ pub_type: 'auction', perPage: 100 });
    const withBids = page.items.filter((l) => (l.metadata.bidHistory ?? []).length > 0);
    expect(withBids.length).toBeGreaterThan(0);
    for (const listing of withBids) {
      expect(listing.publicData.auctionDateTimestamp).toEqual(expect.any(Number));
      const bids = listing.metadata.bidHistory ?? [];
      expect(listing.publicData.currentAmount).toBe(bids.at(-1)?.amount);
      expect(bids.every((b) => typeof b.bidderId === 'string' && (b.type === 'auto' || b.type === 'manual'))).toBe(true);
    }
  });

  it('narrows a query to the asked attributes', async () => {
    const page = await anonymous.listings.query({ perPage: 2, 'fields.listing': ['title', 'price'] });
    expect(page.items).toHaveLength(2);
    for (const listing of page.items) expect(Object.keys(listing).sort()).toEqual(['id', 'price', 'title']);
  });

  it('shows one listing by id', async () => {
    const [first] = (await anonymous.listings.query({ perPage: 1 })).items;
    const listing = await anonymous.listings.show({ id: first!.id, include: ['author', 'images'] });
    expect(listing.id).toBe(first!.id);
    expect(listing.title).toBe(first!.title);
    expect(listing.images?.length).toBeGreaterThan(0);
    expect(listing.author?.banned).toBe(false);
  });
});

describe('own listings', () => {
  it('creates a draft, uploads images, sets stock, publishes, closes, opens and reads it back', async () => {
    const image = await seller.images.upload({ image: new Blob([PNG], { type: 'image/png' }) }, { 'fields.image': ['variants.square-small'] });
    expect(Object.keys(image.variants)).toEqual(['square-small']);

    const draft = await seller.ownListings.createDraft({
      title: 'Hoya carnosa tricolor',
      description: 'A rooted cutting',
      price: { amount: 4500, currency: 'USD' },
      geolocation: { lat: 30.27, lng: -97.74 },
      publicData: { genus: 'hoya', species: 'carnosa', type: 'sell', plantType: 'node-cut', allowedShippingCountries: ['US'], transactionProcessAlias: 'default-purchase/release-1' },
      privateData: { shippingAddressFrom: { city: 'Austin' } },
      images: [image.id],
    }, { include: ['images'] });
    expect(draft).toMatchObject({ state: 'draft', price: { amount: 4500, currency: 'USD' }, geolocation: { lat: 30.27, lng: -97.74 }, privateData: { shippingAddressFrom: { city: 'Austin' } } });
    expect(draft.publicData.plantType).toBe('node-cut');
    expect(draft.images?.map((i) => i.id)).toEqual([image.id]);

    const stock = await seller.stock.compareAndSet({ listingId: draft.id, oldTotal: null, newTotal: 3 });
    expect(stock.quantity).toBe(3);

    const published = await seller.ownListings.publishDraft({ id: draft.id });
    expect(published.state).toBe('published');
    const updated = await seller.ownListings.update({ id: draft.id, title: 'Hoya carnosa krimson queen', price: null, publicData: { plantType: null, rooted: 'yes-terrestrial' } });
    expect(updated.title).toBe('Hoya carnosa krimson queen');
    expect(updated.price).toBeNull();
    expect(updated.publicData.plantType).toBeUndefined();
    expect(updated.publicData.rooted).toBe('yes-terrestrial');

    expect((await seller.ownListings.close({ id: draft.id })).state).toBe('closed');
    expect((await seller.ownListings.open({ id: draft.id })).state).toBe('published');
    const shown = await seller.ownListings.show({ id: draft.id, include: ['currentStock', 'images'] });
    expect(shown.currentStock?.quantity).toBe(3);
    const mine = await seller.ownListings.query({ include: ['currentStock'] });
    expect(mine.items.map((l) => l.id)).toContain(draft.id);

    const adjustments = await seller.stockAdjustments.query({ listingId: draft.id, start: new Date(Date.now() - 60_000), end: new Date(Date.now() + 60_000) });
    expect(adjustments.items.map((a) => a.quantity)).toEqual([3]);
    expect(adjustments.items[0]?.at).toBeInstanceOf(Date);
  });

  it('discards a draft', async () => {
    const draft = await seller.ownListings.createDraft({ title: 'Alocasia frydek' });
    expect(draft).toMatchObject({ state: 'draft', price: null, description: null, publicData: {} });
    const discarded = await seller.ownListings.discardDraft({ id: draft.id });
    expect(discarded.id).toBe(draft.id);
    await expect(seller.ownListings.show({ id: draft.id })).rejects.toMatchObject({ status: 404 });
  });

  it('keeps the SDK errors as they are', async () => {
    const draft = await seller.ownListings.createDraft({ title: 'Philodendron' });
    await seller.stock.compareAndSet({ listingId: draft.id, oldTotal: null, newTotal: 1 });
    await expect(seller.stock.compareAndSet({ listingId: draft.id, oldTotal: 5, newTotal: 2 })).rejects.toMatchObject({
      status: 409,
      data: { errors: [expect.objectContaining({ code: 'old-total-mismatch' })] },
    });
  });
});
