import { NavLink, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

export interface TabItem {
  readonly to: string;
  readonly label: string;
  /** Also current on the pages below `to` (e.g. /account/payments/success); only `to` itself by default. */
  readonly nested?: boolean;
}

/**
 * A row of page tabs (links); scrolls horizontally up to 1023 px wide (spec 1 §2.1), with
 * the current tab scrolled into the visible part of the row.
 */
export function TabBar({ label, tabs }: { label: string; tabs: readonly TabItem[] }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const bar = ref.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current) return;
    const right = current.offsetLeft + current.offsetWidth;
    if (current.offsetLeft < bar.scrollLeft || right > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = Math.max(0, right - bar.clientWidth);
  }, [pathname]);
  return (
    <nav ref={ref} className="tab-bar" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="tab" end={!tab.nested}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
