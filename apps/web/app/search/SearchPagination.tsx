import { Link } from '@remix-run/react';
import { pageItems } from '~/search/pagination';

/** Page links: previous, first, neighbours of the current page, last, next, with gaps (spec 2 §2). */
export function SearchPagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      {page > 1 ? (
        <Link className="pagination-step" to={hrefFor(page - 1)} rel="prev" aria-label="Previous page">‹ Previous</Link>
      ) : (
        <span className="pagination-step pagination-step--disabled" aria-hidden="true">‹ Previous</span>
      )}
      <ol className="pagination-pages">
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination-gap" aria-hidden="true">…</li>
          ) : (
            <li key={item.page}>
              {item.current ? (
                <span className="pagination-page pagination-page--current" aria-current="page">{item.page}</span>
              ) : (
                <Link className="pagination-page" to={hrefFor(item.page)} aria-label={`Page ${item.page}`}>{item.page}</Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link className="pagination-step" to={hrefFor(page + 1)} rel="next" aria-label="Next page">Next ›</Link>
      ) : (
        <span className="pagination-step pagination-step--disabled" aria-hidden="true">Next ›</span>
      )}
    </nav>
  );
}
