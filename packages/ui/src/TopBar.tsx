import type { ReactNode } from 'react';
import { Link } from './Link';

export interface TopBarNavItem {
  href: string;
  label: ReactNode;
  /** The current section (aria-current="page"). */
  current?: boolean;
  /** A count or badge after the label (for example the inbox). */
  badge?: ReactNode;
}

export interface TopBarNavProps {
  items: readonly TopBarNavItem[];
  /** Names the navigation landmark (default "Main"). */
  label?: string;
}

/** The desktop navigation links of the top bar. */
export function TopBarNav({ items, label = 'Main' }: TopBarNavProps) {
  return (
    <nav aria-label={label} className="vg-topbar-nav">
      <ul className="vg-topbar-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              className={['vg-topbar-nav__link', item.current && 'vg-topbar-nav__link--current'].filter(Boolean).join(' ')}
            >
              {item.label}
              {item.badge != null && <span className="vg-topbar-nav__badge">{item.badge}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface TopBarProps {
  /** Desktop logo (a link home). */
  logo: ReactNode;
  /** Mobile logo; the site decides where it links (search on listing/order/sale pages). Defaults to `logo`. */
  mobileLogo?: ReactNode;
  /** Desktop search form. */
  search?: ReactNode;
  /** Desktop navigation, usually a TopBarNav. */
  nav?: ReactNode;
  /** Calls to action before the user menu (for example "Create listing"). */
  actions?: ReactNode;
  /** The user menu, or log-in and sign-up links. */
  userMenu?: ReactNode;
  /** Link that opens the mobile menu (the site uses "?mobilemenu=open"). */
  mobileMenuHref: string;
  /** Link that opens the mobile search (the site uses "?mobilesearch=open"). Hidden when absent. */
  mobileSearchHref?: string;
  mobileMenuLabel?: string;
  mobileSearchLabel?: string;
  /** Shows a dot on the mobile menu button, e.g. for unread messages; the text is read out. */
  mobileMenuNotice?: string;
  className?: string;
}

function Icon({ kind }: { kind: 'menu' | 'search' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="vg-topbar__icon">
      {kind === 'menu' ? (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <>
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

/**
 * The site header layout: on wide screens logo, search, navigation, actions and user menu in
 * one row; under 768 px a menu button, the logo and a search button (both links, so the
 * modal state can live in the query string).
 */
export function TopBar({
  logo,
  mobileLogo,
  search,
  nav,
  actions,
  userMenu,
  mobileMenuHref,
  mobileSearchHref,
  mobileMenuLabel = 'Open menu',
  mobileSearchLabel = 'Search',
  mobileMenuNotice,
  className,
}: TopBarProps) {
  return (
    <header className={['vg-topbar', className].filter(Boolean).join(' ')}>
      <div className="vg-topbar__desktop">
        <div className="vg-topbar__logo">{logo}</div>
        {search && <div className="vg-topbar__search">{search}</div>}
        <div className="vg-topbar__end">
          {nav}
          {actions && <div className="vg-topbar__actions">{actions}</div>}
          {userMenu && <div className="vg-topbar__user">{userMenu}</div>}
        </div>
      </div>
      <div className="vg-topbar__mobile">
        <Link href={mobileMenuHref} className="vg-topbar__icon-button">
          <Icon kind="menu" />
          <span className="vg-visually-hidden">{mobileMenuNotice ? `${mobileMenuLabel}, ${mobileMenuNotice}` : mobileMenuLabel}</span>
          {mobileMenuNotice && <span className="vg-topbar__dot" aria-hidden="true" />}
        </Link>
        <div className="vg-topbar__logo vg-topbar__logo--mobile">{mobileLogo ?? logo}</div>
        {mobileSearchHref ? (
          <Link href={mobileSearchHref} className="vg-topbar__icon-button">
            <Icon kind="search" />
            <span className="vg-visually-hidden">{mobileSearchLabel}</span>
          </Link>
        ) : (
          <span className="vg-topbar__icon-spacer" />
        )}
      </div>
    </header>
  );
}
