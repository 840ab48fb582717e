import { describe, expect, it } from 'vitest';
import { isAddressComplete, missingAddressFields, needsManualAddressFields, parseManualAddress } from './address';
import { PORTLAND_ADDRESS } from './testing/address';

const full = PORTLAND_ADDRESS;

describe('address completeness for saved rates', () => {
  it('is complete with city, street1, country, state, name, address and zip', () => {
    expect(isAddressComplete(full)).toBe(true);
    expect(missingAddressFields(full)).toEqual([]);
  });

  it('reports each missing or blank field', () => {
    for (const field of ['city', 'street1', 'country', 'state', 'name', 'address', 'zip'] as const) {
      expect(missingAddressFields({ ...full, [field]: '  ' })).toEqual([field]);
      expect(isAddressComplete({ ...full, [field]: undefined })).toBe(false);
    }
    expect(missingAddressFields(null)).toHaveLength(7);
  });
});

describe('manual address fields', () => {
  it('do not appear for a place with city, country, state, street and zip', () => {
    expect(needsManualAddressFields(full)).toBe(false);
  });

  it('appear when the place lacks any of city, country, state, street or zip', () => {
    for (const field of ['city', 'country', 'state', 'street1', 'zip'] as const) {
      expect(needsManualAddressFields({ ...full, [field]: null })).toBe(true);
    }
    expect(needsManualAddressFields(undefined)).toBe(true);
  });

  it('do not depend on the formatted address text', () => {
    expect(needsManualAddressFields({ ...full, address: null })).toBe(false);
  });

  it('require street line 1, postal code, city and country; state and line 2 are optional', () => {
    expect(parseManualAddress({ street1: ' 1 Fern Way ', zip: '97201', city: 'Portland', country: 'us' })).toEqual({
      ok: true,
      value: { street1: '1 Fern Way', street2: null, zip: '97201', city: 'Portland', state: null, country: 'US' },
    });
    const r = parseManualAddress({ street2: 'Apt 2', state: 'OR', city: ' ' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBe('shipping-address-incomplete');
      expect(r.meta?.missing).toEqual(['street1', 'zip', 'city', 'country']);
    }
  });
});
