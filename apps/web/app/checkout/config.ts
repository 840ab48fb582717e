/**
 * Checkout configuration: the parcel a plant ships in, where a seller without a saved address ships
 * from, and how long a checkout attempt is remembered.
 */
import type { Parcel } from '@variegata/shipping/package-limits';

/**
 * A listing carries no parcel size, so rates are quoted for one plant box (12 x 8 x 6 in, 2 lb,
 * 576 cubic inches: inside the flat-rate limits); each further plant adds its weight.
 */
export const PLANT_PARCEL: Parcel = Object.freeze({ length: 12, width: 8, height: 6, distanceUnit: 'in', weight: 2, massUnit: 'lb' });

export function parcelFor(quantity: number): Parcel {
  return { ...PLANT_PARCEL, weight: PLANT_PARCEL.weight * Math.max(1, quantity) };
}

export interface PostalAddress {
  readonly name: string;
  readonly street1: string;
  readonly street2?: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly country: string;
  readonly phone?: string;
}

/**
 * Where a seller ships from when neither the seller's profile nor the listing has an address: the
 * marketplace's consolidation address in the seller's country (configuration; sellers set their own
 * with their payout details).
 */
export const FALLBACK_ORIGINS: Readonly<Record<string, Omit<PostalAddress, 'name' | 'country'>>> = Object.freeze({
  US: { street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117' },
  CA: { street1: '100 Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2' },
  GB: { street1: '1 Poultry', city: 'London', state: '', zip: 'EC2R 8EJ' },
  TH: { street1: '999 Rama I Rd', city: 'Bangkok', state: '', zip: '10330' },
  ID: { street1: 'Jl. M.H. Thamrin No. 1', city: 'Jakarta', state: '', zip: '10310' },
});

/** How long a checkout attempt key is remembered (longer than the 15-minute payment window). */
export const ATTEMPT_TTL_SECONDS = 60 * 60;
