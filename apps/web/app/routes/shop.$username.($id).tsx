import { cardsNow } from '~/listing-cards/cards-now.server';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { Avatar } from '@variegata/ui/Avatar';
import { ListingGrid } from '~/listing-cards/ListingGrid';
import { SearchPagination } from '~/search/SearchPagination';
import { loadProfile } from '~/profile/profile.server';
import { REVIEWS_ERROR, type ReviewView } from '~/profile/profile-view';
import { viewerFavorites } from '~/search/search.server';
import { SEARCH_FAILED_MESSAGE } from '~/search/search-config';
import { pageMeta } from '~/shell/meta';
import discoveryStyles from '~/styles/discovery.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: discoveryStyles }];



/** ProfilePage: /shop/{username} and /shop/{username}/{id} (open). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  const pageRaw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;
  const [profile, favorites] = await Promise.all([loadProfile(context, username, params.id, page), viewerFavorites(context)]);
  if (!profile) throw new Response('User not found', { status: 404 });
  return { ...profile, favorites, now: cardsNow([profile.listings]) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.user.status === 'active' ? `${data.user.name}'s shop` : data.user.name, data.user.bio ?? undefined) : pageMeta('Shop');

function Stars({ rating }: { rating: number | null }) {
  if (rating === null) return null;
  return (
    <span className="review-rating" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}{'☆'.repeat(Math.max(0, 5 - rating))}
    </span>
  );
}

function Reviews({ title, reviews, empty, id }: { title: string; reviews: ReviewView[] | null; empty: string; id: string }) {
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{title}{reviews && reviews.length > 0 ? ` (${reviews.length})` : ''}</h2>
      {reviews === null ? (
        <p className="search-message search-message--error" role="alert">{REVIEWS_ERROR}</p>
      ) : reviews.length === 0 ? (
        <p className="profile-meta">{empty}</p>
      ) : (
        <ul className="reviews">
          {reviews.map((r) => (
            <li key={r.id} className="review">
              <Avatar name={r.author.name} src={r.author.avatarUrl} status={r.author.status} size={40} decorative />
              <div>
                <p className="review-text">{r.text}</p>
                <p className="review-meta">
                  <Stars rating={r.rating} /> {r.author.name} · <time>{r.date}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function ProfilePage() {
  const { user, listings, reviewsFromBuyers, reviewsFromSellers, favorites, now } = useLoaderData<typeof loader>();
  const location = useLocation();
  const active = user.status === 'active';
  return (
    <main id="main" className="page page--profile">
      <header className="profile-header">
        <Avatar name={user.name} src={user.avatarUrl} status={user.status} size={96} decorative />
        <div>
          <h1>{user.name}</h1>
          {active && (
            <p className="profile-meta">
              {user.username && <>@{user.username}</>}
              {user.memberSince && <> · Member since {user.memberSince}</>}
            </p>
          )}
          {user.verified && <ul className="vg-listing-card__badges profile-badges"><li className="vg-listing-card__badge vg-listing-card__badge--verified">Verified seller</li></ul>}
          {user.bio && <p className="profile-bio">{user.bio}</p>}
          {!active && <p className="profile-meta">This account is no longer active.</p>}
        </div>
      </header>

      {active && listings && (
        <section className="profile-section" aria-labelledby="profile-listings">
          <h2 id="profile-listings">Listings{listings.ok && listings.totalItems > 0 ? ` (${listings.totalItems})` : ''}</h2>
          {!listings.ok ? (
            <p className="search-message search-message--error" role="alert">{SEARCH_FAILED_MESSAGE}</p>
          ) : listings.listings.length === 0 ? (
            <p className="profile-meta">No listings at the moment. <Link to="/marketplace">Browse other plants</Link></p>
          ) : (
            <>
              <ListingGrid listings={listings.listings} now={now} favorites={favorites} />
              <SearchPagination page={listings.page} totalPages={listings.totalPages} hrefFor={(p) => (p > 1 ? `${location.pathname}?page=${p}` : location.pathname)} />
            </>
          )}
        </section>
      )}

      {active && (
        <>
          <Reviews id="reviews-buyers" title="Reviews from buyers" reviews={reviewsFromBuyers} empty="No reviews from buyers yet." />
          <Reviews id="reviews-sellers" title="Reviews from sellers" reviews={reviewsFromSellers} empty="No reviews from sellers yet." />
        </>
      )}
    </main>
  );
}
