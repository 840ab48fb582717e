/**
 * Top bar and mobile menu items (spec 1 §2.2) as data, so the rules are testable:
 * membership hidden in the desktop navigation for members (who get "my subscription"),
 * the inbox tab by listings, account settings highlighted on all its pages.
 */
import { defaultInboxTab } from '@variegata/transaction-process/inbox-tab';
import { ARTICLES_PATH, AUCTIONS_PATH, GALLERY_PATH, NEW_LISTING_PATH, VERIFIED_SELLERS_PATH } from './config';
import { modalHref } from './modals';
import { isAccountSettingsPage, type RouteName } from './routes';

export interface NavUser {
  readonly username: string | null;
  readonly isSubscriber: boolean;
  readonly hasListings: boolean;
  readonly inboxBadge: number;
}

export interface NavItem {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly active?: boolean;
  readonly badge?: number;
}

export interface NavLocation {
  readonly pathname: string;
  readonly search: string;
  readonly route: RouteName;
}

export function inboxPath(hasListings: boolean): string {
  return `/inbox/${defaultInboxTab(hasListings)}`;
}

export function plantPayHref(location: NavLocation): string {
  return modalHref(location.pathname, location.search, 'plantpay', true);
}

const shortcuts = (location: NavLocation): NavItem[] => [
  { key: 'verified', label: 'Verified sellers', to: VERIFIED_SELLERS_PATH },
  { key: 'auctions', label: 'Auctions', to: AUCTIONS_PATH },
  { key: 'articles', label: 'Articles', to: ARTICLES_PATH, active: location.route === 'ArticlesPage' },
  { key: 'gallery', label: 'Gallery', to: GALLERY_PATH, active: location.pathname === GALLERY_PATH },
];

/** Desktop navigation links; membership is hidden for members. */
export function desktopNavItems(user: NavUser | null, location: NavLocation): NavItem[] {
  const items = shortcuts(location);
  if (!user?.isSubscriber) items.push({ key: 'membership', label: 'Membership', to: '/membership', active: location.route === 'MembershipPage' });
  items.push({ key: 'plantpay', label: 'Plant Pay', to: plantPayHref(location) });
  return items;
}

/** The signed-in user's menu (desktop profile menu and the mobile menu's account part). */
export function userMenuItems(user: NavUser, location: NavLocation): NavItem[] {
  const items: NavItem[] = [];
  if (user.username) items.push({ key: 'store', label: 'Your store', to: `/shop/${encodeURIComponent(user.username)}`, active: location.pathname === `/shop/${user.username}` });
  items.push(
    user.isSubscriber
      ? { key: 'subscription', label: 'My subscription', to: '/membership-customer-portal' }
      : { key: 'membership', label: 'Membership', to: '/membership', active: location.route === 'MembershipPage' },
  );
  items.push(
    { key: 'inbox', label: 'Inbox', to: inboxPath(user.hasListings), active: location.route === 'InboxPage', badge: user.inboxBadge },
    { key: 'listings', label: 'Your listings', to: '/listings', active: location.route === 'ManageListingsPage' },
    { key: 'favorites', label: 'Favorites', to: '/favorites', active: location.route === 'FavoritesPage' },
    { key: 'profile-settings', label: 'Profile settings', to: '/profile-settings', active: location.route === 'ProfileSettingsPage' },
    { key: 'account-settings', label: 'Account settings', to: '/account/contact-details', active: isAccountSettingsPage(location.route) },
  );
  return items;
}

/** Mobile menu links besides the account part: search, shortcuts, plant pay, articles, gallery. */
export function mobileMenuItems(current: NavLocation): NavItem[] {
  // Links that open another modal replace the menu's parameter.
  const closed = new URLSearchParams(current.search);
  closed.delete('mobilemenu');
  const location = { ...current, search: closed.toString() };
  const [verified, auctions, articles, gallery] = shortcuts(location) as [NavItem, NavItem, NavItem, NavItem];
  return [
    { key: 'search', label: 'Search', to: modalHref(location.pathname, location.search, 'mobilesearch', true) },
    verified,
    auctions,
    { key: 'plantpay', label: 'Plant Pay', to: plantPayHref(location) },
    articles,
    gallery,
  ];
}

export const CREATE_LISTING_ITEM: NavItem = { key: 'create', label: 'Create listing', to: NEW_LISTING_PATH };
