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

/** Creates the membership products and prices that do not exist yet; returns price ids by lookup key. */
export async function seedStripeDemo(stripe: StripeSeedClient): Promise<Record<string, string>> {
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
