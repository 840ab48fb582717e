import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOMESTIC_SERVICES, type ParcelDims, billablePounds, centsToAmount, domesticZone, internationalZone, priceCents, quote,
} from './rates';

const box = (weight: number, massUnit: ParcelDims['massUnit'] = 'lb'): ParcelDims => ({
  length: 10, width: 6, height: 6, distanceUnit: 'in', weight, massUnit,
});

describe('billablePounds', () => {
  it('rounds up to whole pounds with a 1 lb minimum', () => {
    expect(billablePounds(box(0.2))).toBe(1);
    expect(billablePounds(box(2))).toBe(2);
    expect(billablePounds(box(2.1))).toBe(3);
    expect(billablePounds(box(20, 'oz'))).toBe(2);
    expect(billablePounds(box(1, 'kg'))).toBe(3);
  });

  it('uses dimensional weight (L*W*H/139) for boxes over one cubic foot', () => {
    expect(billablePounds({ length: 20, width: 20, height: 20, distanceUnit: 'in', weight: 1, massUnit: 'lb' })).toBe(58);
    expect(billablePounds({ length: 30, width: 30, height: 30, distanceUnit: 'cm', weight: 1, massUnit: 'lb' })).toBe(1);
    expect(billablePounds({ length: 40, width: 40, height: 40, distanceUnit: 'cm', weight: 1, massUnit: 'lb' })).toBe(29);
  });
});

describe('domesticZone', () => {
  it('is 1 within the same area, grows with ZIP distance, 9 for Alaska/Hawaii', () => {
    expect(domesticZone('94117', '94118')).toBe(1);
    expect(domesticZone('94117', '95814')).toBe(2);
    expect(domesticZone('10118', '33131')).toBe(5);
    expect(domesticZone('94117', '10118')).toBe(8);
    expect(domesticZone('94117', '96813')).toBe(9);
    expect(domesticZone('10118', '99501')).toBe(9);
    expect(domesticZone(undefined, '10118')).toBe(8);
  });

  it('is symmetric and within 1..9', () => {
    const zip = fc.integer({ min: 0, max: 99999 }).map((n) => String(n).padStart(5, '0'));
    fc.assert(fc.property(zip, zip, (a, b) => {
      const z = domesticZone(a, b);
      return z === domesticZone(b, a) && z >= 1 && z <= 9;
    }));
  });
});

describe('prices', () => {
  it('never decrease with weight or zone, for every service', () => {
    fc.assert(fc.property(
      fc.constantFrom(...DOMESTIC_SERVICES), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 70 }),
      (s, zone, lb) => priceCents(s, zone, lb) <= priceCents(s, zone + 1, lb) && priceCents(s, zone, lb) < priceCents(s, zone, lb + 1),
    ));
  });

  it('rank services: ground advantage < priority < next day air saver', () => {
    const q = quote({ country: 'US', zip: '94117' }, { country: 'US', zip: '10118' }, [box(2)]);
    const by = Object.fromEntries(q.map((x) => [x.service.token, x.amountCents]));
    expect(Object.keys(by)).toEqual(['usps_ground_advantage', 'usps_priority', 'ups_ground', 'ups_next_day_air_saver']);
    expect(by.usps_ground_advantage!).toBeLessThan(by.usps_priority!);
    expect(by.usps_priority!).toBeLessThan(by.ups_next_day_air_saver!);
    expect(q.find((x) => x.service.token === 'ups_next_day_air_saver')?.estimatedDays).toBe(1);
  });

  it('sums parcels', () => {
    const from = { country: 'US', zip: '94117' };
    const to = { country: 'US', zip: '10118' };
    const one = quote(from, to, [box(2)])[0]!.amountCents;
    expect(quote(from, to, [box(2), box(2)])[0]!.amountCents).toBe(2 * one);
  });

  it('gives international services outside the US, priced by destination group', () => {
    const us = { country: 'US', zip: '94117' };
    const ca = quote(us, { country: 'CA' }, [box(2)]);
    const jp = quote(us, { country: 'JP' }, [box(2)]);
    expect(ca.map((x) => x.service.token)).toEqual(['usps_priority_mail_international', 'usps_priority_mail_express_international', 'ups_saver']);
    expect(ca[0]!.amountCents).toBeLessThan(jp[0]!.amountCents);
    expect(internationalZone('de')).toBe(2);
  });

  it('formats cents as a decimal string', () => {
    expect(centsToAmount(1149)).toBe('11.49');
    expect(centsToAmount(500)).toBe('5.00');
  });
});
