import { describe, expect, it } from 'vitest';
import { parseCheckoutBody } from './api.server';
import { membershipLookupKey, planOfPrice } from './billing.server';
import { membershipMetadata } from './badges';

describe('parseCheckoutBody', () => {
  it('reads planId (or the spec payload name plan), isAnnually as a boolean or form text, and a same-site fromUrl', () => {
    expect(parseCheckoutBody({ planId: 'starterPlan', isAnnually: true, fromUrl: '/favorites' })).toEqual({ kind: 'subscribe', planId: 'starterPlan', isAnnually: true, fromUrl: '/favorites' });
    expect(parseCheckoutBody({ plan: 'premiumPlan', isAnnually: 'false', fromUrl: '/' })).toEqual({ kind: 'subscribe', planId: 'premiumPlan', isAnnually: false, fromUrl: '/' });
    expect(parseCheckoutBody({ planId: 'internationalSellerPlan', isAnnually: 'true' })).toMatchObject({ isAnnually: true, fromUrl: '' });
  });

  it('drops an off-site return location (no open redirect through success or cancel URLs)', () => {
    for (const fromUrl of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(parseCheckoutBody({ planId: 'starterPlan', isAnnually: true, fromUrl })).toMatchObject({ fromUrl: '' });
    }
  });

  it('a manage request goes to the portal; the free plan and unknown plans are not purchasable', () => {
    expect(parseCheckoutBody({ isSubscriptionUpdate: true, fromUrl: '/listings' })).toEqual({ kind: 'manage', fromUrl: '/listings' });
    expect(parseCheckoutBody({ isSubscriptionUpdate: 'true' })).toEqual({ kind: 'manage', fromUrl: '' });
    expect(parseCheckoutBody({ planId: 'freePlan', isAnnually: true })).toBeNull();
    expect(parseCheckoutBody({ planId: 'goldPlan' })).toBeNull();
    expect(parseCheckoutBody({})).toBeNull();
    expect(parseCheckoutBody({ planId: 42 })).toBeNull();
  });
});

describe('prices and badges', () => {
  it('lookup keys follow the seed convention and lead back to the plan', () => {
    expect(membershipLookupKey('starterPlan', 'yearly')).toBe('starterPlan_yearly');
    expect(planOfPrice({ lookup_key: 'premiumPlan_monthly', metadata: {} })).toBe('premiumPlan');
    expect(planOfPrice({ lookup_key: null, metadata: { planId: 'internationalSellerPlan' } })).toBe('internationalSellerPlan');
    expect(planOfPrice({ lookup_key: 'coffee_monthly', metadata: {} })).toBeNull();
    expect(planOfPrice(null)).toBeNull();
  });

  it('metadata flags: verified for premium, starter, international', () => {
    expect(membershipMetadata('premiumPlan')).toEqual({ verified: true, starter: false, international: false });
    expect(membershipMetadata('starterPlan')).toEqual({ verified: false, starter: true, international: false });
    expect(membershipMetadata('internationalSellerPlan')).toEqual({ verified: false, starter: false, international: true });
    expect(membershipMetadata('freePlan')).toEqual({ verified: false, starter: false, international: false });
  });
});
