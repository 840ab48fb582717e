import { APP_STORE_URL, CALIFORNIA_DISCLAIMER, PLAY_STORE_URL } from '~/lib/shell-config';
import { ShellModal } from './ShellModal';

const texts = {
  plantpay: {
    title: 'Plant Pay is in the Variegata app',
    body: 'Split a purchase into instalments and pay sellers with Plant Pay invoices. Download the app to use Plant Pay.',
  },
  klarna: {
    title: 'Buy now, pay later',
    body: 'Pay for your plants over time with our buy-now-pay-later partner. Download the app to pay in instalments.',
  },
} as const;

/** The plant pay and buy-now-pay-later prompts: the feature needs the mobile app (spec 1 §1, §2.2). */
export function AppDownloadModal({ param }: { param: 'plantpay' | 'klarna' }) {
  const text = texts[param];
  return (
    <ShellModal param={param} title={text.title}>
      <p>{text.body}</p>
      <div className="store-links">
        <a className="store-link" href={APP_STORE_URL} rel="noopener noreferrer" target="_blank">
          <span className="store-link-small">Download on the</span> App Store
        </a>
        <a className="store-link" href={PLAY_STORE_URL} rel="noopener noreferrer" target="_blank">
          <span className="store-link-small">Get it on</span> Google Play
        </a>
      </div>
      <p className="disclaimer">{CALIFORNIA_DISCLAIMER}</p>
    </ShellModal>
  );
}
