/**
 * The edit form's location (spec 2 §3 Listing: geolocation, publicData.location with address,
 * building, city, state): validation and the values saved. US sellers choose a state from the
 * list (stored as its two-letter code); other sellers type a free-text state or region. The
 * geolocation is the seller's pin when one was placed (or fine-tuned) on the preview map, else
 * the offline gazetteer's point for city and state (US only), else none. Pure.
 */
import { err, ok, type Result } from '@variegata/result/result';
import { sanitizeText } from '@variegata/validation/sanitize';
import { geocodeUs, normalisePlace, usStateCode, type GeoPoint } from './geocode-us';

export const LOCATION_LIMITS = { address: 200, building: 100, city: 100, state: 100 } as const;

export const LOCATION_TEXTS = {
  stateRequired: 'Choose the state your city is in.',
  stateUnknown: 'Choose a US state from the list.',
  cityRequired: 'Add the city of this address.',
  addressTooLong: `The address can be at most ${LOCATION_LIMITS.address} characters.`,
  buildingTooLong: `The building can be at most ${LOCATION_LIMITS.building} characters.`,
  cityTooLong: `The city can be at most ${LOCATION_LIMITS.city} characters.`,
  stateTooLong: `The state can be at most ${LOCATION_LIMITS.state} characters.`,
  pinIncomplete: 'The map pin needs both a latitude and a longitude. Place the pin again or clear the location.',
  latitudeRange: 'The latitude must be a number between -90 and 90.',
  longitudeRange: 'The longitude must be a number between -180 and 180.',
} as const;

export interface LocationValues {
  address: string;
  building: string;
  city: string;
  state: string;
  /** The pin, as submitted by the preview map (decimal degrees, empty for none). */
  lat: string;
  lng: string;
  /**
   * `pinKey` of the city and state the pin was shown for (the form renders it next to the pin).
   * When it no longer matches, the fields changed without the pin following (no JavaScript), so
   * the pin is stale and the location is geocoded again. Absent (null/undefined): the pin is used.
   */
  pinFor?: string | null | undefined;
}

export interface SavedLocation {
  /** publicData.location, or null when no field is filled in. */
  readonly location: { address?: string; building?: string; city?: string; state?: string } | null;
  readonly geolocation: GeoPoint | null;
}

const DECIMAL = /^[+-]?(\d{1,3}(\.\d{1,12})?|\.\d{1,12})$/;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Identifies the city and state a pin belongs to, whatever the spelling (see `LocationValues.pinFor`). */
export function pinKey(city: string, state: string): string {
  return `${normalisePlace(city)}|${usStateCode(state) ?? normalisePlace(state)}`;
}

/** A coordinate within ±limit, or null (also for text, NaN, Infinity and exponents). */
export function coordinate(value: string, limit: number): number | null {
  if (!DECIMAL.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? round6(n) : null;
}

/** Checks the location fields; `countryFrom` decides whether the state comes from the US list. */
/** The saved location, or 'invalid-location' with the field errors in `meta`. */
export function validateLocation(values: LocationValues, countryFrom: string): Result<SavedLocation, 'invalid-location', Record<string, string>> {
  const errors: Record<string, string> = {};
  const isUs = countryFrom === 'US';
  const length = (v: string) => Array.from(v).length;
  if (length(values.address) > LOCATION_LIMITS.address) errors['address'] = LOCATION_TEXTS.addressTooLong;
  if (length(values.building) > LOCATION_LIMITS.building) errors['building'] = LOCATION_TEXTS.buildingTooLong;
  if (length(values.city) > LOCATION_LIMITS.city) errors['city'] = LOCATION_TEXTS.cityTooLong;
  if (length(values.state) > LOCATION_LIMITS.state) errors['state'] = LOCATION_TEXTS.stateTooLong;
  if (values.address && !values.city && !errors['city']) errors['city'] = LOCATION_TEXTS.cityRequired;
  let state = values.state;
  if (isUs && !errors['state']) {
    if (values.state) {
      const code = usStateCode(values.state);
      if (code) state = code;
      else errors['state'] = LOCATION_TEXTS.stateUnknown;
    } else if (values.city || values.address || values.building) errors['state'] = LOCATION_TEXTS.stateRequired;
  }
  let pin: GeoPoint | null = null;
  const stale = values.pinFor !== null && values.pinFor !== undefined && values.pinFor !== pinKey(values.city, values.state);
  if (!stale && (values.lat || values.lng)) {
    if (!values.lat || !values.lng) errors['geolocation'] = LOCATION_TEXTS.pinIncomplete;
    else {
      const lat = coordinate(values.lat, 90);
      const lng = coordinate(values.lng, 180);
      if (lat === null) errors['geolocation'] = LOCATION_TEXTS.latitudeRange;
      else if (lng === null) errors['geolocation'] = LOCATION_TEXTS.longitudeRange;
      else pin = { lat, lng };
    }
  }
  if (Object.keys(errors).length > 0) return err('invalid-location', undefined, errors);

  const s = sanitizeText;
  const fields = { address: s(values.address), building: s(values.building), city: s(values.city), state: isUs ? state : s(state) };
  const filled = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
  const location = Object.keys(filled).length > 0 ? filled : null;
  const geocoded = isUs && state ? geocodeUs(values.city, state) : null;
  return ok({ location, geolocation: pin ?? geocoded?.point ?? null });
}
