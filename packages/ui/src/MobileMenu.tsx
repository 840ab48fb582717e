import type { ReactNode } from 'react';
import { Link } from './Link';
import { Modal } from './Modal';

export type MobileMenuItem =
  | { label: ReactNode; href: string; current?: boolean; badge?: ReactNode }
  | { label: ReactNode; onSelect: () => void; tone?: 'default' | 'danger' };

export interface MobileMenuSection {
  /** Optional heading of the group. */
  title?: string;
  items: readonly MobileMenuItem[];
}

export interface MobileMenuProps {
  open: boolean;
  /** Called by the close button, Escape and the backdrop; the site removes `mobilemenu` from the URL. */
  onClose: () => void;
  /** Top of the panel: a greeting with log-in/sign-up links, or the user's name and avatar. */
  greeting?: ReactNode;
  sections: readonly MobileMenuSection[];
  /** Bottom of the panel, e.g. a "Create listing" button. */
  footer?: ReactNode;
  /** Extra content between the greeting and the links (for example a search form). */
  children?: ReactNode;
  title?: string;
  closeLabel?: string;
  /** Close control as a link (query-parameter modals work without JavaScript). */
  closeHref?: string;
}

/** The mobile menu panel: a full-height sheet dialog with grouped links. */
export function MobileMenu({ open, onClose, greeting, sections, footer, children, title = 'Menu', closeLabel = 'Close menu', closeHref }: MobileMenuProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} hideTitle variant="sheet" closeLabel={closeLabel} closeHref={closeHref} footer={footer} className="vg-mobile-menu">
      {greeting && <div className="vg-mobile-menu__greeting">{greeting}</div>}
      {children}
      <nav aria-label={title} className="vg-mobile-menu__nav">
        {sections.map((section, s) => (
          <div key={section.title ?? s} className="vg-mobile-menu__section">
            {section.title && <h3 className="vg-mobile-menu__heading">{section.title}</h3>}
            <ul className="vg-mobile-menu__list">
              {section.items.map((item, i) => (
                <li key={i}>
                  {'href' in item ? (
                    <Link
                      href={item.href}
                      aria-current={item.current ? 'page' : undefined}
                      className={['vg-mobile-menu__link', item.current && 'vg-mobile-menu__link--current'].filter(Boolean).join(' ')}
                    >
                      <span>{item.label}</span>
                      {item.badge != null && <span className="vg-mobile-menu__badge">{item.badge}</span>}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={['vg-mobile-menu__link', item.tone === 'danger' && 'vg-mobile-menu__link--danger'].filter(Boolean).join(' ')}
                      onClick={item.onSelect}
                    >
                      {item.label}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </Modal>
  );
}
