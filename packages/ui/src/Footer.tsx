import type { ReactNode } from 'react';
import { Link } from './Link';

export interface FooterLink {
  label: ReactNode;
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. */
  external?: boolean;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterProps {
  /** Logo and a short line about the marketplace. */
  brand?: ReactNode;
  columns: readonly FooterColumn[];
  /** Social or app links shown under the brand. */
  social?: readonly FooterLink[];
  /** The bottom line, e.g. "© 2026 Variegata". */
  legal?: ReactNode;
  /** Small links on the bottom line (terms, privacy). */
  bottomLinks?: readonly FooterLink[];
  newTabLabel?: string;
  className?: string;
}

function FooterAnchor({ link, newTabLabel, className }: { link: FooterLink; newTabLabel: string; className: string }) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {link.label}
        <span className="vg-visually-hidden"> ({newTabLabel})</span>
      </a>
    );
  }
  return (
    <Link href={link.href} className={className}>
      {link.label}
    </Link>
  );
}

/** The site footer: brand, link columns (links as props), social links and a legal line. */
/** A list of footer links, each in its own item. */
function FooterLinkList({ links, newTabLabel, className, linkClassName }: { links: readonly FooterLink[]; newTabLabel: string; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <FooterAnchor link={link} newTabLabel={newTabLabel} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

export function Footer({ brand, columns, social, legal, bottomLinks, newTabLabel = 'opens in a new tab', className }: FooterProps) {
  return (
    <footer className={['vg-footer', className].filter(Boolean).join(' ')}>
      <div className="vg-footer__inner">
        <div className="vg-footer__top">
          {(brand || social) && (
            <div className="vg-footer__brand">
              {brand}
              {social && social.length > 0 && (
                <FooterLinkList links={social} newTabLabel={newTabLabel} className="vg-footer__social" linkClassName="vg-footer__social-link" />
              )}
            </div>
          )}
          <nav aria-label="Footer" className="vg-footer__columns">
            {columns.map((column) => (
              <div key={column.title} className="vg-footer__column">
                <h2 className="vg-footer__title">{column.title}</h2>
                <FooterLinkList links={column.links} newTabLabel={newTabLabel} className="vg-footer__links" linkClassName="vg-footer__link" />
              </div>
            ))}
          </nav>
        </div>
        {(legal || bottomLinks) && (
          <div className="vg-footer__bottom">
            {legal && <p className="vg-footer__legal">{legal}</p>}
            {bottomLinks && (
              <FooterLinkList links={bottomLinks} newTabLabel={newTabLabel} className="vg-footer__bottom-links" linkClassName="vg-footer__link" />
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
