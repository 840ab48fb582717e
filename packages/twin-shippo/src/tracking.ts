// Tracking: a simulated timeline for labels bought from the twin (pre-transit, in transit one business
// day later, delivered at the ETA) and Shippo's test tracking numbers (carrier `shippo`,
// number `SHIPPO_PRE_TRANSIT`, `SHIPPO_TRANSIT`, `SHIPPO_DELIVERED`, `SHIPPO_RETURNED`, `SHIPPO_FAILURE`,
// `SHIPPO_UNKNOWN`).
import { createHash } from 'node:crypto';
import type { AddressObject } from './addresses';
import type { Ctx } from './context';
import { notFound } from './http';
import type { RateObject, ShipmentObject } from './shipments';

export type TrackingStatusCode = 'UNKNOWN' | 'PRE_TRANSIT' | 'TRANSIT' | 'DELIVERED' | 'RETURNED' | 'FAILURE';

interface Location {
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

export interface TrackingEvent {
  object_id: string;
  object_created: string;
  object_updated: string;
  status: TrackingStatusCode;
  status_details: string;
  status_date: string;
  location?: Location;
}

export interface TrackObject {
  carrier: string;
  tracking_number: string;
  transaction?: string;
  eta?: string;
  original_eta?: string;
  servicelevel?: { name: string; token: string };
  address_from?: Location;
  address_to?: Location;
  tracking_status: TrackingEvent;
  tracking_history: TrackingEvent[];
  messages: string[];
  metadata?: string;
}

/** What tracking reads of a label transaction (transactions.ts's objects have these fields). */
export interface TrackedLabel {
  object_id: string;
  object_created: string;
  eta?: string;
  rate: string;
  metadata: string;
  tracking_number: string;
}

const DETAILS: Record<TrackingStatusCode, string> = {
  UNKNOWN: 'The carrier has not received any information about this package yet.',
  PRE_TRANSIT: 'Shipping label created; the carrier is awaiting the package.',
  TRANSIT: 'Your package is on its way.',
  DELIVERED: 'Your package has been delivered.',
  RETURNED: 'Your package is being returned to the sender.',
  FAILURE: 'The carrier could not deliver your package.',
};

const TEST_NUMBERS: Record<string, TrackingStatusCode> = {
  SHIPPO_PRE_TRANSIT: 'PRE_TRANSIT',
  SHIPPO_TRANSIT: 'TRANSIT',
  SHIPPO_DELIVERED: 'DELIVERED',
  SHIPPO_RETURNED: 'RETURNED',
  SHIPPO_FAILURE: 'FAILURE',
  SHIPPO_UNKNOWN: 'UNKNOWN',
};

function eventId(key: string): string {
  return createHash('sha1').update(key).digest('hex').slice(0, 32);
}

function event(key: string, status: TrackingStatusCode, at: Date, location?: Location): TrackingEvent {
  const iso = at.toISOString();
  return {
    object_id: eventId(`${key}:${status}`), object_created: iso, object_updated: iso, status, status_details: DETAILS[status],
    status_date: iso, ...(location ? { location } : {}),
  };
}

function place(a: AddressObject): Location {
  return { city: a.city, state: a.state, zip: a.zip, country: a.country };
}

const DAY = 24 * 60 * 60 * 1000;

/** Timeline of a twin-bought label at `now`: created -> transit (+1 day) -> delivered (at the ETA). */
export function labelTimeline(t: TrackedLabel, from: Location, to: Location, now: Date): TrackingEvent[] {
  const created = new Date(t.object_created);
  const eta = t.eta ? new Date(t.eta) : new Date(created.getTime() + 3 * DAY);
  const events = [event(t.tracking_number, 'PRE_TRANSIT', created, from)];
  const transit = new Date(Math.min(created.getTime() + DAY, eta.getTime()));
  if (now >= transit) events.push(event(t.tracking_number, 'TRANSIT', transit, from));
  if (now >= eta) events.push(event(t.tracking_number, 'DELIVERED', eta, to));
  return events;
}

export function getTrack(ctx: Ctx, carrier: string, trackingNumber: string): TrackObject {
  const test = TEST_NUMBERS[trackingNumber.toUpperCase()];
  if (carrier.toLowerCase() === 'shippo' && test) {
    const now = ctx.now();
    const history = test === 'PRE_TRANSIT' || test === 'UNKNOWN'
      ? [event(trackingNumber, test, now)]
      : [event(trackingNumber, 'PRE_TRANSIT', new Date(now.getTime() - 2 * DAY)), event(trackingNumber, test, now)];
    return { carrier: 'shippo', tracking_number: trackingNumber, tracking_status: history[history.length - 1]!, tracking_history: history, messages: [] };
  }
  const t = ctx.store.findByTracking<TrackedLabel>(trackingNumber);
  if (!t) throw notFound();
  const rate = ctx.store.get<RateObject>('rates', t.rate);
  if (!rate || rate.provider.toLowerCase() !== carrier.toLowerCase()) throw notFound();
  const shipment = ctx.store.get<ShipmentObject>('shipments', rate.shipment);
  const from = shipment ? place(shipment.address_from) : {};
  const to = shipment ? place(shipment.address_to) : {};
  const history = labelTimeline(t, from, to, ctx.now());
  return {
    carrier: rate.provider.toLowerCase(), tracking_number: trackingNumber, transaction: t.object_id,
    ...(t.eta ? { eta: t.eta, original_eta: t.eta } : {}),
    servicelevel: { name: rate.servicelevel.name, token: rate.servicelevel.token },
    address_from: from, address_to: to,
    tracking_status: history[history.length - 1]!, tracking_history: history, messages: [], metadata: t.metadata,
  };
}
