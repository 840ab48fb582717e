import { Link as RemixLink } from '@remix-run/react';
import { LinkProvider } from '@variegata/ui/Link';
import { ListingCard } from '@variegata/ui/ListingCard';
import type { ReactNode } from 'react';
import type { CardData } from '~/listing-cards/card-data';
import { FavoriteButton } from '~/favorites/FavoriteButton';

/** Cards of listings in a responsive grid, with a favourite toggle on each. */
export function ListingGrid({
  listings,
  now,
  favorites,
  className,
  eager = 4,
  marker,
}: {
  listings: readonly CardData[];
  now: number;
  /** The viewer's favourite ids, or null for visitors. */
  favorites: readonly string[] | null;
  className?: string;
  eager?: number;
  /** Something shown over a card (e.g. "Sold in this live"); null for none. */
  marker?: (listing: CardData) => ReactNode;
}) {
  const favoriteSet = new Set(favorites ?? []);
  return (
    <LinkProvider render={({ href, ref, ...rest }) => <RemixLink to={href} prefetch="intent" ref={ref} {...rest} />}>
      <ul className={`listing-grid${className ? ` ${className}` : ''}`}>
        {listings.map((l, i) => (
          <li key={l.id} className={marker ? 'listing-grid__item--marked' : undefined}>
            <ListingCard
              title={l.title}
              href={l.href}
              image={l.image}
              price={l.price}
              {...(l.priceLabel ? { priceLabel: l.priceLabel } : {})}
              {...(l.subtitle ? { subtitle: l.subtitle } : {})}
              badges={l.badges}
              auction={l.auctionEndsAt !== null ? { endsAt: l.auctionEndsAt, now } : null}
              soldOut={l.soldOut}
              priority={i < eager}
              action={<FavoriteButton listingId={l.id} isFavorite={favoriteSet.has(l.id)} signedIn={favorites !== null} title={l.title} />}
            />
            {marker ? marker(l) : null}
          </li>
        ))}
      </ul>
    </LinkProvider>
  );
}
