import { describe, expect, it } from 'vitest';
import {
  KNOWN_LINE_ITEM_CODES,
  assertLineItemCode,
  extraLineItemCode,
  isKnownLineItemCode,
  isValidLineItemCode,
  lineItemLabel,
  parseLineItemCode,
} from './line-item-codes';

describe('line item codes', () => {
  it('knows the spec codes', () => {
    expect(KNOWN_LINE_ITEM_CODES.map((code) => code.replace('line-item/', ''))).toEqual([
      'night', 'day', 'units', 'extra-units', 'customer-commission', 'provider-commission', 'shipping-fee', 'provider-shipping-fee', 'pickup-fee',
    ]);
    for (const code of KNOWN_LINE_ITEM_CODES) {
      expect(isKnownLineItemCode(code)).toBe(true);
      expect(isValidLineItemCode(code)).toBe(true);
    }
    expect(isKnownLineItemCode('line-item/cleaning-fee')).toBe(false);
    expect(isKnownLineItemCode('line-item/units::Pot')).toBe(false);
  });

  it('requires the line-item/ prefix', () => {
    for (const bad of ['units', 'line-item/', 'line-items/units', 'Line-item/units', 'line-item/-x', 'line-item/a b', 'line-item/x::', 'line-item/x:: ', `line-item/${'a'.repeat(60)}`, 42, null, undefined]) {
      expect(isValidLineItemCode(bad)).toBe(false);
    }
    expect(isValidLineItemCode(`line-item/${'a'.repeat(54)}`)).toBe(true);
  });

  it('treats an invalid code as a developer error', () => {
    expect(() => assertLineItemCode('shipping-fee')).toThrow(/Invalid line item code/);
    expect(() => parseLineItemCode('nope')).toThrow(/Invalid line item code/);
    expect(() => assertLineItemCode('line-item/shipping-fee')).not.toThrow();
  });

  it('reads extra items with a double colon before the name', () => {
    expect(parseLineItemCode('line-item/extra::Ceramic pot')).toEqual({ code: 'line-item/extra::Ceramic pot', base: 'extra', name: 'Ceramic pot', known: false });
    expect(parseLineItemCode('line-item/units')).toEqual({ code: 'line-item/units', base: 'units', known: true });
    expect(extraLineItemCode('extra', 'Moss pole')).toBe('line-item/extra::Moss pole');
    expect(() => extraLineItemCode('extra', '')).toThrow(/Invalid line item code/);
  });

  it('labels extra and unknown items', () => {
    expect(lineItemLabel('line-item/extra::Moss pole')).toBe('Moss pole');
    expect(lineItemLabel('line-item/cleaning-fee')).toBe('Cleaning fee');
    expect(lineItemLabel('line-item/gift_wrap')).toBe('Gift wrap');
  });
});
