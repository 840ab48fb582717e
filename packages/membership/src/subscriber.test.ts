import { describe, expect, it } from 'vitest';
import { currentPlanId, isSubscriber, memberBadge, membershipNavItem } from './subscriber';
import { PLAN_IDS } from './plans';

describe('subscriber detection', () => {
  it('needs both a payment customer id and a paid plan id', () => {
    expect(isSubscriber({ stripeCustomerId: 'cus_1', membershipPlanId: 'starterPlan' })).toBe(true);
    expect(isSubscriber({ stripeCustomerId: 'cus_1', membershipPlanId: 'internationalSellerPlan' })).toBe(true);
    expect(isSubscriber({ membershipPlanId: 'starterPlan' })).toBe(false);
    expect(isSubscriber({ stripeCustomerId: '  ', membershipPlanId: 'starterPlan' })).toBe(false);
    expect(isSubscriber({ stripeCustomerId: 'cus_1' })).toBe(false);
    expect(isSubscriber({ stripeCustomerId: 'cus_1', membershipPlanId: null })).toBe(false);
    expect(isSubscriber(null)).toBe(false);
    expect(isSubscriber(undefined)).toBe(false);
  });

  it('does not count the free plan or an unknown plan id as a subscription', () => {
    expect(isSubscriber({ stripeCustomerId: 'cus_1', membershipPlanId: 'freePlan' })).toBe(false);
    expect(isSubscriber({ stripeCustomerId: 'cus_1', membershipPlanId: 'goldPlan' })).toBe(false);
  });

  it('reads the plan id, falling back to the free plan', () => {
    expect(currentPlanId({ membershipPlanId: 'premiumPlan' })).toBe('premiumPlan');
    expect(currentPlanId({ membershipPlanId: 'goldPlan' })).toBe('freePlan');
    expect(currentPlanId({})).toBe('freePlan');
    expect(currentPlanId(undefined)).toBe('freePlan');
  });
});

describe('member badge', () => {
  it('is carried by every plan except free, naming the plan', () => {
    expect(memberBadge('freePlan')).toBeNull();
    expect(PLAN_IDS.filter((id) => memberBadge(id) !== null)).toEqual([
      'starterPlan',
      'premiumPlan',
      'internationalSellerPlan',
    ]);
    expect(memberBadge('starterPlan')).toEqual({ planId: 'starterPlan', label: 'Starter' });
  });
});

describe('membership navigation item', () => {
  it('shows members "my subscription" pointing to the billing portal page', () => {
    expect(membershipNavItem({ stripeCustomerId: 'cus_1', membershipPlanId: 'premiumPlan' })).toEqual({
      label: 'my subscription',
      routeName: 'MembershipStripePortalRedirectionPage',
      path: '/membership-customer-portal',
    });
  });

  it('shows everyone else "membership"', () => {
    const expected = { label: 'membership', routeName: 'MembershipPage', path: '/membership' };
    expect(membershipNavItem(undefined)).toEqual(expected);
    expect(membershipNavItem({ stripeCustomerId: 'cus_1', membershipPlanId: 'freePlan' })).toEqual(expected);
    expect(membershipNavItem({ membershipPlanId: 'premiumPlan' })).toEqual(expected);
  });
});
