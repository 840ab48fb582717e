import { Link } from '@remix-run/react';
import { CountBadge } from '@variegata/ui/Badge';
import type { NavItem } from '~/lib/shell-nav';

/** One navigation link with its active state and optional count badge. */
export function NavItemLink({ item, className }: { item: NavItem; className: string }) {
  return (
    <Link to={item.to} className={`${className}${item.active ? ' is-active' : ''}`} aria-current={item.active ? 'page' : undefined} preventScrollReset={item.to.includes('=open')}>
      {item.label}
      {item.badge ? <CountBadge count={item.badge} label={`${item.badge} new in your inbox`} /> : null}
    </Link>
  );
}
