/**
 * The signed-in user's menu items (spec 1 §2.2): the desktop account menu and the mobile menu's
 * account part; account settings highlighted on all its pages.
 */
import { inboxPath, type NavItem, type NavLocation, type NavUser } from './nav';
import { isAccountSettingsPage } from './routes';

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
