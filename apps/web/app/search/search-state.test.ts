import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, ENUM_FILTERS, GENUS_FILTER_OPTIONS, PRICE_FILTER, SORT_OPTIONS, TEXT_FILTERS } from './search-config';
import { MAX_PAGE, canonicalSearchHref, hasFilters, parseSearch, searchHref, type SearchState } from './search-state';

const parseHref = (href: string) => {
  const url = new URL(`http://x${href}`);
  const [, , genus, species] = url.pathname.split('/');
  return parseSearch({ pub_genus: genus ? decodeURIComponent(genus) : undefined, pub_species: species ? decodeURIComponent(species) : undefined }, url.searchParams);
};

const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
const text = fc.stringMatching(/^[A-Za-z][A-Za-z0-9'&]{0,8}( [A-Za-z0-9'&]{1,8}){0,2}$/); // already normalised (single spaces, trimmed)
const price = fc.integer({ min: 1, max: PRICE_FILTER.max / PRICE_FILTER.step }).map((n) => n * PRICE_FILTER.step);

const stateArb: fc.Arbitrary<SearchState> = fc
  .record({
    genus: fc.uniqueArray(word, { maxLength: 3 }),
    species: fc.option(word, { nil: null }),
    keywords: fc.option(text, { nil: '' }),
    prices: fc.tuple(fc.option(price, { nil: null }), fc.option(price, { nil: null })),
    enums: fc.record(Object.fromEntries(ENUM_FILTERS.map((f) => [f.param, fc.subarray(f.options.map((o) => o.value))]))),
    texts: fc.record(Object.fromEntries(TEXT_FILTERS.map((f) => [f.param, fc.option(text, { nil: '' })]))),
    verified: fc.boolean(),
    sort: fc.constantFrom('', ...SORT_OPTIONS.map((o) => o.value)),
    page: fc.integer({ min: 1, max: MAX_PAGE }),
  })
  .map(({ genus, species, keywords, prices, enums, texts, verified, sort, page }) => {
    const [a, b] = prices;
    const [priceMin, priceMax] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    const enumState: Record<string, string[]> = {};
    for (const f of ENUM_FILTERS) {
      const v = (enums as Record<string, string[]>)[f.param]!;
      const ordered = f.options.map((o) => o.value).filter((x) => v.includes(x));
      const chosen = f.multi ? ordered : ordered.slice(0, 1);
      if (chosen.length) enumState[f.param] = chosen;
    }
    const textState: Record<string, string> = {};
    for (const [k, v] of Object.entries(texts as Record<string, string>)) if (v) textState[k] = v;
    return {
      genus, species: genus.length === 1 ? species : null, keywords, priceMin, priceMax, enums: enumState, texts: textState, verified, sort, page, bounds: null, address: null,
    };
  });

describe('search state in the URL', () => {
  it('round-trips: parsing the canonical URL of a state gives the state back', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(parseHref(searchHref(state))).toEqual(state);
      }),
    );
  });

  it('never redirects a canonical URL (no redirect loops)', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const href = searchHref(state);
        const url = new URL(`http://x${href}`);
        const [, , genus, species] = url.pathname.split('/');
        expect(canonicalSearchHref(url, { pub_genus: genus && decodeURIComponent(genus), pub_species: species && decodeURIComponent(species) })).toBeNull();
      }),
    );
  });

  it('writes one genus as the path and several as pub_genus', () => {
    const base = parseSearch({}, new URLSearchParams());
    expect(searchHref({ ...base, genus: ['monstera'], species: 'deliciosa' })).toBe('/marketplace/monstera/deliciosa');
    expect(searchHref({ ...base, genus: ['hoya', 'alocasia'] })).toBe('/marketplace?pub_genus=hoya%2Calocasia');
    expect(parseSearch({ pub_genus: 'Monstera' }, new URLSearchParams()).genus).toEqual(['monstera']);
  });

  it('drops the species unless exactly one genus is chosen', () => {
    expect(parseSearch({}, new URLSearchParams('pub_genus=hoya,alocasia&pub_species=carnosa')).species).toBeNull();
    expect(parseSearch({}, new URLSearchParams('pub_genus=hoya&pub_species=carnosa')).species).toBe('carnosa');
  });

  it('never asks for a page past the API pagination limit of 100 pages', () => {
    expect(MAX_PAGE).toBe(100);
    expect(parseSearch({}, new URLSearchParams('page=2084')).page).toBe(100);
    expect(parseSearch({}, new URLSearchParams('page=100')).page).toBe(100);
  });

  it('clamps the price to 0..15000 in steps of 5 and orders the range', () => {
    const s = parseSearch({}, new URLSearchParams('price_min=20000&price_max=-3'));
    expect([s.priceMin, s.priceMax]).toEqual([null, 15000]);
    expect(parseSearch({}, new URLSearchParams('price=12,98')).priceMin).toBe(10);
    expect(parseSearch({}, new URLSearchParams('price=12,98')).priceMax).toBe(100);
    expect(parseSearch({}, new URLSearchParams('price=500,100'))).toMatchObject({ priceMin: 100, priceMax: 500 });
  });

  it('keeps only known options, one value for single-choice filters', () => {
    const s = parseSearch({}, new URLSearchParams('pub_type=auction,sell&pub_plantType=seedling,bogus,node-cut&pub_rooted=maybe'));
    expect(s.enums).toEqual({ pub_type: ['sell'], pub_plantType: ['node-cut', 'seedling'] });
  });

  it('treats the default sort and unknown sorts as the default, keeps the known ones', () => {
    expect(parseSearch({}, new URLSearchParams(`sort=${DEFAULT_SORT}`)).sort).toBe('');
    expect(parseSearch({}, new URLSearchParams('sort=-title')).sort).toBe('');
    expect(parseSearch({}, new URLSearchParams('sort=-price')).sort).toBe('-price');
  });

  it('reads page numbers from 1 up, anything else is page 1', () => {
    expect(parseSearch({}, new URLSearchParams('page=3')).page).toBe(3);
    expect(parseSearch({}, new URLSearchParams('page=0')).page).toBe(1);
    expect(parseSearch({}, new URLSearchParams('page=2.5')).page).toBe(1);
    expect(parseSearch({}, new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('keeps other parameters (modal flags) when redirecting a plain form submission', () => {
    const url = new URL('http://x/marketplace?keywords=&mobilemenu=open&pub_genus=hoya');
    expect(canonicalSearchHref(url, {})).toBe('/marketplace/hoya?mobilemenu=open');
  });

  it('validates bounds', () => {
    expect(parseSearch({}, new URLSearchParams('bounds=49,-66,24,-125')).bounds).toBe('49,-66,24,-125');
    expect(parseSearch({}, new URLSearchParams('bounds=1,2,3')).bounds).toBeNull();
    expect(parseSearch({}, new URLSearchParams('bounds=10,0,20,0')).bounds).toBeNull();
  });

  it('knows whether any filter is set', () => {
    expect(hasFilters(parseSearch({}, new URLSearchParams('sort=price&page=2')))).toBe(false);
    expect(hasFilters(parseSearch({}, new URLSearchParams('meta_verified=true')))).toBe(true);
  });

  it('offers 13 genera of which the filter shows 8 by default', () => {
    expect(GENUS_FILTER_OPTIONS.length).toBeGreaterThan(8);
  });
});
