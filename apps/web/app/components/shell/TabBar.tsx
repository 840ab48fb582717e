import { NavLink } from '@remix-run/react';

export interface TabItem {
  readonly to: string;
  readonly label: string;
}

/** A row of page tabs (links); scrolls horizontally up to 1023 px wide (spec 1 §2.1). */
export function TabBar({ label, tabs }: { label: string; tabs: readonly TabItem[] }) {
  return (
    <nav className="tab-bar" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="tab" end>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
