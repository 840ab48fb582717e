import { LinkProvider } from '@variegata/ui/Link';
import { ListingCard } from '@variegata/ui/ListingCard';
import type { ReactNode } from 'react';
import type { CardData } from '~/listing-cards/card-data';
import { renderCardLink, useCardLinks } from '~/listing-cards/card-links';
import { FavoriteButton } from '~/favorites/FavoriteButton';
import { hydrationGate } from '~/shell/hydration-gate';
import { HYDRATION_MARK_ATTRIBUTE } from '~/shell/early-press';
import { loadWhenRendered, type HydrationMarkProps } from '~/shell/load-when-rendered';

/**
 * Cards hydrated together, each group when it comes near the viewport (or is reached): a grid of 48
 * hydrates in short tasks, and a visitor who does not scroll hydrates only the cards in view.
 */
export const CARDS_PER_HYDRATION = 8;

interface CardsProps extends HydrationMarkProps {
  listings: readonly CardData[];
  /** The slice of `listings` to render: [from, to). */
  from: number;
  to: number;
  now: number;
  favorites: readonly string[] | null;
  eager: number;
  marker: ((listing: CardData) => ReactNode) | undefined;
}

function Cards({ listings, from, to, now, favorites, eager, marker, hydrationMark }: CardsProps) {
  const favoriteSet = new Set(favorites ?? []);
  return listings.slice(from, to).map((l, offset) => (
    <li key={l.id} className={marker ? 'listing-grid__item--marked' : undefined} {...{ [HYDRATION_MARK_ATTRIBUTE]: hydrationMark }}>
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
        priority={from + offset < eager}
        action={<FavoriteButton listingId={l.id} isFavorite={favoriteSet.has(l.id)} signedIn={favorites !== null} title={l.title} />}
      />
      {marker ? marker(l) : null}
    </li>
  ));
}

const CardGroup = loadWhenRendered(() => Promise.resolve(Cards), { preload: true, hydrateWhen: hydrationGate, markedItems: true });

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
  const groups = Array.from({ length: Math.ceil(listings.length / CARDS_PER_HYDRATION) }, (_, i) => i * CARDS_PER_HYDRATION);
  const { handlers, prefetch } = useCardLinks();
  // One renderer for every grid (a module constant): a new one on each render would be a context
  // change, re-rendering groups still waiting to hydrate.
  return (
    <LinkProvider render={renderCardLink}>
      <ul className={`listing-grid${className ? ` ${className}` : ''}`} {...handlers}>
        {groups.map((from) => (
          <CardGroup key={from} listings={listings} from={from} to={from + CARDS_PER_HYDRATION} now={now} favorites={favorites} eager={eager} marker={marker} />
        ))}
      </ul>
      {prefetch}
    </LinkProvider>
  );
}
