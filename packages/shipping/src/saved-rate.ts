import type { Money } from '@variegata/money/money';
import { isAddressComplete, type SavedRateAddress } from './address';
import type { ShippingRate } from './rate';

/** A rate the customer chose for a listing, kept with the address it was priced for (spec 3 §3). */
export interface SavedShippingRate {
  /** The rate's object id. */
  readonly id: string;
  /** ISO timestamp of the choice. */
  readonly selectedAt: string;
  readonly shippingAddressTo: SavedRateAddress;
  readonly amount: Money;
  readonly isFlatRate: boolean;
  readonly isDomesticShipping: boolean;
  readonly token: string;
}

/** Saved rates keyed by listing id (`ShippingRatesByListing`). */
export type ShippingRatesByListing = Readonly<Record<string, SavedShippingRate>>;

/** Saves the chosen rate for a listing; returns a new map. `now` is passed in (pure). */
export function saveRate(
  byListing: ShippingRatesByListing,
  listingId: string,
  rate: ShippingRate,
  addressTo: SavedRateAddress,
  now: Date,
): ShippingRatesByListing {
  const saved: SavedShippingRate = {
    id: rate.object_id,
    selectedAt: now.toISOString(),
    shippingAddressTo: addressTo,
    amount: rate.amount,
    isFlatRate: rate.isFlatRate,
    isDomesticShipping: !rate.isIntlShipping,
    token: rate.servicelevel.token,
  };
  return { ...byListing, [listingId]: saved };
}

/** The edit link on the rate summary clears the choice (spec 3 §2); returns a new map. */
export function clearSavedRate(byListing: ShippingRatesByListing, listingId: string): ShippingRatesByListing {
  const { [listingId]: _removed, ...rest } = byListing;
  return rest;
}

/** A saved rate counts only when its address is complete (city, street1, country, state, name, address, zip). */
export function usableSavedRate(byListing: ShippingRatesByListing, listingId: string): SavedShippingRate | null {
  const saved = byListing[listingId];
  return saved && isAddressComplete(saved.shippingAddressTo) ? saved : null;
}

/** The shipping rate must be selected before submitting when the saved one is missing (spec 3 §2, spec 2 §5). */
export function mustSelectRate(args: {
  readonly byListing: ShippingRatesByListing;
  readonly listingId: string;
  readonly selectedRateId: string | null | undefined;
}): boolean {
  if (args.selectedRateId) return false;
  return usableSavedRate(args.byListing, args.listingId) === null;
}
