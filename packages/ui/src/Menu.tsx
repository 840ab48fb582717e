import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from './Link';

interface MenuEntryBase {
  label: ReactNode;
  /** Text used for type-ahead when `label` is not a plain string. */
  textValue?: string;
  /** Marks the entry for the current page (highlighted, aria-current="page"). */
  current?: boolean;
  /** A count or badge after the label (for example unread messages). */
  badge?: ReactNode;
  tone?: 'default' | 'danger';
}

export type MenuEntry =
  | (MenuEntryBase & { kind: 'link'; href: string })
  | (MenuEntryBase & { kind: 'action'; onSelect: () => void; disabled?: boolean })
  | { kind: 'separator' };

export interface MenuButtonProps {
  /** The trigger's content (text, or an avatar with `triggerLabel`). */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not text. */
  triggerLabel?: string;
  items: readonly MenuEntry[];
  /** Content above the items, outside the menu role (for example "Signed in as ..."). */
  header?: ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
  className?: string;
  id?: string;
}

type Focusable = Exclude<MenuEntry, { kind: 'separator' }>;

function textOf(entry: Focusable): string {
  if (entry.textValue) return entry.textValue;
  return typeof entry.label === 'string' || typeof entry.label === 'number' ? String(entry.label) : '';
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open the menu on the
 * first item, ArrowUp on the last; arrows move (wrapping), Home/End jump, typing a letter
 * jumps to the next item starting with it, Escape closes and returns focus to the button, Tab
 * closes; a click outside closes.
 */
export function MenuButton({ label, triggerLabel, items, header, align = 'start', triggerClassName, className, id }: MenuButtonProps) {
  const autoId = useId();
  const baseId = id ?? autoId;
  const [open, setOpen] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<'first' | 'last' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const typeahead = useRef({ text: '', at: 0 });

  const entries = items.filter((e): e is Focusable => e.kind !== 'separator');
  const enabled = entries.map((e) => !(e.kind === 'action' && e.disabled));

  useEffect(() => {
    if (!open || pendingFocus === null) return;
    const indexes = enabled.map((ok, i) => (ok ? i : -1)).filter((i) => i >= 0);
    const target = pendingFocus === 'first' ? indexes[0] : indexes[indexes.length - 1];
    if (target !== undefined) itemRefs.current[target]?.focus();
    setPendingFocus(null);
  }, [open, pendingFocus, enabled]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  function openMenu(focus: 'first' | 'last') {
    setOpen(true);
    setPendingFocus(focus);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function focusIndex(i: number) {
    itemRefs.current[i]?.focus();
  }

  function currentIndex(): number {
    return itemRefs.current.findIndex((el) => el === document.activeElement);
  }

  function move(dir: 1 | -1, from: number) {
    const n = entries.length;
    for (let step = 1; step <= n; step += 1) {
      const j = (((from + dir * step) % n) + n) % n;
      if (enabled[j]) {
        focusIndex(j);
        return;
      }
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = currentIndex();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1, index);
        return;
      case 'ArrowUp':
        event.preventDefault();
        move(-1, index < 0 ? 0 : index);
        return;
      case 'Home':
        event.preventDefault();
        move(1, -1);
        return;
      case 'End':
        event.preventDefault();
        move(-1, entries.length);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        break;
    }
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      const state = typeahead.current;
      state.text = now - state.at < 700 ? state.text + event.key.toLowerCase() : event.key.toLowerCase();
      state.at = now;
      const n = entries.length;
      const start = state.text.length > 1 ? index : index + 1;
      for (let step = 0; step < n; step += 1) {
        const j = (((start + step) % n) + n) % n;
        const entry = entries[j];
        if (entry && enabled[j] && textOf(entry).toLowerCase().startsWith(state.text)) {
          focusIndex(j);
          return;
        }
      }
    }
  }

  let focusableIndex = -1;
  return (
    <div ref={rootRef} className={['vg-menu', `vg-menu--${align}`, open && 'vg-menu--open', className].filter(Boolean).join(' ')}>
      <button
        ref={triggerRef}
        type="button"
        id={`${baseId}-button`}
        className={['vg-menu__trigger', triggerClassName].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${baseId}-menu` : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openMenu('first');
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu('last');
          } else if (event.key === 'Escape' && open) {
            close(true);
          }
        }}
      >
        {label}
        <svg className="vg-menu__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <div className="vg-menu__popover">
          {header && <div className="vg-menu__header">{header}</div>}
          <ul role="menu" id={`${baseId}-menu`} aria-labelledby={`${baseId}-button`} className="vg-menu__list" onKeyDown={onMenuKeyDown}>
            {items.map((entry, i) => {
              if (entry.kind === 'separator') return <li key={`sep-${i}`} role="separator" className="vg-menu__separator" />;
              focusableIndex += 1;
              const index = focusableIndex;
              const classes = ['vg-menu__item', entry.current && 'vg-menu__item--current', entry.tone === 'danger' && 'vg-menu__item--danger']
                .filter(Boolean)
                .join(' ');
              const inner = (
                <>
                  <span className="vg-menu__label">{entry.label}</span>
                  {entry.badge != null && <span className="vg-menu__badge">{entry.badge}</span>}
                </>
              );
              const setRef = (el: HTMLElement | null) => {
                itemRefs.current[index] = el;
              };
              return (
                <li key={i} role="none">
                  {entry.kind === 'link' ? (
                    <Link
                      ref={setRef}
                      href={entry.href}
                      role="menuitem"
                      tabIndex={-1}
                      aria-current={entry.current ? 'page' : undefined}
                      className={classes}
                      onClick={() => setOpen(false)}
                      onKeyDown={(event) => {
                        if (event.key === ' ') {
                          event.preventDefault();
                          event.currentTarget.click();
                        }
                      }}
                    >
                      {inner}
                    </Link>
                  ) : (
                    <button
                      ref={setRef}
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      disabled={entry.disabled}
                      aria-current={entry.current ? 'page' : undefined}
                      className={classes}
                      onClick={() => {
                        close(true);
                        entry.onSelect();
                      }}
                    >
                      {inner}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
