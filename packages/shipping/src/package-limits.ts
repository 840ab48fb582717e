/** Flat-rate package limits (spec 3 §6): under 864 cubic inches and under 15 pounds. */
export interface PackageLimits {
  /** Volume must be strictly below this many cubic inches. */
  readonly maxCubicInches: number;
  /** Weight must be strictly below this many pounds. */
  readonly maxPounds: number;
}

export const DEFAULT_PACKAGE_LIMITS: PackageLimits = Object.freeze({ maxCubicInches: 864, maxPounds: 15 });

export type DistanceUnit = 'in' | 'cm';
export type MassUnit = 'lb' | 'oz' | 'kg' | 'g';

/** A parcel in the shipping provider's request shape. */
export interface Parcel {
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly distanceUnit: DistanceUnit;
  readonly weight: number;
  readonly massUnit: MassUnit;
}

const INCHES_PER: Readonly<Record<DistanceUnit, number>> = { in: 1, cm: 1 / 2.54 };
const POUNDS_PER: Readonly<Record<MassUnit, number>> = { lb: 1, oz: 1 / 16, kg: 1 / 0.45359237, g: 1 / 453.59237 };

export function cubicInches(parcel: Parcel): number {
  const f = INCHES_PER[parcel.distanceUnit];
  return parcel.length * f * (parcel.width * f) * (parcel.height * f);
}

export function pounds(parcel: Parcel): number {
  return parcel.weight * POUNDS_PER[parcel.massUnit];
}

export type PackageLimitError = 'flat-rate-package-too-large' | 'flat-rate-package-too-heavy';

/** The reasons a parcel is outside the flat-rate limits; empty when it fits. */
export function packageLimitErrors(parcel: Parcel, limits: PackageLimits = DEFAULT_PACKAGE_LIMITS): PackageLimitError[] {
  const errors: PackageLimitError[] = [];
  if (!(cubicInches(parcel) < limits.maxCubicInches)) errors.push('flat-rate-package-too-large');
  if (!(pounds(parcel) < limits.maxPounds)) errors.push('flat-rate-package-too-heavy');
  return errors;
}

export function fitsFlatRatePackage(parcel: Parcel, limits: PackageLimits = DEFAULT_PACKAGE_LIMITS): boolean {
  return packageLimitErrors(parcel, limits).length === 0;
}
