import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SLUG, createSlug } from './slug';

describe('createSlug', () => {
  it.each([
    ['Monstera Albo  Borsigiana!', 'monstera-albo-borsigiana'],
    ['  --Anthurium__Warocqueanum--  ', 'anthurium-warocqueanum'],
  ])('makes lowercase dash-separated ASCII: %j', (title, slug) => {
    expect(createSlug(title)).toBe(slug);
  });
  it.each([
    ['Variegé Çaña', 'variege-cana'],
    ['Ørsted Straße Łódź', 'orsted-strasse-lodz'],
  ])('strips diacritics: %j', (title, slug) => {
    expect(createSlug(title)).toBe(slug);
  });
  it.each(['', '   ', '🌿🌿'])("gives 'no-slug' when empty: %j", (title) => {
    expect(EMPTY_SLUG).toBe('no-slug');
    expect(createSlug(title)).toBe(EMPTY_SLUG);
  });
  it('always gives a valid slug (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(createSlug(s)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }),
    );
  });
});
