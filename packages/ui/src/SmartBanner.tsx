import type { ReactNode } from 'react';

export interface SmartBannerProps {
  appName: string;
  /** A short line, e.g. "Bid, sell and go live from your phone". */
  description?: ReactNode;
  /** The store link (Google Play on Android). */
  href: string;
  ctaLabel?: string;
  /** Called by the close button (the site stores the 90-day dismissal). */
  onDismiss: () => void;
  dismissLabel?: string;
  /** App icon; a leaf mark by default (no remote assets). */
  icon?: ReactNode;
  className?: string;
}

function Mark() {
  return (
    <svg viewBox="0 0 40 40" focusable="false">
      <rect width="40" height="40" rx="9" fill="var(--vg-green-700)" />
      <path d="M20 33C11 26 9 17 20 7c11 10 9 19 0 26z" fill="var(--vg-green-100)" />
      <path d="M20 33V15" stroke="var(--vg-green-700)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The app install strip for Android browsers. The site decides when to show it. */
export function SmartBanner({ appName, description, href, ctaLabel = 'View', onDismiss, dismissLabel = 'Close app banner', icon, className }: SmartBannerProps) {
  return (
    <aside aria-label={`Get the ${appName} app`} className={['vg-smart-banner', className].filter(Boolean).join(' ')}>
      <button type="button" className="vg-smart-banner__close" aria-label={dismissLabel} onClick={onDismiss}>
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <span className="vg-smart-banner__icon" aria-hidden="true">{icon ?? <Mark />}</span>
      <span className="vg-smart-banner__text">
        <span className="vg-smart-banner__name">{appName}</span>
        {description && <span className="vg-smart-banner__description">{description}</span>}
      </span>
      <a href={href} className="vg-smart-banner__cta" rel="noopener noreferrer">
        {ctaLabel}
        <span className="vg-visually-hidden"> {appName} in the store</span>
      </a>
    </aside>
  );
}
