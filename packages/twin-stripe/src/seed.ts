// Demo seed: one product per membership plan with a monthly and a yearly recurring price.
// Works against the twin or real Stripe test mode, through any `stripe` SDK instance.

export type PlanId = 'freePlan' | 'starterPlan' | 'premiumPlan' | 'internationalSellerPlan';
export type Billing = 'monthly' | 'yearly';

export interface MembershipPlanPrice {
  planId: PlanId;
  name: string;
  /** Price per month in cents when billed monthly. */
  monthlyCents: number;
  /** Price per month in cents when billed yearly (the yearly price is 12 times this). */
  yearlyPerMonthCents: number;
}

/** Spec 1 §9: free $0; starter $7.99 yearly / $9.99 monthly; premium $19.99 / $24.99; international seller $39.99 / $49.99. */
export const MEMBERSHIP_PLAN_PRICES: readonly MembershipPlanPrice[] = [
  { planId: 'freePlan', name: 'Free', monthlyCents: 0, yearlyPerMonthCents: 0 },
  { planId: 'starterPlan', name: 'Starter', monthlyCents: 999, yearlyPerMonthCents: 799 },
  { planId: 'premiumPlan', name: 'Premium', monthlyCents: 2499, yearlyPerMonthCents: 1999 },
  { planId: 'internationalSellerPlan', name: 'International seller', monthlyCents: 4999, yearlyPerMonthCents: 3999 },
];

/** The price lookup key for a plan and billing period, e.g. `starterPlan_monthly`. */
export function membershipLookupKey(planId: PlanId, billing: Billing): string {
  return `${planId}_${billing}`;
}

export const MEMBERSHIP_LOOKUP_KEYS: readonly string[] = MEMBERSHIP_PLAN_PRICES.flatMap((p) => [
  membershipLookupKey(p.planId, 'monthly'),
  membershipLookupKey(p.planId, 'yearly'),
]);

/** The slice of the `stripe` SDK the seed needs (a real `Stripe` instance satisfies it). */
export interface StripeSeedClient {
  products: { create(params: { name: string; metadata: Record<string, string> }): Promise<{ id: string }> };
  prices: {
    list(params: { lookup_keys: string[]; limit: number }): Promise<{ data: { id: string; lookup_key: string | null }[] }>;
    create(params: {
      product: string;
      currency: string;
      unit_amount: number;
      recurring: { interval: 'month' | 'year' };
      lookup_key: string;
      nickname: string;
      metadata: Record<string, string>;
    }): Promise<{ id: string; lookup_key: string | null }>;
  };
}

function formEncode(value: unknown, prefix: string, out: string[]): void {
  if (value === undefined) return;
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) formEncode(v, prefix === '' ? k : `${prefix}[${Array.isArray(value) ? '' : k}]`, out);
    return;
  }
  out.push(`${encodeURIComponent(prefix).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`);
}

/** A minimal client over `fetch` for callers without the `stripe` SDK (the sandbox seeds the twin this way). */
export function httpSeedClient(url: string, apiKey: string): StripeSeedClient {
  const call = async (method: 'GET' | 'POST', path: string, params: object): Promise<any> => {
    const parts: string[] = [];
    formEncode(params, '', parts);
    const body = parts.join('&');
    const res = await fetch(`${url.replace(/\/$/, '')}${path}${method === 'GET' ? `?${body}` : ''}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      ...(method === 'POST' ? { body } : {}),
    });
    const json = (await res.json()) as { error?: { message: string } };
    if (!res.ok) throw new Error(`Stripe ${method} ${path} failed: ${json.error?.message ?? res.status}`);
    return json;
  };
  return {
    products: { create: (p) => call('POST', '/v1/products', p) },
    prices: { list: (p) => call('GET', '/v1/prices', p), create: (p) => call('POST', '/v1/prices', p) },
  };
}

/**
 * Creates the membership products and prices that do not exist yet; returns price ids by lookup key.
 * Pass a `stripe` SDK instance, or `{url, apiKey}` of the twin (or of https://api.stripe.com).
 */
export async function seedStripeDemo(target: StripeSeedClient | { url: string; apiKey: string }): Promise<Record<string, string>> {
  const stripe = 'url' in target ? httpSeedClient(target.url, target.apiKey) : target;
  const existing = await stripe.prices.list({ lookup_keys: [...MEMBERSHIP_LOOKUP_KEYS], limit: 100 });
  const ids: Record<string, string> = {};
  for (const p of existing.data) if (p.lookup_key !== null) ids[p.lookup_key] = p.id;
  for (const plan of MEMBERSHIP_PLAN_PRICES) {
    const monthlyKey = membershipLookupKey(plan.planId, 'monthly');
    const yearlyKey = membershipLookupKey(plan.planId, 'yearly');
    if (ids[monthlyKey] !== undefined && ids[yearlyKey] !== undefined) continue;
    const product = await stripe.products.create({ name: `${plan.name} membership`, metadata: { planId: plan.planId } });
    const variants: [string, Billing, number, 'month' | 'year'][] = [
      [monthlyKey, 'monthly', plan.monthlyCents, 'month'],
      [yearlyKey, 'yearly', plan.yearlyPerMonthCents * 12, 'year'],
    ];
    for (const [key, billing, amount, interval] of variants) {
      if (ids[key] !== undefined) continue;
      const price = await stripe.prices.create({
        product: product.id,
        currency: 'usd',
        unit_amount: amount,
        recurring: { interval },
        lookup_key: key,
        nickname: `${plan.name} (${billing})`,
        metadata: { planId: plan.planId, billing },
      });
      ids[key] = price.id;
    }
  }
  return ids;
}
