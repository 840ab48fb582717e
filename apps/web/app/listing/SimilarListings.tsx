import { ListingGrid } from '~/listing-cards/ListingGrid';
import type { CardData } from '~/listing-cards/card-data';

/** Listings like this one, under the page's main columns. */
export function SimilarListings({ listings, now, favorites }: { listings: readonly CardData[]; now: number; favorites: readonly string[] | null }) {
  if (listings.length === 0) return null;
  return (
    <section className="lp-wide-section" aria-labelledby="lp-similar-title">
      <h2 id="lp-similar-title" className="lp-section-title">
        Similar listings
      </h2>
      <ListingGrid listings={listings} now={now} favorites={favorites} eager={0} className="lp-similar" />
    </section>
  );
}
