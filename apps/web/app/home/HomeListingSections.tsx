import { Link } from '@remix-run/react';
import { ListingGrid } from '~/listing-cards/ListingGrid';
import type { CardData } from '~/listing-cards/card-data';

export interface HomeListingSectionView {
  title: string;
  href: string;
  result: { ok: boolean; listings: CardData[] };
}

/** The home page's listing sections (10 listings each), in the content service's order. */
export function HomeListingSections({ sections, favorites, now }: { sections: readonly HomeListingSectionView[]; favorites: readonly string[] | null; now: number }) {
  return (
    <>
      {sections.map((section, i) => {
        if (section.result.ok && section.result.listings.length === 0) return null;
        const id = `home-listings-${i}`;
        return (
          <section key={`${section.title}-${i}`} className="home-listings" aria-labelledby={id}>
            <div className="home-listings-head">
              <h2 id={id}>{section.title}</h2>
              <Link to={section.href}>See all</Link>
            </div>
            {section.result.ok ? (
              <ListingGrid listings={section.result.listings} now={now} favorites={favorites} eager={0} />
            ) : (
              <p className="home-listings-error">These listings could not be loaded right now.</p>
            )}
          </section>
        );
      })}
    </>
  );
}
