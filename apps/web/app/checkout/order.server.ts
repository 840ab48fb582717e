/**
 * One order as the server prices it: the buyer (from the session), the listing and its seller, the
 * checked shipping address, the shipping rate re-derived from its shipment, and the line items from
 * `@variegata/money`. Every /api call of the checkout starts here, so the browser never supplies a
 * price, a fee or a membership.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { FREE_PLAN, type PlanId } from '@variegata/membership/plans';
import type { LineItem } from '@variegata/money/line-items';
import { ok } from '@variegata/result/result';
import type { ShippingRate } from '@variegata/shipping/rate';
import * as v from 'valibot';
import type { ShippingAddress } from './address';
import { shippableAddress } from './address-check.server';
import { checkoutBuyer } from './apis.server';
import { failure, type CheckoutResult } from './failures';
import { checkoutLineItems } from './line-items';
import { loadCheckoutListing, purchaseRefusal, type CheckoutListing } from './listing.server';
import type { RateRef } from './rate-view';
import { resolveRate, type Quote } from './rates.server';
import { sellerFacts, type SellerFacts } from './seller.server';

export const RateRefSchema = v.object({
  objectId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  shipmentId: v.nullish(v.pipe(v.string(), v.maxLength(200)), null),
});

export const OrderSchema = v.object({
  listingId: v.pipe(v.string('listingId is required.'), v.maxLength(64)),
  quantity: v.pipe(v.optional(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), 1), v.number(), v.integer('quantity must be a whole number.'), v.minValue(1), v.maxValue(10_000)),
  deliveryMethod: v.optional(v.picklist(['shipping', 'pickup']), 'shipping'),
  shippingAddress: v.optional(v.unknown()),
  shippingRate: v.nullish(RateRefSchema, null),
});

export type OrderInput = v.InferOutput<typeof OrderSchema>;

export interface PreparedOrder {
  readonly buyer: CurrentUser;
  readonly customerPlanId: PlanId;
  readonly listing: CheckoutListing;
  readonly seller: SellerFacts;
  readonly quantity: number;
  readonly deliveryMethod: 'shipping' | 'pickup';
  readonly address: ShippingAddress | null;
  readonly rate: ShippingRate | null;
  readonly lineItems: LineItem[];
}

export function planOf(buyer: CurrentUser): PlanId {
  return buyer.profile.privateData.membershipPlanId ?? FREE_PLAN;
}

export interface Parties {
  readonly buyer: CurrentUser;
  readonly listing: CheckoutListing;
  readonly seller: SellerFacts;
}

/** The signed-in buyer, the listing and its seller, when this buyer may buy `quantity` of it now. */
export async function orderParties(context: AppLoadContext, listingId: string, quantity: number | null): Promise<CheckoutResult<Parties>> {
  const [buyer, listing] = await Promise.all([checkoutBuyer(context), loadCheckoutListing(context, listingId)]);
  if (!buyer) throw Response.json({ error: 'Please log in to check out.' }, { status: 401 });
  if (!listing.ok) return listing;
  const refusal = purchaseRefusal(listing.value, buyer.id, quantity);
  if (refusal) return refusal;
  const seller = await sellerFacts(listing.value.authorId, listing.value.shipsFrom);
  if (!seller) return failure('listing-not-found');
  if (!seller.stripeAccountId) return failure('payout-info-missing');
  return ok({ buyer, listing: listing.value, seller });
}

/** The quote facts of an order with a checked address. */
export function quoteOf(parties: Parties, address: ShippingAddress, quantity: number): Quote {
  return { listing: parties.listing, seller: parties.seller, buyerId: parties.buyer.id, customerPlanId: planOf(parties.buyer), address, quantity };
}

/**
 * Prices an order. `requireShipping`: a shipping order must have its address and rate (placing
 * the order); without it, a missing rate just leaves shipping out (the first breakdown).
 */
export async function prepareOrder(context: AppLoadContext, input: OrderInput, requireShipping: boolean): Promise<CheckoutResult<PreparedOrder>> {
  const parties = await orderParties(context, input.listingId, input.quantity);
  if (!parties.ok) return parties;
  const { buyer, listing, seller } = parties.value;
  if (input.deliveryMethod === 'pickup' && !listing.pickupEnabled) return failure('invalid-input', { message: 'This listing cannot be picked up.' });

  let address: ShippingAddress | null = null;
  let rate: ShippingRate | null = null;
  if (input.deliveryMethod === 'shipping' && (requireShipping || input.shippingRate)) {
    const shippable = shippableAddress(input.shippingAddress, listing.allowedCountries);
    if (!shippable.ok) return shippable;
    const checked = shippable.value;
    address = checked;
    if (!input.shippingRate) return failure('rate-required');
    const resolved = await resolveRate(input.shippingRate satisfies RateRef, quoteOf(parties.value, checked, input.quantity));
    if (!resolved.ok) return resolved;
    rate = resolved.value;
  }
  if (!listing.price) return failure('price-missing');
  const items = checkoutLineItems(listing.price, input.quantity, rate);
  if (!items.ok) return items;
  return ok({ buyer, customerPlanId: planOf(buyer), listing, seller, quantity: input.quantity, deliveryMethod: input.deliveryMethod, address, rate, lineItems: items.value });
}
