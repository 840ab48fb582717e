import type { ReactNode } from 'react';

/** A form-level message: an error (role alert) or a success note (role status). */
export function FormMessage({ kind, children, id }: { kind: 'error' | 'success' | 'info'; children?: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <div id={id} className={`account-message account-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
