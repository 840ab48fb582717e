// Rate quotes computed from billable weight, a distance zone and the service level. Pure functions.
// The tariff is invented but shaped like the carriers' retail tables: a base per service and zone
// plus a per-pound increment that grows with the zone.

export type MassUnit = 'g' | 'kg' | 'lb' | 'oz';
export type DistanceUnit = 'cm' | 'in' | 'ft' | 'm' | 'mm' | 'yd';

export interface ParcelDims {
  length: number;
  width: number;
  height: number;
  distanceUnit: DistanceUnit;
  weight: number;
  massUnit: MassUnit;
}

export interface Place {
  country: string;
  zip?: string | undefined;
}

export interface ServiceLevel {
  provider: 'USPS' | 'UPS';
  token: string;
  name: string;
  international: boolean;
  /** cents for the first pound at zone 1, cents per extra zone, cents per extra pound, extra per pound per zone */
  base: number;
  perZone: number;
  perLb: number;
  perLbPerZone: number;
  days: (zone: number) => number;
  terms: (days: number) => string;
}

const dayTerms = (days: number): string =>
  days === 1 ? 'Overnight delivery to most U.S. locations.' : `Delivery in ${days} business days.`;

export const DOMESTIC_SERVICES: readonly ServiceLevel[] = [
  {
    provider: 'USPS', token: 'usps_ground_advantage', name: 'Ground Advantage', international: false,
    base: 550, perZone: 55, perLb: 70, perLbPerZone: 18,
    days: (z) => (z <= 2 ? 2 : z <= 5 ? 3 : z <= 8 ? 5 : 7), terms: dayTerms,
  },
  {
    provider: 'USPS', token: 'usps_priority', name: 'Priority Mail', international: false,
    base: 870, perZone: 90, perLb: 110, perLbPerZone: 35,
    days: (z) => (z <= 4 ? 2 : z <= 8 ? 3 : 4), terms: dayTerms,
  },
  {
    provider: 'UPS', token: 'ups_ground', name: 'Ground', international: false,
    base: 1020, perZone: 85, perLb: 100, perLbPerZone: 30,
    days: (z) => (z <= 2 ? 1 : z <= 4 ? 2 : z <= 6 ? 4 : 5), terms: dayTerms,
  },
  {
    provider: 'UPS', token: 'ups_next_day_air_saver', name: 'Next Day Air Saver®', international: false,
    base: 3200, perZone: 450, perLb: 350, perLbPerZone: 120,
    days: () => 1, terms: () => 'Next business day delivery by end of day.',
  },
];

export const INTERNATIONAL_SERVICES: readonly ServiceLevel[] = [
  {
    provider: 'USPS', token: 'usps_priority_mail_international', name: 'Priority Mail International', international: true,
    base: 4500, perZone: 700, perLb: 450, perLbPerZone: 120,
    days: (z) => 6 + z, terms: (d) => `Delivery in ${d - 2} to ${d} business days.`,
  },
  {
    provider: 'USPS', token: 'usps_priority_mail_express_international', name: 'Priority Mail Express International', international: true,
    base: 6500, perZone: 900, perLb: 600, perLbPerZone: 150,
    days: (z) => 3 + z, terms: (d) => `Delivery in ${d - 1} to ${d} business days.`,
  },
  {
    provider: 'UPS', token: 'ups_saver', name: 'Worldwide Saver®', international: true,
    base: 9800, perZone: 1200, perLb: 900, perLbPerZone: 200,
    days: (z) => 1 + z, terms: (d) => `Delivery in ${d} business days.`,
  },
];

const TO_POUNDS: Record<MassUnit, number> = { lb: 1, oz: 1 / 16, kg: 2.20462, g: 0.00220462 };
const TO_INCHES: Record<DistanceUnit, number> = { in: 1, ft: 12, yd: 36, cm: 0.393701, mm: 0.0393701, m: 39.3701 };

/** Billable weight in whole pounds: the larger of actual and dimensional weight (L*W*H/139), at least 1. */
export function billablePounds(parcel: ParcelDims): number {
  const actual = parcel.weight * TO_POUNDS[parcel.massUnit];
  const f = TO_INCHES[parcel.distanceUnit];
  const cubicInches = parcel.length * f * parcel.width * f * parcel.height * f;
  const dimensional = cubicInches > 1728 ? cubicInches / 139 : 0;
  return Math.max(1, Math.ceil(Math.max(actual, dimensional) - 1e-9));
}

const REMOTE_PREFIXES: ReadonlyArray<readonly [number, number]> = [[6, 9], [967, 969], [995, 999]];

function isRemote(prefix: number): boolean {
  return REMOTE_PREFIXES.some(([lo, hi]) => prefix >= lo && prefix <= hi);
}

/**
 * Domestic zone 1..9 from the first three digits of both ZIP codes: ZIP prefixes run roughly east to
 * west, so their difference stands in for distance. Alaska, Hawaii and the territories are zone 9.
 * A missing ZIP counts as the farthest mainland zone (8).
 */
export function domesticZone(fromZip: string | undefined, toZip: string | undefined): number {
  const a = Number((fromZip ?? '').slice(0, 3));
  const b = Number((toZip ?? '').slice(0, 3));
  if (!/^\d{3}/.test(fromZip ?? '') || !/^\d{3}/.test(toZip ?? '')) return 8;
  const diff = Math.abs(a - b);
  if (diff <= 2) return 1;
  if (isRemote(a) !== isRemote(b) || (isRemote(a) && isRemote(b) && diff > 10)) return 9;
  if (diff <= 30) return 2;
  if (diff <= 100) return 3;
  if (diff <= 200) return 4;
  if (diff <= 350) return 5;
  if (diff <= 500) return 6;
  if (diff <= 700) return 7;
  return 8;
}

const NEAR = ['CA', 'MX'];
const EUROPE = ['GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'LU', 'AT', 'CH', 'IT', 'ES', 'PT', 'DK', 'SE', 'NO', 'FI', 'PL', 'CZ'];

/** International zone 1..3: Canada/Mexico, Western Europe, everywhere else. */
export function internationalZone(country: string): number {
  const c = country.toUpperCase();
  if (NEAR.includes(c)) return 1;
  if (EUROPE.includes(c)) return 2;
  return 3;
}

export interface Quote {
  service: ServiceLevel;
  amountCents: number;
  zone: number;
  estimatedDays: number;
}

/** Price of one parcel for one service and zone, in cents. */
export function priceCents(service: ServiceLevel, zone: number, pounds: number): number {
  const extraLb = pounds - 1;
  return service.base + service.perZone * (zone - 1) + extraLb * (service.perLb + service.perLbPerZone * zone);
}

/** Quotes for every service that serves the lane, summed over the parcels. */
export function quote(from: Place, to: Place, parcels: readonly ParcelDims[]): Quote[] {
  const domestic = from.country.toUpperCase() === 'US' && to.country.toUpperCase() === 'US';
  const services = domestic ? DOMESTIC_SERVICES : INTERNATIONAL_SERVICES;
  const zone = domestic
    ? domesticZone(from.zip, to.zip)
    : internationalZone(from.country.toUpperCase() === 'US' ? to.country : from.country);
  return services.map((service) => ({
    service,
    zone,
    amountCents: parcels.reduce((sum, p) => sum + priceCents(service, zone, billablePounds(p)), 0),
    estimatedDays: service.days(zone),
  }));
}

/** Cents to Shippo's decimal string ("12.50"). */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
