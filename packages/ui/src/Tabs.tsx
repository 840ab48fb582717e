import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from './Link';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem[];
  /** Controlled selection. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/** Moves focus among enabled items with arrows, Home and End (wrapping); returns the new index. */
export function nextIndex(key: string, current: number, enabled: readonly boolean[], orientation: 'horizontal' | 'vertical' = 'horizontal'): number | null {
  const n = enabled.length;
  if (n === 0) return null;
  const forward = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const backward = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const step = (from: number, dir: 1 | -1) => {
    for (let i = 1; i <= n; i += 1) {
      const j = (((from + dir * i) % n) + n) % n;
      if (enabled[j]) return j;
    }
    return null;
  };
  if (key === forward) return step(current, 1);
  if (key === backward) return step(current, -1);
  if (key === 'Home') return step(-1, 1);
  if (key === 'End') return step(n, -1);
  return null;
}

/**
 * Tabs with panels (WAI-ARIA tabs pattern): one tab in the Tab order (roving tabindex),
 * arrow keys move and select, Home/End jump. The list scrolls sideways up to 1023 px.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelect, className }: TabsProps) {
  const base = useId();
  const firstEnabled = items.find((t) => !t.disabled)?.id;
  const [internal, setInternal] = useState(defaultSelectedId ?? firstEnabled);
  const current = selectedId ?? internal;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(id: string) {
    if (selectedId === undefined) setInternal(id);
    onSelect?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextIndex(event.key, index, items.map((t) => !t.disabled));
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    refs.current[next]?.focus();
    select(item.id);
  }

  return (
    <div className={['vg-tabs', className].filter(Boolean).join(' ')}>
      <div className="vg-tabs__scroller">
        <div role="tablist" aria-label={label} className="vg-tabs__list">
          {items.map((item, index) => {
            const selected = item.id === current;
            return (
              <button
                key={item.id}
                ref={(el) => {
                  refs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${item.id}`}
                aria-selected={selected}
                aria-controls={`${base}-panel-${item.id}`}
                tabIndex={selected ? 0 : -1}
                disabled={item.disabled}
                className={['vg-tabs__tab', selected && 'vg-tabs__tab--selected'].filter(Boolean).join(' ')}
                onClick={() => select(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== current}
          tabIndex={0}
          className="vg-tabs__panel"
        >
          {item.id === current ? item.panel : null}
        </div>
      ))}
    </div>
  );
}

export interface TabLinkItem {
  href: string;
  label: ReactNode;
  /** The page this tab leads to is the current one. */
  current?: boolean;
  /** A count or badge shown after the label. */
  badge?: ReactNode;
}

export interface TabLinksProps {
  /** Names the navigation landmark, e.g. "Account settings". */
  label: string;
  items: readonly TabLinkItem[];
  className?: string;
}

/**
 * Route tabs: a navigation of links styled as tabs, the current one marked with
 * aria-current="page". Left/Right, Home and End move focus between the links.
 */
export function TabLinks({ label, items, className }: TabLinksProps) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const next = nextIndex(event.key, index, items.map(() => true));
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
  }
  return (
    <nav aria-label={label} className={['vg-tabs', 'vg-tabs--links', className].filter(Boolean).join(' ')}>
      <div className="vg-tabs__scroller">
        <ul className="vg-tabs__list">
          {items.map((item, index) => (
            <li key={item.href} className="vg-tabs__item">
              <Link
                ref={(el: HTMLAnchorElement | null) => {
                  refs.current[index] = el;
                }}
                href={item.href}
                aria-current={item.current ? 'page' : undefined}
                className={['vg-tabs__tab', item.current && 'vg-tabs__tab--selected'].filter(Boolean).join(' ')}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.label}
                {item.badge != null && <span className="vg-tabs__badge">{item.badge}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
