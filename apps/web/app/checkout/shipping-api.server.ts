/**
 * The shipping calls of spec 3 §7: POST /api/validate-shipping-address, /api/shipping-fees-preview
 * and /api/shipping-rates. Each reads JSON with the CSRF header and needs a signed-in buyer.
 */
import type { AppLoadContext } from '@remix-run/node';
import { formatShippingFee } from '@variegata/money/format';
import { ok } from '@variegata/result/result';
import { isDomesticShipping, normaliseCountry } from '@variegata/shipping/countries';
import { shippingFeesPreview } from '@variegata/shipping/default-fees';
import * as v from 'valibot';
import { validatedAddress, shippableAddress } from './address-check.server';
import { answer, readCheckoutBody } from './api-io.server';
import { orderParties, quoteOf } from './order.server';
import { toRateView } from './rate-view';
import { quoteRates } from './rates.server';

const ListingId = v.pipe(v.string('listingId is required.'), v.maxLength(64));

const ValidateBody = v.object({ listingId: v.optional(ListingId), address: v.unknown() });

/** `{ data: { valid: true, address } }`, or 400 with `fields['shipping-address']` (the validator's messages). */
export async function validateShippingAddressAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readCheckoutBody(request, context, ValidateBody);
  let allowed: readonly string[] | null = null;
  if (body.listingId) {
    const parties = await orderParties(context, body.listingId, null);
    if (!parties.ok) return answer(parties);
    allowed = parties.value.listing.allowedCountries;
  }
  return answer(await validatedAddress(body.address, allowed), (address) => ({ valid: true, address }));
}

const PreviewBody = v.object({ listingId: ListingId, addressTo: v.optional(v.object({ country: v.optional(v.pipe(v.string(), v.maxLength(2))) })) });

/**
 * The listing's shipping fees for the order panel: `{ shippingFees, internationalShippingFee }`
 * (the listing's own fees, the defaults otherwise), and which applies to the buyer's country.
 */
export async function shippingFeesPreviewAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readCheckoutBody(request, context, PreviewBody);
  const parties = await orderParties(context, body.listingId, null);
  if (!parties.ok) return answer(parties);
  const { listing, seller } = parties.value;
  const preview = shippingFeesPreview(listing.fees);
  const country = body.addressTo?.country ? normaliseCountry(body.addressTo.country) : null;
  const domestic = country ? isDomesticShipping(seller.country, country) : null;
  return answer(ok(preview), (fees) => ({
    shippingFees: fees.shippingFee,
    internationalShippingFee: fees.internationalShippingFee,
    shippingFeeText: formatShippingFee(fees.shippingFee),
    internationalShippingFeeText: formatShippingFee(fees.internationalShippingFee),
    applies: domestic === null ? null : domestic ? 'domestic' : 'international',
    shipsTo: listing.allowedCountries,
  }));
}

const RatesBody = v.object({
  listingId: ListingId,
  addressTo: v.unknown(),
  quantity: v.pipe(v.optional(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), 1), v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  /** Sent by the spec's client; the server reads the buyer's plan from the session instead. */
  customerMembership: v.optional(v.unknown()),
});

/** `{ data: { rates, isDomesticShipping, hasNoFlatRates, noPromo, autoSelected } }` for the buyer's plan. */
export async function shippingRatesAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readCheckoutBody(request, context, RatesBody);
  const parties = await orderParties(context, body.listingId, body.quantity);
  if (!parties.ok) return answer(parties);
  const address = shippableAddress(body.addressTo, parties.value.listing.allowedCountries);
  if (!address.ok) return answer(address);
  const quoted = await quoteRates(quoteOf(parties.value, address.value, body.quantity));
  return answer(quoted, ({ shipmentId, combined }) => ({
    rates: combined.rates.map((rate) => toRateView(rate, shipmentId)),
    isDomesticShipping: combined.isDomesticShipping,
    hasNoFlatRates: combined.hasNoFlatRates,
    noPromo: combined.noPromo,
    autoSelected: combined.autoSelected ? toRateView(combined.autoSelected, shipmentId).ref : null,
  }));
}
