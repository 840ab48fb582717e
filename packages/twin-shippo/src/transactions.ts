// Label transactions: buy a rate (or a shipment + service level in one call), get a tracking number,
// a label PDF served by the twin and a local tracking page.
import { randomInt } from 'node:crypto';
import type { AddressObject } from './addresses';
import { type Ctx, isoNow, objectId, optString } from './context';
import { fieldError } from './http';
import type { LabelInfo } from './label-pdf';
import { billablePounds } from './rates';
import { type RateObject, type ShipmentObject, createShipment, getShipment } from './shipments';
import { type TrackingStatusCode, labelTimeline } from './tracking';
import { validateAddress } from './us-address';

export interface TransactionObject {
  object_id: string;
  object_owner: string;
  object_created: string;
  object_updated: string;
  object_state: 'VALID' | 'INVALID';
  /** Shippo's label states; a refunded label is REFUNDED (test mode) or REFUNDPENDING (live, until the carrier agrees). */
  status: 'SUCCESS' | 'ERROR' | 'REFUNDED' | 'REFUNDPENDING';
  rate: string;
  parcel: string;
  metadata: string;
  label_file_type: 'PDF';
  label_url: string;
  tracking_number: string;
  tracking_status: TrackingStatusCode;
  tracking_url_provider: string;
  eta?: string;
  commercial_invoice_url: string;
  messages: Array<{ source: string; code: string; text: string }>;
  test: boolean;
}

function digits(n: number): string {
  let s = '';
  for (let i = 0; i < n; i += 1) s += String(randomInt(10));
  return s;
}

/** USPS: 22 digits starting 9400; UPS: 1Z + 6-character shipper + 2-digit service + 8 digits. */
export function trackingNumber(provider: string): string {
  if (provider === 'UPS') return `1Z${digits(3)}V${digits(2)}03${digits(8)}`;
  return `9400${digits(18)}`;
}

function addressLines(a: AddressObject): string[] {
  return [
    a.name || a.company,
    a.street1,
    ...(a.street2 ? [a.street2] : []),
    `${a.city}${a.state ? `, ${a.state}` : ''} ${a.zip}`.trim(),
    a.country,
  ].filter((l) => l !== '');
}

function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const dow = d.getUTCDay();
    if (dow !== 0 && dow !== 6) left -= 1;
  }
  return d;
}

function purchase(ctx: Ctx, rate: RateObject, shipment: ShipmentObject, metadata: string): TransactionObject {
  const now = isoNow(ctx);
  const id = objectId();
  const base: TransactionObject = {
    object_id: id, object_owner: ctx.owner, object_created: now, object_updated: now,
    object_state: 'VALID', status: 'SUCCESS', rate: rate.object_id, parcel: shipment.parcels[0]?.object_id ?? '',
    metadata, label_file_type: 'PDF', label_url: '', tracking_number: '', tracking_status: 'UNKNOWN',
    tracking_url_provider: '', commercial_invoice_url: '', messages: [], test: ctx.test,
  };
  const check = validateAddress(shipment.address_to);
  if (!check.is_valid) {
    // A label cannot be bought for an address the carrier does not know (Shippo answers 201 with ERROR).
    return {
      ...base, object_state: 'INVALID', status: 'ERROR',
      messages: check.messages.map((m) => ({ source: rate.provider, code: m.code, text: m.text })),
    };
  }
  const tracking = trackingNumber(rate.provider);
  const info: LabelInfo = {
    provider: rate.provider,
    serviceName: rate.servicelevel.name,
    trackingNumber: tracking,
    from: addressLines(shipment.address_from),
    to: addressLines(shipment.address_to),
    weightLb: shipment.parcels.reduce((sum, p) => sum + billablePounds({
      length: Number(p.length), width: Number(p.width), height: Number(p.height),
      distanceUnit: p.distance_unit, weight: Number(p.weight), massUnit: p.mass_unit,
    }), 0),
    date: now.slice(0, 10),
  };
  ctx.store.putLabel(id, info);
  return {
    ...base,
    label_url: `${ctx.publicUrl}/labels/${id}.pdf`,
    tracking_number: tracking,
    tracking_status: 'PRE_TRANSIT',
    tracking_url_provider: `${ctx.publicUrl}/tracking/${rate.provider.toLowerCase()}/${tracking}`,
    eta: addBusinessDays(ctx.now(), rate.estimated_days).toISOString(),
  };
}

function checkLabelType(body: Record<string, unknown>): void {
  const type = optString(body, 'label_file_type');
  if (type !== undefined && !type.startsWith('PDF')) {
    throw fieldError('label_file_type', `The sandbox only produces PDF labels, not ${type}.`);
  }
}

export function createTransaction(ctx: Ctx, body: Record<string, unknown>): TransactionObject {
  checkLabelType(body);
  const metadata = optString(body, 'metadata') ?? '';
  return ctx.store.transaction(() => {
    let rate: RateObject | undefined;
    let shipment: ShipmentObject;
    if (body.shipment !== undefined) {
      if (typeof body.shipment !== 'object' || body.shipment === null) throw fieldError('shipment', 'Invalid shipment.');
      const token = optString(body, 'servicelevel_token');
      const account = optString(body, 'carrier_account');
      if (!token) throw fieldError('servicelevel_token', 'This field is required.');
      if (!account) throw fieldError('carrier_account', 'This field is required.');
      shipment = createShipment(ctx, { ...(body.shipment as Record<string, unknown>), carrier_accounts: [account] });
      rate = shipment.rates.find((r) => r.servicelevel.token === token);
      if (!rate) throw fieldError('servicelevel_token', `Service level ${token} is not available for this shipment and carrier account.`);
    } else {
      const rateId = optString(body, 'rate');
      if (!rateId) throw fieldError('rate', 'This field is required.');
      rate = ctx.store.get<RateObject>('rates', rateId);
      if (!rate) throw fieldError('rate', `Rate with object_id ${rateId} does not exist.`);
      shipment = getShipment(ctx, rate.shipment);
    }
    const transaction = purchase(ctx, rate, shipment, metadata);
    ctx.store.put('transactions', transaction.object_id, transaction, rate.object_id);
    return transaction;
  });
}

/** A stored transaction with its tracking status brought up to date (see ./tracking). */
export function getTransaction(ctx: Ctx, id: string): TransactionObject {
  return withCurrentTracking(ctx, ctx.store.getOrNotFound<TransactionObject>('transactions', id));
}

export function withCurrentTracking(ctx: Ctx, t: TransactionObject): TransactionObject {
  if (t.status !== 'SUCCESS') return t;
  const history = labelTimeline(t, {}, {}, ctx.now());
  return { ...t, tracking_status: history[history.length - 1]?.status ?? t.tracking_status };
}
