import { describe, expect, it } from 'vitest';
import { instantPayoutMissingText, instantPayoutView } from './instant-payout';

const many = (rating: number, count: number) => Array.from({ length: count }, () => rating);

describe('instantPayoutView', () => {
  it('applies to a premium seller with at least 10 reviews averaging 4.0 or more', () => {
    expect(instantPayoutView('premiumPlan', [...many(4, 9), 4])).toEqual({ eligible: true, reviewCount: 10, average: '4.0', missing: [] });
    expect(instantPayoutView('premiumPlan', [...many(5, 6), ...many(3, 5)]).eligible).toBe(true);
  });

  it('names every condition that is missing', () => {
    expect(instantPayoutView('freePlan', [5, 4, 5]).missing).toEqual([{ kind: 'plan' }, { kind: 'reviews', needed: 7 }]);
    expect(instantPayoutView('starterPlan', many(3, 12))).toMatchObject({ eligible: false, average: '3.0', missing: [{ kind: 'plan' }, { kind: 'rating', average: '3.0' }] });
    expect(instantPayoutView('premiumPlan', [...many(4, 9), 3]).missing).toEqual([{ kind: 'rating', average: '3.9' }]);
    expect(instantPayoutView('premiumPlan', [])).toEqual({ eligible: false, reviewCount: 0, average: null, missing: [{ kind: 'reviews', needed: 10 }] });
  });

  it('says what is missing in words', () => {
    expect(instantPayoutMissingText({ kind: 'plan' })).toBe('A Premium membership.');
    expect(instantPayoutMissingText({ kind: 'reviews', needed: 1 })).toBe('1 more review (at least 10 in all).');
    expect(instantPayoutMissingText({ kind: 'reviews', needed: 7 })).toBe('7 more reviews (at least 10 in all).');
    expect(instantPayoutMissingText({ kind: 'rating', average: '3.9' })).toBe('An average rating of 4.0 or more (yours is 3.9).');
  });
});
