import { Link, type NavigateFunction } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { ListingGrid } from '~/listing-cards/ListingGrid';
import type { CardData } from '~/listing-cards/card-data';
import { AUCTIONS_SORT, SEARCH_FAILED_MESSAGE, SEARCH_PER_PAGE, TRENDING_SORT, sortOptionsFor, type SearchLayout } from '~/search/search-config';
import { hasFilters, otherParams, searchHref, withPage, type SearchState } from '~/search/search-state';
import { searchTitle } from '~/search/search-title';
import { AUCTIONS_PATH, VERIFIED_SELLERS_PATH } from '~/shell/config';
import { hydrationGate, hydrationGateReachedFrom } from '~/shell/hydration-gate';
import { loadWhenRendered } from '~/shell/load-when-rendered';
import { SEARCH_FORM_ID, activeFilterCount, hrefFromForm } from './search-form';
import type { MapConfig } from './SearchMap';
import { formatCount } from '~/shell/display-format';

interface ResultsData {
  state: SearchState;
  result: { ok: boolean; listings: CardData[]; totalItems: number; totalPages: number; page: number };
  favorites: string[] | null;
  now: number;
  layout: SearchLayout;
  map: MapConfig;
  search: string;
  loading: boolean;
  navigate: NavigateFunction;
}

// The filters (a drawer on phones) come and hydrate when they show, or when the visitor reaches for
// the Filters toggle or the keyword field (whose Enter submits their form); until then their form
// works as plain HTML. A phone visitor who never opens them never loads their code. The map's code
// loads when it shows.
const SearchFilters = loadWhenRendered(() => import('./SearchFilters').then((m) => m.SearchFilters), { hydrateWhen: hydrationGateReachedFrom('.filters-toggle, #search-keywords') });
const SearchMap = loadWhenRendered(() => import('./SearchMap').then((m) => m.SearchMap));
// Under the results: its links work as plain HTML until it comes near the viewport.
const SearchPagination = loadWhenRendered(() => import('./SearchPagination').then((m) => m.SearchPagination), { hydrateWhen: hydrationGate });

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Breadcrumb({ state }: { state: SearchState }) {
  const genus = state.genus.length === 1 ? state.genus[0]! : null;
  return (
    <nav className="search-breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li><Link to="/marketplace">Sale of rare plants</Link></li>
        {genus && <li><Link to={`/marketplace/${encodeURIComponent(genus)}`} aria-current={state.species ? undefined : 'page'}>{capitalise(genus)}</Link></li>}
        {genus && state.species && <li><span aria-current="page">{state.species}</span></li>}
      </ol>
    </nav>
  );
}

function Shortcuts({ state }: { state: SearchState }) {
  const auctions = state.enums['pub_type']?.[0] === 'auction' && state.sort === AUCTIONS_SORT;
  const verified = state.verified && state.sort === TRENDING_SORT;
  return (
    <ul className="search-shortcuts" aria-label="Shortcuts">
      <li><Link to="/marketplace" className={`chip${!hasFilters(state) && !state.sort ? ' chip--active' : ''}`}>All plants</Link></li>
      <li><Link to={VERIFIED_SELLERS_PATH} className={`chip${verified ? ' chip--active' : ''}`}>Verified sellers</Link></li>
      <li><Link to={AUCTIONS_PATH} className={`chip${auctions ? ' chip--active' : ''}`}>Auctions</Link></li>
    </ul>
  );
}

function formElement(): HTMLFormElement | null {
  return document.getElementById(SEARCH_FORM_ID) as HTMLFormElement | null;
}

/** The width from which the map shows beside the results (discovery.css); narrower, it opens on demand. */
const MAP_BESIDE_RESULTS = '(min-width: 1280px)';

/** Whether the screen is wide enough for the map beside the results: false on the server and until hydrated. */
function useMapBesideResults(): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(MAP_BESIDE_RESULTS);
    const update = () => setMatches(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return matches;
}

