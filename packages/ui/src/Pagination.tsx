import { Link } from './Link';

export type PaginationItem = number | 'gap';

/**
 * The pages to show: the first, the last, the current page and `siblings` neighbours on
 * each side, with 'gap' where pages are left out. A gap never hides a single page (that
 * page is shown instead).
 */
export function paginationItems(page: number, totalPages: number, siblings = 1): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const wanted = new Set<number>([1, total]);
  for (let p = current - siblings; p <= current + siblings; p += 1) if (p >= 1 && p <= total) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: PaginationItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) out.push(p - 1);
    else if (p - previous > 2) out.push('gap');
    out.push(p);
    previous = p;
  }
  return out;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Builds each page's link, e.g. (p) => `?page=${p}`. */
  hrefFor: (page: number) => string;
  siblings?: number;
  /** Names the navigation landmark (default "Pagination"). */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="vg-pagination__arrow">
      <path d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Page links with previous/next, first, last and current neighbours; the current page has aria-current="page". */
export function Pagination({ page, totalPages, hrefFor, siblings = 1, label = 'Pagination', previousLabel = 'Previous', nextLabel = 'Next', className }: PaginationProps) {
  const items = paginationItems(page, totalPages, siblings);
  if (items.length <= 1) return null;
  const total = Math.floor(totalPages);
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  return (
    <nav aria-label={label} className={['vg-pagination', className].filter(Boolean).join(' ')}>
      <ul className="vg-pagination__list">
        <li>
          {current > 1 ? (
            <Link href={hrefFor(current - 1)} rel="prev" className="vg-pagination__step">
              <Arrow direction="left" />
              <span className="vg-pagination__step-label">{previousLabel}</span>
            </Link>
          ) : (
            <span className="vg-pagination__step vg-pagination__step--disabled" aria-hidden="true">
              <Arrow direction="left" />
              <span className="vg-pagination__step-label">{previousLabel}</span>
            </span>
          )}
        </li>
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="vg-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                className={['vg-pagination__page', item === current && 'vg-pagination__page--current'].filter(Boolean).join(' ')}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <Link href={hrefFor(current + 1)} rel="next" className="vg-pagination__step">
              <span className="vg-pagination__step-label">{nextLabel}</span>
              <Arrow direction="right" />
            </Link>
          ) : (
            <span className="vg-pagination__step vg-pagination__step--disabled" aria-hidden="true">
              <span className="vg-pagination__step-label">{nextLabel}</span>
              <Arrow direction="right" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
