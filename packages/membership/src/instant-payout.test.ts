import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageRating,
  instantPayoutEligibility,
  meetsInstantPayoutReviews,
  summariseRatings,
} from './instant-payout';

const ratings = (n: number, value: number) => Array.from({ length: n }, () => value);

describe('instant payout review rule', () => {
  it('needs at least 10 reviews', () => {
    expect(meetsInstantPayoutReviews(summariseRatings(ratings(9, 5)))).toBe(false);
    expect(meetsInstantPayoutReviews(summariseRatings(ratings(10, 5)))).toBe(true);
  });

  it('needs an average of 4.0 or more', () => {
    expect(meetsInstantPayoutReviews(summariseRatings(ratings(10, 4)))).toBe(true);
    // 9 x 4 + 1 x 3 = 39 / 10 = 3.9
    expect(meetsInstantPayoutReviews(summariseRatings([...ratings(9, 4), 3]))).toBe(false);
    // 3.9... from many reviews
    expect(meetsInstantPayoutReviews(summariseRatings([...ratings(99, 4), 3]))).toBe(false);
  });

  it('agrees with the plain average for any list of ratings', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 40 }), (rs) => {
        const avg = rs.length ? rs.reduce((a, b) => a + b, 0) / rs.length : 0;
        expect(meetsInstantPayoutReviews(summariseRatings(rs))).toBe(rs.length >= 10 && avg >= 4 - 1e-12);
      }),
    );
  });

  it('rejects ratings outside 1..5 as a developer error', () => {
    expect(() => summariseRatings([0])).toThrow();
    expect(() => summariseRatings([6])).toThrow();
    expect(() => summariseRatings([4.5])).toThrow();
  });

  it('averages ratings', () => {
    expect(averageRating(summariseRatings([4, 5]))).toBe(4.5);
    expect(averageRating(summariseRatings([]))).toBeNull();
  });
});

describe('instant payout eligibility', () => {
  const good = summariseRatings(ratings(10, 5));

  it('is a premium-only perk', () => {
    expect(instantPayoutEligibility('premiumPlan', good)).toEqual({ ok: true, value: true });
    for (const id of ['freePlan', 'starterPlan', 'internationalSellerPlan'] as const) {
      const r = instantPayoutEligibility(id, good);
      expect(r.ok ? 'ok' : r.error).toBe('instant-payout-plan-required');
    }
  });

  it('reports too few reviews and too low a rating with distinct codes', () => {
    const few = instantPayoutEligibility('premiumPlan', summariseRatings(ratings(9, 5)));
    expect(few.ok ? 'ok' : few.error).toBe('instant-payout-not-enough-reviews');
    const low = instantPayoutEligibility('premiumPlan', summariseRatings(ratings(12, 3)));
    expect(low.ok ? 'ok' : low.error).toBe('instant-payout-rating-too-low');
  });
});
