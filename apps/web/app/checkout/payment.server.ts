/**
 * The card confirmation of an order's PaymentIntent (spec 3 §4: skipped when the intent is already
 * processing, requires_capture, canceled or succeeded), through the site's `stripe` SDK:
 * - the saved card: confirmed on the server, on session, with a return URL to the checkout's confirm
 *   step; 3-D Secure is the `next_action` redirect (the Stripe twin's challenge page offline);
 * - a new card: the Stripe twin's hosted card page for the intent's client secret (offline), or
 *   Stripe Elements in the browser with a real publishable key.
 * Stripe idempotency keys tie each confirmation to the attempt and the intent's state, so a retried
 * request replays Stripe's answer instead of confirming twice.
 */
import type Stripe from 'stripe';
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import { ok } from '@variegata/result/result';
import { serverEnv, toPublicEnv } from '~/server/env.server';
import { stripeClient } from '~/server/stripe.server';
import { failure, type CheckoutResult } from './failures';
import { cardErrorText, CHECKOUT_TEXTS } from './texts';

export type PaymentStep =
  /** Nothing for the card to do: place the order (confirm-payment). */
  | { readonly kind: 'confirm' }
  /** The browser goes to a page (3-D Secure, or the twin's card page) that returns to the confirm step. */
  | { readonly kind: 'redirect'; readonly url: string }
  /** The browser confirms the card with Stripe Elements for this client secret. */
  | { readonly kind: 'elements'; readonly clientSecret: string; readonly publishableKey: string };

export interface IntentRef {
  readonly id: string;
  readonly clientSecret: string;
}

/** The PaymentIntent the marketplace created for the order (request-payment's Stripe action). */
export function paymentIntentOf(tx: Pick<Transaction, 'protectedData'>): IntentRef | null {
  const intent = tx.protectedData.stripePaymentIntents?.default;
  return intent ? { id: intent.stripePaymentIntentId, clientSecret: intent.stripePaymentIntentClientSecret ?? '' } : null;
}

/** Statuses where the card has nothing left to do (spec 3 §4). */
export const CARD_DONE_STATUSES: readonly Stripe.PaymentIntent.Status[] = ['processing', 'requires_capture', 'canceled', 'succeeded'];

/** The Stripe twin's hosted card page (its README, "Hosted pages"): where the sandbox takes a new card. */
export function twinCardPageUrl(twinUrl: string, clientSecret: string, returnUrl: string): string {
  const url = new URL('/pages/card', twinUrl);
  url.searchParams.set('client_secret', clientSecret);
  url.searchParams.set('return_url', returnUrl);
  return url.toString();
}

interface StripeLikeError {
  type?: string;
  code?: string;
  decline_code?: string;
}

function stripeFailure(error: unknown, transactionId: string) {
  const e = (error ?? {}) as StripeLikeError;
  if (e.type === 'StripeCardError') return failure('card-declined', { message: cardErrorText(e.decline_code ?? e.code), transactionId });
  if (e.type === 'StripeInvalidRequestError') {
    console.error('[checkout] Stripe refused the confirmation', e.code, error instanceof Error ? error.message : '');
    return failure('card-declined', { message: CHECKOUT_TEXTS.paymentDataError, transactionId });
  }
  console.error('[checkout] Stripe unavailable', error instanceof Error ? error.message : error);
  return failure('service-unavailable', { transactionId });
}

export interface StepOptions {
  /** The transaction, for the messages and failures. */
  readonly transactionId: string;
  /** The saved card to pay with; null pays with a new card. */
  readonly paymentMethod: string | null;
  /** Where 3-D Secure and the card page send the buyer back. */
  readonly returnUrl: string;
  /** The checkout attempt, part of Stripe's idempotency keys. */
  readonly attemptKey: string;
}

/**
 * What the card still has to do for this intent. A saved card is confirmed here; a new card is
 * handed to the browser. A declined card fails with the catalogue's text (the order stays pending
 * for another card until the payment window closes).
 */
export async function nextPaymentStep(ref: IntentRef, options: StepOptions): Promise<CheckoutResult<PaymentStep>> {
  const stripe = stripeClient();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(ref.id);
  } catch (error) {
    return stripeFailure(error, options.transactionId);
  }
  // A confirmation moves the intent to a status the next round answers without calling Stripe.
  for (let round = 0; round < 3; round += 1) {
    if (CARD_DONE_STATUSES.includes(intent.status)) return ok({ kind: 'confirm' });
    const redirect = intent.next_action?.redirect_to_url?.url;
    if (intent.status === 'requires_action' && redirect) return ok({ kind: 'redirect', url: redirect });
    const own = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
    const card = options.paymentMethod ?? (intent.status === 'requires_payment_method' ? null : own);
    if (!card) return ok(newCardStep(ref, options.returnUrl));
    const idempotencyKey = `checkout-${options.attemptKey}-${intent.id}-${intent.status}-${intent.last_payment_error?.charge ?? 'none'}-${round}`;
    try {
      intent = await stripe.paymentIntents.confirm(intent.id, { payment_method: card, return_url: options.returnUrl }, { idempotencyKey });
    } catch (error) {
      return stripeFailure(error, options.transactionId);
    }
  }
  throw new Error(`PaymentIntent ${ref.id} did not settle after confirming (status ${intent.status})`);
}

/** A new card: the twin's card page with STRIPE_API_URL set, Stripe Elements with a real key. */
export function newCardStep(ref: IntentRef, returnUrl: string): PaymentStep {
  const env = serverEnv();
  if (env.STRIPE_API_URL) return { kind: 'redirect', url: twinCardPageUrl(env.STRIPE_API_URL, ref.clientSecret, returnUrl) };
  return { kind: 'elements', clientSecret: ref.clientSecret, publishableKey: toPublicEnv(env).stripePublishableKey };
}

/** The intent's status and its last error's text, for the confirm step. */
export async function intentState(ref: IntentRef): Promise<{ status: Stripe.PaymentIntent.Status; errorText: string | null }> {
  const intent = await stripeClient().paymentIntents.retrieve(ref.id);
  const last = intent.last_payment_error;
  return { status: intent.status, errorText: last ? cardErrorText(last.decline_code ?? last.code) : null };
}
