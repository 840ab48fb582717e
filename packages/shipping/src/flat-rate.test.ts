import { comparisonTable } from '@variegata/membership/features';
import { formatMoney } from '@variegata/money/format';
import { money } from '@variegata/money/money';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FLAT_RATE_CONFIG,
  flatRateIneligibility,
  flatRatePrice,
  flatRatePrices,
  isExcludedState,
  isFlatRateEligible,
  promotedTiers,
  type FlatRateShipment,
} from './flat-rate';

const shipment = (over: Partial<FlatRateShipment> = {}): FlatRateShipment => ({
  sellerPlanId: 'freePlan',
  sellerCountry: 'US',
  destination: { country: 'US', state: 'OR' },
  parcel: { length: 10, width: 8, height: 6, distanceUnit: 'in', weight: 3, massUnit: 'lb' },
  ...over,
});

describe('flat UPS next-day prices per plan', () => {
  it('are $45.00 free, $35.99 starter, $29.99 premium and none for international', () => {
    expect(flatRatePrice('freePlan')).toEqual(money(4500));
    expect(flatRatePrice('starterPlan')).toEqual(money(3599));
    expect(flatRatePrice('premiumPlan')).toEqual(money(2999));
    expect(flatRatePrice('internationalSellerPlan')).toBeNull();
    expect(flatRatePrices()).toEqual({
      freePlan: money(4500),
      starterPlan: money(3599),
      premiumPlan: money(2999),
      internationalSellerPlan: null,
    });
  });

  it('are configuration (the $30 verified reading)', () => {
    const config = { ...DEFAULT_FLAT_RATE_CONFIG, prices: { ...DEFAULT_FLAT_RATE_CONFIG.prices, premiumPlan: 3000 } };
    expect(flatRatePrice('premiumPlan', config)).toEqual(money(3000));
  });

  it('use the UPS next-day air saver and ground service tokens', () => {
    expect(DEFAULT_FLAT_RATE_CONFIG.serviceTokens).toEqual(['ups_next_day_air_saver', 'ups_ground']);
  });
});

describe('promoted tiers', () => {
  const tiers = (plan: Parameters<typeof promotedTiers>[0]) =>
    promotedTiers(plan).map((t) => [t.plan, t.amount.amount]);

  it('offer non-members 3599 (starter) and 2999 (verified)', () => {
    expect(tiers('freePlan')).toEqual([
      ['starterPlan', 3599],
      ['premiumPlan', 2999],
    ]);
  });

  it('offer starter members only the verified tier, and premium members none', () => {
    expect(tiers('starterPlan')).toEqual([['premiumPlan', 2999]]);
    expect(tiers('premiumPlan')).toEqual([]);
  });

  it('offer a member without a flat rate every tier', () => {
    expect(tiers('internationalSellerPlan')).toEqual([
      ['starterPlan', 3599],
      ['premiumPlan', 2999],
    ]);
  });
});

describe('flat-rate eligibility', () => {
  it('holds for a small domestic US parcel from a seller with flat-rate shipping', () => {
    expect(flatRateIneligibility(shipment())).toEqual([]);
    expect(isFlatRateEligible(shipment({ sellerPlanId: 'premiumPlan' }))).toBe(true);
  });

  it('excludes sellers on the international seller plan', () => {
    expect(flatRateIneligibility(shipment({ sellerPlanId: 'internationalSellerPlan' }))).toEqual(['flat-rate-seller-plan']);
  });

  it('excludes Hawaii and Alaska, by code or name', () => {
    for (const state of ['HI', 'AK', 'hi', 'Hawaii', 'ALASKA']) {
      expect(flatRateIneligibility(shipment({ destination: { country: 'US', state } }))).toEqual([
        'flat-rate-excluded-state',
      ]);
    }
    expect(isExcludedState('CA')).toBe(false);
    expect(isExcludedState(undefined)).toBe(false);
  });

  it('needs a shipment inside the US', () => {
    expect(flatRateIneligibility(shipment({ destination: { country: 'CA', state: 'BC' } }))).toEqual([
      'flat-rate-not-domestic',
    ]);
    expect(flatRateIneligibility(shipment({ sellerCountry: 'GB' }))).toEqual(['flat-rate-not-domestic']);
  });

  it('applies the package limits', () => {
    const big = shipment({ parcel: { length: 12, width: 12, height: 6, distanceUnit: 'in', weight: 15, massUnit: 'lb' } });
    expect(flatRateIneligibility(big)).toEqual(['flat-rate-package-too-large', 'flat-rate-package-too-heavy']);
  });
});

describe('membership comparison table with the flat-rate configuration', () => {
  it('shows $45.00 free, $35.99 starter, $29.99 premium and none for international (spec 1 §6)', () => {
    const row = comparisonTable(flatRatePrices())
      .flatMap((section) => section.rows)
      .find((r) => r.feature.perk === 'flatRateShipping');
    const shown = Object.entries(row?.cells ?? {}).map(([plan, cell]) => [
      plan,
      cell.kind === 'price' ? (cell.price ? formatMoney(cell.price) : 'none') : 'tick',
    ]);
    expect(shown).toEqual([
      ['freePlan', '$45.00'],
      ['starterPlan', '$35.99'],
      ['premiumPlan', '$29.99'],
      ['internationalSellerPlan', 'none'],
    ]);
  });
});
