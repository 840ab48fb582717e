import type { ReactNode } from 'react';

export type BannerTone = 'info' | 'warning' | 'success' | 'error';

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links shown after the message. */
  actions?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** `page` spans the full width under the top bar; `inline` sits inside content. */
  layout?: 'inline' | 'page';
  className?: string;
}

const ICON_PATHS: Record<BannerTone, ReactNode> = {
  info: (
    <>
      <circle cx="10" cy="10" r="8" fill="currentColor" />
      <path d="M10 9v5M10 6.2v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  success: (
    <>
      <circle cx="10" cy="10" r="8" fill="currentColor" />
      <path d="M6.5 10.2l2.4 2.4 4.6-4.8" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  warning: (
    <>
      <path d="M10 2.5l8 14.5H2z" fill="currentColor" strokeLinejoin="round" />
      <path d="M10 8v4.2M10 14.4v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  error: (
    <>
      <circle cx="10" cy="10" r="8" fill="currentColor" />
      <path d="M7.2 7.2l5.6 5.6M12.8 7.2l-5.6 5.6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
};

/**
 * A message strip in four tones. Errors are announced immediately (role alert), the others
 * politely (role status). Dismissible when `onDismiss` is given.
 */
export function Banner({ tone = 'info', title, children, actions, onDismiss, dismissLabel = 'Dismiss', layout = 'inline', className }: BannerProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['vg-banner', `vg-banner--${tone}`, `vg-banner--${layout}`, className].filter(Boolean).join(' ')}
    >
      <div className="vg-banner__inner">
        <svg className="vg-banner__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          {ICON_PATHS[tone]}
        </svg>
        <div className="vg-banner__content">
          {title && <p className="vg-banner__title">{title}</p>}
          {children && <div className="vg-banner__message">{children}</div>}
        </div>
        {actions && <div className="vg-banner__actions">{actions}</div>}
        {onDismiss && (
          <button type="button" className="vg-banner__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}
