import { initialsOf } from '@variegata/ui/Avatar';
import { MenuButton, type MenuEntry } from '@variegata/ui/Menu';
import type { NavLocation } from '~/shell/nav';
import { userMenuItems } from '~/shell/user-menu-items';
import type { ShellUser } from '~/shell/root-data';
import { UserAvatar } from './UserAvatar';
import { USER_MENU_TRIGGER_CLASS } from './user-menu-trigger';
import { useLogout } from './useShellActions';

/** The desktop profile menu (the UI kit's menu button, keyboard navigable); logout is a POST. */
export function UserMenu({ user, pathname, search, route }: { user: ShellUser } & NavLocation) {
  const logout = useLogout();
  const entries: MenuEntry[] = [
    ...userMenuItems(user, { pathname, search, route }).map((item): MenuEntry => ({ kind: 'link', href: item.to, label: item.label, current: item.active === true, ...(item.badge ? { badge: item.badge } : {}) })),
    { kind: 'separator' },
    { kind: 'action', label: 'Log out', onSelect: logout },
  ];
  // The initials the avatar shows (none over a picture) start the accessible name (WCAG 2.5.3, label in name).
  const initials = user.avatarUrl ? '' : user.abbreviatedName || initialsOf(user.displayName);
  return (
    <MenuButton
      label={<UserAvatar user={user} />}
      triggerLabel={`${initials ? `${initials} ` : ''}account menu for ${user.displayName}`}
      header={<p className="user-menu-name">{user.displayName}</p>}
      items={entries}
      align="end"
      triggerClassName={USER_MENU_TRIGGER_CLASS}
    />
  );
}
