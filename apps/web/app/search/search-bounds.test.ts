import { describe, expect, it } from 'vitest';
import { hasUnknownGenus, isPastLastPage } from './search-bounds';

describe('search bounds', () => {
  it('knows the genus filter options and nothing else', () => {
    expect(hasUnknownGenus({ genus: [] })).toBe(false);
    expect(hasUnknownGenus({ genus: ['monstera', 'begonia'] })).toBe(false);
    expect(hasUnknownGenus({ genus: ['notagenus'] })).toBe(true);
    expect(hasUnknownGenus({ genus: ['monstera', 'notagenus'] })).toBe(true);
  });

  it('a page past the last one is out of range; the first page always exists; a failed search is not judged', () => {
    expect(isPastLastPage(99, { ok: true, totalPages: 98 })).toBe(true);
    expect(isPastLastPage(98, { ok: true, totalPages: 98 })).toBe(false);
    expect(isPastLastPage(1, { ok: true, totalPages: 0 })).toBe(false);
    expect(isPastLastPage(2, { ok: true, totalPages: 0 })).toBe(true);
    expect(isPastLastPage(5, { ok: false, totalPages: 0 })).toBe(false);
  });
});
