import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { HeroSlider } from '~/home/HeroSlider';
import { hydrationGate } from '~/shell/hydration-gate';
import { loadWhenRendered } from '~/shell/load-when-rendered';
import { homeEditorial } from '~/editorial/content.server';
import { homeBands, positionedSlots } from '~/editorial/home';
import editorialStyles from '~/editorial/editorial.css?url';
import { contentListingSections, loadHomeListings } from '~/home/home-listings.server';
import { latestForumTopics } from '~/home/forum.server';
import { shownForum } from '~/home/forum';
import discoveryStyles from '~/styles/discovery.css?url';
import { AUCTIONS_PATH, GENUS_OPTIONS, NEW_LISTING_PATH, VERIFIED_SELLERS_PATH } from '~/shell/config';

// Below the hero: server-rendered in full, their code loaded and hydrated when they come near the
// viewport (or are reached, or get new data), so a first visit hydrates only the hero and shortcuts.
const whenVisible = { hydrateWhen: hydrationGate };
const homeSections = () => import('~/home/HomeSections');
const HomeFeatures = loadWhenRendered(() => import('~/home/HomeFeatures').then((m) => m.HomeFeatures), whenVisible);
const HomeForum = loadWhenRendered(() => homeSections().then((m) => m.HomeForum), whenVisible);
const HomeCta = loadWhenRendered(() => homeSections().then((m) => m.HomeCta), whenVisible);
const HomeNewsletterSection = loadWhenRendered(() => homeSections().then((m) => m.HomeNewsletterSection), whenVisible);
const HomeListingSections = loadWhenRendered(() => import('~/home/HomeListingSections').then((m) => m.HomeListingSections), whenVisible);

export const meta: MetaFunction = () => [
  { title: 'Variegata · Rare and variegated plants' },
  { name: 'description', content: 'Buy and sell rare and variegated plants: fixed price, quick sales and auctions.' },
];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: discoveryStyles }, { rel: 'stylesheet', href: editorialStyles }];

/**
 * Listing sections (10 each, stock at least 1, not private) where the content service's home page puts
 * them, and the forum's latest discussions (none without a forum: then the forum section is left out).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const [listings, editorial, forumTopics] = await Promise.all([contentListingSections().then((specs) => loadHomeListings(context, specs)), homeEditorial(), latestForumTopics()]);
  return { ...listings, editorial, forumTopics };
}

/** LandingPage: hero, shortcuts and sections (content-service sections come with the editorial issue). */
export default function LandingPage() {
  const data = useLoaderData<typeof loader>();
  const { editorial, forumTopics } = data;
  const forum = shownForum(editorial?.forum, forumTopics.length);
  // The same props while the loader data is the same: a section still waiting to hydrate loads and
  // hydrates at once when its props change (new data), so a re-render must not make new ones.
  const bands = useMemo(
    () => homeBands(positionedSlots(data.sections, forum)).map((band) => (band.kind === 'listings' ? { ...band, sections: band.indexes.map((i) => data.sections[i]!) } : band)),
    [data, forum],
  );
  const slides = editorial?.hero?.slides ?? [];
  return (
    <main id="main" tabIndex={-1} className="landing">
      {slides.length > 0 ? <HeroSlider title={editorial?.hero?.title ?? ''} slides={slides} /> : <section className="hero">
        <div className="hero-inner">
          <p className="hero-kicker">The marketplace for rare plants</p>
          <h1 className="hero-title">Rare and variegated plants from growers you can trust</h1>
          <p className="hero-lead">Buy at a fixed price, grab a quick sale or bid in live auctions. Every seller is rated by collectors like you.</p>
          <div className="hero-actions">
            <Link to="/marketplace" className="button button--primary">Browse plants</Link>
            <Link to={AUCTIONS_PATH} className="button button--ghost">Auctions ending soon</Link>
          </div>
        </div>
      </section>}
      <section className="landing-section" aria-labelledby="genus-title">
        <h2 id="genus-title" className="section-title">Shop by genus</h2>
        <ul className="chip-list">
          {GENUS_OPTIONS.map((genus) => (
            <li key={genus}><Link className="chip" to={`/marketplace/${genus.toLowerCase()}`}>{genus}</Link></li>
          ))}
        </ul>
      </section>
      {editorial?.features && editorial.features.items.length > 0 ? <HomeFeatures title={editorial.features.title} items={editorial.features.items} /> : <section className="landing-section feature-grid" aria-label="Why Variegata">
        <Link to={VERIFIED_SELLERS_PATH} className="feature-card">
          <h2>Verified sellers</h2>
          <p>Premium members with proven shipping and reviews.</p>
        </Link>
        <Link to={AUCTIONS_PATH} className="feature-card">
          <h2>Auctions</h2>
          <p>Bid with automatic proxy bidding and reserve prices.</p>
        </Link>
        <Link to={NEW_LISTING_PATH} className="feature-card">
          <h2>Sell your plants</h2>
          <p>List in minutes; get paid out to your bank account.</p>
        </Link>
      </section>}
      {bands.map((band) =>
        'sections' in band ? <HomeListingSections key={band.indexes.join('-')} sections={band.sections} favorites={data.favorites} now={data.now} /> : forum ? <HomeForum key="forum" forum={forum} topics={forumTopics} /> : null,
      )}
      {editorial?.cta ? <HomeCta cta={editorial.cta} /> : null}
      {editorial?.newsletter ? <HomeNewsletterSection newsletter={editorial.newsletter} /> : null}
    </main>
  );
}
