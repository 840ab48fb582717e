import { PLAN_IDS } from '@variegata/membership/plans';
import { money } from '@variegata/money/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAT_RATE_CONFIG, flatRatePrice, isFlatRateEligible } from './flat-rate';
import type { CarrierRate } from './rate';
import { combineRates, rateChoice, resolveSelectedRate, type CombineRatesInput } from './rates';

const carrierRate = (id: string, token: string, amount: string, name = token): CarrierRate => ({
  object_id: id,
  amount,
  provider: token.startsWith('ups') ? 'UPS' : 'USPS',
  servicelevel: { name, token },
  duration_terms: '1 day',
  provider_image_200: `https://img/${id}.png`,
});

const nextDay = carrierRate('r_nda', 'ups_next_day_air_saver', '61.20', 'Next Day Air Saver');
const ground = carrierRate('r_gnd', 'ups_ground', '14.10', 'Ground');
const usps = carrierRate('r_usps', 'usps_priority', '9.80', 'Priority Mail');

const input = (over: Partial<CombineRatesInput> = {}): CombineRatesInput => ({
  carrierRates: [usps, ground, nextDay],
  customerPlanId: 'freePlan',
  sellerPlanId: 'freePlan',
  sellerCountry: 'US',
  destination: { country: 'US', state: 'OR' },
  parcel: { length: 10, width: 8, height: 6, distanceUnit: 'in', weight: 3, massUnit: 'lb' },
  ...over,
});

const summary = (over: Partial<CombineRatesInput> = {}) =>
  combineRates(input(over)).rates.map((r) => [r.object_id, r.amount.amount, r.isFlatRate, r.isPromoted, r.plan]);

describe('combining carrier, flat and promoted rates', () => {
  it('gives a non-member the $45 flat rate on UPS next day plus the starter and verified tiers as promoted', () => {
    expect(summary()).toEqual([
      ['r_nda', 4500, true, false, 'freePlan'],
      ['r_nda:promoted:starterPlan', 3599, true, true, 'starterPlan'],
      ['r_nda:promoted:premiumPlan', 2999, true, true, 'premiumPlan'],
      ['r_usps', 980, false, false, null],
      ['r_gnd', 1410, false, false, null],
    ]);
  });

  it('gives a starter member $35.99 and the verified tier as promoted', () => {
    expect(summary({ customerPlanId: 'starterPlan' }).slice(0, 2)).toEqual([
      ['r_nda', 3599, true, false, 'starterPlan'],
      ['r_nda:promoted:premiumPlan', 2999, true, true, 'premiumPlan'],
    ]);
  });

  it('gives a premium member $29.99 and no promotion', () => {
    const c = combineRates(input({ customerPlanId: 'premiumPlan' }));
    expect(c.rates.filter((r) => r.isFlatRate).map((r) => [r.object_id, r.amount.amount])).toEqual([['r_nda', 2999]]);
    expect(c.noPromo).toBe(true);
    expect(c.hasNoFlatRates).toBe(false);
  });

  it('flags promoted rates as member-only so choosing one leads to the membership page', () => {
    const c = combineRates(input());
    const promoted = c.rates.filter((r) => r.isPromoted);
    expect(promoted.every((r) => r.requiresMembership)).toBe(true);
    expect(promoted.map((r) => r.promotedAmount)).toEqual([money(3599), money(2999)]);
    expect(promoted.map(rateChoice)).toEqual([
      { kind: 'membership', plan: 'starterPlan' },
      { kind: 'membership', plan: 'premiumPlan' },
    ]);
    const own = c.rates[0];
    expect(own && rateChoice(own)).toEqual({ kind: 'select', rate: own });
    expect(c.noPromo).toBe(false);
  });

  it('describes each tier', () => {
    const c = combineRates(input({ customerPlanId: 'starterPlan' }));
    expect(c.rates[0]?.tierRateDescription).toBe('Flat rate for Starter members: $35.99');
    expect(c.rates[1]?.tierRateDescription).toBe('$29.99 with a Premium membership');
  });

  it('falls back to the UPS ground service when next day is not offered', () => {
    expect(summary({ carrierRates: [usps, ground] })[0]).toEqual(['r_gnd', 4500, true, false, 'freePlan']);
  });

  it('offers no flat rate when the carrier has no UPS service to carry it', () => {
    const c = combineRates(input({ carrierRates: [usps] }));
    expect(c.hasNoFlatRates).toBe(true);
    expect(c.noPromo).toBe(true);
    expect(c.rates.map((r) => r.object_id)).toEqual(['r_usps']);
  });

  it('keeps plain carrier prices when the shipment is not flat-rate eligible', () => {
    for (const over of [
      { destination: { country: 'US', state: 'HI' } },
      { destination: { country: 'US', state: 'AK' } },
      { sellerPlanId: 'internationalSellerPlan' as const },
      { parcel: { length: 12, width: 12, height: 6, distanceUnit: 'in' as const, weight: 2, massUnit: 'lb' as const } },
      { parcel: { length: 5, width: 5, height: 5, distanceUnit: 'in' as const, weight: 15, massUnit: 'lb' as const } },
    ]) {
      const c = combineRates(input(over));
      expect(c.hasNoFlatRates).toBe(true);
      expect(c.flatRateIneligibility).not.toEqual([]);
      expect(c.rates.map((r) => [r.object_id, r.amount.amount, r.isFlatRate])).toEqual([
        ['r_usps', 980, false],
        ['r_gnd', 1410, false],
        ['r_nda', 6120, false],
      ]);
    }
  });

  it('gives a customer on the international plan no flat rate of their own but shows the tiers', () => {
    const c = combineRates(input({ customerPlanId: 'internationalSellerPlan' }));
    expect(c.hasNoFlatRates).toBe(true);
    expect(c.rates.filter((r) => r.isPromoted).map((r) => r.plan)).toEqual(['starterPlan', 'premiumPlan']);
    expect(c.rates.find((r) => r.object_id === 'r_nda')?.amount).toEqual(money(6120));
  });

  it('marks international shipments on every rate and offers no flat rate', () => {
    const c = combineRates(input({ destination: { country: 'CA', state: 'BC' } }));
    expect(c.isDomesticShipping).toBe(false);
    expect(c.rates.every((r) => r.isIntlShipping)).toBe(true);
    expect(c.hasNoFlatRates).toBe(true);
    const d = combineRates(input());
    expect(d.isDomesticShipping).toBe(true);
    expect(d.rates.some((r) => r.isIntlShipping)).toBe(false);
  });

  it('keeps the carrier fields on flat rates so the label can be bought', () => {
    const flat = combineRates(input()).rates[0];
    expect(flat?.servicelevel).toEqual({ name: 'Next Day Air Saver', token: 'ups_next_day_air_saver' });
    expect(flat?.provider).toBe('UPS');
    expect(flat?.provider_image_200).toBe('https://img/r_nda.png');
    expect(flat?.duration_terms).toBe('1 day');
  });

  it('follows the flat-rate configuration', () => {
    const config = { ...DEFAULT_FLAT_RATE_CONFIG, prices: { ...DEFAULT_FLAT_RATE_CONFIG.prices, premiumPlan: 3000 } };
    const c = combineRates(input({ customerPlanId: 'premiumPlan' }), config);
    expect(c.rates[0]?.amount).toEqual(money(3000));
  });

  it('puts own shipping first and selects it automatically for a US seller', () => {
    const c = combineRates(input({ ownShippingFee: money(700) }));
    expect(c.rates[0]?.object_id).toBe('own-shipping');
    expect(c.autoSelected).toBe(c.rates[0]);
    const abroad = combineRates(
      input({ sellerCountry: 'GB', destination: { country: 'GB', state: null }, ownShippingFee: money(700) }),
    );
    expect(abroad.rates[0]?.object_id).toBe('own-shipping');
    expect(abroad.autoSelected).toBeNull();
    expect(combineRates(input()).autoSelected).toBeNull();
  });
});

