import { Link } from '@remix-run/react';
import type { NavItem } from '~/lib/shell-nav';

/** One navigation link with its active state and optional count badge. */
export function NavItemLink({ item, className }: { item: NavItem; className: string }) {
  return (
    <Link to={item.to} className={`${className}${item.active ? ' is-active' : ''}`} aria-current={item.active ? 'page' : undefined} preventScrollReset={item.to.includes('=open')}>
      {item.label}
      {item.badge ? <span className="count-badge" aria-label={`${item.badge} new`}>{item.badge > 99 ? '99+' : item.badge}</span> : null}
    </Link>
  );
}
