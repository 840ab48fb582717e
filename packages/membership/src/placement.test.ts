import { describe, expect, it } from 'vitest';
import { PLACEMENT_TIER, placementForPlan, placementOf } from './placement';

describe('placementOf', () => {
  it('puts a boosted listing ahead of an otherwise equal listing', () => {
    expect(placementOf({ boosted: true, viewsByCurrentDay: 3 })).toBeLessThan(placementOf({ boosted: false, viewsByCurrentDay: 3 }));
    expect(placementOf({ boosted: true })).toBe(0);
    expect(placementOf({ boosted: false })).toBe(PLACEMENT_TIER);
  });

  it('keeps a boosted listing ahead even with many more views today', () => {
    expect(placementOf({ boosted: true, viewsByCurrentDay: 5000 })).toBeLessThan(placementOf({ boosted: false, viewsByCurrentDay: 0 }));
  });

  it('orders by fewest views today within a group and clamps bad counts', () => {
    expect(placementOf({ boosted: false, viewsByCurrentDay: 1 })).toBeLessThan(placementOf({ boosted: false, viewsByCurrentDay: 2 }));
    expect(placementOf({ boosted: true, viewsByCurrentDay: -4 })).toBe(0);
    expect(placementOf({ boosted: true, viewsByCurrentDay: 2 * PLACEMENT_TIER })).toBe(PLACEMENT_TIER - 1);
  });
});

describe('placementForPlan', () => {
  it('boosts only the premium plan', () => {
    expect(placementForPlan('premiumPlan', 7)).toBe(7);
    for (const plan of ['freePlan', 'starterPlan', 'internationalSellerPlan'] as const) expect(placementForPlan(plan, 7)).toBe(PLACEMENT_TIER + 7);
  });
});
