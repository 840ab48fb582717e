/**
 * What an order carries besides its line items, read from the transaction's extended data:
 *
 * - `protectedData.shippingAddress`: where it goes (checkout writes it with request-payment). Read in
 *   the checkout form's shape (`recipientName`, `recipientPhoneNumber`, `street1`, `street2`, `city`,
 *   `state`, `zip`, `country`), the spec's place shape (`location.selectedPlace.addressDetails`) or the
 *   alternate form (`name`, `phone`, ...), spec 3 §3.
 * - `protectedData.shippingRate`: the rate the buyer chose (spec 3 §3 "Shipping rate": `object_id`,
 *   `amount`, `provider`, `servicelevel`, `duration_terms`, ...); its `object_id` is the carrier rate
 *   the seller's label is bought for.
 * - `metadata.shippingLabel`: the label the site bought for the seller (written with operator rights,
 *   one per order).
 * - `protectedData.shipment`: what the seller gave when marking it shipped (tracking number, carrier,
 *   tracking page); the buyer sees it from then on.
 * - `protectedData.disputeReason` and `protectedData.disputePhotos`: the buyer's dispute.
 *
 * Values of the wrong shape are read as absent: this data comes from other clients too.
 */
import * as v from 'valibot';
import type { Money } from '@variegata/marketplace-client/resource-schema';

const text = v.fallback(v.pipe(v.string(), v.trim()), '');

export interface PostalAddress {
  readonly name: string;
  readonly phone: string;
  readonly street1: string;
  readonly street2: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly country: string;
}

const EMPTY_DETAILS = { city: '', country: '', state: '', street1: '', zip: '' };

const flatAddressSchema = v.object({
  recipientName: text,
  recipientPhoneNumber: text,
  name: text,
  phone: text,
  street1: text,
  street2: text,
  city: text,
  state: text,
  zip: text,
  country: text,
  location: v.fallback(
    v.object({
      selectedPlace: v.fallback(
        v.object({ addressDetails: v.fallback(v.object({ city: text, country: text, state: text, street1: text, zip: text }), EMPTY_DETAILS) }),
        { addressDetails: EMPTY_DETAILS },
      ),
    }),
    { selectedPlace: { addressDetails: EMPTY_DETAILS } },
  ),
});

/** The order's shipping address, or null when it has none (an enquiry, or an order made without one). */
export function shippingAddressOf(protectedData: Readonly<Record<string, unknown>>): PostalAddress | null {
  const parsed = v.safeParse(flatAddressSchema, protectedData['shippingAddress']);
  if (!parsed.success) return null;
  const a = parsed.output;
  const place = a.location.selectedPlace.addressDetails;
  const address: PostalAddress = {
    name: a.recipientName || a.name,
    phone: a.recipientPhoneNumber || a.phone,
    street1: a.street1 || place.street1,
    street2: a.street2,
    city: a.city || place.city,
    state: a.state || place.state,
    zip: a.zip || place.zip,
    country: (a.country || place.country).toUpperCase(),
  };
  return address.street1 || address.city || address.country ? address : null;
}

/** The address as the lines of an envelope: name, street, "City, ST 12345", country. */
export function addressLines(address: PostalAddress): string[] {
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.name, address.street1, address.street2, cityLine, address.country].filter((line) => line !== '');
}

export interface ChosenRate {
  /** The carrier rate to buy the label for; null for the seller's own shipping or a flat rate without one. */
  readonly objectId: string | null;
  readonly provider: string;
  readonly service: string;
  readonly token: string;
  readonly amount: Money | null;
  readonly durationTerms: string | null;
  /** The seller ships with their own label (no label is bought here). */
  readonly ownShipping: boolean;
}

const moneySchema = v.object({ amount: v.pipe(v.number(), v.safeInteger()), currency: v.pipe(v.string(), v.length(3)) });
/** A carrier's decimal string ("12.30") in minor units of a two-decimal currency. */
const decimalAmount = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/), v.transform((s) => Math.round(Number(s) * 100)));

/** The checkout's amount: minor units, with the currency beside it. */
const minorUnits = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

