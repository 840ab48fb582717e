import { Footer as UiFooter } from '@variegata/ui/Footer';
import { Link } from '@variegata/ui/Link';
import { FOOTER_COLUMNS, FOOTER_LEGAL_LINKS, NEW_LISTING_PATH } from '~/shell/config';
import { Logo } from './Logo';

/** The footer with the fixed links (on the UI kit's Footer). */
export function Footer() {
  return (
    <UiFooter
      brand={
        <div className="footer-brand">
          <Logo to="/" />
          <p>The marketplace for rare and variegated plants.</p>
          <Link href={NEW_LISTING_PATH} className="footer-cta">Sell a plant →</Link>
        </div>
      }
      columns={FOOTER_COLUMNS}
      legal={`© ${new Date().getUTCFullYear()} Variegata. Prices in USD.`}
      bottomLinks={FOOTER_LEGAL_LINKS}
    />
  );
}
