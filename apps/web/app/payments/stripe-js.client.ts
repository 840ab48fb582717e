/**
 * Stripe.js, only with a real publishable key: `@stripe/stripe-js/pure` is imported on first use
 * (its own chunk), so nothing from js.stripe.com loads on the sandbox or before a page needs it.
 * Spec 3 §5: without it, submitting payout details is refused ("Stripe must be loaded…").
 */
import type { Stripe } from '@stripe/stripe-js';

let loading: Promise<Stripe | null> | undefined;

export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  if (publishableKey === '') return Promise.resolve(null);
  loading ??= import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .catch(() => {
      loading = undefined;
      return null;
    });
  return loading;
}
