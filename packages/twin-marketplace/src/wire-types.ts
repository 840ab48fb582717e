/**
 * Value types that travel as transit tags between the SDK and the twin:
 * UUID (~u), Money (~#mn), LatLng (~#geo) and BigDecimal (~f).
 */
export class Uuid {
  constructor(readonly uuid: string) {}
  toString(): string { return this.uuid; }
}
export class MoneyValue {
  constructor(readonly amount: number, readonly currency: string) {}
}
export class LatLngValue {
  constructor(readonly lat: number, readonly lng: number) {}
}
export class BigDecimalValue {
  constructor(readonly value: string) {}
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuidString(s: unknown): s is string {
  return typeof s === 'string' && UUID_RE.test(s);
}

/** Accepts a Uuid or a uuid string (the API coerces strings); undefined when neither. */
export function asUuid(v: unknown): string | undefined {
  if (v instanceof Uuid) return isUuidString(v.uuid) ? v.uuid.toLowerCase() : undefined;
  if (isUuidString(v)) return v.toLowerCase();
  return undefined;
}
