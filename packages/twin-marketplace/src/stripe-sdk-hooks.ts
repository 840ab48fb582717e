/**
 * StripeHooks (the Stripe side of the stripe_* endpoints) through the real `stripe` SDK, against
 * whatever Stripe endpoint the client points at (the Stripe twin by default in the sandbox).
 * Stripe errors become Marketplace API errors with Stripe's message in `meta.stripeMessage`.
 */
import type Stripe from 'stripe';
import type { PaymentMethodInfo, StripeHooks } from './stripe-hooks';
import { isStripeError, stripeEndpointError } from './stripe-errors';

/** The capabilities spec 3 §2 requests for a payout account. */
export const DEFAULT_CAPABILITIES = ['card_payments', 'transfers', 'klarna_payments'] as const;
/** Spec 3 §9: default merchant category code. */
export const DEFAULT_MCC = '5734';

export function paymentMethodInfo(pm: Stripe.PaymentMethod): PaymentMethodInfo {
  const card = pm.card;
  return {
    stripePaymentMethodId: pm.id,
    card: { brand: card?.brand ?? 'unknown', last4Digits: card?.last4 ?? '', expirationMonth: card?.exp_month ?? 0, expirationYear: card?.exp_year ?? 0 },
  };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function capabilities(requested: unknown): Record<string, { requested: true }> {
  const names = Array.isArray(requested) && requested.length > 0 ? requested.map(String) : [...DEFAULT_CAPABILITIES];
  return Object.fromEntries(names.map((n) => [n, { requested: true as const }]));
}

async function wrap<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    throw stripeEndpointError(e);
  }
}

async function attachAsDefault(stripe: Stripe, customer: string, paymentMethod: string): Promise<PaymentMethodInfo> {
  const pm = await stripe.paymentMethods.attach(paymentMethod, { customer });
  await stripe.customers.update(customer, { invoice_settings: { default_payment_method: pm.id } });
  return paymentMethodInfo(pm);
}

export function stripeSdkHooks(stripe: Stripe): Required<StripeHooks> {
  return {
    createSetupIntent: (c) => wrap(async () => {
      const si = await stripe.setupIntents.create({ usage: 'off_session', metadata: { 'sharetribe-user-id': c.userId } });
      return { stripeSetupIntentId: si.id, clientSecret: si.client_secret ?? '' };
    }),
    createCustomer: (c) => wrap(async () => {
      const customer = await stripe.customers.create({ email: c.email, metadata: { 'sharetribe-user-id': c.userId } });
      const paymentMethod = c.stripePaymentMethodId ? await attachAsDefault(stripe, customer.id, c.stripePaymentMethodId) : null;
      return { stripeCustomerId: customer.id, paymentMethod };
    }),
    addPaymentMethod: (c) => wrap(() => attachAsDefault(stripe, c.stripeCustomerId, c.stripePaymentMethodId)),
    deletePaymentMethod: (c) => wrap(async () => {
      try {
        await stripe.paymentMethods.detach(c.stripePaymentMethodId);
      } catch (e) {
        if (isStripeError(e) && e.code === 'resource_missing') return; // already gone at Stripe
        throw e;
      }
    }),
    createAccount: (c) => wrap(async () => {
      const p = c.params;
      const mcc = str(p['businessProfileMCC']) ?? DEFAULT_MCC;
      const url = str(p['businessProfileURL']);
      const productDescription = str(p['businessProfileProductDescription']);
      const accountToken = str(p['accountToken']);
      const bankAccountToken = str(p['bankAccountToken']);
      const account = await stripe.accounts.create({
        type: 'custom',
        country: c.country,
        email: c.email,
        ...(accountToken ? { account_token: accountToken } : {}),
        ...(bankAccountToken ? { external_account: bankAccountToken } : {}),
        capabilities: capabilities(p['requestedCapabilities']),
        business_profile: { mcc, ...(url ? { url } : {}), ...(productDescription ? { product_description: productDescription } : {}) },
        metadata: { 'sharetribe-user-id': c.userId },
      });
      return { stripeAccountId: account.id, stripeAccountData: account as unknown as Record<string, unknown> };
    }),
    fetchAccount: (c) => wrap(async () => (await stripe.accounts.retrieve(c.stripeAccountId)) as unknown as Record<string, unknown>),
    updateAccount: (c) => wrap(async () => {
      const p = c.params;
      const accountToken = str(p['accountToken']);
      const bankAccountToken = str(p['bankAccountToken']);
      const update: Stripe.AccountUpdateParams = {
        ...(accountToken ? { account_token: accountToken } : {}),
        ...(bankAccountToken ? { external_account: bankAccountToken } : {}),
        ...(Array.isArray(p['requestedCapabilities']) ? { capabilities: capabilities(p['requestedCapabilities']) } : {}),
      };
      const mcc = str(p['businessProfileMCC']);
      const url = str(p['businessProfileURL']);
      if (mcc || url) update.business_profile = { ...(mcc ? { mcc } : {}), ...(url ? { url } : {}) };
      return (await stripe.accounts.update(c.stripeAccountId, update)) as unknown as Record<string, unknown>;
    }),
    createAccountLink: (c) => wrap(async () => {
      const collect = c.collect === 'currently_due' || c.collect === 'eventually_due' ? c.collect : undefined;
      const link = await stripe.accountLinks.create({
        account: c.stripeAccountId, refresh_url: c.failureURL, return_url: c.successURL,
        type: c.type as 'account_onboarding' | 'account_update', ...(collect ? { collect } : {}),
      });
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    }),
    createPerson: (c) => wrap(async () => {
      const person = await stripe.accounts.createPerson(c.stripeAccountId, { person_token: c.personToken });
      return { stripePersonId: person.id };
    }),
  };
}
