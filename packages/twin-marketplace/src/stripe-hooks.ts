/**
 * The Stripe side of the Marketplace API's stripe_* endpoints, as hooks. The payments work
 * implements them with the stripe SDK (Stripe twin or Stripe itself); the default fakes answer
 * with plausible ids and a test card so the sandbox works without Stripe.
 */
import { randomBytes } from 'node:crypto';

export interface CardDetails { brand: string; last4Digits: string; expirationMonth: number; expirationYear: number }
export interface PaymentMethodInfo { stripePaymentMethodId: string; card: CardDetails }

export interface StripeHooks {
  createSetupIntent(c: { userId: string; email: string }): Promise<{ stripeSetupIntentId: string; clientSecret: string }>;
  createCustomer(c: { userId: string; email: string; stripePaymentMethodId: string | null }): Promise<{ stripeCustomerId: string; paymentMethod: PaymentMethodInfo | null }>;
  addPaymentMethod(c: { stripeCustomerId: string; stripePaymentMethodId: string }): Promise<PaymentMethodInfo>;
  deletePaymentMethod(c: { stripeCustomerId: string; stripePaymentMethodId: string }): Promise<void>;
  createAccount(c: { userId: string; email: string; country: string; params: Record<string, unknown> }): Promise<{ stripeAccountId: string; stripeAccountData: Record<string, unknown> }>;
  fetchAccount(c: { stripeAccountId: string }): Promise<Record<string, unknown>>;
  updateAccount(c: { stripeAccountId: string; params: Record<string, unknown> }): Promise<Record<string, unknown>>;
  createAccountLink(c: { stripeAccountId: string; failureURL: string; successURL: string; type: string; collect: string | null }): Promise<{ url: string; expiresAt: Date }>;
  /** stripe_persons/create (company representatives); optional, the route fakes an id without it. */
  createPerson?(c: { stripeAccountId: string; personToken: string }): Promise<{ stripePersonId: string }>;
}

const id = (prefix: string) => `${prefix}_twin_${randomBytes(10).toString('hex')}`;
const testCard = (pm: string): PaymentMethodInfo => ({ stripePaymentMethodId: pm, card: { brand: 'visa', last4Digits: '4242', expirationMonth: 12, expirationYear: 2034 } });

export const fakeStripeHooks: StripeHooks = {
  async createSetupIntent() {
    const si = id('seti');
    return { stripeSetupIntentId: si, clientSecret: `${si}_secret_${randomBytes(8).toString('hex')}` };
  },
  async createCustomer(c) {
    return { stripeCustomerId: id('cus'), paymentMethod: c.stripePaymentMethodId ? testCard(c.stripePaymentMethodId) : null };
  },
  async addPaymentMethod(c) { return testCard(c.stripePaymentMethodId); },
  async deletePaymentMethod() {},
  async createAccount(c) {
    const acct = id('acct');
    return { stripeAccountId: acct, stripeAccountData: { id: acct, country: c.country, charges_enabled: true, payouts_enabled: true, requirements: { currently_due: [], past_due: [], eventually_due: [] }, external_accounts: { data: [] } } };
  },
  async fetchAccount(c) {
    return { id: c.stripeAccountId, charges_enabled: true, payouts_enabled: true, requirements: { currently_due: [], past_due: [], eventually_due: [] }, external_accounts: { data: [] } };
  },
  async updateAccount(c) { return { id: c.stripeAccountId, ...c.params }; },
  async createAccountLink(c) { return { url: `${c.successURL}${c.successURL.includes('?') ? '&' : '?'}twin_account=${c.stripeAccountId}`, expiresAt: new Date(Date.now() + 300000) }; },
};
