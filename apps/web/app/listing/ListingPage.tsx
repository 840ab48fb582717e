import { Link, useLocation, useNavigate, useRevalidator } from '@remix-run/react';
import { useEffect, useMemo, useState } from 'react';
import { Badge } from '@variegata/ui/Badge';
import { hasLongWord } from '@variegata/ui/long-word';
import { FavoriteButton } from '~/favorites/FavoriteButton';
import { ownerBar } from '~/listing/page-text';
import type { ListingLayout } from '~/listing/layout';
import { BID_PARAM, bidHref, bidLoginHref, navigationStateIntent, withoutParam } from '~/listing/nav-state';
import { hydrationGate, intentGate } from '~/shell/hydration-gate';
import { loadWhenRendered, whenInMarkup } from '~/shell/load-when-rendered';
import { useLiveAuction } from '~/auction/live-client';
import { mergeLive } from '~/auction/live-merge';
import type { ListingPageData } from '~/listing/page.server';
import { Gallery } from './Gallery';
// Static: its 30-second timer starts at hydration (spec 2 §2), not when a chunk arrives.
import { SignupPrompt } from './SignupPrompt';
import { useListingClock } from './useListingClock';
import { useViewCount } from './useViewCount';

// Dialogs load (and hydrate) when opened. The sections under the gallery and heading and the parts
// below the main columns load when they come near the viewport: a visitor who reads the top of the
// page never downloads them.
const BidModal = loadWhenRendered(() => import('~/auction/BidModal').then((m) => m.BidModal));
const EnquiryModal = loadWhenRendered(() => import('./EnquiryModal').then((m) => m.EnquiryModal));
// An auction's parts come with the page when it is an auction's (and the viewer's bid state when
// they have one, the result when it has ended); other listings' pages do without their code.
const BidStatus = loadWhenRendered(() => import('~/auction/BidStatus').then((m) => m.BidStatus), whenInMarkup('vg-bid-state'));
const AuctionResult = loadWhenRendered(() => import('./AuctionResult').then((m) => m.AuctionResult), whenInMarkup('lp-auction-result'));
const AuctionBox = loadWhenRendered(() => import('./AuctionBox').then((m) => m.AuctionBox), whenInMarkup('lp-auction'));
const BidTopBar = loadWhenRendered(() => import('./BidTopBar').then((m) => m.BidTopBar), whenInMarkup('lp-bid-bar'));
const whenVisible = { hydrateWhen: hydrationGate };
const listingSections = () => import('./ListingSections');
const Details = loadWhenRendered(() => listingSections().then((m) => m.Details), whenVisible);
const Features = loadWhenRendered(() => listingSections().then((m) => m.Features), whenVisible);
const Description = loadWhenRendered(() => listingSections().then((m) => m.Description), whenVisible);
const Rules = loadWhenRendered(() => listingSections().then((m) => m.Rules), whenVisible);
const RootsImages = loadWhenRendered(() => listingSections().then((m) => m.RootsImages), whenVisible);
const sellerSections = () => import('./SellerSections');
const ProviderCardView = loadWhenRendered(() => sellerSections().then((m) => m.ProviderCardView), whenVisible);
const Reviews = loadWhenRendered(() => sellerSections().then((m) => m.Reviews), whenVisible);
const SimilarListings = loadWhenRendered(() => import('./SimilarListings').then((m) => m.SimilarListings), whenVisible);
const RelatedArticles = loadWhenRendered(() => import('./RelatedArticles').then((m) => m.RelatedArticles), whenVisible);
const ListingMap = loadWhenRendered(() => import('./ListingMap').then((m) => m.ListingMap), whenVisible);
// A visitor's order panel (in view on wide screens) works as plain HTML until used: its buy form and
// links natively, a press on "Make an offer" held until its code is there. Its code comes when a
// pointer goes over it, it takes focus or gets new data (a live bid), or a phone's bar opens it. A
// signed-in viewer's panel fetches their shipping fees: it loads when in view.
const orderPanel = () => import('./OrderPanel').then((m) => m.OrderPanel);
const VisitorOrderPanel = loadWhenRendered(orderPanel, { hydrateWhen: intentGate });
// The share button is a plain button: its code comes when it is reached, and a press made before
// then is held and replayed (the press's user activation is still there for the share sheet or the
// clipboard).
const ShareButton = loadWhenRendered(() => import('./ShareButton').then((m) => m.ShareButton), { hydrateWhen: intentGate });
const MemberOrderPanel = loadWhenRendered(orderPanel, whenVisible);

