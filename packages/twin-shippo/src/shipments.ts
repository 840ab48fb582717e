// Shipments: addresses + parcels in, rates out (computed by ./rates), stored with their rates.
import { type AddressObject, resolveAddress } from './addresses';
import { type Ctx, isoNow, objectId, optString } from './context';
import { fieldError } from './http';
import { logoPath } from './logos';
import { type DistanceUnit, type MassUnit, type ParcelDims, centsToAmount, quote } from './rates';
import { validateAddress } from './us-address';

export interface ParcelObject {
  object_id: string;
  object_owner: string;
  object_created: string;
  object_updated: string;
  object_state: 'VALID';
  length: string;
  width: string;
  height: string;
  distance_unit: DistanceUnit;
  weight: string;
  mass_unit: MassUnit;
  metadata: string;
  test: boolean;
}

export interface RateObject {
  object_id: string;
  object_owner: string;
  object_created: string;
  shipment: string;
  attributes: Array<'BESTVALUE' | 'CHEAPEST' | 'FASTEST'>;
  amount: string;
  currency: string;
  amount_local: string;
  currency_local: string;
  provider: string;
  provider_image_75: string;
  provider_image_200: string;
  servicelevel: { name: string; token: string; terms: string; extended_token: string };
  estimated_days: number;
  duration_terms: string;
  messages: Array<{ source: string; code: string; text: string }>;
  carrier_account: string;
  zone: string;
  test: boolean;
}

export interface ShipmentObject {
  object_id: string;
  object_owner: string;
  object_created: string;
  object_updated: string;
  status: 'SUCCESS';
  shipment_date: string;
  address_from: AddressObject;
  address_to: AddressObject;
  address_return: AddressObject;
  parcels: ParcelObject[];
  carrier_accounts: string[];
  metadata: string;
  messages: Array<{ source: string; code: string; text: string }>;
  rates: RateObject[];
  test: boolean;
}

/** The sandbox's two carrier accounts (fixed ids so callers can pass them in carrier_accounts). */
export const CARRIER_ACCOUNTS: Record<string, string> = {
  USPS: 'b741b99f95e841639b54272834bc478c',
  UPS: 'c0e1b3c6a0b24b8ba0f2a24fbd0c2b1e',
};

const MASS_UNITS: readonly string[] = ['g', 'kg', 'lb', 'oz'];
const DISTANCE_UNITS: readonly string[] = ['cm', 'in', 'ft', 'm', 'mm', 'yd'];
// Validation codes that make an address unrateable (as opposed to an unknown street, which still rates).
const UNRATEABLE = ['administrative_area_partial', 'postal_code_change', 'component_mismatch_error'];

function positiveNumber(body: Record<string, unknown>, field: string): string {
  const raw = optString(body, field);
  if (raw === undefined || raw.trim() === '') throw fieldError('parcels', `${field}: This field is required.`);
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw fieldError('parcels', `${field}: A valid positive number is required.`);
  return raw.trim();
}

