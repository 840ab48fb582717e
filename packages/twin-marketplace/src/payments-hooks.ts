/**
 * Payment actions of the transaction process as hooks. The payments work implements them with the
 * stripe SDK (against the Stripe twin or Stripe itself); the default is a no-op success that still
 * returns fake payment intent ids, as the web template reads them from protectedData.
 */
import { randomBytes } from 'node:crypto';
import type { Money } from '@variegata/money/money';

export interface PaymentContext {
  transactionId: string;
  transition: string;
  customerId: string;
  providerId: string;
  listingId: string;
  payinTotal: Money | null;
  payoutTotal: Money | null;
  protectedData: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** Transition params (e.g. paymentMethod, setupPaymentMethodForSaving). */
  params: Record<string, unknown>;
  /** `stripe-create-payment-intent` config: charge the customer's saved card off session. */
  offSession: boolean;
  /** instant-payout process. */
  instantPayout: boolean;
  /** The customer's Stripe customer and saved default card (stripe_customer/*), if any. */
  customerStripeCustomerId: string | null;
  customerDefaultPaymentMethodId: string | null;
  /** The provider's connected account (stripe_account/create), if any. */
  providerStripeAccountId: string | null;
}

export interface PaymentIntentRef { stripePaymentIntentId: string; stripePaymentIntentClientSecret: string }

export interface PaymentHooks {
  createPaymentIntent(c: PaymentContext): Promise<PaymentIntentRef>;
  confirmPaymentIntent(c: PaymentContext): Promise<void>;
  capturePaymentIntent(c: PaymentContext): Promise<void>;
  refundPayment(c: PaymentContext): Promise<void>;
  createPayout(c: PaymentContext): Promise<void>;
  /** Checks a speculative transition runs instead of creating the intent (no side effects); optional. */
  checkPaymentIntent?(c: PaymentContext): Promise<void>;
}

export const noopPaymentHooks: PaymentHooks = {
  async createPaymentIntent() {
    const id = `pi_twin_${randomBytes(12).toString('hex')}`;
    return { stripePaymentIntentId: id, stripePaymentIntentClientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
  },
  async confirmPaymentIntent() {},
  async capturePaymentIntent() {},
  async refundPayment() {},
  async createPayout() {},
};