export interface ListingPageProps {
  data: ListingPageData & { mapCentre: { lat: number; lng: number } | null; fuzzy: boolean; layout?: ListingLayout };
}

function OwnerBar({ data }: ListingPageProps) {
  const { listing } = data;
  const bar = ownerBar(listing.state);
  return (
    <div className="lp-owner-bar" role="region" aria-label="Your listing">
      <p>{bar.message}</p>
      <Link className="vg-button vg-button--secondary vg-button--sm" to={`/l/${listing.slug}/${listing.id}/${bar.type}/onestep`}>
        {bar.button}
      </Link>
    </div>
  );
}

/** The notices above the page: just published, the owner bar, or the closed notice. */
function Notices({ data, justPublished }: ListingPageProps & { justPublished: boolean }) {
  const { listing, isOwner } = data;
  return (
    <>
      {justPublished ? (
        <div className="lp-published" role="status">
          <p>
            <strong>Your listing is published.</strong> Buyers can find it now.
          </p>
          <Link to="/l/new" className="vg-button vg-button--primary vg-button--sm">
            Continue selling
          </Link>
        </div>
      ) : null}
      {isOwner ? <OwnerBar data={data} /> : listing.state === 'closed' ? <div className="lp-closed" role="status">This listing is closed.</div> : null}
    </>
  );
}

function Crumbs({ listing }: { listing: ListingPageProps['data']['listing'] }) {
  return (
    <nav className="lp-crumbs" aria-label="Breadcrumb">
      <Link to="/marketplace">Sale of rare plants</Link>
      {listing.genus ? (
        <>
          <span aria-hidden="true">/</span>
          <Link to={`/marketplace/${encodeURIComponent(listing.genus)}`}>{listing.genusLabel}</Link>
        </>
      ) : null}
      {listing.genus && listing.species ? (
        <>
          <span aria-hidden="true">/</span>
          <Link to={`/marketplace/${encodeURIComponent(listing.genus)}/${encodeURIComponent(listing.species)}`}>{listing.species.replace(/-/g, ' ')}</Link>
        </>
      ) : null}
    </nav>
  );
}

function Heading({ data, hero = false }: ListingPageProps & { hero?: boolean }) {
  const { listing, viewer } = data;
  return (
    <header className={`lp-heading${hero ? ' lp-heading--hero' : ''}`}>
      <div className="lp-heading-text">
        <h1 className={`lp-title${hasLongWord(listing.title) ? ' lp-title--long-words' : ''}`}>{listing.title}</h1>
        <p className="lp-heading-price">
          {listing.isAuction ? listing.auction?.currentBid : listing.price}
          {listing.isAuction ? <span className="lp-tag">Auction</span> : null}
          {listing.isQuickSell ? <span className="lp-tag">Quick sale</span> : null}
          {listing.soldOut ? <span className="lp-tag lp-tag--muted">Sold out</span> : null}
        </p>
        {listing.badges.length > 0 ? (
          <div className="lp-badges">
            {listing.badges.map((b) => (
              <Badge key={b} variant={b} size="sm" />
            ))}
          </div>
        ) : null}
      </div>
      <div className="lp-heading-actions">
        <FavoriteButton listingId={listing.id} isFavorite={(viewer.favorites ?? []).includes(listing.id)} signedIn={viewer.signedIn} title={listing.title} />
        <ShareButton url={listing.href} title={listing.title} />
      </div>
    </header>
  );
}

