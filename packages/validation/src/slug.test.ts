import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SLUG, createSlug } from './slug';

describe('createSlug', () => {
  it('makes lowercase dash-separated ASCII', () => {
    expect(createSlug('Monstera Albo  Borsigiana!')).toBe('monstera-albo-borsigiana');
    expect(createSlug('  --Anthurium__Warocqueanum--  ')).toBe('anthurium-warocqueanum');
  });
  it('strips diacritics', () => {
    expect(createSlug('Variegé Çaña')).toBe('variege-cana');
    expect(createSlug('Ørsted Straße Łódź')).toBe('orsted-strasse-lodz');
  });
  it("gives 'no-slug' when empty", () => {
    expect(createSlug('')).toBe(EMPTY_SLUG);
    expect(createSlug('   ')).toBe('no-slug');
    expect(createSlug('🌿🌿')).toBe('no-slug');
  });
  it('always gives a valid slug (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(createSlug(s)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }),
    );
  });
});
