import { FREE_PLAN, getPlan, isPlanId, type PlanId } from './plans';

/** The parts of the current user's private data that membership reads (spec 1 §3). */
export interface MembershipPrivateData {
  readonly stripeCustomerId?: string | null | undefined;
  readonly membershipPlanId?: string | null | undefined;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The user's plan: the stored plan id when it is a known one, otherwise the free plan. */
export function currentPlanId(data: MembershipPrivateData | null | undefined): PlanId {
  const id = data?.membershipPlanId;
  return isPlanId(id) ? id : FREE_PLAN;
}

/**
 * A subscriber has a stored payment-provider customer id and a (paid) plan id (spec 1 §4).
 * A stored free plan, an unknown plan id or a missing customer id is not a subscription.
 */
export function isSubscriber(data: MembershipPrivateData | null | undefined): boolean {
  if (!data || !present(data.stripeCustomerId) || !present(data.membershipPlanId)) return false;
  return isPlanId(data.membershipPlanId) && data.membershipPlanId !== FREE_PLAN;
}

export interface MemberBadge {
  readonly planId: PlanId;
  readonly label: string;
}

/** Users not on the free plan carry a member badge naming their plan (spec 1 §4). */
export function memberBadge(planId: PlanId): MemberBadge | null {
  if (planId === FREE_PLAN) return null;
  return { planId, label: getPlan(planId).title };
}

export interface MembershipNavItem {
  readonly label: 'my subscription' | 'membership';
  readonly routeName: 'MembershipStripePortalRedirectionPage' | 'MembershipPage';
  readonly path: '/membership-customer-portal' | '/membership';
}

/**
 * Members see "my subscription" (the billing portal) instead of "membership", which is therefore
 * hidden for them (spec 1 §2.2, §6).
 */
export function membershipNavItem(data: MembershipPrivateData | null | undefined): MembershipNavItem {
  return isSubscriber(data)
    ? { label: 'my subscription', routeName: 'MembershipStripePortalRedirectionPage', path: '/membership-customer-portal' }
    : { label: 'membership', routeName: 'MembershipPage', path: '/membership' };
}
