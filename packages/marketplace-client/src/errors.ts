/**
 * Reading Sharetribe API errors as the SDK rejects them, and the classification of
 * spec 3 §8 (payment failures, conflicts, forbidden, missing quantity).
 */
export interface ApiErrorEntry {
  id?: string;
  status?: number;
  code?: string;
  title?: string;
  details?: string;
  source?: { path?: string[]; type?: string };
  meta?: Record<string, unknown>;
}

interface SdkLikeError {
  status?: number;
  statusText?: string;
  data?: { errors?: ApiErrorEntry[] };
}

function asSdkError(error: unknown): SdkLikeError {
  return typeof error === 'object' && error !== null ? (error as SdkLikeError) : {};
}

export function apiErrors(error: unknown): ApiErrorEntry[] {
  const errors = asSdkError(error).data?.errors;
  return Array.isArray(errors) ? errors : [];
}

export function apiStatus(error: unknown): number | undefined {
  return asSdkError(error).status ?? apiErrors(error)[0]?.status;
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return apiErrors(error).some((e) => e.code === code);
}

/** The payment provider's message, read from the first API error's meta. */
export function providerMessage(error: unknown): string | undefined {
  const meta = apiErrors(error)[0]?.meta;
  const message = meta?.['stripeMessage'] ?? meta?.['message'];
  return typeof message === 'string' ? message : undefined;
}

export type ErrorClass =
  | 'charge-amount-too-small'
  | 'provider-account-cannot-charge'
  | 'payment-failed'
  | 'invalid-transition'
  | 'already-reviewed'
  | 'forbidden'
  | 'missing-quantity'
  | 'insufficient-stock'
  | 'missing-stripe-account'
  | 'email-taken'
  | 'username-taken'
  | 'not-found'
  | 'unknown';

/** Spec 3 §8 classification of a failed API call. */
export function classifyError(error: unknown): ErrorClass {
  const status = apiStatus(error);
  const message = providerMessage(error) ?? '';
  if (status === 402 && hasErrorCode(error, 'transaction-payment-failed')) {
    if (/^Amount must (be at least|convert to at least)/.test(message)) return 'charge-amount-too-small';
    if (message.startsWith('Your account cannot currently make charges.') || /verification[-_ ]disabled|requirements\.past_due|rejected/.test(message)) return 'provider-account-cannot-charge';
    return 'payment-failed';
  }
  if (status === 409 && hasErrorCode(error, 'transaction-invalid-transition')) return 'invalid-transition';
  if (status === 409 && (hasErrorCode(error, 'transaction-already-reviewed-by-customer') || hasErrorCode(error, 'transaction-already-reviewed-by-provider'))) return 'already-reviewed';
  if (hasErrorCode(error, 'transaction-listing-insufficient-stock')) return 'insufficient-stock';
  if (hasErrorCode(error, 'transaction-missing-stripe-account')) return 'missing-stripe-account';
  if (hasErrorCode(error, 'email-taken')) return 'email-taken';
  if (hasErrorCode(error, 'username-taken')) return 'username-taken';
  if (status === 403) return 'forbidden';
  if (status === 400 && (asSdkError(error).statusText ?? '').startsWith('Error: transition should contain quantity information')) return 'missing-quantity';
  if (status === 404) return 'not-found';
  return 'unknown';
}
