/**
 * The payment side of the demo seed, through the stripe SDK (the Stripe twin in the sandbox):
 * every demo seller gets a completed US connected account (payouts on, capabilities card_payments,
 * transfers and klarna_payments active; spec 3 §2: sellers pay out in the United States unless
 * allowed otherwise) and every demo buyer a Stripe customer with a saved Visa test card, so demo
 * listings can be bought and the demo orders are real payment intents.
 *
 *   await seedMarketplaceDemo(twin, { beforeTransactions: (users) => seedStripeDemoAccounts(twin, stripe, users) });
 *   // or: await seedMarketplaceDemoWithStripe(twin, { apiUrl, secretKey });
 */
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { App } from './http-context';
import { stmt } from './db';
import { demoUsers, seedMarketplaceDemo, type DemoSeedOptions, type DemoSeedResult } from './seed';
import { stripeClient, type StripeConnection } from './stripe-client';
import { stripeSdkHooks, DEFAULT_CAPABILITIES, DEFAULT_MCC } from './stripe-sdk-hooks';

export interface StripeDemoSeedResult { accounts: number; customers: number }

/** Stripe's US test bank account (routing 110000000). */
const TEST_BANK = { object: 'bank_account', country: 'US', currency: 'usd', routing_number: '110000000', account_number: '000123456789' } as const;

export async function seedStripeDemoAccounts(twin: { app: App }, stripe: Stripe, users: DemoSeedResult['users']): Promise<StripeDemoSeedResult> {
  const app = twin.app;
  const hooks = stripeSdkHooks(stripe);
  let accounts = 0;
  let customers = 0;
  for (const u of users) {
    const demo = demoUsers.find((d) => d.email === u.email);
    if (!demo) continue;
    if (demo.seller) {
      const account = await stripe.accounts.create({
        type: 'custom', country: 'US', email: u.email,
        capabilities: Object.fromEntries(DEFAULT_CAPABILITIES.map((c) => [c, { requested: true }])),
        business_type: 'individual',
        business_profile: { mcc: DEFAULT_MCC, url: `https://variegata.example/u/${demo.username}` },
        individual: { first_name: demo.firstName, last_name: demo.lastName, email: u.email, dob: { day: 1, month: 1, year: 1990 }, ssn_last_4: '0000' },
        tos_acceptance: { date: Math.floor(app.now() / 1000), ip: '127.0.0.1' },
        external_account: { ...TEST_BANK, account_holder_name: `${demo.firstName} ${demo.lastName}`, account_holder_type: 'individual' },
        metadata: { 'sharetribe-user-id': u.id },
      }, { idempotencyKey: `variegata-demo-account-${u.id}` });
      stmt(app.db, 'INSERT OR REPLACE INTO stripe_accounts (user_id, id, stripe_account_id, data) VALUES (?, ?, ?, ?)').run(u.id, randomUUID(), account.id, JSON.stringify(account));
      stmt(app.db, 'UPDATE users SET stripe_connected = 1 WHERE id = ?').run(u.id);
      accounts += 1;
    } else {
      const c = await hooks.createCustomer({ userId: u.id, email: u.email, stripePaymentMethodId: 'pm_card_visa' });
      stmt(app.db, 'INSERT OR REPLACE INTO stripe_customers (user_id, id, stripe_customer_id, default_payment_method) VALUES (?, ?, ?, ?)')
        .run(u.id, randomUUID(), c.stripeCustomerId, c.paymentMethod ? JSON.stringify(c.paymentMethod) : null);
      stmt(app.db, "UPDATE users SET private_data = json_set(private_data, '$.stripeCustomerId', ?) WHERE id = ?").run(c.stripeCustomerId, u.id);
      customers += 1;
    }
  }
  return { accounts, customers };
}

/** seedMarketplaceDemo with the payment side: accounts and cards at `stripe` before the demo orders run through it. */
export async function seedMarketplaceDemoWithStripe(twin: { app: App }, stripe: StripeConnection | Stripe, options: DemoSeedOptions = {}): Promise<DemoSeedResult & { stripe: StripeDemoSeedResult }> {
  const client = 'secretKey' in stripe ? stripeClient(stripe) : stripe;
  let seeded: StripeDemoSeedResult = { accounts: 0, customers: 0 };
  const result = await seedMarketplaceDemo(twin, {
    ...options,
    beforeTransactions: async (users) => {
      seeded = await seedStripeDemoAccounts(twin, client, users);
      await options.beforeTransactions?.(users);
    },
  });
  return { ...result, stripe: seeded };
}
