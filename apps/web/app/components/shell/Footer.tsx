import { Link } from '@remix-run/react';
import { FOOTER_LINKS, NEW_LISTING_PATH } from '~/lib/shell-config';
import { Logo } from './Logo';

/** The footer with the fixed links. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <Logo to="/" />
          <p>The marketplace for rare and variegated plants.</p>
          <Link to={NEW_LISTING_PATH} className="footer-cta">Sell a plant →</Link>
        </div>
        <nav aria-label="Footer">
          <ul className="footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}><Link to={link.to}>{link.label}</Link></li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer-legal">© {new Date().getUTCFullYear()} Variegata. Prices in USD.</p>
    </footer>
  );
}
