/**
 * The shipping address checked on the server (spec 3 §2, §7 POST /api/validate-shipping-address):
 * the form's rules, the listing's allowed countries ("only shipping to the listed countries"), then
 * Shippo's address validation. An invalid address fails with field errors named `shipping-address`
 * carrying the validator's messages.
 */
import { ok } from '@variegata/result/result';
import { checkShippingCountry } from '@variegata/shipping/countries';
import { shippoClient } from '~/server/shippo.server';
import { checkAddress, type ShippingAddress } from './address';
import { failure, type CheckoutResult } from './failures';
import { CHECKOUT_TEXTS } from './texts';

export const SHIPPING_ADDRESS_FIELD = 'shipping-address';

/** The form's rules and the country rule (null: any country), without calling the validator. */
export function shippableAddress(input: unknown, allowedCountries: readonly string[] | null): CheckoutResult<ShippingAddress> {
  const checked = checkAddress(input);
  if (!checked.ok) {
    const fields = Object.fromEntries(Object.entries(checked.fields).map(([key, message]) => [key, [message]]));
    return failure('address-invalid', { message: Object.values(checked.fields)[0], fields });
  }
  const country = allowedCountries ? checkShippingCountry(checked.address.country, { allowedShippingCountries: allowedCountries }) : ok(checked.address.country);
  if (!country.ok) return failure('country-not-allowed', { fields: { country: [country.message ?? ''] } });
  return ok(checked.address);
}

/** Asks Shippo whether the address is deliverable. */
export async function validatedAddress(input: unknown, allowedCountries: readonly string[] | null): Promise<CheckoutResult<ShippingAddress>> {
  const shippable = shippableAddress(input, allowedCountries);
  if (!shippable.ok) return shippable;
  const a = shippable.value;
  let result;
  try {
    result = await shippoClient().addresses.create({
      name: a.recipientName,
      street1: a.street1,
      ...(a.street2 ? { street2: a.street2 } : {}),
      city: a.city,
      ...(a.state ? { state: a.state } : {}),
      zip: a.zip,
      country: a.country,
      phone: a.recipientPhoneNumber,
      validate: true,
    });
  } catch (error) {
    // A 400 names fields Shippo refused; anything else is the service being unavailable.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 400) return failure('address-invalid', { fields: { [SHIPPING_ADDRESS_FIELD]: [CHECKOUT_TEXTS.addressInvalid] } });
    console.error('[checkout] address validation failed', error instanceof Error ? error.message : error);
    return failure('address-service-down');
  }
  const validation = result.validationResults;
  if (validation?.isValid === false) {
    const messages = (validation.messages ?? []).map((m) => m.text ?? '').filter((text) => text !== '');
    return failure('address-invalid', { fields: { [SHIPPING_ADDRESS_FIELD]: messages.length > 0 ? messages : [CHECKOUT_TEXTS.addressInvalid] } });
  }
  return ok(a);
}
