import { describe, expect, it } from 'vitest';
import { isUuid, transactionAccess } from './transaction-access';

const tx = { transactionId: 'tx-1', customerId: 'buyer', providerId: 'seller' };

describe('transaction page access', () => {
  it('order details: only the customer', () => {
    expect(transactionAccess('buyer', tx, 'customer')).toEqual({ kind: 'allowed' });
    expect(transactionAccess('seller', tx, 'customer')).toEqual({ kind: 'wrong-role', ownPath: '/sale/tx-1/details' });
  });
  it('sale details: only the provider', () => {
    expect(transactionAccess('seller', tx, 'provider')).toEqual({ kind: 'allowed' });
    expect(transactionAccess('buyer', tx, 'provider')).toEqual({ kind: 'wrong-role', ownPath: '/order/tx-1/details' });
  });
  it('anyone else is not a party (404)', () => {
    expect(transactionAccess('stranger', tx, 'customer')).toEqual({ kind: 'not-party' });
    expect(transactionAccess('stranger', { ...tx, providerId: null }, 'provider')).toEqual({ kind: 'not-party' });
  });
  it('ids must be UUIDs', () => {
    expect(isUuid('6f1c2a4e-8b1d-4c3e-9a55-0d2b7e3f9a10')).toBe(true);
    expect(isUuid('abc')).toBe(false);
  });
});
