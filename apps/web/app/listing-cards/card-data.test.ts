import { describe, expect, it } from 'vitest';
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import { imageEntity, listingEntity, stockEntity, userEntity } from '../../test/support/entities';
import { auctionEnd, toCardData } from './card-data';

function listing(fields: Partial<Listing>, relations: Partial<Listing> = {}): Listing {
  return listingEntity({ id: '11111111-2222-3333-4444-555555555555', title: 'Monstera Thai Constellation', price: { amount: 12050, currency: 'USD' }, publicData: { type: 'sell' }, metadata: {}, ...fields, ...relations });
}
const stock = (quantity: number) => ({ currentStock: stockEntity(quantity) });

describe('listing card data', () => {
  it('formats the price with 2 decimals and links to /l/{slug}/{id}', () => {
    const card = toCardData(listing({}, stock(2)));
    expect(card.price).toBe('$120.50');
    expect(card.href).toBe('/l/monstera-thai-constellation/11111111-2222-3333-4444-555555555555');
    expect(card.soldOut).toBe(false);
  });

  it('shows the currency code for an unsupported currency', () => {
    expect(toCardData(listing({ price: { amount: 5000, currency: 'EUR' } }, stock(1))).price).toBe('EUR');
  });

  it('marks a non-auction listing with stock 0 (or none) as sold out, never an auction', () => {
    expect(toCardData(listing({}, stock(0))).soldOut).toBe(true);
    expect(toCardData(listing({})).soldOut).toBe(true);
    expect(toCardData(listing({ publicData: { type: 'auction', auctionDateTimestamp: 1 } }, stock(0))).soldOut).toBe(false);
  });

  it('shows the current bid of an auction, or the starting bid, and its end', () => {
    const end = Date.UTC(2026, 10, 30, 18);
    const withBid = toCardData(listing({ publicData: { type: 'auction', currentAmount: 30000, auctionDateTimestamp: end } }, stock(1)));
    expect(withBid).toMatchObject({ price: '$300.00', priceLabel: 'Current bid', auctionEndsAt: end });
    const noBid = toCardData(listing({ publicData: { type: 'auction', auctionDate: new Date(end).toISOString() } }, stock(1)));
    expect(noBid).toMatchObject({ price: '$120.50', priceLabel: 'Starting bid', auctionEndsAt: end });
  });

  it('reads auction timestamps in seconds or milliseconds', () => {
    expect(auctionEnd({ auctionDateTimestamp: 1_800_000_000 })).toBe(1_800_000_000_000);
    expect(auctionEnd({ auctionDateTimestamp: 1_800_000_000_000 })).toBe(1_800_000_000_000);
    expect(auctionEnd({})).toBeNull();
  });

  it('takes badges from listing metadata in the order verified, starter, international', () => {
    expect(toCardData(listing({ metadata: { international: true, verified: true } })).badges).toEqual(['verified', 'international']);
  });

  it('uses the listing-card variants, names the seller and keeps the position', () => {
    const image = imageEntity({ 'listing-card': { url: 'http://img/400', width: 400, height: 400 }, 'listing-card-2x': { url: 'http://img/800', width: 800, height: 800 } }, 'i');
    const author = userEntity({ id: 'a', profile: { displayName: 'Petra P', metadata: { username: 'petraplants' } } });
    const card = toCardData(listing({ geolocation: { lat: 40.1, lng: -75.2 } }, { images: [image], author }));
    expect(card.image).toEqual({ url: 'http://img/400', width: 400, height: 400, url2x: 'http://img/800' });
    expect(card.subtitle).toBe('by petraplants');
    expect(card.geo).toEqual({ lat: 40.1, lng: -75.2 });
    // A banned user comes back blanked (empty names, no metadata).
    const banned = toCardData(listing({}, { author: userEntity({ id: 'a', banned: true, profile: { displayName: '', abbreviatedName: '' } }) }));
    expect(banned.subtitle).toBe('by Banned user');
  });
});
