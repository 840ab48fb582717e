import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { NavItem } from '~/lib/shell-nav';
import type { ShellUser } from '~/lib/shell-root-data';
import { LogoutButton } from './LogoutButton';
import { NavItemLink } from './NavItemLink';
import { UserAvatar } from './UserAvatar';

/** The desktop profile menu: a disclosure (works without JavaScript), closed on navigation and Escape. */
export function UserMenu({ user, items }: { user: ShellUser; items: readonly NavItem[] }) {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.current?.open) {
        details.current.open = false;
        details.current.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <details className="user-menu" ref={details}>
      <summary className="user-menu-trigger" aria-label={`Account menu for ${user.displayName}`}>
        <UserAvatar user={user} />
      </summary>
      <div className="user-menu-panel">
        <p className="user-menu-name">{user.displayName}</p>
        <ul>
          {items.map((item) => (
            <li key={item.key}><NavItemLink item={item} className="user-menu-link" /></li>
          ))}
        </ul>
        <LogoutButton className="user-menu-link user-menu-logout" />
      </div>
    </details>
  );
}
