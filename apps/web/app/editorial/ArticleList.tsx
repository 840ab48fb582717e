import { Link, useLocation, useNavigation } from '@remix-run/react';
import type { ArticleCard } from '@variegata/editorial/schemas';
import { Spinner } from '@variegata/ui/Spinner';
import { useEffect, useState, type ReactNode } from 'react';
import { ERROR_LOADING_PAGE_MESSAGE, ERROR_LOADING_PAGE_TITLE, LOADER_DELAY_MS } from '~/editorial/texts';
import { ArticleGrid } from './ArticleCard';

/** True while `active`, and for at least `minimumMs` once it became true (no flashing loader). */
export function useLingering(active: boolean, minimumMs: number): boolean {
  const [since, setSince] = useState<number | null>(null);
  const [, tick] = useState(0);
  useEffect(() => {
    if (active && since === null) setSince(Date.now());
  }, [active, since]);
  useEffect(() => {
    if (active || since === null) return;
    const left = since + minimumMs - Date.now();
    if (left <= 0) {
      setSince(null);
      return;
    }
    const timer = setTimeout(() => {
      setSince(null);
      tick((n) => n + 1);
    }, left);
    return () => clearTimeout(timer);
  }, [active, since, minimumMs]);
  return active || since !== null;
}

/** The URL of the next page of the current list, keeping its other query parameters (author). */
export function nextPageHref(search: string, nextPage: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(nextPage));
  return `?${params.toString()}`;
}

export function EditorialError() {
  return (
    <div className="ed-error" role="alert">
      <h2>{ERROR_LOADING_PAGE_TITLE}</h2>
      <p>{ERROR_LOADING_PAGE_MESSAGE}</p>
    </div>
  );
}

/**
 * A page of article cards (the first large) with "Read more" while more pages exist. Read more is a
 * plain link to ?page=N+1 (which shows pages 1..N+1), so it works without JavaScript; with it, the
 * list grows in place and a loader shows while the next page loads.
 */
export function ArticleList({ articles, nextPage, firstLarge = true, empty }: { articles: readonly ArticleCard[]; nextPage: number | null; firstLarge?: boolean; empty?: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const loadingHere = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const showLoader = useLingering(loadingHere, LOADER_DELAY_MS);
  if (articles.length === 0) return <div className="ed-empty">{empty ?? <p>No articles yet. Check back soon.</p>}</div>;
  return (
    <>
      <ArticleGrid articles={articles} firstLarge={firstLarge} />
      <div className="ed-more" aria-live="polite">
        {showLoader ? (
          <p className="ed-loading"><Spinner decorative size="sm" /> Loading articles…</p>
        ) : nextPage !== null ? (
          <Link to={nextPageHref(location.search, nextPage)} preventScrollReset className="vg-button vg-button--secondary vg-button--lg ed-more-button" rel="next">
            Read more
          </Link>
        ) : null}
      </div>
    </>
  );
}
