/**
 * Shipping address form (spec 3 §2 "Shipping form", §3, §5): recipient name, phone and address are
 * required; the address must be recognised (chosen from the address suggestions); when the chosen
 * address lacks city, country, state, street or zip, manual fields appear: street line 1, postal code,
 * city and country are required, state and line 2 optional. The country must be among the listing's
 * allowed shipping countries (spec message 'only shipping to the listed countries', kept verbatim).
 * Saved shipping rates need a complete address: city, street1, country, state, name, address and zip.
 */
import * as v from 'valibot';
import { normalizeCountry } from './country';
import { fieldPath, validateWith } from './form';

export const RECIPIENT_NAME_REQUIRED_MESSAGE = 'Recipient name is required.';
export const RECIPIENT_PHONE_REQUIRED_MESSAGE = 'Recipient phone number is required.';
export const ADDRESS_REQUIRED_MESSAGE = 'Address is required.';
export const ADDRESS_NOT_RECOGNISED_MESSAGE = 'Choose your address from the suggestions.';
export const STREET1_REQUIRED_MESSAGE = 'Street address is required.';
export const ZIP_REQUIRED_MESSAGE = 'Postal code is required.';
export const CITY_REQUIRED_MESSAGE = 'City is required.';
export const SHIPPING_COUNTRY_REQUIRED_MESSAGE = 'Country is required.';
/** Spec 3 §2, verbatim. */
export const SHIPPING_COUNTRY_NOT_ALLOWED_MESSAGE = 'only shipping to the listed countries';

export interface AddressDetails {
  readonly city?: string;
  readonly country?: string;
  readonly state?: string;
  readonly street1?: string;
  readonly zip?: string;
}

const ADDRESS_DETAIL_KEYS = ['city', 'country', 'state', 'street1', 'zip'] as const;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Manual fields appear when the chosen address lacks city, country, state, street or zip. */
export function needsManualAddressFields(details: AddressDetails | null | undefined): boolean {
  return ADDRESS_DETAIL_KEYS.some((key) => !filled(details?.[key]));
}

export interface SavedRateAddress {
  readonly city?: string;
  readonly street1?: string;
  readonly country?: string;
  readonly state?: string;
  readonly name?: string;
  readonly address?: string;
  readonly zip?: string;
}

export const SAVED_RATE_ADDRESS_KEYS = ['city', 'street1', 'country', 'state', 'name', 'address', 'zip'] as const;

/** Address completeness for saved shipping rates. */
export function isShippingAddressComplete(address: SavedRateAddress | null | undefined): boolean {
  return SAVED_RATE_ADDRESS_KEYS.every((key) => filled(address?.[key]));
}

export interface ShippingAddressOptions {
  /** The listing's allowed shipping countries; omit for no restriction. */
  readonly allowedCountries?: readonly string[];
}

export interface ShippingAddress {
  readonly recipientName: string;
  readonly recipientPhoneNumber: string;
  readonly address: string;
  readonly street1: string;
  readonly street2: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly country: string;
}

const text = () => v.optional(v.string(), '');

const locationSchema = v.optional(
  v.object({
    search: v.optional(v.string()),
    selectedPlace: v.nullish(
      v.object({
        address: v.optional(v.string()),
        addressDetails: v.nullish(
          v.object({
            city: v.optional(v.string()),
            country: v.optional(v.string()),
            state: v.optional(v.string()),
            street1: v.optional(v.string()),
            zip: v.optional(v.string()),
          }),
        ),
      }),
    ),
  }),
  {},
);

/*#__NO_SIDE_EFFECTS__*/
export function shippingAddressSchema(options: ShippingAddressOptions = {}) {
  return v.pipe(
    v.object({
      recipientName: text(),
      recipientPhoneNumber: text(),
      location: locationSchema,
      street1: text(),
      street2: text(),
      city: text(),
      state: text(),
      zip: text(),
      country: text(),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }): ShippingAddress => {
      const input = dataset.value;
      const at = (key: string) => fieldPath(input, key);
      let failed = false;
      const fail = (key: string, message: string) => {
        addIssue({ message, path: at(key) });
        failed = true;
      };

      const recipientName = input.recipientName.trim();
      const recipientPhoneNumber = input.recipientPhoneNumber.trim();
      if (recipientName === '') fail('recipientName', RECIPIENT_NAME_REQUIRED_MESSAGE);
      if (recipientPhoneNumber === '') fail('recipientPhoneNumber', RECIPIENT_PHONE_REQUIRED_MESSAGE);

      const place = input.location.selectedPlace;
      const address = place?.address?.trim() ?? '';
      if (address === '') {
        fail('location', filled(input.location.search) ? ADDRESS_NOT_RECOGNISED_MESSAGE : ADDRESS_REQUIRED_MESSAGE);
        return NEVER;
      }

      const details = place?.addressDetails ?? {};
      const manual = needsManualAddressFields(details);
      const pick = (key: 'street1' | 'city' | 'state' | 'zip' | 'country'): string =>
        manual && filled(input[key]) ? input[key].trim() : (details[key]?.trim() ?? '');
      const result: ShippingAddress = {
        recipientName,
        recipientPhoneNumber,
        address,
        street1: pick('street1'),
        street2: input.street2.trim(),
        city: pick('city'),
        state: pick('state'),
        zip: pick('zip'),
        country: normalizeCountry(pick('country')),
      };
      if (manual) {
        if (!filled(input.street1)) fail('street1', STREET1_REQUIRED_MESSAGE);
        if (!filled(input.zip)) fail('zip', ZIP_REQUIRED_MESSAGE);
        if (!filled(input.city)) fail('city', CITY_REQUIRED_MESSAGE);
        if (!filled(input.country)) fail('country', SHIPPING_COUNTRY_REQUIRED_MESSAGE);
      }
      const allowed = options.allowedCountries;
      if (allowed !== undefined && result.country !== '' && !allowed.map(normalizeCountry).includes(result.country)) {
        fail(manual ? 'country' : 'location', SHIPPING_COUNTRY_NOT_ALLOWED_MESSAGE);
      }
      return failed ? NEVER : result;
    }),
  );
}

export function validateShippingAddress(input: unknown, options: ShippingAddressOptions = {}) {
  return validateWith(shippingAddressSchema(options), input);
}

export const SHIPPING_RATE_REQUIRED_MESSAGE = 'Choose a shipping rate.';

/**
 * Before submitting, a shipping rate must be selected when no saved rate exists for the listing
 * (spec 3 §2, §5). Returns the message, or undefined when a rate is selected or saved.
 */
export function checkShippingRateSelected(selectedRateId: string | null | undefined, savedRate: unknown): string | undefined {
  if (typeof selectedRateId === 'string' && selectedRateId.trim() !== '') return undefined;
  return savedRate ? undefined : SHIPPING_RATE_REQUIRED_MESSAGE;
}
