import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_LENGTH,
  composeValidators,
  dateRangeRequired,
  dateRequired,
  locationPlaceSelected,
  locationRequired,
  locationSearchRequired,
  maxLength,
  minLength,
  nonEmptyArray,
  nonEmptyString,
  required,
  requiredBoolean,
  toValibotCheck,
} from './validators';

describe('required', () => {
  const check = required('Required');
  it('rejects missing and blank text', () => {
    expect(check(undefined)).toBe('Required');
    expect(check(null)).toBe('Required');
    expect(check('')).toBe('Required');
    expect(check('  \n\t')).toBe('Required');
  });
  it('accepts non-blank text and non-text values', () => {
    expect(check(' a ')).toBeUndefined();
    expect(check(0)).toBeUndefined();
    expect(check(false)).toBeUndefined();
  });
});

describe('requiredBoolean', () => {
  it('accepts only booleans', () => {
    const check = requiredBoolean('Pick one');
    expect(check(true)).toBeUndefined();
    expect(check(false)).toBeUndefined();
    expect(check(undefined)).toBe('Pick one');
    expect(check('true')).toBe('Pick one');
  });
});

describe('nonEmptyString', () => {
  it('does not trim', () => {
    const check = nonEmptyString('Empty');
    expect(check(' ')).toBeUndefined();
    expect(check('')).toBe('Empty');
    expect(check(1)).toBe('Empty');
  });
});

describe('nonEmptyArray', () => {
  it('needs at least one item', () => {
    const check = nonEmptyArray('Choose');
    expect(check([])).toBe('Choose');
    expect(check(undefined)).toBe('Choose');
    expect(check(['a'])).toBeUndefined();
  });
});

describe('minLength and maxLength', () => {
  it('minLength fails below the minimum and for missing values', () => {
    const check = minLength('Too short', 3);
    expect(check('ab')).toBe('Too short');
    expect(check(undefined)).toBe('Too short');
    expect(check('abc')).toBeUndefined();
  });
  it('maxLength defaults to 256', () => {
    expect(DEFAULT_MAX_LENGTH).toBe(256);
    const check = maxLength('Too long');
    expect(check('x'.repeat(256))).toBeUndefined();
    expect(check('x'.repeat(257))).toBe('Too long');
    expect(check(undefined)).toBeUndefined();
  });
  it('maxLength takes another limit', () => {
    expect(maxLength('Too long', 3)('abcd')).toBe('Too long');
  });
});

describe('location validators', () => {
  const place = { address: 'Portland, OR', origin: { lat: 45.5, lng: -122.6 } };
  it('place selected needs an address and a lat/lng origin', () => {
    const check = locationPlaceSelected('Pick a place');
    expect(check({ selectedPlace: place })).toBeUndefined();
    expect(check({ selectedPlace: { ...place, address: ' ' } })).toBe('Pick a place');
    expect(check({ selectedPlace: { address: 'x' } })).toBe('Pick a place');
    expect(check({ selectedPlace: { address: 'x', origin: { lat: Number.NaN, lng: 1 } } })).toBe('Pick a place');
    expect(check({ selectedPlace: { address: 'x', origin: { lat: 91, lng: 1 } } })).toBe('Pick a place');
    expect(check(undefined)).toBe('Pick a place');
  });
  it('search required needs non-blank text', () => {
    const check = locationSearchRequired('Type a place');
    expect(check({ search: 'Port' })).toBeUndefined();
    expect(check({ search: '  ' })).toBe('Type a place');
  });
  it('location required accepts search text or a selected place', () => {
    const check = locationRequired('Location required');
    expect(check({ search: 'Port' })).toBeUndefined();
    expect(check({ search: '', selectedPlace: place })).toBeUndefined();
    expect(check({ search: '' })).toBe('Location required');
    expect(check(null)).toBe('Location required');
  });
});

describe('date validators', () => {
  it('date required accepts a valid Date or { date }', () => {
    const check = dateRequired('Date required');
    expect(check(new Date('2026-01-01'))).toBeUndefined();
    expect(check({ date: new Date('2026-01-01') })).toBeUndefined();
    expect(check(new Date('nope'))).toBe('Date required');
    expect(check({ date: null })).toBe('Date required');
    expect(check(undefined)).toBe('Date required');
  });
  it('date range needs start and end, start first', () => {
    const check = dateRangeRequired('Start required', 'End required');
    const d = new Date('2026-01-01');
    expect(check({ startDate: d, endDate: d })).toBeUndefined();
    expect(check({ endDate: d })).toBe('Start required');
    expect(check({})).toBe('Start required');
    expect(check({ startDate: d })).toBe('End required');
  });
});

describe('composeValidators', () => {
  it('returns the first failing message in order', () => {
    const check = composeValidators<unknown>(required('Required'), minLength('Too short', 3), maxLength('Too long', 5));
    expect(check('')).toBe('Required');
    expect(check('ab')).toBe('Too short');
    expect(check('abcdef')).toBe('Too long');
    expect(check('abcd')).toBeUndefined();
  });
});

describe('toValibotCheck', () => {
  it('uses the validator inside a schema pipe', () => {
    const schema = v.pipe(v.string(), toValibotCheck<string>(minLength('Too short', 3)));
    const result = v.safeParse(schema, 'ab');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Too short');
    expect(v.safeParse(schema, 'abc').success).toBe(true);
  });
});
