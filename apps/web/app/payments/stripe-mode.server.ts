/**
 * How this site takes card and bank details (see ROUTES.md, "Payments"): with no publishable key
 * at all, not at all (the missing-key message); with STRIPE_API_URL set (the sandbox), the Stripe
 * twin stands in for Stripe.js: its hosted card page takes cards and bank tokens are created by the
 * site's server; otherwise Stripe.js, loaded in the browser from `@stripe/stripe-js/pure` only then,
 * with the real publishable key (`toPublicEnv` hides anything else from the browser).
 */
import { serverEnv, toPublicEnv, type ServerEnv } from '~/server/env.server';

export type StripeMode =
  | { readonly kind: 'missing-key' }
  | { readonly kind: 'twin'; readonly twinUrl: string }
  | { readonly kind: 'stripe-js'; readonly publishableKey: string };

export function stripeModeOf(env: ServerEnv): StripeMode {
  if (env.STRIPE_PUBLISHABLE_KEY.trim() === '') return { kind: 'missing-key' };
  if (env.STRIPE_API_URL !== '') return { kind: 'twin', twinUrl: env.STRIPE_API_URL };
  const publishableKey = toPublicEnv(env).stripePublishableKey;
  return publishableKey === '' ? { kind: 'missing-key' } : { kind: 'stripe-js', publishableKey };
}

/** The process's mode (from its configuration). */
export function stripeMode(): StripeMode {
  return stripeModeOf(serverEnv());
}

/** What the browser may know of the mode: its kind, and the publishable key only for Stripe.js. */
export function browserStripeMode(mode: StripeMode): { kind: StripeMode['kind']; publishableKey: string } {
  return { kind: mode.kind, publishableKey: mode.kind === 'stripe-js' ? mode.publishableKey : '' };
}
