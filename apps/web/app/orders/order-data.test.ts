import { describe, expect, it } from 'vitest';
import { addressLines, chosenRateOf, disputeOf, shipmentOf, shippingAddressOf, shippingLabelOf } from './order-data';

describe('shipping address', () => {
  it('reads the checkout form shape', () => {
    const address = shippingAddressOf({
      shippingAddress: { recipientName: 'Ada Buyer', recipientPhoneNumber: '+12125550102', street1: '350 5th Ave', street2: 'Apt 4', city: 'New York', state: 'NY', zip: '10118', country: 'us' },
    });
    expect(address).toEqual({ name: 'Ada Buyer', phone: '+12125550102', street1: '350 5th Ave', street2: 'Apt 4', city: 'New York', state: 'NY', zip: '10118', country: 'US' });
    expect(addressLines(address!)).toEqual(['Ada Buyer', '350 5th Ave', 'Apt 4', 'New York, NY 10118', 'US']);
  });

  it('reads the place shape and the alternate form (spec 3 §3)', () => {
    const place = shippingAddressOf({
      shippingAddress: { recipientName: 'Rosa', location: { selectedPlace: { address: '215 Clayton St, San Francisco', addressDetails: { street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' } } } },
    });
    expect(place).toMatchObject({ name: 'Rosa', street1: '215 Clayton St', city: 'San Francisco', zip: '94117', country: 'US' });
    const alternate = shippingAddressOf({ shippingAddress: { name: 'Olli', phone: '07700', street1: '1 Poultry', city: 'London', zip: 'EC2R 8EJ', country: 'GB' } });
    expect(alternate).toMatchObject({ name: 'Olli', phone: '07700', street1: '1 Poultry', country: 'GB' });
    expect(addressLines(alternate!)).toEqual(['Olli', '1 Poultry', 'London, EC2R 8EJ', 'GB']);
  });

  it('is absent for an enquiry or a value of another shape', () => {
    expect(shippingAddressOf({})).toBeNull();
    expect(shippingAddressOf({ shippingAddress: 'Oslo' })).toBeNull();
    expect(shippingAddressOf({ shippingAddress: { recipientName: 'Only a name' } })).toBeNull();
    expect(shippingAddressOf({ shippingAddress: { city: 42, country: 'NO' } })).toMatchObject({ city: '', country: 'NO' });
  });
});

describe('chosen rate', () => {
  it('reads a carrier rate with Money or a decimal string amount', () => {
    const rate = { object_id: 'rate_1', provider: 'USPS', servicelevel: { name: 'Priority Mail', token: 'usps_priority' }, amount: { amount: 1250, currency: 'USD' }, duration_terms: '1-3 days' };
    expect(chosenRateOf({ shippingRate: rate })).toEqual({
      objectId: 'rate_1', provider: 'USPS', service: 'Priority Mail', token: 'usps_priority', amount: { amount: 1250, currency: 'USD' }, durationTerms: '1-3 days', ownShipping: false,
    });
    expect(chosenRateOf({ shippingRate: { ...rate, amount: '12.3' } })?.amount).toEqual({ amount: 1230, currency: 'USD' });
    expect(chosenRateOf({ shippingRate: { ...rate, amount: 'twelve' } })?.amount).toBeNull();
  });

  it("reads the checkout's shape: objectId, amount in minor units with its currency, an own-shipping flag", () => {
    const rate = { objectId: 'rate_9', amount: 1830, currency: 'usd', provider: 'UPS', servicelevel: { name: 'Ground', token: 'ups_ground' }, isFlatRate: false, isOwnShipping: false };
    expect(chosenRateOf({ shippingRate: rate })).toMatchObject({ objectId: 'rate_9', amount: { amount: 1830, currency: 'USD' }, provider: 'UPS', ownShipping: false });
    expect(chosenRateOf({ shippingRate: { ...rate, isOwnShipping: true } })).toMatchObject({ objectId: null, ownShipping: true });
  });

  it('own shipping has no carrier rate to buy', () => {
    const own = chosenRateOf({ shippingRate: { object_id: 'own-shipping', provider: 'Seller', servicelevel: { name: 'Shipped by the seller', token: 'own_shipping' }, amount: { amount: 2500, currency: 'USD' } } });
    expect(own).toMatchObject({ objectId: null, ownShipping: true, service: 'Shipped by the seller' });
  });

  it('is absent when nothing names a rate', () => {
    expect(chosenRateOf({})).toBeNull();
    expect(chosenRateOf({ shippingRate: { amount: { amount: 1, currency: 'USD' } } })).toBeNull();
  });
});

describe('label, shipment and dispute', () => {
  const label = { shippoTransactionId: 'tr_1', trackingNumber: '9400111', trackingUrl: 'http://shippo.test/tracking/usps/9400111', labelUrl: 'http://shippo.test/labels/tr_1.pdf', carrier: 'USPS', service: 'Priority Mail', purchasedAt: '2026-11-24T10:00:00.000Z' };

  it('reads the label the site bought, and nothing half-written', () => {
    expect(shippingLabelOf({ shippingLabel: label })).toEqual(label);
    expect(shippingLabelOf({ shippingLabel: { ...label, labelUrl: 'not a url' } })).toBeNull();
    expect(shippingLabelOf({ shippingLabel: { ...label, trackingNumber: '' } })).toBeNull();
    expect(shippingLabelOf({})).toBeNull();
  });

  it('reads the shipment given with mark shipped, and a bare tracking number of older orders', () => {
    expect(shipmentOf({ shipment: { trackingNumber: '1Z999', carrier: 'UPS', trackingUrl: '' } })).toEqual({ trackingNumber: '1Z999', carrier: 'UPS', trackingUrl: '' });
    expect(shipmentOf({ trackingNumber: '1ZABC' })).toEqual({ trackingNumber: '1ZABC', carrier: '', trackingUrl: '' });
    expect(shipmentOf({ shipment: { trackingNumber: '' } })).toBeNull();
    expect(shipmentOf({})).toBeNull();
  });

  it('reads the dispute reason with its photos', () => {
    expect(disputeOf({ disputeReason: ' Roots were rotten ', disputePhotos: [{ url: 'http://127.0.0.1:3500/images/a.jpg' }] })).toEqual({
      reason: 'Roots were rotten', photos: [{ url: 'http://127.0.0.1:3500/images/a.jpg' }],
    });
    expect(disputeOf({ disputeReason: 'Late', disputePhotos: 'nope' })).toEqual({ reason: 'Late', photos: [] });
    expect(disputeOf({})).toBeNull();
  });
});
