/**
 * The shipping address of an order (spec 3 §2 "Shipping form", §3 "Shipping address"): recipient
 * name and phone, street line 1 and 2, postal code, city, state and country. One schema checks it in
 * the browser and again on the server; the server also asks the address validator (Shippo) and
 * checks the listing's allowed countries.
 */
import * as v from 'valibot';
import { needsManualAddressFields } from '@variegata/shipping/address';
import { countryField } from '@variegata/validation/country';
import { normalizePhoneNumber } from '@variegata/validation/contact-details';
import { optionalText, requiredText } from '@variegata/validation/fields';
import { firstIssues } from '@variegata/validation/form';
import {
  CITY_REQUIRED_MESSAGE,
  RECIPIENT_NAME_REQUIRED_MESSAGE,
  RECIPIENT_PHONE_REQUIRED_MESSAGE,
  SHIPPING_COUNTRY_REQUIRED_MESSAGE,
  STREET1_REQUIRED_MESSAGE,
  ZIP_REQUIRED_MESSAGE,
} from '@variegata/validation/shipping-address';

export const PHONE_INVALID_MESSAGE = 'Enter a phone number with digits only (a leading + is fine).';

export const ShippingAddressSchema = v.object({
  recipientName: requiredText(RECIPIENT_NAME_REQUIRED_MESSAGE, { max: 100 }),
  recipientPhoneNumber: v.pipe(
    requiredText(RECIPIENT_PHONE_REQUIRED_MESSAGE, { max: 30 }),
    v.transform(normalizePhoneNumber),
    v.regex(/^\+?[0-9().-]{6,20}$/, PHONE_INVALID_MESSAGE),
  ),
  street1: requiredText(STREET1_REQUIRED_MESSAGE, { max: 100 }),
  street2: optionalText({ max: 100 }),
  city: requiredText(CITY_REQUIRED_MESSAGE, { max: 60 }),
  state: optionalText({ max: 40 }),
  zip: requiredText(ZIP_REQUIRED_MESSAGE, { max: 20 }),
  country: countryField({ messages: { required: SHIPPING_COUNTRY_REQUIRED_MESSAGE } }),
});

export type ShippingAddress = v.InferOutput<typeof ShippingAddressSchema>;
export type ShippingAddressInput = { [K in keyof ShippingAddress]?: string };

export const ADDRESS_FIELDS = ['recipientName', 'recipientPhoneNumber', 'street1', 'street2', 'city', 'state', 'zip', 'country'] as const;

export type AddressCheck = { readonly ok: true; readonly address: ShippingAddress } | { readonly ok: false; readonly fields: Readonly<Record<string, string>> };

/** The address, trimmed and normalised, or each field's first error. */
export function checkAddress(input: unknown): AddressCheck {
  const parsed = v.safeParse(ShippingAddressSchema, input);
  return parsed.success ? { ok: true, address: parsed.output } : { ok: false, fields: firstIssues(parsed.issues) };
}

/** The one-line address text (spec 3 §3 `selectedPlace.address`). */
export function addressLine(a: Pick<ShippingAddress, 'street1' | 'street2' | 'city' | 'state' | 'zip' | 'country'>): string {
  return [a.street1, a.street2, a.city, [a.state, a.zip].filter(Boolean).join(' '), a.country].filter((part) => part && part.trim() !== '').join(', ');
}

/**
 * The address the form starts from: the buyer's saved one. Manual fields are shown when it lacks
 * city, country, state, street or zip (spec 3 §2); otherwise it shows as a summary with a change link.
 */
export function initialAddress(saved: ShippingAddressInput): { values: Required<ShippingAddressInput>; manual: boolean } {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, (saved[key] ?? '').trim()])) as Required<ShippingAddressInput>;
  const manual = needsManualAddressFields(values) || values.recipientName === '' || values.recipientPhoneNumber === '';
  return { values, manual };
}
