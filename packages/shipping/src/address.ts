import { err, ok, type Result } from '@variegata/result/result';

/** Parts of a chosen place (spec 3 §3 `selectedPlace.addressDetails`). */
export interface AddressDetails {
  readonly city?: string | null;
  readonly country?: string | null;
  readonly state?: string | null;
  readonly street1?: string | null;
  readonly zip?: string | null;
  /** The full formatted address text. */
  readonly address?: string | null;
}

/** An address as saved with a rate: the place details plus the recipient name. */
export interface SavedRateAddress extends AddressDetails {
  readonly name?: string | null;
}

const blank = (v: string | null | undefined): boolean => typeof v !== 'string' || v.trim() === '';

/** Fields a saved rate's address must have (spec 3 §2; spec 2 §5), in this order. */
export const COMPLETE_ADDRESS_FIELDS = ['city', 'street1', 'country', 'state', 'name', 'address', 'zip'] as const;
export type CompleteAddressField = (typeof COMPLETE_ADDRESS_FIELDS)[number];

export function missingAddressFields(address: SavedRateAddress | null | undefined): CompleteAddressField[] {
  return COMPLETE_ADDRESS_FIELDS.filter((field) => blank(address?.[field]));
}

export function isAddressComplete(address: SavedRateAddress | null | undefined): boolean {
  return missingAddressFields(address).length === 0;
}

/** Place parts whose absence makes the manual address fields appear (spec 3 §2). */
export const PLACE_FIELDS_NEEDED = ['city', 'country', 'state', 'street1', 'zip'] as const;

/** Manual fields appear when the selected place lacks city, country, state, street or zip. */
export function needsManualAddressFields(details: AddressDetails | null | undefined): boolean {
  return PLACE_FIELDS_NEEDED.some((field) => blank(details?.[field]));
}

/** The manual address fields and whether each is required (spec 3 §2). */
export const MANUAL_ADDRESS_FIELDS = Object.freeze([
  { name: 'street1', required: true },
  { name: 'street2', required: false },
  { name: 'zip', required: true },
  { name: 'city', required: true },
  { name: 'state', required: false },
  { name: 'country', required: true },
] as const);

export interface ManualAddress {
  readonly street1: string;
  readonly street2?: string | null;
  readonly zip: string;
  readonly city: string;
  readonly state?: string | null;
  readonly country: string;
}

export type ManualAddressInput = { readonly [K in keyof ManualAddress]?: string | null };

/**
 * Checks the manual fields: street line 1, postal code, city and country are required;
 * state and line 2 are optional. Values are trimmed.
 */
export function parseManualAddress(
  input: ManualAddressInput,
): Result<ManualAddress, 'shipping-address-incomplete', { readonly missing: string[] }> {
  const missing = MANUAL_ADDRESS_FIELDS.filter((f) => f.required && blank(input[f.name])).map((f) => f.name);
  if (missing.length > 0) {
    return err('shipping-address-incomplete', 'Please fill in the required address fields.', { missing });
  }
  const t = (v: string | null | undefined) => (blank(v) ? null : (v as string).trim());
  return ok({
    street1: (input.street1 ?? '').trim(),
    street2: t(input.street2),
    zip: (input.zip ?? '').trim(),
    city: (input.city ?? '').trim(),
    state: t(input.state),
    country: (input.country ?? '').trim().toUpperCase(),
  });
}
