import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

const render = (items: ReturnType<typeof pageItems>) => items.map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('pagination', () => {
  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(render(pageItems(10, 20))).toBe('1 … 9 [10] 11 … 20');
    expect(render(pageItems(1, 20))).toBe('[1] 2 … 20');
    expect(render(pageItems(20, 20))).toBe('1 … 19 [20]');
    expect(render(pageItems(3, 20))).toBe('1 2 [3] 4 … 20');
    expect(render(pageItems(4, 7))).toBe('1 2 3 [4] 5 6 7');
  });

  it('shows nothing for a single page', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('always lists pages in order, includes first/last/current/neighbours, never two gaps in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }).chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 1, max: total }))), ([total, current]) => {
        const items = pageItems(current, total);
        const pages = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        for (const p of [1, total, current, current - 1, current + 1]) if (p >= 1 && p <= total) expect(pages).toContain(p);
        expect(items.filter((i) => i.kind === 'page' && i.current)).toHaveLength(1);
        items.forEach((item, k) => {
          if (item.kind === 'gap') {
            expect(items[k + 1]?.kind).toBe('page');
            const before = items[k - 1];
            const after = items[k + 1];
            if (before?.kind === 'page' && after?.kind === 'page') expect(after.page - before.page).toBeGreaterThan(2);
          }
        });
      }),
    );
  });
});
