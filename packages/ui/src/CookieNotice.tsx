import type { ReactNode } from 'react';
import { Link } from './Link';

export interface CookieNoticeProps {
  /** The notice text. */
  children: ReactNode;
  acceptLabel?: string;
  /** Called when the accept button is pressed (the site sets the cookie and hides the notice). */
  onAccept?: () => void;
  /** With an action the button submits a POST form, so accepting also works without JavaScript. */
  action?: string;
  /** Hidden fields for that form (for example a CSRF token). */
  hiddenFields?: Readonly<Record<string, string>>;
  learnMore?: { href: string; label: ReactNode };
  /** Names the region (default "Cookie notice"). */
  label?: string;
  className?: string;
}

/** The cookie consent strip at the bottom of the page. Presentational: the site decides when to show it. */
export function CookieNotice({ children, acceptLabel = 'Accept', onAccept, action, hiddenFields, learnMore, label = 'Cookie notice', className }: CookieNoticeProps) {
  const button = (
    <button
      type={action ? 'submit' : 'button'}
      className="vg-button vg-button--primary vg-button--sm vg-cookie-notice__accept"
      onClick={(event) => {
        if (onAccept) {
          if (action) event.preventDefault();
          onAccept();
        }
      }}
    >
      {acceptLabel}
    </button>
  );
  return (
    <section aria-label={label} className={['vg-cookie-notice', className].filter(Boolean).join(' ')}>
      <div className="vg-cookie-notice__inner">
        <p className="vg-cookie-notice__text">
          {children}
          {learnMore && (
            <>
              {' '}
              <Link href={learnMore.href} className="vg-cookie-notice__link">
                {learnMore.label}
              </Link>
            </>
          )}
        </p>
        {action ? (
          <form method="post" action={action} className="vg-cookie-notice__form">
            {hiddenFields && Object.entries(hiddenFields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
            {button}
          </form>
        ) : (
          button
        )}
      </div>
    </section>
  );
}
