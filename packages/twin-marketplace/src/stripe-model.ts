/** A user's Stripe customer (with the default card) and connected account rows, and their API resources. */
import { createHash } from 'node:crypto';
import type { App } from './http-context';
import { parseJson, stmt } from './db';
import type { Node } from './render';
import type { PaymentMethodInfo } from './stripe-hooks';

export interface CustomerRow { user_id: string; id: string; stripe_customer_id: string; default_payment_method: string | null }
export interface AccountRow { user_id: string; id: string; stripe_account_id: string; data: string }

function stableUuid(s: string): string {
  const h = createHash('sha256').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function stripeCustomerOf(app: App, userId: string): CustomerRow | undefined {
  return stmt(app.db, 'SELECT * FROM stripe_customers WHERE user_id = ?').get(userId) as CustomerRow | undefined;
}

export function stripeAccountOf(app: App, userId: string): AccountRow | undefined {
  return stmt(app.db, 'SELECT * FROM stripe_accounts WHERE user_id = ?').get(userId) as AccountRow | undefined;
}

export function defaultPaymentMethodOf(c: CustomerRow): PaymentMethodInfo | null {
  return c.default_payment_method ? (JSON.parse(c.default_payment_method) as PaymentMethodInfo) : null;
}

function paymentMethodNode(pm: PaymentMethodInfo): Node {
  return { id: stableUuid(pm.stripePaymentMethodId), type: 'stripePaymentMethod', attributes: { type: 'stripe-payment-method/card', stripePaymentMethodId: pm.stripePaymentMethodId, card: pm.card } };
}

export function stripeCustomerNode(c: CustomerRow): Node {
  return {
    id: c.id, type: 'stripeCustomer', attributes: { stripeCustomerId: c.stripe_customer_id },
    rels: { defaultPaymentMethod: () => { const pm = defaultPaymentMethodOf(c); return pm ? paymentMethodNode(pm) : null; } },
  };
}

export function stripeAccountNode(a: AccountRow): Node {
  return { id: a.id, type: 'stripeAccount', attributes: { stripeAccountId: a.stripe_account_id, stripeAccountData: parseJson(a.data) } };
}
