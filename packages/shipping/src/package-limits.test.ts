import { describe, expect, it } from 'vitest';
import { cubicInches, fitsFlatRatePackage, packageLimitErrors, pounds, type Parcel } from './package-limits';

const box = (l: number, w: number, h: number, weight: number, extra: Partial<Parcel> = {}): Parcel => ({
  length: l,
  width: w,
  height: h,
  distanceUnit: 'in',
  weight,
  massUnit: 'lb',
  ...extra,
});

describe('flat-rate package limits', () => {
  it('accepts a parcel under 864 cubic inches and under 15 pounds', () => {
    expect(fitsFlatRatePackage(box(12, 12, 5.99, 14.99))).toBe(true);
    expect(packageLimitErrors(box(10, 8, 6, 3))).toEqual([]);
  });

  it('rejects exactly 864 cubic inches and more (limit is strict)', () => {
    expect(cubicInches(box(12, 12, 6, 1))).toBe(864);
    expect(packageLimitErrors(box(12, 12, 6, 1))).toEqual(['flat-rate-package-too-large']);
    expect(packageLimitErrors(box(20, 20, 20, 1))).toEqual(['flat-rate-package-too-large']);
  });

  it('rejects exactly 15 pounds and more (limit is strict)', () => {
    expect(packageLimitErrors(box(10, 10, 5, 15))).toEqual(['flat-rate-package-too-heavy']);
    expect(packageLimitErrors(box(10, 10, 5, 22))).toEqual(['flat-rate-package-too-heavy']);
  });

  it('needs both conditions', () => {
    expect(packageLimitErrors(box(12, 12, 6, 15))).toEqual(['flat-rate-package-too-large', 'flat-rate-package-too-heavy']);
  });

  it('converts metric and ounce units', () => {
    expect(cubicInches(box(2.54, 2.54, 2.54, 1, { distanceUnit: 'cm' }))).toBeCloseTo(1, 10);
    expect(pounds(box(1, 1, 1, 32, { massUnit: 'oz' }))).toBe(2);
    expect(pounds(box(1, 1, 1, 0.45359237, { massUnit: 'kg' }))).toBeCloseTo(1, 10);
    expect(pounds(box(1, 1, 1, 453.59237, { massUnit: 'g' }))).toBeCloseTo(1, 10);
    // 7 kg is about 15.4 lb: too heavy; 30 x 30 x 15 cm is about 823.8 cubic inches: fits
    expect(packageLimitErrors(box(30, 30, 15, 7, { distanceUnit: 'cm', massUnit: 'kg' }))).toEqual([
      'flat-rate-package-too-heavy',
    ]);
  });

  it('accepts custom limits', () => {
    expect(fitsFlatRatePackage(box(10, 10, 10, 1), { maxCubicInches: 1000, maxPounds: 15 })).toBe(false);
    expect(fitsFlatRatePackage(box(10, 10, 9, 1), { maxCubicInches: 1000, maxPounds: 15 })).toBe(true);
  });
});
