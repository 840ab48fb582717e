import { money } from '@variegata/money/money';
import { describe, expect, it } from 'vitest';
import { autoSelectedRate, isOwnShippingRate, ownShippingRate } from './own-shipping';
import { fromCarrierRate } from './rate';

const carrier = fromCarrierRate(
  { object_id: 'r1', amount: '9.00', provider: 'USPS', servicelevel: { name: 'Priority', token: 'usps_priority' } },
  { isIntlShipping: false },
);
const own = ownShippingRate(money(800), false);

describe('own shipping', () => {
  it('is a rate carrying the seller fee', () => {
    expect(own.amount).toEqual(money(800));
    expect(isOwnShippingRate(own)).toBe(true);
    expect(isOwnShippingRate(carrier)).toBe(false);
  });

  it('is chosen automatically for a US seller', () => {
    expect(autoSelectedRate([carrier, own], { country: 'US', usesOwnShipping: true })).toBe(own);
    expect(autoSelectedRate([carrier, own], { country: 'us', usesOwnShipping: true })).toBe(own);
  });

  it('is not chosen automatically for a seller outside the US', () => {
    expect(autoSelectedRate([carrier, own], { country: 'GB', usesOwnShipping: true })).toBeNull();
    expect(autoSelectedRate([carrier, own], { country: null, usesOwnShipping: true })).toBeNull();
  });

  it('leaves the choice to the customer when the seller does not use own shipping', () => {
    expect(autoSelectedRate([carrier, own], { country: 'US', usesOwnShipping: false })).toBeNull();
    expect(autoSelectedRate([carrier], { country: 'US', usesOwnShipping: true })).toBeNull();
  });
});
