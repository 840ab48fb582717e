/** Marketplace API stripe_* endpoints: setup intents, the customer with its default card, the connected account and its links. */
import { randomUUID } from 'node:crypto';
import type { Ctx, Reply, RouteTable } from './http-context';
import { conflict, invalidValue } from './http-errors';
import { stmt } from './db';
import { renderCommand, renderDoc } from './render';
import { getUser } from './users-model';
import { type AccountRow, defaultPaymentMethodOf, stripeAccountNode, stripeAccountOf, stripeCustomerNode, stripeCustomerOf } from './stripe-model';

function me(ctx: Ctx) {
  const u = getUser(ctx.app, ctx.auth.userId!);
  if (!u) throw conflict('conflict', 'No current user');
  return u;
}

function pmId(ctx: Ctx, required: boolean): string | null {
  const v = ctx.body.string('stripePaymentMethodId', false);
  if (v === undefined) { if (required) ctx.body.string('stripePaymentMethodId'); return null; }
  if (!/^[A-Za-z0-9_]{3,255}$/.test(v)) throw invalidValue('stripePaymentMethodId', 'body');
  return v;
}

async function setupIntent(ctx: Ctx): Promise<Reply> {
  const u = me(ctx);
  const si = await ctx.app.stripeHooks.createSetupIntent({ userId: u.id, email: u.email });
  return renderCommand(ctx, { id: randomUUID(), type: 'stripeSetupIntent', attributes: { stripeSetupIntentId: si.stripeSetupIntentId, clientSecret: si.clientSecret } });
}

async function customerCreate(ctx: Ctx): Promise<Reply> {
  const u = me(ctx);
  const pm = pmId(ctx, false);
  const existing = stripeCustomerOf(ctx.app, u.id);
  if (existing) {
    if (pm) {
      const info = await ctx.app.stripeHooks.addPaymentMethod({ stripeCustomerId: existing.stripe_customer_id, stripePaymentMethodId: pm });
      stmt(ctx.app.db, 'UPDATE stripe_customers SET default_payment_method = ? WHERE user_id = ?').run(JSON.stringify(info), u.id);
    }
    return renderCommand(ctx, stripeCustomerNode(stripeCustomerOf(ctx.app, u.id)!));
  }
  const c = await ctx.app.stripeHooks.createCustomer({ userId: u.id, email: u.email, stripePaymentMethodId: pm });
  stmt(ctx.app.db, 'INSERT INTO stripe_customers (user_id, id, stripe_customer_id, default_payment_method) VALUES (?, ?, ?, ?)')
    .run(u.id, randomUUID(), c.stripeCustomerId, c.paymentMethod ? JSON.stringify(c.paymentMethod) : null);
  stmt(ctx.app.db, "UPDATE users SET private_data = json_set(private_data, '$.stripeCustomerId', ?) WHERE id = ?").run(c.stripeCustomerId, u.id);
  return renderCommand(ctx, stripeCustomerNode(stripeCustomerOf(ctx.app, u.id)!));
}

async function addPaymentMethod(ctx: Ctx): Promise<Reply> {
  const u = me(ctx);
  const pm = pmId(ctx, true)!;
  const c = stripeCustomerOf(ctx.app, u.id);
  if (!c) throw conflict('stripe-customer-not-found', 'Create the Stripe customer first');
  const old = defaultPaymentMethodOf(c);
  const info = await ctx.app.stripeHooks.addPaymentMethod({ stripeCustomerId: c.stripe_customer_id, stripePaymentMethodId: pm });
  if (old && old.stripePaymentMethodId !== pm) await ctx.app.stripeHooks.deletePaymentMethod({ stripeCustomerId: c.stripe_customer_id, stripePaymentMethodId: old.stripePaymentMethodId });
  stmt(ctx.app.db, 'UPDATE stripe_customers SET default_payment_method = ? WHERE user_id = ?').run(JSON.stringify(info), u.id);
  return renderCommand(ctx, stripeCustomerNode(stripeCustomerOf(ctx.app, u.id)!));
}

