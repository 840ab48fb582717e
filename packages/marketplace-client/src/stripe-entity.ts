/**
 * The payment side as the marketplace API shows it (spec 3 §3, §7): the user's Stripe customer
 * with the default card, saved payment methods, the seller's connected (payout) account, account
 * links for Connect onboarding and setup intents for saving a card.
 */
import * as v from 'valibot';
import { integer, resource } from './resource-schema';

export const stripePaymentMethodSchema = resource(
  'stripePaymentMethod',
  {
    type: v.literal('stripe-payment-method/card'),
    stripePaymentMethodId: v.string(),
    card: v.object({ brand: v.string(), last4Digits: v.string(), expirationMonth: integer, expirationYear: integer }),
  },
  {},
);
/** A saved card: `{ id, type, stripePaymentMethodId, card: { brand, last4Digits, expirationMonth, expirationYear } }` */
export type StripePaymentMethod = v.InferOutput<typeof stripePaymentMethodSchema>;

export const stripeCustomerSchema = resource(
  'stripeCustomer',
  { stripeCustomerId: v.string() },
  { defaultPaymentMethod: v.optional(v.nullable(stripePaymentMethodSchema)) },
);
/** `{ id, stripeCustomerId, defaultPaymentMethod? }` (include `defaultPaymentMethod` / `stripeCustomer.defaultPaymentMethod`) */
export type StripeCustomer = v.InferOutput<typeof stripeCustomerSchema>;

/** The parts of Stripe's Account object the payout page reads; the rest is kept as it came. */
export const stripeAccountDataSchema = v.looseObject({
  id: v.optional(v.string()),
  country: v.optional(v.string()),
  charges_enabled: v.optional(v.boolean()),
  payouts_enabled: v.optional(v.boolean()),
  details_submitted: v.optional(v.boolean()),
  requirements: v.optional(
    v.nullable(
      v.looseObject({
        currently_due: v.optional(v.nullable(v.array(v.string()))),
        past_due: v.optional(v.nullable(v.array(v.string()))),
        eventually_due: v.optional(v.nullable(v.array(v.string()))),
        disabled_reason: v.optional(v.nullable(v.string())),
      }),
    ),
  ),
});

export const stripeAccountSchema = resource(
  'stripeAccount',
  {
    stripeAccountId: v.string(),
    /** Stripe's live account, present on `stripeAccount.fetch` (and on create and update). */
    stripeAccountData: v.optional(v.nullable(stripeAccountDataSchema)),
  },
  {},
);
/** The seller's connected account: `{ id, stripeAccountId, stripeAccountData? }` */
export type StripeAccount = v.InferOutput<typeof stripeAccountSchema>;

export const stripeAccountLinkSchema = resource('stripeAccountLink', { url: v.pipe(v.string(), v.url('a URL')), expiresAt: v.date() }, {});
/** Where to send the seller for Connect onboarding or an update: `{ id, url, expiresAt }` */
export type StripeAccountLink = v.InferOutput<typeof stripeAccountLinkSchema>;

export const stripeSetupIntentSchema = resource('stripeSetupIntent', { stripeSetupIntentId: v.string(), clientSecret: v.string() }, {});
/** `{ id, stripeSetupIntentId, clientSecret }` for confirming a card setup in the browser */
export type StripeSetupIntent = v.InferOutput<typeof stripeSetupIntentSchema>;
