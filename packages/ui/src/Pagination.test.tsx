import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../test/a11y';
import { Pagination, paginationItems } from './Pagination';

describe('paginationItems', () => {
  it('shows first, last and current neighbours with gaps', () => {
    expect(paginationItems(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    expect(paginationItems(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(paginationItems(12, 12)).toEqual([1, 'gap', 11, 12]);
    expect(paginationItems(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(paginationItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
  });

  it('holds its invariants for any page and total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 3 }), (total, p, siblings) => {
        const page = Math.min(p, total);
        const items = paginationItems(page, total, siblings);
        const pages = items.filter((x): x is number => x !== 'gap');
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(total);
        for (let q = Math.max(1, page - siblings); q <= Math.min(total, page + siblings); q += 1) expect(pages).toContain(q);
        for (let i = 1; i < items.length; i += 1) {
          const a = items[i - 1];
          const b = items[i];
          expect(a === 'gap' && b === 'gap').toBe(false);
          if (typeof a === 'number' && typeof b === 'number') expect(b).toBe(a + 1);
          if (a === 'gap' && typeof b === 'number') {
            const before = items[i - 2];
            expect(typeof before === 'number' && b - before > 2).toBe(true);
          }
        }
        expect(items.length).toBeLessThanOrEqual(2 * siblings + 5);
      }),
    );
  });
});

describe('Pagination', () => {
  it('links every page with hrefFor and marks the current page', () => {
    render(<Pagination page={5} totalPages={12} hrefFor={(p) => `/search?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = screen.getByRole('link', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/search?page=5');
    expect(screen.getByRole('link', { name: 'Page 12' }).getAttribute('href')).toBe('/search?page=12');
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/search?page=4');
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/search?page=6');
    expect(nav.querySelectorAll('[aria-current]').length).toBe(1);
  });

  it('has no previous link on the first page, no next link on the last, and nothing for one page', () => {
    const { rerender, container } = render(<Pagination page={1} totalPages={3} hrefFor={(p) => `?p=${p}`} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    rerender(<Pagination page={3} totalPages={3} hrefFor={(p) => `?p=${p}`} />);
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    rerender(<Pagination page={1} totalPages={1} hrefFor={(p) => `?p=${p}`} />);
    expect(container.innerHTML).toBe('');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Pagination page={5} totalPages={12} hrefFor={(p) => `?page=${p}`} />);
    await expectNoSeriousViolations(container);
  });
});
