/**
 * Listing price checks (spec 2 §5, spec 3 §5): a price must exist and be in the marketplace
 * currency (errors for a missing price and an invalid currency), and be a non-negative whole
 * number of minor units (minimum listing price 0). A listing in an unsupported currency is
 * displayed with its currency code instead of a price (see format.ts).
 */
import { MARKETPLACE_CURRENCY, money, type Money } from './money';
import { err, ok, type Result } from '@variegata/result/result';
import { MINIMUM_LISTING_PRICE } from './money-input';

export type ListingPriceError =
  | 'listing-price-missing'
  | 'listing-currency-invalid'
  /** Not a safe integer of minor units (not an exact multiple of the minor unit). */
  | 'listing-price-not-minor-units'
  | 'listing-price-below-minimum';

/** Validates a listing's price as it comes from listing data. */
export function validateListingPrice(
  price: { readonly amount?: unknown; readonly currency?: unknown } | null | undefined,
  marketplaceCurrency: string = MARKETPLACE_CURRENCY,
): Result<Money, ListingPriceError> {
  if (price === null || price === undefined || price.amount === null || price.amount === undefined) {
    return err('listing-price-missing');
  }
  if (typeof price.currency !== 'string' || price.currency.toUpperCase() !== marketplaceCurrency.toUpperCase()) {
    return err('listing-currency-invalid');
  }
  if (typeof price.amount !== 'number' || !Number.isSafeInteger(price.amount)) {
    return err('listing-price-not-minor-units');
  }
  if (price.amount < MINIMUM_LISTING_PRICE) {
    return err('listing-price-below-minimum');
  }
  return ok(money(price.amount, price.currency));
}
