import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coordinate, LOCATION_TEXTS, pinKey, validateLocation, type LocationValues } from './location';

const empty: LocationValues = { address: '', building: '', city: '', state: '', lat: '', lng: '' };
const check = (over: Partial<LocationValues>, country = 'US') => validateLocation({ ...empty, ...over }, country);

describe('listing location', () => {
  it('nothing filled in: no location and no geolocation', () => {
    expect(check({})).toEqual({ ok: true, value: { location: null, geolocation: null } });
  });

  it('US: city and state (code or name) are saved with the state code, and geocoded from the gazetteer', () => {
    expect(check({ address: '1 Congress Ave', building: 'Suite 4', city: 'Austin', state: 'Texas' })).toEqual({
      ok: true,
      value: { location: { address: '1 Congress Ave', building: 'Suite 4', city: 'Austin', state: 'TX' }, geolocation: { lat: 30.27, lng: -97.74 } },
    });
    expect(check({ city: 'Smallville', state: 'KS' })).toEqual({ ok: true, value: { location: { city: 'Smallville', state: 'KS' }, geolocation: { lat: 39.01, lng: -98.48 } } });
    expect(check({ state: 'VT' })).toEqual({ ok: true, value: { location: { state: 'VT' }, geolocation: { lat: 44.56, lng: -72.58 } } });
  });

  it('the seller’s pin wins over the gazetteer', () => {
    const out = check({ city: 'Austin', state: 'TX', lat: '30.3001', lng: '-97.7001' });
    expect(out.ok && out.value.geolocation).toEqual({ lat: 30.3001, lng: -97.7001 });
  });

  it('a pin shown for other city/state fields (changed without JavaScript) is stale: geocoded again instead', () => {
    const stale = check({ city: 'Dallas', state: 'TX', lat: '30.2912', lng: '-97.7209', pinFor: pinKey('Austin', 'TX') });
    expect(stale.ok && stale.value.geolocation).toEqual({ lat: 32.78, lng: -96.8 });
    const bad = check({ city: 'Dallas', state: 'TX', lat: '999', lng: '', pinFor: pinKey('Austin', 'TX') });
    expect(bad.ok).toBe(true);
    const current = check({ city: ' st  louis', state: 'Missouri', lat: '38.6', lng: '-90.1', pinFor: pinKey('St. Louis', 'MO') });
    expect(current.ok && current.value.geolocation).toEqual({ lat: 38.6, lng: -90.1 });
    const abroad = check({ city: 'Delft', lat: '52', lng: '4.3', pinFor: pinKey('Leiden', '') }, 'NL');
    expect(abroad.ok && abroad.value.geolocation).toBeNull();
  });

  it('US: a city, address or building needs a state, from the list', () => {
    expect(check({ city: 'Austin' })).toEqual({ ok: false, error: 'invalid-location', meta: { state: LOCATION_TEXTS.stateRequired } });
    expect(check({ building: 'Unit 2' })).toEqual({ ok: false, error: 'invalid-location', meta: { state: LOCATION_TEXTS.stateRequired } });
    expect(check({ city: 'Austin', state: 'Tejas' })).toEqual({ ok: false, error: 'invalid-location', meta: { state: LOCATION_TEXTS.stateUnknown } });
  });

  it('an address needs its city', () => {
    expect(check({ address: '1 Main St', state: 'TX' })).toEqual({ ok: false, error: 'invalid-location', meta: { city: LOCATION_TEXTS.cityRequired } });
    expect(check({ address: '1 Main St' }, 'GB')).toEqual({ ok: false, error: 'invalid-location', meta: { city: LOCATION_TEXTS.cityRequired } });
  });

  it('outside the US the state is free text and optional; only a pin gives a geolocation', () => {
    expect(check({ city: 'Leiden', state: 'Zuid-Holland' }, 'NL')).toEqual({ ok: true, value: { location: { city: 'Leiden', state: 'Zuid-Holland' }, geolocation: null } });
    expect(check({ city: 'Austin', state: 'TX' }, 'GB')).toEqual({ ok: true, value: { location: { city: 'Austin', state: 'TX' }, geolocation: null } });
    const pinned = check({ city: 'Leiden', lat: '52.16', lng: '4.49' }, 'NL');
    expect(pinned.ok && pinned.value.geolocation).toEqual({ lat: 52.16, lng: 4.49 });
  });

  it('a pin needs both coordinates, within range', () => {
    expect(check({ lat: '30' })).toEqual({ ok: false, error: 'invalid-location', meta: { geolocation: LOCATION_TEXTS.pinIncomplete } });
    expect(check({ lng: '-97' })).toEqual({ ok: false, error: 'invalid-location', meta: { geolocation: LOCATION_TEXTS.pinIncomplete } });
    expect(check({ lat: '90.5', lng: '0' })).toEqual({ ok: false, error: 'invalid-location', meta: { geolocation: LOCATION_TEXTS.latitudeRange } });
    expect(check({ lat: '0', lng: '-180.01' })).toEqual({ ok: false, error: 'invalid-location', meta: { geolocation: LOCATION_TEXTS.longitudeRange } });
    expect(check({ lat: 'north', lng: '1' })).toEqual({ ok: false, error: 'invalid-location', meta: { geolocation: LOCATION_TEXTS.latitudeRange } });
    expect(check({ lat: '90', lng: '-180' }).ok).toBe(true);
  });

  it('limits the lengths and sanitises the texts', () => {
    const out = check({ address: 'x'.repeat(201), building: 'b'.repeat(101), city: 'c'.repeat(101), state: 's'.repeat(101) }, 'GB');
    expect(out).toEqual({ ok: false, error: 'invalid-location', meta: { address: LOCATION_TEXTS.addressTooLong, building: LOCATION_TEXTS.buildingTooLong, city: LOCATION_TEXTS.cityTooLong, state: LOCATION_TEXTS.stateTooLong } });
    const clean = check({ city: '<b>Austin</b>', state: 'TX' });
    expect(clean.ok && clean.value.location?.city).toBe('＜b＞Austin＜/b＞');
  });

  it('coordinates: plain decimals only, rounded to 6 places', () => {
    expect(coordinate('45.1234567', 90)).toBe(45.123457);
    expect(coordinate('-0.5', 90)).toBe(-0.5);
    for (const bad of ['', 'NaN', 'Infinity', '1e2', '0x10', '12,5', '--1', '1.2.3']) expect(coordinate(bad, 180), bad).toBeNull();
  });

  it('any input gives a value or field errors, never an exception', () => {
    const field = fc.string({ maxLength: 120 });
    fc.assert(
      fc.property(fc.record({ address: field, building: field, city: field, state: field, lat: field, lng: field }), fc.constantFrom('US', 'GB'), (values, country) => {
        const out = validateLocation(values, country);
        if (out.ok && out.value.geolocation) {
          expect(Math.abs(out.value.geolocation.lat)).toBeLessThanOrEqual(90);
          expect(Math.abs(out.value.geolocation.lng)).toBeLessThanOrEqual(180);
        }
        if (!out.ok) expect(Object.keys(out.meta!).length).toBeGreaterThan(0);
      }),
    );
  });
});
