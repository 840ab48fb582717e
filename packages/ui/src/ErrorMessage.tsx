import type { ReactNode } from 'react';

export interface ErrorMessageProps {
  /** The error text (use the spec's exact texts). */
  children: ReactNode;
  title?: ReactNode;
  /** `inline` under a form (role alert); `page` is a full error page block (404, failed loads). */
  variant?: 'inline' | 'page';
  /** A large status code shown on page errors, e.g. "404". */
  code?: string;
  /** Next step, e.g. a link home or a retry button. */
  action?: ReactNode;
  /** Page errors render their title as h1 unless told otherwise. */
  headingLevel?: 1 | 2;
  className?: string;
}

/** A failure message: inline for forms (announced), or a friendly error page block. */
export function ErrorMessage({ children, title, variant = 'inline', code, action, headingLevel = 1, className }: ErrorMessageProps) {
  if (variant === 'page') {
    const Heading = headingLevel === 1 ? 'h1' : 'h2';
    return (
      <div className={['vg-error', 'vg-error--page', className].filter(Boolean).join(' ')}>
        {code && <p className="vg-error__code" aria-hidden="true">{code}</p>}
        {title && <Heading className="vg-error__title">{title}</Heading>}
        <div className="vg-error__message">{children}</div>
        {action && <div className="vg-error__action">{action}</div>}
      </div>
    );
  }
  return (
    <div role="alert" className={['vg-error', 'vg-error--inline', className].filter(Boolean).join(' ')}>
      <svg className="vg-error__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8" fill="currentColor" />
        <path d="M10 5.8v5M10 13.8v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <div>
        {title && <p className="vg-error__title">{title}</p>}
        <div className="vg-error__message">{children}</div>
        {action && <div className="vg-error__action">{action}</div>}
      </div>
    </div>
  );
}
