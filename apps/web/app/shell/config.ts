/** Static configuration of the page shell (spec 1 §2.2): shortcuts, genus options, links. */

/** NewListingPage shows the edit-listing page with these parameters (spec 1 §2.1). */
export const NEW_LISTING_PARAMS = Object.freeze({
  slug: 'draft',
  id: '00000000-0000-0000-0000-000000000000',
  type: 'new',
  tab: 'onestep',
});

export const NEW_LISTING_PATH = '/l/new';

/** Verified sellers: meta_verified true, sorted by -pub_closedAuctionInt,pub_hasStockInt,meta_viewsByCurrentDay. */
export const VERIFIED_SELLERS_PATH = `/marketplace?${new URLSearchParams({
  meta_verified: 'true',
  sort: '-pub_closedAuctionInt,pub_hasStockInt,meta_viewsByCurrentDay',
})}`;

/** Auctions: pub_type auction, sorted by -pub_closedAuctionInt,-pub_auctionDateTimestamp. */
export const AUCTIONS_PATH = `/marketplace?${new URLSearchParams({
  pub_type: 'auction',
  sort: '-pub_closedAuctionInt,-pub_auctionDateTimestamp',
})}`;

export const ARTICLES_PATH = '/editorials';
export const GALLERY_PATH = '/gallery';

/** Genus options of the top-bar keyword search (a static list until the filter configuration lands). */
export const GENUS_OPTIONS: readonly string[] = Object.freeze([
  'Aglaonema', 'Alocasia', 'Anthurium', 'Begonia', 'Calathea', 'Epipremnum', 'Hoya', 'Monstera',
  'Philodendron', 'Rhaphidophora', 'Scindapsus', 'Syngonium', 'Thaumatophyllum',
]);

export const APP_STORE_URL = 'https://apps.apple.com/app/variegata/id1594305234';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=com.variegata.app';

/** The California financing-license disclaimer of the plant pay and buy-now-pay-later prompts. */
export const CALIFORNIA_DISCLAIMER =
  'Loans to California residents are made or arranged pursuant to a California Financing Law license.';

/** The footer's fixed links: /terms, /about, /press, /contact, /editorials, /gallery, /membership. */
export const FOOTER_COLUMNS = Object.freeze([
  { title: 'Marketplace', links: [{ href: '/membership', label: 'Membership' }, { href: '/editorials', label: 'Articles' }, { href: '/gallery', label: 'Gallery' }] },
  { title: 'Company', links: [{ href: '/about', label: 'About' }, { href: '/press', label: 'Press' }, { href: '/contact', label: 'Contact' }] },
]);

export const FOOTER_LEGAL_LINKS = Object.freeze([{ href: '/terms', label: 'Terms of Service' }]);