/** The search page body: header with keyword search, filters, results grid, pagination and map. */
export function SearchResults({ state, result, favorites, now, layout, map, search, loading, navigate }: ResultsData) {
  const [hydrated, setHydrated] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  // The map is drawn in the browser once it shows (beside the results, or opened on a phone): the
  // page's markup and first hydration leave it out.
  const mapBeside = useMapBesideResults();
  useEffect(() => setHydrated(true), []);
  const params = new URLSearchParams(search);
  // The same function while the search is the same: the pagination waiting to hydrate keeps its markup.
  const hrefFor = useCallback((page: number) => searchHref(withPage(state, page), otherParams(new URLSearchParams(search))), [state, search]);
  const count = activeFilterCount(state);
  const go = () => {
    const form = formElement();
    if (form) navigate(hrefFromForm(form, params), { preventScrollReset: true });
  };
  const first = (result.page - 1) * SEARCH_PER_PAGE + 1;
  const last = first + result.listings.length - 1;

  return (
    <main id="main" className={`search-page search-page--${layout}`} data-search={searchHref(state, otherParams(params))} data-hydrated={hydrated ? 'true' : undefined}>
      <header className="search-header">
        <Breadcrumb state={state} />
        <h1 className="search-title">{searchTitle(state)}</h1>
        <div className="search-bar" role="search">
          <label htmlFor="search-keywords" className="vg-visually-hidden">Search listings</label>
          <input
            id="search-keywords"
            name="keywords"
            type="search"
            form={SEARCH_FORM_ID}
            defaultValue={state.keywords}
            key={state.keywords}
            placeholder="Search by plant, trade name or seller…"
            autoComplete="off"
          />
          <button type="submit" form={SEARCH_FORM_ID} className="button button--primary">Search</button>
        </div>
        <Shortcuts state={state} />
      </header>

      <div className="search-body">
        <aside id="filters" className={`search-filters${filtersOpen ? ' search-filters--open' : ''}`} aria-label="Filters">
          <div className="search-filters-head">
            <h2>Filters</h2>
            <a href="#main" className="search-filters-close" onClick={(e) => { e.preventDefault(); setFiltersOpen(false); }}>Done</a>
          </div>
          <SearchFilters state={state} currentSearch={search} onNavigate={closeFilters} />
        </aside>

        <section className="search-results" aria-labelledby="results-count" aria-busy={loading}>
          <div className="results-toolbar">
            <p id="results-count" className="results-count" aria-live="polite">
              {result.ok ? (
                result.totalItems === 0 ? 'No listings' : (
                  <>
                    <strong>{formatCount(result.totalItems)}</strong> {result.totalItems === 1 ? 'listing' : 'listings'}
                    {result.totalPages > 1 && <span className="results-range"> · showing {first}–{last}</span>}
                  </>
                )
              ) : 'Search unavailable'}
            </p>
            {layout === 'map' && (
              <a href="#map" className="button button--small map-toggle" onClick={(e) => { e.preventDefault(); setMapOpen((open) => !open); }} aria-expanded={mapOpen} aria-controls="map">
                {mapOpen ? 'Hide map' : 'Map'}
              </a>
            )}
            <a
              href="#filters"
              className="button button--small filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls="filters"
              onClick={(e) => { e.preventDefault(); setFiltersOpen((open) => !open); }}
            >
              Filters{count > 0 ? ` (${count})` : ''}
            </a>
            <div className="results-sort">
              <label htmlFor="search-sort">Sort by</label>
              <select id="search-sort" name="sort" form={SEARCH_FORM_ID} defaultValue={state.sort} key={`${state.sort}|${state.keywords !== ''}`} onChange={go}>
                {sortOptionsFor(state.keywords !== '').map((o) => (
                  <option key={o.value} value={o.value}>{o.label}</option>
                ))}
              </select>
              {!hydrated && <button type="submit" form={SEARCH_FORM_ID} className="button button--small">Apply</button>}
            </div>
          </div>

          {!result.ok ? (
            <div className="search-message search-message--error" role="alert">
              <h2>Something went wrong</h2>
              <p>{SEARCH_FAILED_MESSAGE}</p>
              <Link to={`${hrefFor(state.page)}`} reloadDocument className="button">Try again</Link>
            </div>
          ) : result.listings.length === 0 ? (
            <div className="search-message">
              <h2>No plants match your search</h2>
              <p>Try fewer filters, another genus or different keywords.</p>
              <Link to="/marketplace" className="button button--primary">Clear all filters</Link>
            </div>
          ) : (
            <>
              {/* The cards' titles are h3: the results need their h2 on every screen (the filters' one is hidden on phones). */}
              <h2 className="vg-visually-hidden">Listings</h2>
              <ListingGrid listings={result.listings} now={now} favorites={favorites} className={loading ? 'listing-grid--loading' : undefined} />
            </>
          )}

          {result.ok && <SearchPagination page={result.page} totalPages={result.totalPages} hrefFor={hrefFor} />}
        </section>

        {layout === 'map' && (
          <aside id="map" className={`search-map${mapOpen ? ' search-map--open' : ''}`} aria-label="Map">
            {mapBeside || mapOpen ? <SearchMap listings={result.listings} config={map} /> : null}
          </aside>
        )}
      </div>
    </main>
  );
}
