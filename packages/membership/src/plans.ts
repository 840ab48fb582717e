import { money, type Money } from '@variegata/money/money';

/** Plan identifiers as stored in the user's private data `membershipPlanId` (spec 1 §3). */
export const PLAN_IDS = ['freePlan', 'starterPlan', 'premiumPlan', 'internationalSellerPlan'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const FREE_PLAN: PlanId = 'freePlan';

export type BillingPeriod = 'monthly' | 'yearly';

/** The billing toggle starts on yearly, labelled best value (spec 1 §2.4). */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'yearly';
export const BEST_VALUE_BILLING_PERIOD: BillingPeriod = 'yearly';

export interface Plan {
  readonly id: PlanId;
  readonly title: string;
  readonly description: string;
  /** Key of the card image in the site's asset table. */
  readonly imageKey: string;
  readonly isFree: boolean;
  /** Exactly one paid plan is flagged as the top plan (spec 1 §4). */
  readonly isTopPlan: boolean;
  /** Price per month when billed monthly (spec 1 §9). */
  readonly monthlyPrice: Money;
  /** Price per month when billed yearly (spec 1 §9). */
  readonly yearlyPricePerMonth: Money;
}

const usd = (cents: number): Money => money(cents, 'USD');

export const plans: readonly Plan[] = Object.freeze([
  {
    id: 'freePlan',
    title: 'Free',
    description: 'Browse, buy, bid and sell with the basics.',
    imageKey: 'membership-free',
    isFree: true,
    isTopPlan: false,
    monthlyPrice: usd(0),
    yearlyPricePerMonth: usd(0),
  },
  {
    id: 'starterPlan',
    title: 'Starter',
    description: 'Reserve prices, last-chance offers and cheaper flat-rate shipping.',
    imageKey: 'membership-starter',
    isFree: false,
    isTopPlan: false,
    monthlyPrice: usd(999),
    yearlyPricePerMonth: usd(799),
  },
  {
    id: 'premiumPlan',
    title: 'Premium',
    description: 'Verified seller badge, instant payout, better placement and the best flat rate.',
    imageKey: 'membership-premium',
    isFree: false,
    isTopPlan: true,
    monthlyPrice: usd(2499),
    yearlyPricePerMonth: usd(1999),
  },
  {
    id: 'internationalSellerPlan',
    title: 'International Seller',
    description: 'Sell from outside the US with a verified international badge and the starter features.',
    imageKey: 'membership-international-seller',
    isFree: false,
    isTopPlan: false,
    monthlyPrice: usd(4999),
    yearlyPricePerMonth: usd(3999),
  },
]);

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** The plan with this id; an unknown id is a developer error (parse input with `isPlanId` first). */
export function getPlan(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown membership plan: ${String(id)}`);
  return plan;
}

export function paidPlans(): readonly Plan[] {
  return plans.filter((p) => !p.isFree);
}

export interface PlanPrice {
  /** Shown on the card: price per month for the chosen billing period. */
  readonly perMonth: Money;
  /** What one billing charges: the monthly price, or 12 times the yearly per-month price. */
  readonly billedTotal: Money;
  /**
   * The struck-through original monthly price. Shown when the displayed per-month price is lower
   * than the monthly price (yearly billing of a paid plan); null otherwise.
   */
  readonly struckThroughMonthly: Money | null;
}

export function planPrice(planOrId: Plan | PlanId, period: BillingPeriod): PlanPrice {
  const plan = typeof planOrId === 'string' ? getPlan(planOrId) : planOrId;
  if (period === 'monthly') {
    return { perMonth: plan.monthlyPrice, billedTotal: plan.monthlyPrice, struckThroughMonthly: null };
  }
  const perMonth = plan.yearlyPricePerMonth;
  const billedTotal = money(perMonth.amount * 12, perMonth.currency);
  const struck = plan.monthlyPrice.amount > perMonth.amount ? plan.monthlyPrice : null;
  return { perMonth, billedTotal, struckThroughMonthly: struck };
}
