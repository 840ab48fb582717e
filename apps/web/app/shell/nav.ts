/**
 * Top bar items (spec 1 §2.2) as data, so the rules are testable: membership hidden in the desktop
 * navigation for members (who get "my subscription"), the inbox tab by listings. The account menu's
 * and the mobile menu's items are in their own modules (`user-menu-items`, `mobile-menu-items`), so
 * they come with those menus' code, not with every page.
 */
import { defaultInboxTab } from '@variegata/transaction-process/inbox-tab';
import { ARTICLES_PATH, AUCTIONS_PATH, GALLERY_PATH, NEW_LISTING_PATH, VERIFIED_SELLERS_PATH } from './config';
import { modalHref } from './modals';
import type { RouteName } from './routes';

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

/** The shortcuts both navigations have. */
export const shortcuts = (location: NavLocation): NavItem[] => [
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

export const CREATE_LISTING_ITEM: NavItem = { key: 'create', label: 'Create listing', to: NEW_LISTING_PATH };
