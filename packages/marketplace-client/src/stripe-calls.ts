/**
 * Marketplace API calls about payments (spec 3 §7): the buyer's saved card (Stripe customer,
 * setup intents) and the seller's payout account (connected account and onboarding links).
 */
/// <reference path="./sharetribe-sdk.d.ts" />
import type { MarketplaceSdk } from 'sharetribe-flex-sdk';
import { EXPANDED, defined } from './request-params';
import { parseOne } from './response-parse';
import {
  stripeAccountLinkSchema,
  stripeAccountSchema,
  stripeCustomerSchema,
  stripeSetupIntentSchema,
  type StripeAccount,
  type StripeAccountLink,
  type StripeCustomer,
  type StripeSetupIntent,
} from './stripe-entity';

const WITH_CARD = { include: ['defaultPaymentMethod'], ...EXPANDED } as const;

export interface StripeAccountWrite {
  /** Tokens Stripe.js creates in the browser. */
  accountToken?: string;
  bankAccountToken?: string;
  requestedCapabilities?: readonly string[];
  businessProfileMCC?: string;
  businessProfileURL?: string;
}

export function stripeCalls(sdk: MarketplaceSdk) {
  const customer = (call: string) => (response: { data: unknown }) => parseOne(stripeCustomerSchema, response, call, 'stripeCustomer');
  const account = (call: string) => (response: { data: unknown }) => parseOne(stripeAccountSchema, response, call, 'stripeAccount');

  return {
    stripeCustomer: {
      /** The user's Stripe customer, with the card as its default payment method when given. */
      create: async (body: { stripePaymentMethodId?: string } = {}): Promise<StripeCustomer> =>
        customer('stripeCustomer.create')(await sdk.stripeCustomer.create(defined({ ...body }), WITH_CARD)),
      /** Makes the card the default payment method (the previous one is detached). */
      addPaymentMethod: async (body: { stripePaymentMethodId: string }): Promise<StripeCustomer> =>
        customer('stripeCustomer.addPaymentMethod')(await sdk.stripeCustomer.addPaymentMethod({ ...body }, WITH_CARD)),
      deletePaymentMethod: async (): Promise<StripeCustomer> =>
        customer('stripeCustomer.deletePaymentMethod')(await sdk.stripeCustomer.deletePaymentMethod({}, WITH_CARD)),
    },
    stripeSetupIntents: {
      create: async (): Promise<StripeSetupIntent> =>
        parseOne(stripeSetupIntentSchema, await sdk.stripeSetupIntents.create({}, EXPANDED), 'stripeSetupIntents.create', 'stripeSetupIntent'),
    },
    stripeAccount: {
      create: async (body: StripeAccountWrite & { country: string }): Promise<StripeAccount> =>
        account('stripeAccount.create')(await sdk.stripeAccount.create(defined({ ...body }), EXPANDED)),
      update: async (body: StripeAccountWrite): Promise<StripeAccount> => account('stripeAccount.update')(await sdk.stripeAccount.update(defined({ ...body }), EXPANDED)),
      /** The account with Stripe's live data (`stripeAccountData`). */
      fetch: async (): Promise<StripeAccount> => account('stripeAccount.fetch')(await sdk.stripeAccount.fetch()),
    },
    stripeAccountLinks: {
      create: async (body: { failureURL: string; successURL: string; type: 'account_onboarding' | 'account_update'; collect: 'currently_due' | 'eventually_due' }): Promise<StripeAccountLink> =>
        parseOne(stripeAccountLinkSchema, await sdk.stripeAccountLinks.create({ ...body }, EXPANDED), 'stripeAccountLinks.create', 'stripeAccountLink'),
    },
  };
}
