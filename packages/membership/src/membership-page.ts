import type { Money } from '@variegata/money/money';
import { err, ok, type Result } from '@variegata/result/result';
import { planFeatures, type Feature } from './features';
import { getPlan, planPrice, plans, type BillingPeriod, type PlanId } from './plans';

/** Carousel: 4 cards wide, 3 below 1200 px, 2 below 820 px, 1 below 550 px (spec 1 §2.4, §9). */
export const CAROUSEL_BREAKPOINTS: readonly { readonly below: number; readonly cards: number }[] = Object.freeze([
  { below: 550, cards: 1 },
  { below: 820, cards: 2 },
  { below: 1200, cards: 3 },
]);
export const CAROUSEL_MAX_CARDS = 4;
export const CAROUSEL_ANIMATION_MS = 500;
export const CAROUSEL_AUTOPLAY = false;

export function visiblePlanCards(viewportWidth: number): number {
  for (const bp of CAROUSEL_BREAKPOINTS) {
    if (viewportWidth < bp.below) return bp.cards;
  }
  return CAROUSEL_MAX_CARDS;
}

export type SubscribeButton =
  | { readonly kind: 'none' }
  | { readonly kind: 'login'; readonly path: '/login'; readonly from: string }
  | { readonly kind: 'subscribe'; readonly planId: PlanId };

/**
 * The free plan has no Subscribe button. Logged-out visitors get a link to the login page
 * carrying the current path as return location; logged-in users subscribe (spec 1 §2.4).
 */
export function subscribeButton(
  planId: PlanId,
  viewer: { readonly isAuthenticated: boolean; readonly currentPath: string },
): SubscribeButton {
  if (getPlan(planId).isFree) return { kind: 'none' };
  if (!viewer.isAuthenticated) return { kind: 'login', path: '/login', from: viewer.currentPath };
  return { kind: 'subscribe', planId };
}

export interface CheckoutSessionPayload {
  readonly plan: PlanId;
  readonly isAnnually: boolean;
  readonly fromUrl: string;
}

/** Body of POST /api/membership/checkout-session (spec 1 §7); only paid plans can be bought. */
export function checkoutSessionPayload(
  planId: PlanId,
  period: BillingPeriod,
  fromUrl: string,
): Result<CheckoutSessionPayload, 'membership-plan-not-purchasable'> {
  if (getPlan(planId).isFree) {
    return err('membership-plan-not-purchasable', 'The free plan has no subscription.');
  }
  return ok({ plan: planId, isAnnually: period === 'yearly', fromUrl });
}

/** The success page message differs for starter, premium and any other plan (spec 1 §2.5). */
export function successMessageVariant(planParam: string | null | undefined): 'starter' | 'premium' | 'other' {
  if (planParam === 'starterPlan') return 'starter';
  if (planParam === 'premiumPlan') return 'premium';
  return 'other';
}

/**
 * "Back to activity" goes to the `from` query parameter, or to / (spec 1 §2.5). Only a
 * same-site path is followed (it must start with one slash), so the page is no open redirect.
 */
export function successBackLink(fromParam: string | null | undefined): string {
  const from = fromParam?.trim() ?? '';
  return from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : '/';
}

/** A plan card as the carousel shows it (spec 1 §2.4, §3 "Plan card"). */
export interface PlanCard {
  readonly id: PlanId;
  readonly imageKey: string;
  readonly title: string;
  readonly description: string;
  /** Per-month price for the chosen billing period. */
  readonly price: Money;
  /** The struck-through original monthly price, when it differs from `price`. */
  readonly monthlyPrice: Money | null;
  /** The amount one billing charges (12 months for yearly). */
  readonly billedTotal: Money;
  readonly features: readonly Feature[];
  readonly isFree: boolean;
  readonly isTopPlan: boolean;
}

/** The four cards in carousel order for a billing period. */
export function planCards(period: BillingPeriod): PlanCard[] {
  return plans.map((plan) => {
    const price = planPrice(plan, period);
    return {
      id: plan.id,
      imageKey: plan.imageKey,
      title: plan.title,
      description: plan.description,
      price: price.perMonth,
      monthlyPrice: price.struckThroughMonthly,
      billedTotal: price.billedTotal,
      features: planFeatures(plan.id),
      isFree: plan.isFree,
      isTopPlan: plan.isTopPlan,
    };
  });
}
