import { money } from '@variegata/money/money';
import { describe, expect, it } from 'vitest';
import { comparisonTable, disclaimers, features, planFeatures } from './features';
import { hasPerk, PERKS } from './perks';
import { PLAN_IDS } from './plans';

describe('features', () => {
  it('lists every perk exactly once', () => {
    expect(features.map((f) => f.perk).sort()).toEqual([...PERKS].sort());
  });

  it('lists on each card exactly the perks of that plan', () => {
    for (const id of PLAN_IDS) {
      expect(new Set(planFeatures(id).map((f) => f.perk))).toEqual(new Set(PERKS.filter((p) => hasPerk(id, p))));
    }
    expect(planFeatures('freePlan').map((f) => f.perk)).not.toContain('reservePrice');
    expect(planFeatures('premiumPlan').map((f) => f.perk)).toContain('instantPayout');
    expect(planFeatures('internationalSellerPlan').map((f) => f.perk)).not.toContain('flatRateShipping');
  });
});

describe('comparison table', () => {
  it('has the three sections general, buying features, selling features in order', () => {
    expect(comparisonTable().map((s) => [s.section, s.title])).toEqual([
      ['general', 'General'],
      ['buyingFeatures', 'Buying features'],
      ['sellingFeatures', 'Selling features'],
    ]);
  });

  it('covers every feature once, in its own section, with a cell per plan', () => {
    const table = comparisonTable();
    const rows = table.flatMap((s) => s.rows.map((r) => ({ section: s.section, row: r })));
    expect(rows).toHaveLength(features.length);
    for (const { section, row } of rows) {
      expect(row.feature.section).toBe(section);
      expect(Object.keys(row.cells)).toEqual([...PLAN_IDS]);
    }
  });

  it('ticks a cell exactly when the plan has the perk', () => {
    for (const s of comparisonTable()) {
      for (const row of s.rows) {
        for (const id of PLAN_IDS) {
          expect(row.cells[id]).toEqual({ kind: 'included', included: hasPerk(id, row.feature.perk) });
        }
      }
    }
  });

  it('shows flat-rate prices when given, and none for a plan without flat-rate shipping', () => {
    const prices = {
      freePlan: money(4500),
      starterPlan: money(3599),
      premiumPlan: money(2999),
      internationalSellerPlan: money(1),
    };
    const row = comparisonTable(prices)
      .flatMap((s) => s.rows)
      .find((r) => r.feature.perk === 'flatRateShipping');
    expect(row?.cells.freePlan).toEqual({ kind: 'price', price: money(4500) });
    expect(row?.cells.premiumPlan).toEqual({ kind: 'price', price: money(2999) });
    expect(row?.cells.internationalSellerPlan).toEqual({ kind: 'price', price: null });
  });
});

describe('disclaimers', () => {
  it('has the four disclaimers in order, the first linking to the terms', () => {
    expect(disclaimers.map((d) => d.id)).toEqual([
      'subscriptionOffer',
      'flatRateShipping',
      'instantPayout',
      'internationalSellers',
    ]);
    expect(disclaimers[0]?.linkTo).toBe('/terms');
    expect(new Set(disclaimers.map((d) => d.textKey)).size).toBe(4);
  });
});