/**
 * The listing detail page (spec 2 §2 "Listing detail page content"). Two layouts, chosen by
 * configuration (LISTING_LAYOUT): `default` (gallery in the main column) and `full-image` (the
 * first photo as a full-width hero, the heading right under it, the rest in the same two columns).
 */
export function ListingPage({ data }: ListingPageProps) {
  const { provider, viewer, isOwner } = data;
  // Live auction updates (server-sent events) replace the loader's auction data when newer.
  const live = useLiveAuction(data.listing.id, data.listing.auction !== null && !data.listing.auction.closed && data.listing.state !== 'closed');
  // The same objects while the data is the same: the parts still waiting to hydrate keep their props.
  const merged = useMemo(() => (data.listing.auction ? mergeLive(data.listing.auction, data.bids, live.update) : null), [data.listing.auction, data.bids, live.update]);
  const listing = useMemo(() => (merged ? { ...data.listing, auction: merged.auction } : data.listing), [data.listing, merged]);
  const revalidator = useRevalidator();
  const fullImage = data.layout === 'full-image';
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const state = (location.state ?? {}) as { published?: boolean };
  const justPublished = isOwner && (params.get('published') === '1' || state.published === true);
  const orderOpen = params.has('orderOpen') && params.get('orderOpen') !== 'false';
  const enquiryOpen = params.get('enquiry') === 'open' && viewer.signedIn && !isOwner;
  const now = useListingClock(data.now, listing.auction?.endsAt ?? null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useViewCount(listing.id, isOwner);
  const here = `${location.pathname}${location.search}`;
  const loginHref = listing.isAuction ? bidLoginHref(listing.href) : `/login?from=${encodeURIComponent(here)}`;
  const enquiryReturn = `${listing.href}?enquiry=open`;
  const contactHref = viewer.signedIn ? `${listing.href}?enquiry=open` : `/signup?from=${encodeURIComponent(enquiryReturn)}`;
  const auctionOpen = listing.auction ? now < listing.auction.endsAt : false;
  const closed = listing.state === 'closed';
  const orderHref = `${location.pathname}?${new URLSearchParams([...params.entries(), ['orderOpen', 'true']]).toString()}`;
  // Navigation state flags (spec 2 §2 "Order panel"): bidNow and showKlarna, read once per location.
  useEffect(() => {
    const intent = navigationStateIntent({
      state: location.state,
      pathname: location.pathname,
      search: location.search,
      listingHref: listing.href,
      loginHref,
      isAuction: listing.isAuction,
      // A seller without payout details takes no bids: the bidNow flag then does nothing.
      auctionOpen: listing.auction ? Date.now() < listing.auction.endsAt && data.sellerPayable : false,
      closed,
      isOwner,
      signedIn: viewer.signedIn,
    });
    if (intent) navigate(intent.to, { replace: true, preventScrollReset: true, state: intent.state });
    // Only a new location (its key) carries new flags.
  }, [location.key]);
  const bidBar =
    listing.auction && auctionOpen && data.sellerPayable && !isOwner && !closed && !orderOpen ? <BidTopBar auction={listing.auction} now={now} bidHref={viewer.signedIn ? bidHref(listing.href) : loginHref} /> : null;
  const bidOpen = params.get(BID_PARAM) === 'open' && viewer.signedIn && viewer.id !== null && !isOwner && !closed && auctionOpen && data.sellerPayable && listing.auction !== null;
  const closeBid = () => navigate(withoutParam(location.pathname, location.search, BID_PARAM), { replace: true, preventScrollReset: true });
  const sections = (
    <>
      {data.auctionResult ? <AuctionResult result={data.auctionResult} /> : null}
      {/* Its code (and the auction rules') comes only for a viewer who has bid. */}
      {listing.auction && auctionOpen && viewer.id !== null && listing.auction.bidderIds.includes(viewer.id) ? <BidStatus viewerId={viewer.id} bidderIds={listing.auction.bidderIds} /> : null}
      {listing.auction ? <AuctionBox auction={listing.auction} bids={merged?.bids ?? data.bids} now={now} /> : null}
      <Details listing={listing} />
      <Features features={listing.features} />
      <Description listing={listing} />
      <Rules listing={listing} />
      <ListingMap centre={data.mapCentre} fuzzy={data.fuzzy} locationText={listing.locationText} />
      <RootsImages images={listing.rootsImages} title={listing.title} />
      <ProviderCardView provider={provider} isOwner={isOwner} contactHref={contactHref} />
      <Reviews reviews={data.reviews} />
    </>
  );
  const OrderPanel = viewer.signedIn ? MemberOrderPanel : VisitorOrderPanel;
  const orderPanelPart = (
    <OrderPanel
      listing={listing}
      provider={provider}
      isOwner={isOwner}
      signedIn={viewer.signedIn}
      auctionOpen={auctionOpen}
      sellerPayable={data.sellerPayable}
      open={orderOpen}
      closeHref={withoutParam(location.pathname, location.search, 'orderOpen')}
      loginHref={loginHref}
    />
  );
  const below = (
    <>
      <SimilarListings listings={data.similar} now={data.now} favorites={viewer.favorites} />
      <RelatedArticles articles={data.articles} genusLabel={listing.genusLabel} />
    </>
  );
  return (
    <main id="main" tabIndex={-1} className={`page lp${fullImage ? ' lp--full-image' : ''}`} data-hydrated={hydrated ? '' : undefined} data-layout={fullImage ? 'full-image' : 'default'} data-live={live.connected ? 'connected' : undefined}>
      {bidBar}
      {fullImage ? (
        <>
          {justPublished || isOwner || closed ? (
            <div className="lp-notices">
              <Notices data={data} justPublished={justPublished} />
            </div>
          ) : null}
          <div className="lp-hero">
            <Gallery images={listing.images} title={listing.title} variant="hero" />
          </div>
          <div className="lp-body">
            <Heading data={data} hero />
            <Crumbs listing={listing} />
            <div className="lp-layout">
              <div className="lp-main">{sections}</div>
              {orderPanelPart}
            </div>
            {below}
          </div>
        </>
      ) : (
        <>
          <Notices data={data} justPublished={justPublished} />
          <Crumbs listing={listing} />
          <div className="lp-layout">
            <div className="lp-main">
              <Gallery images={listing.images} title={listing.title} />
              <Heading data={data} />
              {sections}
            </div>
            {orderPanelPart}
          </div>
          {below}
        </>
      )}
      {!orderOpen && !isOwner && !closed && !bidBar ? (
        <div className="lp-mobile-bar">
          <span className="lp-mobile-bar-price">{listing.isAuction ? listing.auction?.currentBid : listing.price}</span>
          <Link to={orderHref} preventScrollReset className="vg-button vg-button--primary vg-button--md">
            {!data.sellerPayable && !listing.soldOut && (auctionOpen || !listing.isAuction) ? 'Not available yet' : listing.isAuction ? (auctionOpen ? 'Bid now' : 'View auction') : listing.soldOut ? 'Sold out' : 'Buy now'}
          </Link>
        </div>
      ) : null}
      {bidOpen && listing.auction && viewer.id ? (
        <BidModal
          listingId={listing.id}
          viewerId={viewer.id}
          auction={listing.auction}
          currency={listing.currency}
          closeHref={withoutParam(location.pathname, location.search, BID_PARAM)}
          onClose={closeBid}
          onPlaced={() => {
            closeBid();
            revalidator.revalidate();
          }}
        />
      ) : null}
      {enquiryOpen ? <EnquiryModal providerName={provider.name} listingTitle={listing.title} /> : null}
      {viewer.signedIn ? null : <SignupPrompt returnTo={listing.href} />}
    </main>
  );
}
