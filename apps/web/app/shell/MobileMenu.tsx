import { useLocation } from '@remix-run/react';
import { Button } from '@variegata/ui/Button';
import { MobileMenu as UiMobileMenu, type MobileMenuItem, type MobileMenuSection } from '@variegata/ui/MobileMenu';
import { CREATE_LISTING_ITEM, type NavItem, type NavLocation } from '~/shell/nav';
import { mobileMenuItems } from '~/shell/mobile-menu-items';
import { userMenuItems } from '~/shell/user-menu-items';
import type { ShellData } from '~/shell/root-data';
import { UserAvatar } from './UserAvatar';
import { useCloseHref, useCloseModal, useLogout, useMobileOnlyModal } from './useShellActions';

const toItem = (item: NavItem): MobileMenuItem => ({ href: item.to, label: item.label, current: item.active === true, ...(item.badge ? { badge: item.badge } : {}) });

/** The mobile menu (?mobilemenu=open, under 768 px only), on the UI kit's MobileMenu. */
export function MobileMenu({ shell }: { shell: ShellData }) {
  const { pathname, search } = useLocation();
  const close = useCloseModal('mobilemenu');
  const closeHref = useCloseHref('mobilemenu');
  const logout = useLogout();
  useMobileOnlyModal('mobilemenu');
  const location: NavLocation = { pathname, search, route: shell.route };
  const user = shell.user;
  const sections: MobileMenuSection[] = [{ items: mobileMenuItems(location).map(toItem) }];
  if (user) {
    sections.unshift({ title: 'Your account', items: userMenuItems(user, location).map(toItem) });
    sections.push({ items: [{ label: 'Log out', onSelect: logout }] });
  }
  const greeting = user ? (
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
  );
  return (
    <div className="shell-modal--mobile-only">
      <UiMobileMenu open onClose={close} closeHref={closeHref} greeting={greeting} sections={sections} footer={<Button href={CREATE_LISTING_ITEM.to} fullWidth>{CREATE_LISTING_ITEM.label}</Button>} />
    </div>
  );
}
