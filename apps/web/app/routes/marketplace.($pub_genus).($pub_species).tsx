import { cardsNow } from '~/listing-cards/cards-now.server';
import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useLocation, useNavigate, useNavigation, type ShouldRevalidateFunction } from '@remix-run/react';
import { SearchResults } from '~/search/SearchResults';
import { serverEnv, toPublicEnv } from '~/server/env.server';
import { pageMeta } from '~/shell/meta';
import { loadSearch } from '~/search/search.server';
import { hasUnknownGenus, isPastLastPage } from '~/search/search-bounds';
import { canonicalSearchHref, parseSearch } from '~/search/search-state';
import { searchTitle } from '~/search/search-title';
import discoveryStyles from '~/styles/discovery.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: discoveryStyles }];

/**
 * SearchPage: /marketplace, /marketplace/{pub_genus}, /marketplace/{pub_genus}/{pub_species} (open).
 * An unknown genus or a page past the last is 404 (ROUTES.md readings).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const canonical = canonicalSearchHref(url, params);
  if (canonical) throw redirect(canonical);
  const state = parseSearch(params, url.searchParams);
  if (hasUnknownGenus(state)) throw new Response('Unknown genus', { status: 404, statusText: 'Not Found' });
  const { result, favorites } = await loadSearch(context, state);
  if (isPastLastPage(state.page, result)) throw new Response('No such page of results', { status: 404, statusText: 'Not Found' });
  const env = toPublicEnv(serverEnv());
  return {
    state,
    result,
    favorites,
    now: cardsNow([result]),
    layout: env.searchLayout,
    map: { provider: env.mapProvider, mapboxAccessToken: env.mapboxAccessToken },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(searchTitle(data.state), 'Rare and variegated plants from growers and collectors: fixed price, quick sales and auctions.') : pageMeta('Search');

/** A favourite toggle on a card changes no search result: keep the results. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === '/favorites' ? false : defaultShouldRevalidate;

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/marketplace');
  return <SearchResults {...data} search={location.search} loading={loading} navigate={navigate} />;
}
