import { describe, expect, it } from 'vitest';
import {
  canAcceptHighBid,
  canMakeLastChanceOffer,
  canPostFromCountry,
  canSetReservePrice,
  getsEmailPromotions,
  hasBetterSearchPlacement,
  hasFlatRateShipping,
  hasPerk,
  hasSellerBadge,
  hasVerifiedInternationalBadge,
  hasWeightedListings,
  PERKS,
  plansWithPerk,
  requirePerk,
} from './perks';
import { PLAN_IDS, type PlanId } from './plans';

const holders = (check: (id: PlanId) => boolean) => PLAN_IDS.filter(check);

describe('perks', () => {
  it('gives every plan the free-plan basics', () => {
    for (const perk of ['browse', 'follow', 'buy', 'bid', 'offers', 'createListings', 'createAuctions', 'plantPay'] as const) {
      expect(plansWithPerk(perk)).toEqual([...PLAN_IDS]);
    }
  });

  it('reserve price, accepting the high bid and last-chance offers are for starter and above', () => {
    const expected = ['starterPlan', 'premiumPlan', 'internationalSellerPlan'];
    expect(holders(canSetReservePrice)).toEqual(expected);
    expect(holders(canAcceptHighBid)).toEqual(expected);
    expect(holders(canMakeLastChanceOffer)).toEqual(expected);
  });

  it('instant payout, seller badge, weighted listings, placement and email promotions are premium only', () => {
    expect(plansWithPerk('instantPayout')).toEqual(['premiumPlan']);
    expect(holders(hasSellerBadge)).toEqual(['premiumPlan']);
    expect(holders(hasWeightedListings)).toEqual(['premiumPlan']);
    expect(holders(hasBetterSearchPlacement)).toEqual(['premiumPlan']);
    expect(holders(getsEmailPromotions)).toEqual(['premiumPlan']);
  });

  it('the international seller plan has its badge and the starter features but no flat-rate shipping', () => {
    expect(holders(hasVerifiedInternationalBadge)).toEqual(['internationalSellerPlan']);
    for (const perk of ['reservePrice', 'acceptHighBid', 'lastChanceOffer'] as const) {
      expect(hasPerk('internationalSellerPlan', perk)).toBe(hasPerk('starterPlan', perk));
    }
    expect(holders(hasFlatRateShipping)).toEqual(['freePlan', 'starterPlan', 'premiumPlan']);
  });

  it('premium includes every starter perk', () => {
    for (const perk of PERKS) {
      if (hasPerk('starterPlan', perk)) expect(hasPerk('premiumPlan', perk)).toBe(true);
    }
  });

  it('requirePerk returns the plan, or membership-plan-required naming the plans that grant it', () => {
    expect(requirePerk('starterPlan', 'reservePrice')).toEqual({ ok: true, value: 'starterPlan' });
    const denied = requirePerk('freePlan', 'reservePrice');
    expect(denied.ok).toBe(false);
    if (!denied.ok) {
      expect(denied.error).toBe('membership-plan-required');
      expect(denied.meta).toEqual({
        perk: 'reservePrice',
        plans: ['starterPlan', 'premiumPlan', 'internationalSellerPlan'],
      });
    }
  });

  it('posting from the US is open to every plan', () => {
    for (const id of PLAN_IDS) {
      expect(canPostFromCountry(id, 'US').ok).toBe(true);
      expect(canPostFromCountry(id, ' us ').ok).toBe(true);
    }
  });

  it('posting outside the US needs the international seller plan', () => {
    expect(canPostFromCountry('internationalSellerPlan', 'GB')).toEqual({ ok: true, value: true });
    for (const id of ['freePlan', 'starterPlan', 'premiumPlan'] as const) {
      const r = canPostFromCountry(id, 'GB');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe('membership-international-plan-required');
    }
  });
});
