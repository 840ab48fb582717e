/**
 * PaymentHooks through the real `stripe` SDK (Stripe twin or Stripe itself): the process actions
 * that touch money.
 * - create: a destination charge for the payin total, `capture_method: manual`, the platform's
 *   commission and fees (payin - payout) as `application_fee_amount`, the provider's connected
 *   account as `transfer_data.destination` and `on_behalf_of`. With a payment method (`params.paymentMethod`, or the
 *   customer's saved default card off session) the intent is confirmed at once, so a decline fails
 *   the whole transition: no transaction, no stock reservation, and the intent is cancelled.
 * - confirm: nothing to do when the browser already confirmed (requires_capture / succeeded);
 *   otherwise confirms with `params.paymentMethod`, the intent's own method or the saved default.
 * - capture: captures an authorised intent (Stripe then transfers payout to the provider).
 * - refund: refunds a captured intent (reversing the transfer and the application fee) or cancels
 *   an uncaptured one.
 * - payout: a payout of the payout total from the provider's connected account (instant for the
 *   instant-payout process).
 */
import type Stripe from 'stripe';
import type { PaymentContext, PaymentHooks, PaymentIntentRef } from './payments-hooks';
import { isStripeError, missingStripeAccount, paymentFailed, paymentNotReady } from './stripe-errors';
import { ApiError } from './http-errors';
import type { Money } from '@variegata/money/money';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function paymentIntentIdOf(protectedData: Record<string, unknown>): string | undefined {
  const intents = protectedData['stripePaymentIntents'] as { default?: { stripePaymentIntentId?: unknown } } | undefined;
  return str(intents?.default?.stripePaymentIntentId);
}

function metadata(c: PaymentContext): Record<string, string> {
  return { 'sharetribe-transaction-id': c.transactionId, 'sharetribe-listing-id': c.listingId, 'sharetribe-customer-id': c.customerId, 'sharetribe-provider-id': c.providerId };
}

function requirePaymentIntent(c: PaymentContext): string {
  const id = paymentIntentIdOf(c.protectedData);
  if (!id) throw paymentNotReady('The transaction has no payment intent', {});
  return id;
}

function statusMeta(pi: Stripe.PaymentIntent): Record<string, unknown> {
  return { stripePaymentIntentId: pi.id, stripePaymentIntentStatus: pi.status };
}

async function attempt<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    throw paymentFailed(e);
  }
}

/** What a payment intent needs before Stripe is asked: a payout account and positive totals. */
function checkCharge(c: PaymentContext): asserts c is PaymentContext & { providerStripeAccountId: string; payinTotal: Money; payoutTotal: Money } {
  if (!c.providerStripeAccountId) throw missingStripeAccount();
  if (!c.payinTotal || c.payinTotal.amount <= 0) throw new ApiError(409, 'transaction-charge-zero-payin', 'The payin total must be positive to charge the customer');
  if (!c.payoutTotal || c.payoutTotal.amount <= 0) throw new ApiError(409, 'transaction-charge-zero-payout', 'The payout total must be positive to pay the provider');
}

export interface StripePaymentOptions {
  /** Called when a payout fails at Stripe; the transition still completes (default: console.error). */
  onPayoutError?: (c: PaymentContext, e: unknown) => void;
}

