import { describe, expect, it } from 'vitest';
import { isPastLastPage } from './search-bounds';

describe('search bounds', () => {
  it('a page past the last one is out of range; the first page always exists; a failed search is not judged', () => {
    expect(isPastLastPage(99, { ok: true, totalPages: 98 })).toBe(true);
    expect(isPastLastPage(98, { ok: true, totalPages: 98 })).toBe(false);
    expect(isPastLastPage(1, { ok: true, totalPages: 0 })).toBe(false);
    expect(isPastLastPage(2, { ok: true, totalPages: 0 })).toBe(true);
    expect(isPastLastPage(5, { ok: false, totalPages: 0 })).toBe(false);
  });
});