const rateSchema = v.object({
  object_id: text,
  objectId: text,
  provider: text,
  servicelevel: v.fallback(v.object({ name: text, token: text }), { name: '', token: '' }),
  amount: v.fallback(v.nullable(v.union([moneySchema, decimalAmount, minorUnits])), null),
  currency: text,
  duration_terms: text,
  /** The checkout marks the seller's own shipping explicitly. */
  isOwnShipping: v.fallback(v.boolean(), false),
});

/** Own shipping as @variegata/shipping names it (`own-shipping` rate, `own_shipping` token). */
const OWN_SHIPPING = { id: 'own-shipping', token: 'own_shipping' };

export function chosenRateOf(protectedData: Readonly<Record<string, unknown>>): ChosenRate | null {
  const parsed = v.safeParse(rateSchema, protectedData['shippingRate']);
  if (!parsed.success) return null;
  const r = parsed.output;
  const id = r.object_id || r.objectId;
  const ownShipping = r.isOwnShipping || id === OWN_SHIPPING.id || r.servicelevel.token === OWN_SHIPPING.token;
  const amount = typeof r.amount === 'number' ? { amount: r.amount, currency: (r.currency || 'USD').toUpperCase() } : r.amount;
  if (!id && !r.provider && !r.servicelevel.name) return null;
  return {
    objectId: ownShipping || !id ? null : id,
    provider: r.provider,
    service: r.servicelevel.name || r.servicelevel.token,
    token: r.servicelevel.token,
    amount,
    durationTerms: r.duration_terms || null,
    ownShipping,
  };
}

export interface ShippingLabel {
  readonly shippoTransactionId: string;
  readonly trackingNumber: string;
  readonly trackingUrl: string;
  readonly labelUrl: string;
  readonly carrier: string;
  readonly service: string;
  readonly purchasedAt: string;
  /** Asked for when the seller declined the sale after buying the label. */
  readonly refund?: LabelRefund;
}

export interface LabelRefund {
  readonly status: 'requested' | 'refunded' | 'failed';
  readonly requestedAt: string;
}

const labelSchema = v.object({
  shippoTransactionId: v.pipe(v.string(), v.minLength(1)),
  trackingNumber: v.pipe(v.string(), v.minLength(1)),
  trackingUrl: text,
  labelUrl: v.pipe(v.string(), v.url()),
  carrier: text,
  service: text,
  purchasedAt: text,
  refund: v.optional(v.object({ status: v.picklist(['requested', 'refunded', 'failed']), requestedAt: text })),
});

export function shippingLabelOf(metadata: Readonly<Record<string, unknown>>): ShippingLabel | null {
  const parsed = v.safeParse(labelSchema, metadata['shippingLabel']);
  return parsed.success ? parsed.output : null;
}

export interface Shipment {
  readonly trackingNumber: string;
  readonly carrier: string;
  readonly trackingUrl: string;
}

const shipmentSchema = v.object({ trackingNumber: text, carrier: text, trackingUrl: text });

/** What the seller gave when marking the order shipped; older orders kept only `trackingNumber`. */
export function shipmentOf(protectedData: Readonly<Record<string, unknown>>): Shipment | null {
  const parsed = v.safeParse(shipmentSchema, protectedData['shipment']);
  if (parsed.success && parsed.output.trackingNumber) return parsed.output;
  const legacy = v.safeParse(text, protectedData['trackingNumber']);
  return legacy.success && legacy.output ? { trackingNumber: legacy.output, carrier: '', trackingUrl: '' } : null;
}

export interface Dispute {
  readonly reason: string;
  readonly photos: readonly { readonly url: string }[];
}

const photosSchema = v.fallback(v.array(v.object({ url: v.pipe(v.string(), v.url()) })), []);

export function disputeOf(protectedData: Readonly<Record<string, unknown>>): Dispute | null {
  const reason = v.safeParse(text, protectedData['disputeReason']);
  if (!reason.success || !reason.output) return null;
  return { reason: reason.output, photos: v.parse(photosSchema, protectedData['disputePhotos']) };
}
