import { describe, expect, it } from 'vitest';
import { validateListingPrice } from './listing-price';

describe('validateListingPrice', () => {
  it('accepts a price in the marketplace currency, from 0 up', () => {
    expect(validateListingPrice({ amount: 2500, currency: 'USD' })).toEqual({ ok: true, value: { amount: 2500, currency: 'USD' } });
    expect(validateListingPrice({ amount: 0, currency: 'usd' })).toEqual({ ok: true, value: { amount: 0, currency: 'USD' } });
  });

  it('reports a missing price', () => {
    expect(validateListingPrice(null)).toEqual({ ok: false, error: 'listing-price-missing' });
    expect(validateListingPrice(undefined)).toEqual({ ok: false, error: 'listing-price-missing' });
    expect(validateListingPrice({ currency: 'USD' })).toEqual({ ok: false, error: 'listing-price-missing' });
  });

  it('reports a currency other than the marketplace currency', () => {
    expect(validateListingPrice({ amount: 100, currency: 'EUR' })).toEqual({ ok: false, error: 'listing-currency-invalid' });
    expect(validateListingPrice({ amount: 100 })).toEqual({ ok: false, error: 'listing-currency-invalid' });
    expect(validateListingPrice({ amount: 100, currency: 'EUR' }, 'EUR')).toEqual({ ok: true, value: { amount: 100, currency: 'EUR' } });
  });

  it('needs whole minor units and no negative price', () => {
    expect(validateListingPrice({ amount: 10.5, currency: 'USD' })).toEqual({ ok: false, error: 'listing-price-not-minor-units' });
    expect(validateListingPrice({ amount: '100', currency: 'USD' })).toEqual({ ok: false, error: 'listing-price-not-minor-units' });
    expect(validateListingPrice({ amount: -1, currency: 'USD' })).toEqual({ ok: false, error: 'listing-price-below-minimum' });
  });
});
