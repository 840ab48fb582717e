/**
 * Shipping rates (spec 3 §2, §6, §7 POST /api/shipping-rates): the carrier's rates for a shipment
 * from Shippo, combined by `@variegata/shipping` with the flat-rate and promoted member rates and
 * the seller's own shipping. The chosen rate is re-derived on the server from the same shipment
 * (never from the amount the browser holds), so an order is charged what the rules say.
 */
import type { PlanId } from '@variegata/membership/plans';
import { ok } from '@variegata/result/result';
import { shippingFeeFor } from '@variegata/shipping/default-fees';
import { isDomesticShipping, normaliseCountry } from '@variegata/shipping/countries';
import { OWN_SHIPPING_RATE_ID } from '@variegata/shipping/own-shipping';
import type { CarrierRate, ShippingRate } from '@variegata/shipping/rate';
import { combineRates, resolveSelectedRate, type CombinedRates } from '@variegata/shipping/rates';
import type { Shipment } from 'shippo';
import { shippoClient } from '~/server/shippo.server';
import type { ShippingAddress } from './address';
import { parcelFor } from './config';
import { failure, type CheckoutResult } from './failures';
import type { RateRef } from './rate-view';
import type { CheckoutListing } from './listing.server';
import type { SellerFacts } from './seller.server';

export interface Quote {
  readonly listing: CheckoutListing;
  readonly seller: SellerFacts;
  readonly buyerId: string;
  readonly customerPlanId: PlanId;
  readonly address: ShippingAddress;
  readonly quantity: number;
}

export interface QuotedRates {
  readonly shipmentId: string | null;
  readonly combined: CombinedRates;
}

/** Ties a shipment to the listing, buyer and quantity it was quoted for (Shippo keeps it). */
export function shipmentTag(q: Pick<Quote, 'listing' | 'buyerId' | 'quantity'>): string {
  return `vg|${q.listing.id}|${q.buyerId}|${q.quantity}`;
}

function carrierRatesOf(shipment: Shipment): CarrierRate[] {
  return shipment.rates.map((r) => ({
    object_id: r.objectId,
    amount: r.amount,
    currency: r.currency,
    provider: r.provider,
    servicelevel: { name: r.servicelevel.name ?? r.servicelevel.token ?? '', token: r.servicelevel.token ?? '' },
    duration_terms: r.durationTerms ?? null,
    provider_image_200: r.providerImage200 ?? null,
  }));
}

function combine(q: Quote, carrierRates: readonly CarrierRate[]): CombinedRates {
  const domestic = isDomesticShipping(q.seller.country, q.address.country);
  return combineRates({
    carrierRates,
    customerPlanId: q.customerPlanId,
    sellerPlanId: q.seller.planId,
    sellerCountry: q.seller.country,
    destination: { country: q.address.country, state: q.address.state },
    parcel: parcelFor(q.quantity),
    ownShippingFee: q.listing.ownShipping ? shippingFeeFor(domestic, q.listing.fees) : null,
  });
}

/** A fresh quote: a Shippo shipment from the seller's origin to the buyer (unless only own shipping applies). */
export async function quoteRates(q: Quote): Promise<CheckoutResult<QuotedRates>> {
  if (!q.seller.origin) {
    if (q.listing.ownShipping) return ok({ shipmentId: null, combined: combine(q, []) });
    return failure('rates-unavailable');
  }
  const a = q.address;
  const parcel = parcelFor(q.quantity);
  let shipment: Shipment;
  try {
    shipment = await shippoClient().shipments.create({
      addressFrom: { ...q.seller.origin },
      addressTo: { name: a.recipientName, street1: a.street1, ...(a.street2 ? { street2: a.street2 } : {}), city: a.city, ...(a.state ? { state: a.state } : {}), zip: a.zip, country: a.country, phone: a.recipientPhoneNumber },
      parcels: [{ length: String(parcel.length), width: String(parcel.width), height: String(parcel.height), distanceUnit: parcel.distanceUnit, weight: String(parcel.weight), massUnit: parcel.massUnit }],
      metadata: shipmentTag(q),
      async: false,
    });
  } catch (error) {
    console.error('[checkout] shipment quote failed', error instanceof Error ? error.message : error);
    return failure('rates-unavailable');
  }
  const combined = combine(q, carrierRatesOf(shipment));
  if (combined.rates.length === 0) return failure('rates-unavailable', { message: 'No shipping rates are available for this address.' });
  return ok({ shipmentId: shipment.objectId, combined });
}

const same = (x: string | undefined, y: string | undefined) => (x ?? '').trim().toUpperCase() === (y ?? '').trim().toUpperCase();

/**
 * The rate the buyer chose, priced again from the shipment it came from: that shipment must have
 * been quoted for this listing, buyer, quantity and address. Own shipping needs no shipment.
 * A member-only (promoted) rate cannot be bought.
 */
export async function resolveRate(ref: RateRef, q: Quote): Promise<CheckoutResult<ShippingRate>> {
  let carrierRates: CarrierRate[] = [];
  if (ref.objectId !== OWN_SHIPPING_RATE_ID) {
    if (!ref.shipmentId) return failure('rate-stale');
    let shipment: Shipment;
    try {
      shipment = await shippoClient().shipments.get(ref.shipmentId);
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 400) return failure('rate-stale');
      console.error('[checkout] shipment lookup failed', error instanceof Error ? error.message : error);
      return failure('rates-unavailable');
    }
    const to = shipment.addressTo;
    const matches = shipment.metadata === shipmentTag(q) && same(to.zip, q.address.zip) && same(normaliseCountry(to.country), q.address.country) && same(to.street1, q.address.street1);
    if (!matches) return failure('rate-stale');
    carrierRates = carrierRatesOf(shipment);
  }
  const resolved = resolveSelectedRate(combine(q, carrierRates), ref.objectId);
  if (resolved.ok) return ok(resolved.value);
  return failure(resolved.error === 'shipping-rate-requires-membership' ? 'rate-members-only' : 'rate-stale');
}
