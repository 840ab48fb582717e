import type { Money } from '@variegata/money/money';
import { HOME_COUNTRY, normaliseCountry } from './countries';
import { plainRate, type ShippingRate } from './rate';

/** Service token and object id of the seller's own shipping (the seller ships and sets the fee). */
export const OWN_SHIPPING_TOKEN = 'own_shipping';
export const OWN_SHIPPING_RATE_ID = 'own-shipping';

/** The seller's own shipping as a rate the customer can pick. */
export function ownShippingRate(fee: Money, isIntlShipping: boolean): ShippingRate {
  return plainRate({
    object_id: OWN_SHIPPING_RATE_ID,
    amount: fee,
    provider: 'Seller',
    servicelevel: { name: 'Shipped by the seller', token: OWN_SHIPPING_TOKEN },
    duration_terms: null,
    provider_image_200: null,
    isIntlShipping,
  });
}

export function isOwnShippingRate(rate: ShippingRate): boolean {
  return rate.servicelevel.token === OWN_SHIPPING_TOKEN;
}

/**
 * With own shipping from a US seller, the own-shipping rate is chosen automatically (spec 3 §2).
 * Returns that rate, or null when the customer has to choose.
 */
export function autoSelectedRate(
  rates: readonly ShippingRate[],
  seller: { readonly country: string | null | undefined; readonly usesOwnShipping: boolean },
): ShippingRate | null {
  if (!seller.usesOwnShipping) return null;
  if (normaliseCountry(seller.country || '') !== HOME_COUNTRY) return null;
  return rates.find(isOwnShippingRate) ?? null;
}
