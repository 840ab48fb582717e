/**
 * Order form (spec 2 §5, spec 3 §2, §5): quantity is required, a whole number from 1 to the current
 * stock (a select from 1 to stock; hidden when stock is 1 or for quick sell, then it is 1); the
 * shipping (delivery) method is required. The listing's price must exist and be in the marketplace
 * currency, else the errors listing-price-missing or listing-currency-invalid.
 */
import * as v from 'valibot';
import { MARKETPLACE_CURRENCY, type Money } from '@variegata/money/money';
import { err, ok, type Result } from '@variegata/result/result';
import { integerInput } from './fields';
import { validateWith } from './form';

export const QUANTITY_REQUIRED_MESSAGE = 'Quantity is required.';
export const QUANTITY_INTEGER_MESSAGE = 'Quantity must be a whole number.';
export const QUANTITY_MIN_MESSAGE = 'Quantity must be at least 1.';
export const quantityMaxMessage = (stock: number): string =>
  stock > 0 ? `Only ${stock} available.` : 'This listing is sold out.';
export const DELIVERY_METHOD_REQUIRED_MESSAGE = 'Choose a shipping method.';

export const LISTING_PRICE_MISSING_MESSAGE = 'This listing has no price.';
export const LISTING_CURRENCY_INVALID_MESSAGE = "This listing's currency is not supported.";

export const DELIVERY_METHODS = ['shipping', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export interface OrderFormOptions {
  /** Current stock of the listing. */
  readonly stock: number;
  readonly isQuickSell?: boolean;
  /** Delivery methods the listing offers (default: shipping only). */
  readonly deliveryMethods?: readonly DeliveryMethod[];
}

/** The quantity select is hidden when stock is 1 or for quick sell. */
export const isQuantityHidden = (stock: number, isQuickSell = false): boolean => stock === 1 || isQuickSell;

/** Options of the quantity select: 1 to current stock. */
export const quantityOptions = (stock: number): number[] =>
  Array.from({ length: Math.max(0, Math.floor(stock)) }, (_, index) => index + 1);

/*#__NO_SIDE_EFFECTS__*/
export function orderFormSchema(options: OrderFormOptions) {
  const hidden = isQuantityHidden(options.stock, options.isQuickSell);
  const methods = options.deliveryMethods ?? ['shipping'];
  const quantity = v.pipe(
    integerInput(QUANTITY_REQUIRED_MESSAGE, QUANTITY_INTEGER_MESSAGE, hidden ? 1 : undefined),
    v.minValue(1, QUANTITY_MIN_MESSAGE),
    v.maxValue(options.stock, quantityMaxMessage(options.stock)),
  );
  return v.object({
    quantity,
    deliveryMethod: v.pipe(
      v.optional(v.string(DELIVERY_METHOD_REQUIRED_MESSAGE), methods.length === 1 ? methods[0] : ''),
      v.picklist(methods, DELIVERY_METHOD_REQUIRED_MESSAGE),
    ),
  });
}

export interface OrderFormValues {
  readonly quantity: number;
  readonly deliveryMethod: DeliveryMethod;
}

export function validateOrderForm(input: unknown, options: OrderFormOptions) {
  return validateWith(orderFormSchema(options) as v.GenericSchema<unknown, OrderFormValues>, input);
}

export type ListingPriceError = 'listing-price-missing' | 'listing-currency-invalid';

/** The listing's price must exist and be in the marketplace currency. */
export function checkListingPrice(
  price: Money | null | undefined,
  marketplaceCurrency: string = MARKETPLACE_CURRENCY,
): Result<Money, ListingPriceError> {
  if (!price || typeof price.amount !== 'number' || typeof price.currency !== 'string') {
    return err('listing-price-missing', LISTING_PRICE_MISSING_MESSAGE);
  }
  if (price.currency.toUpperCase() !== marketplaceCurrency.toUpperCase()) {
    return err('listing-currency-invalid', LISTING_CURRENCY_INVALID_MESSAGE);
  }
  return ok(price);
}
