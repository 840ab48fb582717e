/**
 * The API's JSON representation (`Accept: application/json`), besides transit: UUIDs as strings,
 * dates as ISO 8601 strings, Money as `{"_type": "money", "amount", "currency"}`, LatLng as
 * `{"_type": "LatLng", "lat", "lng"}` and BigDecimal as a JSON number. JSON request bodies may use
 * the same typed objects.
 */
import { BigDecimalValue, LatLngValue, MoneyValue, Uuid } from './wire-types';

function toJsonValue(v: unknown): unknown {
  if (v instanceof Uuid) return v.uuid;
  if (v instanceof MoneyValue) return { _type: 'money', amount: v.amount, currency: v.currency };
  if (v instanceof LatLngValue) return { _type: 'LatLng', lat: v.lat, lng: v.lng };
  if (v instanceof BigDecimalValue) return Number(v.value);
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(toJsonValue);
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(v)) if (val !== undefined) out[k] = toJsonValue(val);
    return out;
  }
  return v;
}

export function encodeJson(value: unknown): string {
  return JSON.stringify(toJsonValue(value));
}

/** Parses a JSON request body, reading `_type` money and LatLng objects as the typed values. */
export function decodeJson(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const o = v as Record<string, unknown>;
    if (o['_type'] === 'money' && typeof o['amount'] === 'number' && typeof o['currency'] === 'string') return new MoneyValue(o['amount'], o['currency']);
    if (o['_type'] === 'LatLng' && typeof o['lat'] === 'number' && typeof o['lng'] === 'number') return new LatLngValue(o['lat'], o['lng']);
    return v;
  });
}

/**
 * Whether the client asked for JSON: an Accept header naming application/json and not transit
 * (the SDKs always send `application/transit+json`).
 */
export function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  return types.includes('application/json') && !types.includes('application/transit+json');
}
