/** The mobile menu's links (spec 1 §2.2) besides its account part. */
import { modalHref } from './modals';
import { plantPayHref, shortcuts, type NavItem, type NavLocation } from './nav';

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
