import { Link } from '@remix-run/react';

/** The wordmark with a leaf mark. */
export function Logo({ to, className }: { to: string; className?: string }) {
  return (
    <Link to={to} className={`logo${className ? ` ${className}` : ''}`} aria-label="Variegata">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M16 3C8 7 5 14 6.5 22.5 9 27 14 29 16 29s7-2 9.5-6.5C27 14 24 7 16 3Z" fill="#1f5139" />
        <path d="M16 6c-3 5-4 12-2.5 20" stroke="#cfe3d6" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        <path d="M16.5 6C22 10 24 16 22.5 22" stroke="#f6f2ea" strokeWidth="2.4" fill="none" strokeLinecap="round" opacity=".85" />
      </svg>
      <span className="logo-text">Variegata</span>
    </Link>
  );
}
