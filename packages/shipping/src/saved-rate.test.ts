import { money } from '@variegata/money/money';
import { describe, expect, it } from 'vitest';
import { fromCarrierRate } from './rate';
import { clearSavedRate, mustSelectRate, saveRate, usableSavedRate } from './saved-rate';
import { PORTLAND_ADDRESS } from './testing/address';

const rate = fromCarrierRate(
  { object_id: 'r_gnd', amount: '14.10', provider: 'UPS', servicelevel: { name: 'Ground', token: 'ups_ground' } },
  { isIntlShipping: false },
);
const address = PORTLAND_ADDRESS;
const now = new Date('2026-11-21T10:00:00Z');

describe('saved rates per listing', () => {
  it('keep id, time, address, amount, flat-rate, domestic and token', () => {
    const saved = saveRate({}, 'listing-1', rate, address, now);
    expect(saved['listing-1']).toEqual({
      id: 'r_gnd',
      selectedAt: '2026-11-21T10:00:00.000Z',
      shippingAddressTo: address,
      amount: money(1410),
      isFlatRate: false,
      isDomesticShipping: true,
      token: 'ups_ground',
    });
  });

  it('are cleared by the edit link without touching other listings', () => {
    const two = saveRate(saveRate({}, 'a', rate, address, now), 'b', rate, address, now);
    expect(Object.keys(clearSavedRate(two, 'a'))).toEqual(['b']);
    expect(Object.keys(two)).toEqual(['a', 'b']);
  });

  it('count only with a complete address', () => {
    expect(usableSavedRate(saveRate({}, 'a', rate, address, now), 'a')?.id).toBe('r_gnd');
    expect(usableSavedRate(saveRate({}, 'a', rate, { ...address, state: '' }, now), 'a')).toBeNull();
    expect(usableSavedRate({}, 'a')).toBeNull();
  });
});

describe('rate selection before submit', () => {
  const saved = saveRate({}, 'a', rate, address, now);

  it('is required when there is no usable saved rate and nothing is selected', () => {
    expect(mustSelectRate({ byListing: {}, listingId: 'a', selectedRateId: null })).toBe(true);
    expect(mustSelectRate({ byListing: saved, listingId: 'other', selectedRateId: undefined })).toBe(true);
    const incomplete = saveRate({}, 'a', rate, { ...address, zip: null }, now);
    expect(mustSelectRate({ byListing: incomplete, listingId: 'a', selectedRateId: null })).toBe(true);
  });

  it('is not required with a saved rate or a selection', () => {
    expect(mustSelectRate({ byListing: saved, listingId: 'a', selectedRateId: null })).toBe(false);
    expect(mustSelectRate({ byListing: {}, listingId: 'a', selectedRateId: 'r_gnd' })).toBe(false);
  });
});
