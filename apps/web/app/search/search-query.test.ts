import { describe, expect, it } from 'vitest';
import { AUCTIONS_SORT, DEFAULT_SORT, RELEVANCE_LABEL, SEARCH_PER_PAGE, SORT_OPTIONS, sortOptionsFor } from './search-config';
import { searchFilters, searchQueryParams, searchSort } from './search-query';
import { parseSearch } from './search-state';

const state = (q: string, path: { pub_genus?: string; pub_species?: string } = {}) => parseSearch(path, new URLSearchParams(q));

describe('listings.query parameters', () => {
  it('always asks for minStock 0, not private, sell and auction, 48 per page with card includes', () => {
    const p = searchQueryParams(state(''));
    expect(p).toMatchObject({ minStock: 0, pub_isPrivate: false, pub_type: 'sell,auction', perPage: SEARCH_PER_PAGE, page: 1, 'limit.images': 1 });
    expect(p['include']).toEqual(['author', 'images', 'currentStock']);
    expect(p['fields.image']).toEqual(['variants.listing-card', 'variants.listing-card-2x']);
    expect(SEARCH_PER_PAGE).toBe(48);
  });

  it('sorts by default: closed auctions last, in stock first, fewest views today (API: no "-" = descending)', () => {
    expect(DEFAULT_SORT).toBe('-pub_closedAuctionInt,pub_hasStockInt,-meta_placementInt');
    expect(searchSort(state(''))).toBe(DEFAULT_SORT);
  });

  it('sorts by relevance (no sort) with keywords, and offers relevance only then', () => {
    expect(searchSort(state('keywords=albo'))).toBeUndefined();
    expect(searchSort(state('keywords=albo&sort=-createdAt'))).toBe('-createdAt');
    expect(sortOptionsFor(true)[0]!.label).toBe(RELEVANCE_LABEL);
    expect(sortOptionsFor(false).some((o) => o.label === RELEVANCE_LABEL)).toBe(false);
  });

  it('sorts "Lowest price" and "Highest price" by the price a card shows (publicData.displayPrice), keeping the short URL values', () => {
    expect(searchSort(state('sort=-price'))).toBe('-pub_displayPrice');
    expect(searchSort(state('sort=price'))).toBe('pub_displayPrice');
  });

  it('has the spec labels for the sort options', () => {
    expect(SORT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['createdAt', 'Newest'],
      ['-createdAt', 'Oldest'],
      ['-price', 'Lowest price'],
      ['price', 'Highest price'],
      ['-pub_closedAuctionInt,pub_hasStockInt,meta_viewsByCurrentDay', 'Trending'],
      [AUCTIONS_SORT, 'Auctions ending soon'],
    ]);
  });

  it('turns dollars into an API price range in cents that includes the maximum', () => {
    expect(searchFilters(state('price=10,100'))['price']).toBe('1000,10001');
    expect(searchFilters(state('price=0,100'))['price']).toBe(',10001');
    expect(searchFilters(state('price=25,'))['price']).toBe('2500,');
  });

  it('passes enum filters as OR lists and the chosen sale type instead of both', () => {
    const f = searchFilters(state('pub_type=auction&pub_plantType=node-cut,plant&pub_variegation=yes'));
    expect(f).toMatchObject({ pub_type: 'auction', pub_plantType: 'node-cut,plant', pub_variegation: 'yes' });
  });

  it('maps genus and species paths, keywords, text filters and the verified shortcut', () => {
    const f = searchFilters(state('keywords=pink&pub_tradeName=Pink Princess&meta_verified=true', { pub_genus: 'philodendron', pub_species: 'erubescens' }));
    expect(f).toMatchObject({ pub_genus: 'philodendron', pub_species: 'erubescens', keywords: 'pink', pub_tradeName: 'Pink Princess', meta_verified: true });
  });
});
