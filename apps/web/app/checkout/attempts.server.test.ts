import { describe, expect, it } from 'vitest';
import { orderFingerprint, recallAttempt, rememberAttempt } from './attempts.server';

describe('checkout attempts', () => {
  it('digests an order the same whatever the key order, and differently when the order differs', () => {
    const a = orderFingerprint({ listingId: 'l1', quantity: 1, shippingRate: { objectId: 'r', shipmentId: 's' } });
    const b = orderFingerprint({ shippingRate: { shipmentId: 's', objectId: 'r' }, quantity: 1, listingId: 'l1' });
    expect(a).toBe(b);
    expect(orderFingerprint({ listingId: 'l1', quantity: 2, shippingRate: { objectId: 'r', shipmentId: 's' } })).not.toBe(a);
  });

  it("remembers a buyer's attempt until it expires, and never for another buyer", async () => {
    const now = 1_000_000;
    await rememberAttempt('buyer-a', 'key-1', { transactionId: 'tx-1', fingerprint: 'f' }, now);
    await expect(recallAttempt('buyer-a', 'key-1', now + 1000)).resolves.toEqual({ transactionId: 'tx-1', fingerprint: 'f' });
    await expect(recallAttempt('buyer-b', 'key-1', now + 1000)).resolves.toBeNull();
    await expect(recallAttempt('buyer-a', 'key-1', now + 2 * 60 * 60 * 1000)).resolves.toBeNull();
  });
});
