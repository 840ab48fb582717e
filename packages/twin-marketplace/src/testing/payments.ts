/** Test support for the payment side: a Stripe twin and a marketplace twin wired to it, both on port 0, with the real SDKs. */
import Stripe from 'stripe';
import { startStripeTwin, type RunningStripeTwin } from '@variegata/twin-stripe/server';
import { purchaseLineItems } from '@variegata/money/purchase-line-items';
import { DEFAULT_FEE_TABLE } from '@variegata/money/fees';
import { payinTotal, payoutTotal } from '@variegata/money/line-items';
import type { RunningMarketplaceTwin, MarketplaceTwinOptions } from '../server';
import { startTestTwin, types } from './harness';

export const STRIPE_TEST_KEY = 'sk_test_marketplace_payments';

export interface PaymentsRig { stripeTwin: RunningStripeTwin; twin: RunningMarketplaceTwin; stripe: Stripe; close(): Promise<void> }

export async function startPaymentsRig(opts: Partial<MarketplaceTwinOptions> = {}): Promise<PaymentsRig> {
  const stripeTwin = await startStripeTwin({ dbPath: ':memory:', port: 0 });
  const twin = await startTestTwin({ stripe: { apiUrl: stripeTwin.url, secretKey: STRIPE_TEST_KEY }, ...opts });
  const u = new URL(stripeTwin.url);
  const stripe = new Stripe(STRIPE_TEST_KEY, { host: u.hostname, port: Number(u.port), protocol: 'http', maxNetworkRetries: 0 });
  return { stripeTwin, twin, stripe, close: async () => { await twin.close(); await stripeTwin.close(); } };
}

export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
}

export function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) out[m[1]!] = m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  return out;
}

/**
 * A seller's payout account as the payout page makes it: account and bank tokens (what Stripe.js
 * creates in the browser), stripe_account/create through the marketplace SDK, then the Connect
 * onboarding page reached through stripe_account_links/create.
 */
export async function onboardSeller(rig: PaymentsRig, seller: { sdk: any }): Promise<string> {
  const accountToken = await rig.stripe.tokens.create({ account: { business_type: 'individual', individual: { first_name: 'Rosa', last_name: 'Lind' }, tos_shown_and_accepted: true } });
  const bankToken = await rig.stripe.tokens.create({ bank_account: { country: 'US', currency: 'usd', account_holder_name: 'Rosa Lind', account_holder_type: 'individual', routing_number: '110000000', account_number: '000123456789' } });
  const created = await seller.sdk.stripeAccount.create({
    country: 'US', accountToken: accountToken.id, bankAccountToken: bankToken.id,
    requestedCapabilities: ['card_payments', 'transfers', 'klarna_payments'], businessProfileMCC: '5734', businessProfileURL: 'https://variegata.example/u/rosa',
  }, { expand: true });
  const link = await seller.sdk.stripeAccountLinks.create({ failureURL: 'http://site.test/account/payments/failure', successURL: 'http://site.test/account/payments/success', type: 'account_onboarding', collect: 'currently_due' }, { expand: true });
  const done = await postForm(link.data.data.attributes.url, { action: 'submit', first_name: 'Rosa', last_name: 'Lind', url: 'https://variegata.example/u/rosa' });
  if (done.status !== 303) throw new Error(`onboarding page answered ${done.status}`);
  return created.data.data.attributes.stripeAccountId as string;
}

/** Line items of one purchase from @variegata/money (default fee table, flat shipping), as SDK values. */
export function sdkPurchaseLineItems(unitPrice: number, quantity: number, shipping = 1500): { items: unknown[]; payin: number; payout: number } {
  const r = purchaseLineItems({ unitPrice: { amount: unitPrice, currency: 'USD' }, quantity, shippingFee: { amount: shipping, currency: 'USD' }, fees: DEFAULT_FEE_TABLE });
  if (!r.ok) throw new Error(r.error);
  const items = r.value.map((i) => ({
    code: i.code, unitPrice: new types.Money(i.unitPrice.amount, i.unitPrice.currency), includeFor: [...i.includeFor],
    ...(i.quantity !== undefined ? { quantity: i.quantity } : {}), ...(i.percentage !== undefined ? { percentage: i.percentage } : {}),
  }));
  return { items, payin: payinTotal(r.value).amount, payout: payoutTotal(r.value).amount };
}
