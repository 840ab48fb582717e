import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BILLING_PERIOD,
  getPlan,
  isPlanId,
  paidPlans,
  PLAN_IDS,
  planPrice,
  plans,
  type PlanId,
} from './plans';

const cents = (id: PlanId, period: 'monthly' | 'yearly') => {
  const p = planPrice(id, period);
  return [p.perMonth.amount, p.billedTotal.amount, p.struckThroughMonthly?.amount ?? null];
};

describe('plans', () => {
  it('has the four plan ids in card order', () => {
    expect(PLAN_IDS).toEqual(['freePlan', 'starterPlan', 'premiumPlan', 'internationalSellerPlan']);
    expect(plans.map((p) => p.id)).toEqual([...PLAN_IDS]);
  });

  it('prices every plan in USD', () => {
    for (const p of plans) {
      expect(p.monthlyPrice.currency).toBe('USD');
      expect(p.yearlyPricePerMonth.currency).toBe('USD');
    }
  });

  it('uses the per-month prices of spec 1 §9 (yearly / monthly)', () => {
    const perMonth = (id: PlanId) => [getPlan(id).yearlyPricePerMonth.amount, getPlan(id).monthlyPrice.amount];
    expect(perMonth('freePlan')).toEqual([0, 0]);
    expect(perMonth('starterPlan')).toEqual([799, 999]);
    expect(perMonth('premiumPlan')).toEqual([1999, 2499]);
    expect(perMonth('internationalSellerPlan')).toEqual([3999, 4999]);
  });

  it('bills a yearly plan 12 times its per-month price and strikes through the monthly price', () => {
    expect(cents('starterPlan', 'yearly')).toEqual([799, 9588, 999]);
    expect(cents('premiumPlan', 'yearly')).toEqual([1999, 23988, 2499]);
    expect(cents('internationalSellerPlan', 'yearly')).toEqual([3999, 47988, 4999]);
  });

  it('bills a monthly plan its monthly price with nothing struck through', () => {
    expect(cents('starterPlan', 'monthly')).toEqual([999, 999, null]);
    expect(cents('premiumPlan', 'monthly')).toEqual([2499, 2499, null]);
    expect(cents('internationalSellerPlan', 'monthly')).toEqual([4999, 4999, null]);
  });

  it('shows the free plan at $0 with nothing struck through', () => {
    expect(cents('freePlan', 'yearly')).toEqual([0, 0, null]);
    expect(cents('freePlan', 'monthly')).toEqual([0, 0, null]);
  });

  it('accepts a plan object as well as an id', () => {
    expect(planPrice(getPlan('starterPlan'), 'yearly')).toEqual(planPrice('starterPlan', 'yearly'));
  });

  it('marks only the free plan as free, and three paid plans', () => {
    expect(plans.filter((p) => p.isFree).map((p) => p.id)).toEqual(['freePlan']);
    expect(paidPlans().map((p) => p.id)).toEqual(['starterPlan', 'premiumPlan', 'internationalSellerPlan']);
  });

  it('flags exactly one paid plan (premium) as top plan', () => {
    const top = plans.filter((p) => p.isTopPlan);
    expect(top.map((p) => p.id)).toEqual(['premiumPlan']);
    expect(top.every((p) => !p.isFree)).toBe(true);
  });

  it('gives every card a title, description and distinct image key', () => {
    for (const p of plans) {
      expect(p.title).not.toBe('');
      expect(p.description).not.toBe('');
    }
    expect(new Set(plans.map((p) => p.imageKey)).size).toBe(4);
    expect(getPlan('internationalSellerPlan').title).toBe('International Seller');
  });

  it('starts on yearly billing', () => {
    expect(DEFAULT_BILLING_PERIOD).toBe('yearly');
  });

  it('recognises plan ids and rejects anything else', () => {
    for (const id of PLAN_IDS) expect(isPlanId(id)).toBe(true);
    for (const v of ['verifiedPlan', 'FreePlan', '', null, undefined, 3]) expect(isPlanId(v)).toBe(false);
    expect(() => getPlan('goldPlan' as PlanId)).toThrow(/Unknown membership plan/);
  });
});