describe('resolving the submitted rate on the server', () => {
  it('returns the combined rate with the server amount', () => {
    const r = resolveSelectedRate(combineRates(input({ customerPlanId: 'starterPlan' })), 'r_nda');
    expect(r.ok && r.value.amount).toEqual(money(3599));
  });

  it('refuses promoted rates and unknown ids', () => {
    const c = combineRates(input());
    const promoted = resolveSelectedRate(c, 'r_nda:promoted:premiumPlan');
    expect(promoted.ok ? 'ok' : promoted.error).toBe('shipping-rate-requires-membership');
    const missing = resolveSelectedRate(c, 'nope');
    expect(missing.ok ? 'ok' : missing.error).toBe('shipping-rate-not-found');
  });
});

describe('rate combination invariants', () => {
  const arbInput = fc.record({
    customerPlanId: fc.constantFrom(...PLAN_IDS),
    sellerPlanId: fc.constantFrom(...PLAN_IDS),
    sellerCountry: fc.constantFrom('US', 'GB'),
    destination: fc.record({ country: fc.constantFrom('US', 'CA'), state: fc.constantFrom('OR', 'HI', 'AK', 'NY', null) }),
    parcel: fc.record({
      length: fc.integer({ min: 1, max: 20 }),
      width: fc.integer({ min: 1, max: 20 }),
      height: fc.integer({ min: 1, max: 20 }),
      distanceUnit: fc.constant('in' as const),
      weight: fc.integer({ min: 1, max: 30 }),
      massUnit: fc.constant('lb' as const),
    }),
    carrierRates: fc.subarray([usps, ground, nextDay]),
  });

  it('flat rates appear only for eligible shipments, promoted ones are cheaper member-only tiers', () => {
    fc.assert(
      fc.property(arbInput, (inp) => {
        const c = combineRates(inp);
        const own = flatRatePrice(inp.customerPlanId);
        const eligible = isFlatRateEligible(inp);
        const hasToken = inp.carrierRates.some((r) => r.servicelevel.token.startsWith('ups_'));
        const flat = c.rates.filter((r) => r.isFlatRate && !r.isPromoted);
        const promoted = c.rates.filter((r) => r.isPromoted);
        expect(flat.length).toBe(eligible && hasToken && own !== null ? 1 : 0);
        expect(c.hasNoFlatRates).toBe(flat.length === 0);
        if (!eligible || !hasToken) expect(promoted).toEqual([]);
        for (const p of promoted) {
          expect(p.requiresMembership).toBe(true);
          expect(p.plan).not.toBe(inp.customerPlanId);
          if (own) expect(p.amount.amount).toBeLessThan(own.amount);
          const chosen = resolveSelectedRate(c, p.object_id);
          expect(chosen.ok).toBe(false);
        }
        for (const r of c.rates.filter((x) => !x.isFlatRate)) {
          const src = inp.carrierRates.find((x) => x.object_id === r.object_id);
          expect(src && Math.round(Number(src.amount) * 100)).toBe(r.amount.amount);
        }
        expect(c.rates.filter((r) => !r.isPromoted)).toHaveLength(inp.carrierRates.length);
        expect(c.rates.every((r) => r.isIntlShipping === (inp.sellerCountry !== inp.destination.country))).toBe(true);
      }),
    );
  });
});
