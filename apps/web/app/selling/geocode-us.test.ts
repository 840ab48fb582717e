import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_CITIES, US_STATES } from './gazetteer-us';
import { citiesWithin, gazetteerSize, geocodeUs, normalisePlace, US_STATE_OPTIONS, usStateCode, usStateName } from './geocode-us';

describe('the bundled gazetteer', () => {
  it('has the 50 states and DC, each with a centre inside the US', () => {
    expect(new Set(US_STATES.map((s) => s[0])).size).toBe(51);
    expect(US_STATES.map((s) => s[0])).toContain('DC');
    for (const [, , lat, lng] of US_STATES) {
      expect(lat).toBeGreaterThan(18);
      expect(lat).toBeLessThan(72);
      expect(lng).toBeGreaterThan(-180);
      expect(lng).toBeLessThan(-66);
    }
  });

  it('holds a few hundred cities, each well-formed and near its own state (catches swapped or mistyped coordinates)', () => {
    expect(gazetteerSize()).toBeGreaterThanOrEqual(300);
    for (const [state, list] of Object.entries(US_CITIES)) {
      const centre = US_STATES.find((s) => s[0] === state);
      expect(centre, state).toBeDefined();
      const reach = state === 'AK' ? 24 : state === 'CA' || state === 'TX' || state === 'HI' ? 9 : 6.5;
      for (const entry of list.split(';')) {
        const parts = entry.split(',');
        expect(parts, entry).toHaveLength(3);
        const [lat, lng] = [Number(parts[1]), Number(parts[2])];
        expect(Number.isFinite(lat) && Number.isFinite(lng), entry).toBe(true);
        expect(Math.hypot(lat - centre![2], lng - centre![3]), `${entry} (${state})`).toBeLessThan(reach);
      }
    }
  });
});

describe('geocodeUs', () => {
  it('city and state give the city, whatever the case, accents or spelling of the state', () => {
    expect(geocodeUs('Austin', 'TX')).toEqual({ point: { lat: 30.27, lng: -97.74 }, precision: 'city', state: 'TX', city: 'Austin' });
    expect(geocodeUs('  austin ', 'texas')?.point).toEqual({ lat: 30.27, lng: -97.74 });
    expect(geocodeUs('Portland', 'OR')?.point).toEqual({ lat: 45.52, lng: -122.68 });
    expect(geocodeUs('Portland', 'Maine')?.point).toEqual({ lat: 43.66, lng: -70.26 });
  });

  it('knows the usual variants: St/Saint, a trailing "City", hyphens and apostrophes', () => {
    expect(geocodeUs('Saint Louis', 'MO')?.city).toBe('St. Louis');
    expect(geocodeUs('St Louis', 'mo')?.city).toBe('St. Louis');
    expect(geocodeUs('St. Paul', 'MN')?.city).toBe('Saint Paul');
    expect(geocodeUs('Salt Lake', 'UT')?.city).toBe('Salt Lake City');
    expect(geocodeUs('New York City', 'NY')?.city).toBe('New York');
    expect(geocodeUs('winston salem', 'NC')?.city).toBe('Winston-Salem');
    expect(geocodeUs('Coeur d’Alene', 'ID')?.city).toBe("Coeur d'Alene");
    expect(geocodeUs('Washington', 'D.C.')?.city).toBe('Washington');
  });

  it('an unknown city, or none, falls back to the state centre', () => {
    expect(geocodeUs('Smallville', 'KS')).toEqual({ point: { lat: 39.01, lng: -98.48 }, precision: 'state', state: 'KS', city: null });
    expect(geocodeUs('', 'Vermont')).toEqual({ point: { lat: 44.56, lng: -72.58 }, precision: 'state', state: 'VT', city: null });
    expect(geocodeUs('Austin', 'CA')?.precision).toBe('state');
  });

  it('no or an unknown state gives no point', () => {
    expect(geocodeUs('', '')).toBeNull();
    expect(geocodeUs('Austin', '')).toBeNull();
    expect(geocodeUs('Austin', 'Narnia')).toBeNull();
    expect(geocodeUs('Toronto', 'ON')).toBeNull();
  });

  it('never throws and answers only valid coordinates for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.oneof(fc.string(), fc.constantFrom(...US_STATES.map((s) => s[0]), ...US_STATES.map((s) => s[1]))), (city, state) => {
        const m = geocodeUs(city, state);
        if (m) {
          expect(Math.abs(m.point.lat)).toBeLessThanOrEqual(90);
          expect(Math.abs(m.point.lng)).toBeLessThanOrEqual(180);
          expect(usStateCode(state)).toBe(m.state);
        }
      }),
    );
  });
});

describe('state names', () => {
  it('codes and names in any case map to the code; others to null', () => {
    expect(usStateCode('tx')).toBe('TX');
    expect(usStateCode('New  Hampshire')).toBe('NH');
    expect(usStateCode('washington')).toBe('WA');
    expect(usStateCode('Washington DC')).toBe('DC');
    expect(usStateCode('XX')).toBeNull();
    expect(usStateName('ny')).toBe('New York');
  });

  it('the select lists the 51 by name', () => {
    expect(US_STATE_OPTIONS).toHaveLength(51);
    expect(US_STATE_OPTIONS[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(US_STATE_OPTIONS.map((s) => s.name)).toEqual([...US_STATE_OPTIONS.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('normalises place names', () => {
    expect(normalisePlace(' Mt.  Pleasant ')).toBe('mount pleasant');
    expect(normalisePlace('Ft Worth')).toBe('fort worth');
    expect(normalisePlace('Española')).toBe('espanola');
  });
});

describe('citiesWithin', () => {
  it('answers the cities inside a box, larger ones first, up to the limit', () => {
    const texas = { north: 33.5, south: 29, east: -95, west: -99 };
    const names = citiesWithin(texas, 50).map((c) => c.name);
    expect(names.slice(0, 3)).toEqual(['Houston', 'San Antonio', 'Dallas']);
    expect(names).toContain('Waco');
    expect(names).not.toContain('El Paso');
    expect(citiesWithin(texas, 2)).toHaveLength(2);
    expect(citiesWithin({ north: 10, south: 0, east: 10, west: 0 }, 5)).toEqual([]);
  });
});
