import type { ReactNode } from 'react';
import { Modal } from './Modal';

export interface AppDownloadModalProps {
  open: boolean;
  /** The site removes the modal's query parameter (plantpay, instalments) here. */
  onClose: () => void;
  title: ReactNode;
  /** Why the app is needed (plant pay, buy now pay later, offers, live sales...). */
  children?: ReactNode;
  appStoreHref: string;
  googlePlayHref: string;
  appStoreLabel?: string;
  googlePlayLabel?: string;
  /** Small print under the store links, e.g. the California financing-license disclaimer. */
  disclaimer?: ReactNode;
  closeLabel?: string;
  /** Close control as a link (query-parameter modals work without JavaScript). */
  closeHref?: string;
}

function StoreIcon({ store }: { store: 'apple' | 'google' }) {
  return store === 'apple' ? (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="vg-store-link__icon">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="vg-store-link__icon">
      <path d="M5 3.5v17l14-8.5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** Explains that a feature needs the mobile app and links to both stores, with a disclaimer. */
export function AppDownloadModal({
  open,
  onClose,
  title,
  children,
  appStoreHref,
  googlePlayHref,
  appStoreLabel = 'Download on the App Store',
  googlePlayLabel = 'Get it on Google Play',
  disclaimer,
  closeLabel = 'Close',
  closeHref,
}: AppDownloadModalProps) {
  const stores = [
    { store: 'apple', href: appStoreHref, label: appStoreLabel },
    { store: 'google', href: googlePlayHref, label: googlePlayLabel },
  ] as const;
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm" closeLabel={closeLabel} closeHref={closeHref} className="vg-app-download">
      {children && <div className="vg-app-download__text">{children}</div>}
      <ul className="vg-app-download__stores">
        {stores.map(({ store, href, label }) => (
          <li key={store}>
            <a className="vg-store-link" href={href} target="_blank" rel="noopener noreferrer">
              <StoreIcon store={store} />
              <span>{label}</span>
              <span className="vg-visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      {disclaimer && <div className="vg-app-download__disclaimer">{disclaimer}</div>}
    </Modal>
  );
}
