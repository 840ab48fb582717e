/**
 * How account actions answer: a plain object the page renders (`formError`, `fieldErrors`, `values`,
 * `success`), with the HTTP status the failure deserves (400 invalid input, 401 bad credentials,
 * 403 wrong password, 409 conflict, 429 too many attempts).
 */
import { data } from '@remix-run/node';
import type { FieldIssues } from '@variegata/validation/form';
import { tooManyAttemptsText } from './texts';
import type { RateLimitDecision } from '~/server/rate-limit.server';

export interface AccountActionData {
  formError?: string;
  fieldErrors?: FieldIssues;
  /** Echo of non-secret inputs so the form keeps them. */
  values?: Record<string, string>;
  success?: string;
  /** After too many failed logins: offer the password reset email. */
  offerPasswordReset?: boolean;
  [key: string]: unknown;
}

export function fail(status: number, body: AccountActionData) {
  return data<AccountActionData>(body, { status });
}

export function invalid(fieldErrors: FieldIssues, values?: Record<string, string>) {
  return fail(400, { fieldErrors, ...(values ? { values } : {}) });
}

export function tooMany(decision: RateLimitDecision, values?: Record<string, string>, options: { resetLink?: boolean } = {}) {
  return data<AccountActionData>(
    { formError: tooManyAttemptsText(decision.retryAfterSeconds), ...(values ? { values } : {}), ...(options.resetLink ? { offerPasswordReset: true } : {}) },
    { status: 429, headers: { 'Retry-After': String(decision.retryAfterSeconds) } },
  );
}

/** Text fields of a form as a plain object (files and the CSRF token left out). */
export function formValues(form: FormData, omit: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key === '_csrf' || omit.includes(key) || typeof value !== 'string') continue;
    out[key] = value;
  }
  return out;
}
