import { describe, expect, it } from 'vitest';
import {
  checkoutSessionPayload,
  planCards,
  subscribeButton,
  successBackLink,
  successMessageVariant,
  visiblePlanCards,
} from './membership-page';

describe('plan carousel', () => {
  // 4 cards wide, 3 below 1200 px, 2 below 820 px, 1 below 550 px.
  it.each([
    [1440, 4], [1200, 4], [1199, 3], [820, 3], [819, 2], [550, 2], [549, 1], [320, 1],
  ])('shows at %i px %i cards', (width, cards) => {
    expect(visiblePlanCards(width)).toBe(cards);
  });
});

describe('subscribe button', () => {
  it('is absent on the free plan, logged in or not', () => {
    expect(subscribeButton('freePlan', { isAuthenticated: false, currentPath: '/membership' })).toEqual({ kind: 'none' });
    expect(subscribeButton('freePlan', { isAuthenticated: true, currentPath: '/membership' })).toEqual({ kind: 'none' });
  });

  it('sends logged-out visitors to login with the current path as return location', () => {
    expect(subscribeButton('starterPlan', { isAuthenticated: false, currentPath: '/membership?x=1' })).toEqual({
      kind: 'login',
      path: '/login',
      from: '/membership?x=1',
    });
  });

  it('lets logged-in users subscribe to paid plans', () => {
    expect(subscribeButton('premiumPlan', { isAuthenticated: true, currentPath: '/membership' })).toEqual({
      kind: 'subscribe',
      planId: 'premiumPlan',
    });
  });
});

describe('checkout session payload', () => {
  it('carries plan, isAnnually and fromUrl', () => {
    expect(checkoutSessionPayload('starterPlan', 'yearly', '/membership')).toEqual({
      ok: true,
      value: { plan: 'starterPlan', isAnnually: true, fromUrl: '/membership' },
    });
    const monthly = checkoutSessionPayload('premiumPlan', 'monthly', '/');
    expect(monthly.ok && monthly.value.isAnnually).toBe(false);
  });

  it('refuses the free plan', () => {
    const r = checkoutSessionPayload('freePlan', 'yearly', '/');
    expect(r.ok ? 'ok' : r.error).toBe('membership-plan-not-purchasable');
  });
});

describe('membership success page', () => {
  it('picks the starter, premium or other message from the plan parameter', () => {
    expect(successMessageVariant('starterPlan')).toBe('starter');
    expect(successMessageVariant('premiumPlan')).toBe('premium');
    expect(successMessageVariant('internationalSellerPlan')).toBe('other');
    expect(successMessageVariant(null)).toBe('other');
  });

  it('goes back to the from parameter, or to /', () => {
    expect(successBackLink('/l/monstera/123')).toBe('/l/monstera/123');
    expect(successBackLink(undefined)).toBe('/');
    expect(successBackLink('')).toBe('/');
  });

  it('never follows a from parameter off the site', () => {
    expect(successBackLink('https://evil.example')).toBe('/');
    expect(successBackLink('//evil.example')).toBe('/');
    expect(successBackLink('/\\evil.example')).toBe('/');
  });
});

describe('plan cards', () => {
  it('show the four plans with the per-month price and the struck-through monthly price when yearly', () => {
    const cards = planCards('yearly');
    expect(cards.map((c) => [c.id, c.price.amount, c.monthlyPrice?.amount ?? null, c.billedTotal.amount])).toEqual([
      ['freePlan', 0, null, 0],
      ['starterPlan', 799, 999, 9588],
      ['premiumPlan', 1999, 2499, 23988],
      ['internationalSellerPlan', 3999, 4999, 47988],
    ]);
  });

  it('show the monthly price with nothing struck through when monthly', () => {
    expect(planCards('monthly').map((c) => [c.price.amount, c.monthlyPrice])).toEqual([
      [0, null],
      [999, null],
      [2499, null],
      [4999, null],
    ]);
  });

  it("carry each plan's feature list for the Info side", () => {
    const premium = planCards('yearly').find((c) => c.id === 'premiumPlan');
    expect(premium?.features.map((f) => f.perk)).toContain('instantPayout');
    const free = planCards('yearly').find((c) => c.id === 'freePlan');
    expect(free?.features.map((f) => f.perk)).not.toContain('instantPayout');
    expect(free?.isFree).toBe(true);
  });
});
