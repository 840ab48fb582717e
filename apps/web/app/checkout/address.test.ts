import { describe, expect, it } from 'vitest';
import { addressLine, checkAddress, initialAddress } from './address';

const address = { recipientName: 'Basil Buyer', recipientPhoneNumber: '+1 415 555 0100', street1: '1 Main St', street2: '', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' };

describe('shipping address', () => {
  it('accepts a complete address and names each missing field', () => {
    expect(checkAddress(address).ok).toBe(true);
    const missing = checkAddress({ ...address, city: ' ', zip: '' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.fields).sort()).toEqual(['city', 'zip']);
  });

  it('shows the saved address as a summary, and the fields when it lacks a part', () => {
    expect(initialAddress(address).manual).toBe(false);
    expect(initialAddress({ ...address, zip: '' }).manual).toBe(true);
    expect(initialAddress({}).manual).toBe(true);
  });

  it('writes the one-line address without empty parts', () => {
    expect(addressLine(address)).toBe('1 Main St, Springfield, IL 62701, US');
  });
});
