import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_SECTIONS, homeSectionHref, homeSectionQuery, orderSections } from './home-listings';

describe('home listing sections', () => {
  it('query 10 listings with stock at least 1, private excluded, using the section search', () => {
    const q = homeSectionQuery({ title: 'Auctions', position: 2, query: 'pub_type=auction&sort=-pub_closedAuctionInt%2C-pub_auctionDateTimestamp' });
    expect(q).toMatchObject({ perPage: 10, page: 1, minStock: 1, pub_isPrivate: false, pub_type: 'auction', sort: '-pub_closedAuctionInt,-pub_auctionDateTimestamp' });
  });

  it('accepts a full search URL as the section query and links "see all" to it', () => {
    const spec = { title: 'Hoyas', position: null, query: '/marketplace?pub_genus=hoya&page=4' };
    expect(homeSectionQuery(spec)).toMatchObject({ pub_genus: 'hoya', page: 1, perPage: 10 });
    expect(homeSectionHref(spec)).toBe('/marketplace/hoya');
  });

  it('orders sections by position, unpositioned ones last in their order', () => {
    const out = orderSections([
      { title: 'a', position: null },
      { title: 'b', position: 5 },
      { title: 'c', position: 1 },
      { title: 'd', position: null },
    ]);
    expect(out.map((s) => s.title)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('has defaults for when the content service defines none', () => {
    expect(DEFAULT_HOME_SECTIONS.length).toBeGreaterThan(0);
  });
});
