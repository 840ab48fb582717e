import type { ReactNode } from 'react';
import type { FieldErrors } from '~/selling/listing-form';

/** A labelled field of the edit-listing form, with its hint and error (linked by id). */
export function Field({ name, label, error, hint, children }: { name: string; label: string; error?: string | undefined; hint?: string | undefined; children: ReactNode }) {
  return (
    <label className="el-field" htmlFor={`el-${name}`}>
      <span>{label}</span>
      {children}
      {hint ? <span className="el-hint">{hint}</span> : null}
      {error ? (
        <span className="lp-error" id={`el-${name}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** aria attributes of an input whose field has an error. */
export const invalid = (errors: FieldErrors, name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `el-${name}-error` } : {});
