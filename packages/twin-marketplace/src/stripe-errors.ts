/**
 * Stripe SDK errors as Marketplace API errors. Payment actions fail with 402
 * `transaction-payment-failed`; the stripe_* endpoints with the matching status. Either way the
 * Stripe message, code and decline code go into `meta` (`stripeMessage`, `stripeCode`,
 * `stripeDeclineCode`, ...), where the site's spec 3 §8 classification reads them.
 */
import Stripe from 'stripe';
import { ApiError } from './http-errors';

/** Sharetribe lists it among the 409 transaction errors (reference: sharetribe-wire-protocol §3). */
export const MISSING_STRIPE_ACCOUNT_STATUS = 409;

export function isStripeError(e: unknown): e is Stripe.errors.StripeError {
  return e instanceof Stripe.errors.StripeError;
}

export function stripeMeta(e: Stripe.errors.StripeError): Record<string, unknown> {
  const meta: Record<string, unknown> = { stripeMessage: e.message, stripeErrorType: e.type };
  if (e.code) meta['stripeCode'] = e.code;
  if (e.decline_code) meta['stripeDeclineCode'] = e.decline_code;
  if (e.param) meta['stripeParam'] = e.param;
  const pi = e.payment_intent as { id?: string; status?: string } | undefined;
  if (pi?.id) { meta['stripePaymentIntentId'] = pi.id; meta['stripePaymentIntentStatus'] = pi.status; }
  return meta;
}

/** A failed payment action: 402 with Stripe's message as the title and in meta. */
export function paymentFailed(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (isStripeError(e)) return new ApiError(402, 'transaction-payment-failed', e.message, undefined, stripeMeta(e));
  const message = e instanceof Error ? e.message : 'Payment failed';
  return new ApiError(402, 'transaction-payment-failed', message, undefined, { stripeMessage: message });
}

/** A payment action that cannot go on without Stripe doing something else first (e.g. 3-D Secure). */
export function paymentNotReady(message: string, meta: Record<string, unknown>): ApiError {
  return new ApiError(402, 'transaction-payment-failed', message, undefined, { stripeMessage: message, ...meta });
}

export function missingStripeAccount(): ApiError {
  return new ApiError(MISSING_STRIPE_ACCOUNT_STATUS, 'transaction-missing-stripe-account', 'The provider has no Stripe account to be paid out to');
}

/** stripe_* endpoint failures: card errors 402, not found / invalid input 400 (`bad-request`), Stripe unreachable 502. */
export function stripeEndpointError(e: unknown): unknown {
  if (!isStripeError(e)) return e;
  const meta = stripeMeta(e);
  if (e.type === 'StripeCardError') return new ApiError(402, 'stripe-card-error', e.message, undefined, meta);
  if (e.type === 'StripeInvalidRequestError') return new ApiError(400, 'bad-request', e.message, undefined, meta);
  return new ApiError(502, 'stripe-unavailable', e.message, undefined, meta);
}
