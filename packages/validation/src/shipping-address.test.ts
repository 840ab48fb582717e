import { describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_RECOGNISED_MESSAGE,
  ADDRESS_REQUIRED_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  RECIPIENT_NAME_REQUIRED_MESSAGE,
  RECIPIENT_PHONE_REQUIRED_MESSAGE,
  SAVED_RATE_ADDRESS_KEYS,
  SHIPPING_COUNTRY_NOT_ALLOWED_MESSAGE,
  SHIPPING_COUNTRY_REQUIRED_MESSAGE,
  SHIPPING_RATE_REQUIRED_MESSAGE,
  checkShippingRateSelected,
  STREET1_REQUIRED_MESSAGE,
  ZIP_REQUIRED_MESSAGE,
  isShippingAddressComplete,
  needsManualAddressFields,
  validateShippingAddress,
} from './shipping-address';

const details = { street1: '1 Fern Way', city: 'Portland', state: 'OR', zip: '97201', country: 'US' };
const place = { address: '1 Fern Way, Portland, OR 97201, USA', addressDetails: details };
const valid = { recipientName: ' Ann Lee ', recipientPhoneNumber: ' 555 123 4567 ', location: { selectedPlace: place } };

describe('shipping address form', () => {
  it('uses the spec message for countries outside the allowed list', () => {
    expect(SHIPPING_COUNTRY_NOT_ALLOWED_MESSAGE).toBe('only shipping to the listed countries');
  });

  it('accepts a complete recognised address', () => {
    expect(validateShippingAddress(valid)).toEqual({
      success: true,
      output: {
        recipientName: 'Ann Lee',
        recipientPhoneNumber: '555 123 4567',
        address: place.address,
        street1: '1 Fern Way',
        street2: '',
        city: 'Portland',
        state: 'OR',
        zip: '97201',
        country: 'US',
      },
    });
  });

  it('requires recipient name, phone and address', () => {
    expect(validateShippingAddress({})).toEqual({
      success: false,
      issues: {
        recipientName: RECIPIENT_NAME_REQUIRED_MESSAGE,
        recipientPhoneNumber: RECIPIENT_PHONE_REQUIRED_MESSAGE,
        location: ADDRESS_REQUIRED_MESSAGE,
      },
    });
  });

  it('requires the address to be recognised (chosen from suggestions)', () => {
    expect(validateShippingAddress({ ...valid, location: { search: '1 Fern Way' } })).toEqual({
      success: false,
      issues: { location: ADDRESS_NOT_RECOGNISED_MESSAGE },
    });
  });

  it('shows manual fields when any of city, country, state, street or zip is missing', () => {
    expect(needsManualAddressFields(details)).toBe(false);
    for (const key of ['city', 'country', 'state', 'street1', 'zip'] as const) {
      expect(needsManualAddressFields({ ...details, [key]: '' })).toBe(true);
    }
    expect(needsManualAddressFields(undefined)).toBe(true);
  });

  it('requires street 1, postal code, city and country in manual mode; state and street 2 optional', () => {
    const partial = { ...valid, location: { selectedPlace: { address: 'Somewhere', addressDetails: { country: 'US' } } } };
    expect(validateShippingAddress(partial)).toEqual({
      success: false,
      issues: {
        street1: STREET1_REQUIRED_MESSAGE,
        zip: ZIP_REQUIRED_MESSAGE,
        city: CITY_REQUIRED_MESSAGE,
        country: SHIPPING_COUNTRY_REQUIRED_MESSAGE,
      },
    });
    const result = validateShippingAddress({ ...partial, street1: '2 Moss Rd', zip: '10001', city: 'New York', country: 'us' });
    expect(result).toEqual({
      success: true,
      output: expect.objectContaining({ street1: '2 Moss Rd', zip: '10001', city: 'New York', state: '', street2: '', country: 'US' }),
    });
  });

  it('restricts the country to the allowed list', () => {
    expect(validateShippingAddress(valid, { allowedCountries: ['CA'] })).toEqual({
      success: false,
      issues: { location: SHIPPING_COUNTRY_NOT_ALLOWED_MESSAGE },
    });
    expect(validateShippingAddress(valid, { allowedCountries: ['us', 'CA'] }).success).toBe(true);
    const manual = {
      ...valid,
      location: { selectedPlace: { address: 'Somewhere' } },
      street1: 'a',
      zip: 'b',
      city: 'c',
      country: 'MX',
    };
    expect(validateShippingAddress(manual, { allowedCountries: ['US'] })).toEqual({
      success: false,
      issues: { country: SHIPPING_COUNTRY_NOT_ALLOWED_MESSAGE },
    });
  });
});

describe('address completeness for saved rates', () => {
  const complete = { ...details, name: 'Ann', address: place.address };
  it('needs city, street1, country, state, name, address and zip', () => {
    expect(SAVED_RATE_ADDRESS_KEYS).toEqual(['city', 'street1', 'country', 'state', 'name', 'address', 'zip']);
    expect(isShippingAddressComplete(complete)).toBe(true);
    for (const key of SAVED_RATE_ADDRESS_KEYS) {
      expect(isShippingAddressComplete({ ...complete, [key]: ' ' })).toBe(false);
    }
    expect(isShippingAddressComplete(null)).toBe(false);
  });
});

describe('shipping rate selection', () => {
  it('needs a selected rate when no saved rate exists', () => {
    expect(checkShippingRateSelected(undefined, undefined)).toBe(SHIPPING_RATE_REQUIRED_MESSAGE);
    expect(checkShippingRateSelected(' ', null)).toBe(SHIPPING_RATE_REQUIRED_MESSAGE);
    expect(checkShippingRateSelected('rate_1', undefined)).toBeUndefined();
    expect(checkShippingRateSelected(undefined, { id: 'saved', amount: 2999 })).toBeUndefined();
  });
});
