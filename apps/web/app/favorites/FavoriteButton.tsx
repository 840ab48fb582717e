import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { CsrfField } from '~/shell/CsrfField';
import { FAVORITES_PATH } from '~/favorites/favorites';

/**
 * The heart icon, inline. Not a CSS mask or background: the browser builds a whole SVG document for
 * an SVG image, about 5 ms of a phone's first style pass (measured on the search page), where 48
 * small inline paths cost next to nothing (a card out of view is not even styled).
 */
function Heart({ filled }: { filled: boolean }) {
  return (
    <svg className={`favorite-heart${filled ? ' favorite-heart--filled' : ''}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.7 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.6 3.2 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

/**
 * Favourite toggle (spec 2 §4). Signed-in users post to /favorites (a fetcher with JavaScript,
 * a plain form post and redirect back without); visitors get a link to log in that returns here.
 */
export function FavoriteButton({ listingId, isFavorite, signedIn, title }: { listingId: string; isFavorite: boolean; signedIn: boolean; title: string }) {
  return signedIn ? <FavoriteToggle listingId={listingId} isFavorite={isFavorite} title={title} /> : <LoginToFavorite title={title} />;
}

/** Visitors: a link to log in that comes back to this page (no fetcher or state per card). */
function LoginToFavorite({ title }: { title: string }) {
  const location = useLocation();
  return (
    <a className="favorite-button" href={`/login?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`} aria-label={`Log in to save ${title} to favorites`} rel="nofollow">
      <Heart filled={false} />
    </a>
  );
}

function FavoriteToggle({ listingId, isFavorite, title }: { listingId: string; isFavorite: boolean; title: string }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const fetcher = useFetcher<{ favorite?: boolean }>({ key: `favorite-${listingId}` });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const pending = fetcher.formData?.get('intent');
  const favorite = pending ? pending === 'add' : (fetcher.data?.favorite ?? isFavorite);
  return (
    <fetcher.Form method="post" action={FAVORITES_PATH} className="favorite-form">
      <CsrfField />
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="intent" value={favorite ? 'remove' : 'add'} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated && <input type="hidden" name="_fetch" value="1" />}
      <button
        type="submit"
        className={`favorite-button${favorite ? ' favorite-button--on' : ''}`}
        aria-pressed={favorite}
        aria-label={favorite ? `Remove ${title} from favorites` : `Save ${title} to favorites`}
      >
        <Heart filled={favorite} />
      </button>
    </fetcher.Form>
  );
}