async function deletePaymentMethod(ctx: Ctx): Promise<Reply> {
  const u = me(ctx);
  const c = stripeCustomerOf(ctx.app, u.id);
  if (!c) throw conflict('stripe-customer-not-found', 'No Stripe customer');
  const old = defaultPaymentMethodOf(c);
  if (old) await ctx.app.stripeHooks.deletePaymentMethod({ stripeCustomerId: c.stripe_customer_id, stripePaymentMethodId: old.stripePaymentMethodId });
  stmt(ctx.app.db, 'UPDATE stripe_customers SET default_payment_method = NULL WHERE user_id = ?').run(u.id);
  return renderCommand(ctx, stripeCustomerNode(stripeCustomerOf(ctx.app, u.id)!));
}

async function accountCreate(ctx: Ctx): Promise<Reply> {
  const u = me(ctx);
  if (stripeAccountOf(ctx.app, u.id)) throw conflict('stripe-account-already-exists', 'The user already has a Stripe account');
  const country = ctx.body.string('country');
  if (!/^[A-Z]{2}$/.test(country)) throw invalidValue('country', 'body', 'country must be an ISO 3166-1 alpha-2 code');
  const a = await ctx.app.stripeHooks.createAccount({ userId: u.id, email: u.email, country, params: ctx.body.values });
  stmt(ctx.app.db, 'INSERT INTO stripe_accounts (user_id, id, stripe_account_id, data) VALUES (?, ?, ?, ?)').run(u.id, randomUUID(), a.stripeAccountId, JSON.stringify(a.stripeAccountData));
  stmt(ctx.app.db, 'UPDATE users SET stripe_connected = 1 WHERE id = ?').run(u.id);
  return renderCommand(ctx, stripeAccountNode(stripeAccountOf(ctx.app, u.id)!));
}

function requireAccount(ctx: Ctx): AccountRow {
  const a = stripeAccountOf(ctx.app, me(ctx).id);
  if (!a) throw conflict('stripe-account-not-found', 'The user has no Stripe account');
  return a;
}

async function accountFetch(ctx: Ctx): Promise<Reply> {
  const a = requireAccount(ctx);
  const data = await ctx.app.stripeHooks.fetchAccount({ stripeAccountId: a.stripe_account_id });
  stmt(ctx.app.db, 'UPDATE stripe_accounts SET data = ? WHERE user_id = ?').run(JSON.stringify(data), a.user_id);
  return renderDoc(ctx, stripeAccountNode(stripeAccountOf(ctx.app, a.user_id)!));
}

async function accountUpdate(ctx: Ctx): Promise<Reply> {
  const a = requireAccount(ctx);
  const data = await ctx.app.stripeHooks.updateAccount({ stripeAccountId: a.stripe_account_id, params: ctx.body.values });
  stmt(ctx.app.db, 'UPDATE stripe_accounts SET data = ? WHERE user_id = ?').run(JSON.stringify(data), a.user_id);
  return renderCommand(ctx, stripeAccountNode(stripeAccountOf(ctx.app, a.user_id)!));
}

async function accountLink(ctx: Ctx): Promise<Reply> {
  const a = requireAccount(ctx);
  const failureURL = ctx.body.string('failureURL');
  const successURL = ctx.body.string('successURL');
  const type = ctx.body.string('type');
  if (type !== 'account_onboarding' && type !== 'account_update') throw invalidValue('type', 'body', 'type must be account_onboarding or account_update');
  const link = await ctx.app.stripeHooks.createAccountLink({ stripeAccountId: a.stripe_account_id, failureURL, successURL, type, collect: ctx.body.string('collect', false) ?? null });
  return renderCommand(ctx, { id: randomUUID(), type: 'stripeAccountLink', attributes: { url: link.url, expiresAt: link.expiresAt } });
}

export const stripeRoutes: RouteTable = {
  'stripe_setup_intents/create': { method: 'POST', auth: 'user', handler: setupIntent },
  'stripe_customer/create': { method: 'POST', auth: 'user', handler: customerCreate },
  'stripe_customer/add_payment_method': { method: 'POST', auth: 'user', handler: addPaymentMethod },
  'stripe_customer/delete_payment_method': { method: 'POST', auth: 'user', handler: deletePaymentMethod },
  'stripe_account/create': { method: 'POST', auth: 'user', fullUserOnly: true, handler: accountCreate },
  'stripe_account/fetch': { method: 'GET', auth: 'user', handler: accountFetch },
  'stripe_account/update': { method: 'POST', auth: 'user', fullUserOnly: true, handler: accountUpdate },
  'stripe_account_links/create': { method: 'POST', auth: 'user', fullUserOnly: true, handler: accountLink },
};