export function stripePaymentHooks(stripe: Stripe, options: StripePaymentOptions = {}): PaymentHooks {
  async function cancelQuietly(id: string | undefined): Promise<void> {
    if (!id) return;
    await stripe.paymentIntents.cancel(id).catch(() => undefined);
  }

  return {
    async checkPaymentIntent(c) {
      checkCharge(c);
    },

    async createPaymentIntent(c): Promise<PaymentIntentRef> {
      checkCharge(c);
      const fee = Math.max(0, c.payinTotal.amount - c.payoutTotal.amount);
      const paymentMethod = str(c.params['paymentMethod']) ?? (c.offSession ? c.customerDefaultPaymentMethodId ?? undefined : undefined);
      if (c.offSession && !paymentMethod) throw paymentNotReady('The customer has no saved payment method to charge', {});
      const saveCard = c.params['setupPaymentMethodForSaving'] === true && c.customerStripeCustomerId !== null && !c.offSession;
      const params: Stripe.PaymentIntentCreateParams = {
        amount: c.payinTotal.amount,
        currency: c.payinTotal.currency.toLowerCase(),
        capture_method: 'manual',
        ...(fee > 0 ? { application_fee_amount: fee } : {}),
        // The provider is the settlement merchant: an account that cannot charge fails with Stripe's
        // "Your account cannot currently make charges." (spec 3 §8 classifies it).
        on_behalf_of: c.providerStripeAccountId,
        transfer_data: { destination: c.providerStripeAccountId },
        ...(c.customerStripeCustomerId ? { customer: c.customerStripeCustomerId } : {}),
        ...(saveCard ? { setup_future_usage: 'off_session' as const } : {}),
        ...(paymentMethod ? { payment_method: paymentMethod, confirm: true, ...(c.offSession ? { off_session: true } : {}) } : {}),
        metadata: metadata(c),
      };
      try {
        const pi = await stripe.paymentIntents.create(params);
        if (c.offSession && pi.status !== 'requires_capture' && pi.status !== 'succeeded') {
          await cancelQuietly(pi.id);
          throw paymentNotReady(`The payment could not be completed off session (status ${pi.status})`, statusMeta(pi));
        }
        return { stripePaymentIntentId: pi.id, stripePaymentIntentClientSecret: pi.client_secret ?? '' };
      } catch (e) {
        // A declined confirmation leaves the intent behind at Stripe: cancel it, the transition fails whole.
        if (isStripeError(e)) await cancelQuietly((e.payment_intent as { id?: string } | undefined)?.id);
        throw paymentFailed(e);
      }
    },

    async confirmPaymentIntent(c) {
      const id = requirePaymentIntent(c);
      await attempt(async () => {
        let pi = await stripe.paymentIntents.retrieve(id);
        if (pi.status === 'requires_capture' || pi.status === 'succeeded' || pi.status === 'processing') return;
        if (pi.status === 'canceled') throw paymentNotReady('The payment intent was canceled', statusMeta(pi));
        if (pi.status === 'requires_payment_method' || pi.status === 'requires_confirmation') {
          const own = pi.status === 'requires_confirmation' && typeof pi.payment_method === 'string' ? pi.payment_method : undefined;
          const pm = str(c.params['paymentMethod']) ?? own ?? c.customerDefaultPaymentMethodId ?? undefined;
          if (!pm) throw paymentNotReady('The payment intent has no payment method to confirm with', statusMeta(pi));
          pi = await stripe.paymentIntents.confirm(id, { payment_method: pm });
        }
        if (pi.status === 'requires_action') throw paymentNotReady('The payment requires the customer to authenticate the card', statusMeta(pi));
      });
    },

    async capturePaymentIntent(c) {
      const id = requirePaymentIntent(c);
      await attempt(async () => {
        const pi = await stripe.paymentIntents.retrieve(id);
        if (pi.status === 'succeeded') return;
        if (pi.status !== 'requires_capture') throw paymentNotReady(`The payment cannot be captured (status ${pi.status})`, statusMeta(pi));
        await stripe.paymentIntents.capture(id, {}, { idempotencyKey: `capture-${c.transactionId}-${id}` });
      });
    },

    async refundPayment(c) {
      const id = paymentIntentIdOf(c.protectedData);
      if (!id) return;
      await attempt(async () => {
        const pi = await stripe.paymentIntents.retrieve(id);
        if (pi.status === 'canceled') return;
        if (pi.status === 'succeeded') {
          try {
            await stripe.refunds.create({ payment_intent: id, reverse_transfer: true, refund_application_fee: true, metadata: metadata(c) }, { idempotencyKey: `refund-${c.transactionId}-${id}` });
          } catch (e) {
            if (isStripeError(e) && e.code === 'charge_already_refunded') return;
            throw e;
          }
          return;
        }
        await stripe.paymentIntents.cancel(id, { cancellation_reason: /expire|rollback/.test(c.transition) ? 'abandoned' : 'requested_by_customer' });
      });
    },

    async createPayout(c) {
      if (!c.providerStripeAccountId) throw missingStripeAccount();
      if (!c.payoutTotal || c.payoutTotal.amount <= 0) return;
      try {
        await stripe.payouts.create(
          { amount: c.payoutTotal.amount, currency: c.payoutTotal.currency.toLowerCase(), ...(c.instantPayout ? { method: 'instant' as const } : {}), metadata: metadata(c) },
          { stripeAccount: c.providerStripeAccountId, idempotencyKey: `payout-${c.transactionId}` },
        );
      } catch (e) {
        if (!isStripeError(e)) throw e;
        (options.onPayoutError ?? ((_c, err) => console.error('[twin-marketplace] payout failed', c.transactionId, err instanceof Error ? err.message : err)))(c, e);
      }
    },
  };
}
