import { useLocation } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { CREATE_LISTING_ITEM, mobileMenuItems, userMenuItems, type NavLocation } from '~/lib/shell-nav';
import type { ShellData } from '~/lib/shell-root-data';
import { LogoutButton } from './LogoutButton';
import { NavItemLink } from './NavItemLink';
import { ShellModal } from './ShellModal';
import { UserAvatar } from './UserAvatar';

/** The mobile menu (?mobilemenu=open, under 768 px only). */
export function MobileMenu({ shell }: { shell: ShellData }) {
  const { pathname, search } = useLocation();
  const location: NavLocation = { pathname, search, route: shell.route };
  const user = shell.user;
  return (
    <ShellModal param="mobilemenu" title="Menu" mobileOnly variant="sheet">
      <div className="mobile-menu">
        {user ? (
          <div className="mobile-menu-greeting">
            <UserAvatar user={user} size={60} />
            <p>Hello, {user.firstName || user.displayName}!</p>
          </div>
        ) : (
          <div className="mobile-menu-greeting">
            <p>Hello! Welcome to Variegata.</p>
            <p className="mobile-menu-auth">
              <Button href="/signup">Sign up</Button>
              <Button href="/login" variant="secondary">Log in</Button>
            </p>
          </div>
        )}
        <ul className="mobile-menu-list">
          {mobileMenuItems(location).map((item) => (
            <li key={item.key}><NavItemLink item={item} className="mobile-menu-link" /></li>
          ))}
        </ul>
        {user ? (
          <>
            <ul className="mobile-menu-list mobile-menu-list--account">
              {userMenuItems(user, location).map((item) => (
                <li key={item.key}><NavItemLink item={item} className="mobile-menu-link" /></li>
              ))}
            </ul>
            <LogoutButton className="mobile-menu-link mobile-menu-logout" />
          </>
        ) : null}
        <div className="mobile-menu-footer">
          <Button href={CREATE_LISTING_ITEM.to} fullWidth>{CREATE_LISTING_ITEM.label}</Button>
        </div>
      </div>
    </ShellModal>
  );
}
