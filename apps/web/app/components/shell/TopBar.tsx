import { Link, useLocation } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { CREATE_LISTING_ITEM, desktopNavItems, inboxPath, userMenuItems, type NavLocation } from '~/lib/shell-nav';
import { modalHref } from '~/lib/shell-modals';
import type { ShellData } from '~/lib/shell-root-data';
import { mobileLogoHref } from '~/lib/shell-routes';
import { KeywordSearch } from './KeywordSearch';
import { Logo } from './Logo';
import { NavItemLink } from './NavItemLink';
import { UserMenu } from './UserMenu';

/** Top bar (spec 1 §2.2): desktop navigation and user menu; on mobile, menu and search buttons. */
export function TopBar({ shell }: { shell: ShellData }) {
  const { pathname, search } = useLocation();
  const location: NavLocation = { pathname, search, route: shell.route };
  const user = shell.user;
  return (
    <header className="topbar">
      <div className="topbar-inner">
        <Link to={modalHref(pathname, search, 'mobilemenu', true)} className="topbar-icon-button mobile-only" aria-label="Open menu" preventScrollReset>
          <span className="hamburger" aria-hidden="true" />
          {user?.inboxBadge ? <span className="dot-badge" aria-hidden="true" /> : null}
        </Link>
        <Logo to="/" className="desktop-only" />
        <Logo to={mobileLogoHref(shell.route)} className="mobile-only logo--mobile" />
        <div className="topbar-search desktop-only"><KeywordSearch id="topbar-keywords" /></div>
        <nav className="topbar-nav desktop-only" aria-label="Main">
          {desktopNavItems(user, location).map((item) => (
            <NavItemLink key={item.key} item={item} className="topbar-link" />
          ))}
        </nav>
        <div className="topbar-actions">
          {user ? (
            <>
              <NavItemLink item={{ key: 'inbox', label: 'Inbox', to: inboxPath(user.hasListings), badge: user.inboxBadge, active: shell.route === 'InboxPage' }} className="topbar-link desktop-only" />
              <Button href={CREATE_LISTING_ITEM.to} size="sm" className="desktop-only">{CREATE_LISTING_ITEM.label}</Button>
              <div className="desktop-only"><UserMenu user={user} items={userMenuItems(user, location)} /></div>
            </>
          ) : (
            <>
              <Link to="/signup" className="topbar-link desktop-only">Sign up</Link>
              <Link to="/login" className="topbar-link desktop-only">Log in</Link>
              <Button href={CREATE_LISTING_ITEM.to} size="sm" className="desktop-only">{CREATE_LISTING_ITEM.label}</Button>
            </>
          )}
          <Link to={modalHref(pathname, search, 'mobilesearch', true)} className="topbar-icon-button mobile-only" aria-label="Search" preventScrollReset>
            <span className="search-glyph" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </header>
  );
}
