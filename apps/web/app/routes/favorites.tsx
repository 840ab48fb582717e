import { redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ListingGrid } from '~/listing-cards/ListingGrid';
import { SearchPagination } from '~/search/SearchPagination';
import { Page } from '~/shell/Page';
import { safeReturnPath } from '~/shell/auth-redirect';
import { favoriteIdsOf, isListingId } from '~/favorites/favorites';
import { favoriteListings, setFavorite } from '~/favorites/favorites.server';
import { field, readForm } from '~/server/form.server';
import { requireUser } from '~/server/guards.server';
import { currentUser } from '~/server/marketplace.server';
import { SEARCH_FAILED_MESSAGE } from '~/search/search-config';
import { pageMeta } from '~/shell/meta';
import discoveryStyles from '~/styles/discovery.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: discoveryStyles }];
export const meta: MetaFunction = () => pageMeta('Favorites');

/** FavoritesPage (login required, fallback login): the listings in protectedData.myFavorites. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, 'login');
  const ids = favoriteIdsOf(user);
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const result = await favoriteListings(context, ids, Number.isInteger(page) ? page : 1);
  return { result, favorites: ids, now: Date.now() };
}

/**
 * The favourite toggle (spec 2 §4): `intent` add or remove, `listingId`. Visitors are sent to
 * log in and come back to `returnTo`. Without JavaScript the browser is redirected back.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const returnTo = safeReturnPath(field(form, 'returnTo'), '/favorites');
  const user = await currentUser(context);
  if (!user) throw redirect(`/login?from=${encodeURIComponent(returnTo)}`);
  const listingId = field(form, 'listingId');
  const intent = field(form, 'intent');
  if (!isListingId(listingId) || (intent !== 'add' && intent !== 'remove')) {
    throw new Response('The favourite request was not understood.', { status: 400 });
  }
  const favorites = await setFavorite(context, user, listingId, intent === 'add');
  if (field(form, '_fetch') !== '1') throw redirect(returnTo);
  return { favorite: intent === 'add', favorites };
}

export default function FavoritesPage() {
  const { result, favorites, now } = useLoaderData<typeof loader>();
  return (
    <Page title="Favorites" lead="Plants you saved. Tap the heart on any listing to add or remove it.">
      {!result.ok ? (
        <div className="search-message search-message--error" role="alert"><p>{SEARCH_FAILED_MESSAGE}</p></div>
      ) : result.listings.length === 0 ? (
        <div className="search-message">
          <h2>No favorites yet</h2>
          <p>Save plants you like with the heart on their card and find them here later.</p>
          <Link to="/marketplace" className="button button--primary">Browse plants</Link>
        </div>
      ) : (
        <>
          <ListingGrid listings={result.listings} now={now} favorites={favorites} />
          <SearchPagination page={result.page} totalPages={result.totalPages} hrefFor={(p) => (p > 1 ? `/favorites?page=${p}` : '/favorites')} />
        </>
      )}
    </Page>
  );
}