export function buildParcel(ctx: Ctx, value: unknown): ParcelObject {
  if (typeof value === 'string') {
    const found = ctx.store.get<ParcelObject>('parcels', value);
    if (!found) throw fieldError('parcels', `Parcel with object_id ${value} does not exist.`);
    return found;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fieldError('parcels', 'Invalid parcel.');
  const body = value as Record<string, unknown>;
  if ('template' in body && !('length' in body)) throw fieldError('parcels', 'Parcel templates are not supported by the sandbox.');
  const massUnit = optString(body, 'mass_unit') ?? '';
  const distanceUnit = optString(body, 'distance_unit') ?? '';
  if (!MASS_UNITS.includes(massUnit)) throw fieldError('parcels', `mass_unit: "${massUnit}" is not a valid choice.`);
  if (!DISTANCE_UNITS.includes(distanceUnit)) throw fieldError('parcels', `distance_unit: "${distanceUnit}" is not a valid choice.`);
  const now = isoNow(ctx);
  const parcel: ParcelObject = {
    object_id: objectId(), object_owner: ctx.owner, object_created: now, object_updated: now, object_state: 'VALID',
    length: positiveNumber(body, 'length'), width: positiveNumber(body, 'width'), height: positiveNumber(body, 'height'),
    distance_unit: distanceUnit as DistanceUnit, weight: positiveNumber(body, 'weight'), mass_unit: massUnit as MassUnit,
    metadata: optString(body, 'metadata') ?? '', test: ctx.test,
  };
  ctx.store.put('parcels', parcel.object_id, parcel);
  return parcel;
}

function dims(p: ParcelObject): ParcelDims {
  return {
    length: Number(p.length), width: Number(p.width), height: Number(p.height), distanceUnit: p.distance_unit,
    weight: Number(p.weight), massUnit: p.mass_unit,
  };
}

function unrateable(address: AddressObject, role: string): string | undefined {
  const bad = validateAddress(address).messages.find((m) => UNRATEABLE.includes(m.code));
  return bad ? `${role}: ${bad.text}` : undefined;
}

function buildRates(ctx: Ctx, shipment: ShipmentObject, accounts: readonly string[]): RateObject[] {
  const quotes = quote(shipment.address_from, shipment.address_to, shipment.parcels.map(dims))
    .filter((q) => accounts.includes(CARRIER_ACCOUNTS[q.service.provider] ?? ''));
  const rates: RateObject[] = quotes.map((q) => ({
    object_id: objectId(), object_owner: ctx.owner, object_created: isoNow(ctx), shipment: shipment.object_id,
    attributes: [], amount: centsToAmount(q.amountCents), currency: 'USD', amount_local: centsToAmount(q.amountCents),
    currency_local: 'USD', provider: q.service.provider,
    provider_image_75: ctx.publicUrl + logoPath(q.service.provider, 75),
    provider_image_200: ctx.publicUrl + logoPath(q.service.provider, 200),
    servicelevel: { name: q.service.name, token: q.service.token, terms: '', extended_token: q.service.token },
    estimated_days: q.estimatedDays, duration_terms: q.service.terms(q.estimatedDays), messages: [],
    carrier_account: CARRIER_ACCOUNTS[q.service.provider] ?? '', zone: String(q.zone), test: ctx.test,
  }));
  if (rates.length > 0) {
    const cheapest = rates.reduce((a, b) => (Number(b.amount) < Number(a.amount) ? b : a));
    const fastest = rates.reduce((a, b) => (b.estimated_days < a.estimated_days || (b.estimated_days === a.estimated_days && Number(b.amount) < Number(a.amount)) ? b : a));
    cheapest.attributes.push('CHEAPEST');
    fastest.attributes.push('FASTEST');
    // Best value: lowest price times days, a simple trade-off between cost and speed.
    const best = rates.reduce((a, b) => (Number(b.amount) * b.estimated_days < Number(a.amount) * a.estimated_days ? b : a));
    best.attributes.push('BESTVALUE');
  }
  return rates;
}

export function createShipment(ctx: Ctx, body: Record<string, unknown>): ShipmentObject {
  return ctx.store.transaction(() => {
    const from = resolveAddress(ctx, 'address_from', body.address_from);
    const to = resolveAddress(ctx, 'address_to', body.address_to);
    const ret = body.address_return === undefined ? from : resolveAddress(ctx, 'address_return', body.address_return);
    if (!Array.isArray(body.parcels) || body.parcels.length === 0) throw fieldError('parcels', 'This field is required.');
    const parcels = body.parcels.map((p) => buildParcel(ctx, p));
    let accounts = Object.values(CARRIER_ACCOUNTS);
    if (body.carrier_accounts !== undefined) {
      if (!Array.isArray(body.carrier_accounts) || body.carrier_accounts.some((a) => typeof a !== 'string')) {
        throw fieldError('carrier_accounts', 'Expected a list of object ids.');
      }
      accounts = body.carrier_accounts as string[];
    }
    const now = isoNow(ctx);
    const shipment: ShipmentObject = {
      object_id: objectId(), object_owner: ctx.owner, object_created: now, object_updated: now, status: 'SUCCESS',
      shipment_date: optString(body, 'shipment_date') ?? now, address_from: from, address_to: to, address_return: ret,
      parcels, carrier_accounts: accounts, metadata: optString(body, 'metadata') ?? '', messages: [], rates: [],
      test: ctx.test,
    };
    const problems = [unrateable(from, 'address_from'), unrateable(to, 'address_to')].filter((p): p is string => !!p);
    if (problems.length > 0) {
      for (const provider of Object.keys(CARRIER_ACCOUNTS)) {
        for (const text of problems) shipment.messages.push({ source: provider, code: '', text });
      }
    } else {
      shipment.rates = buildRates(ctx, shipment, accounts);
    }
    for (const rate of shipment.rates) ctx.store.put('rates', rate.object_id, rate, shipment.object_id);
    ctx.store.put('shipments', shipment.object_id, shipment);
    return shipment;
  });
}

export function getShipment(ctx: Ctx, id: string): ShipmentObject {
  return ctx.store.getOrNotFound<ShipmentObject>('shipments', id);
}

export function getRate(ctx: Ctx, id: string): RateObject {
  return ctx.store.getOrNotFound<RateObject>('rates', id);
}
