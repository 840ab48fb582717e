import { describe, expect, it } from 'vitest';
import {
  DELIVERY_METHOD_REQUIRED_MESSAGE,
  LISTING_CURRENCY_INVALID_MESSAGE,
  LISTING_PRICE_MISSING_MESSAGE,
  QUANTITY_INTEGER_MESSAGE,
  QUANTITY_MIN_MESSAGE,
  QUANTITY_REQUIRED_MESSAGE,
  checkListingPrice,
  isQuantityHidden,
  quantityMaxMessage,
  quantityOptions,
  validateOrderForm,
} from './order';

const issue = (field: string, message: string) => ({ success: false, issues: { [field]: message } });

describe('order form quantity', () => {
  const options = { stock: 3 };
  it('parses a quantity from 1 to stock', () => {
    expect(validateOrderForm({ quantity: '2', deliveryMethod: 'shipping' }, options)).toEqual({
      success: true,
      output: { quantity: 2, deliveryMethod: 'shipping' },
    });
    expect(validateOrderForm({ quantity: 3 }, options).success).toBe(true);
  });
  it('is required', () => {
    expect(validateOrderForm({ quantity: '' }, options)).toEqual(issue('quantity', QUANTITY_REQUIRED_MESSAGE));
    expect(validateOrderForm({}, options)).toEqual(issue('quantity', QUANTITY_REQUIRED_MESSAGE));
  });
  it('is a whole number', () => {
    expect(validateOrderForm({ quantity: '1.5' }, options)).toEqual(issue('quantity', QUANTITY_INTEGER_MESSAGE));
  });
  it('is at least 1', () => {
    expect(validateOrderForm({ quantity: '0' }, options)).toEqual(issue('quantity', QUANTITY_MIN_MESSAGE));
  });
  it('is at most the current stock', () => {
    expect(validateOrderForm({ quantity: '4' }, options)).toEqual(issue('quantity', quantityMaxMessage(3)));
    expect(validateOrderForm({ quantity: '1' }, { stock: 0 })).toEqual(issue('quantity', 'This listing is sold out.'));
  });
  it('is hidden and defaults to 1 when stock is 1 or for quick sell', () => {
    expect(isQuantityHidden(1)).toBe(true);
    expect(isQuantityHidden(5, true)).toBe(true);
    expect(isQuantityHidden(5)).toBe(false);
    expect(validateOrderForm({}, { stock: 1 })).toEqual({ success: true, output: { quantity: 1, deliveryMethod: 'shipping' } });
    expect(validateOrderForm({}, { stock: 5, isQuickSell: true }).success).toBe(true);
    expect(validateOrderForm({ quantity: '2' }, { stock: 1 })).toEqual(issue('quantity', quantityMaxMessage(1)));
  });
  it('offers 1 to stock in the select', () => {
    expect(quantityOptions(3)).toEqual([1, 2, 3]);
    expect(quantityOptions(0)).toEqual([]);
  });
});

describe('order form delivery method', () => {
  it('is required when the listing offers more than one', () => {
    const options = { stock: 2, deliveryMethods: ['shipping', 'pickup'] as const };
    expect(validateOrderForm({ quantity: 1 }, options)).toEqual(issue('deliveryMethod', DELIVERY_METHOD_REQUIRED_MESSAGE));
    expect(validateOrderForm({ quantity: 1, deliveryMethod: 'pickup' }, options).success).toBe(true);
  });
  it('must be one the listing offers', () => {
    expect(validateOrderForm({ quantity: 1, deliveryMethod: 'pickup' }, { stock: 2 })).toEqual(
      issue('deliveryMethod', DELIVERY_METHOD_REQUIRED_MESSAGE),
    );
  });
});

describe('listing price', () => {
  it('must exist', () => {
    expect(checkListingPrice(undefined)).toEqual({ ok: false, error: 'listing-price-missing', message: LISTING_PRICE_MISSING_MESSAGE });
    expect(checkListingPrice(null).ok).toBe(false);
  });
  it('must be in the marketplace currency', () => {
    expect(checkListingPrice({ amount: 1000, currency: 'EUR' })).toEqual({
      ok: false,
      error: 'listing-currency-invalid',
      message: LISTING_CURRENCY_INVALID_MESSAGE,
    });
    expect(checkListingPrice({ amount: 1000, currency: 'USD' })).toEqual({ ok: true, value: { amount: 1000, currency: 'USD' } });
    expect(checkListingPrice({ amount: 1000, currency: 'EUR' }, 'EUR').ok).toBe(true);
  });
});
