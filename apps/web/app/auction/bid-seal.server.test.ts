import { describe, expect, it } from 'vitest';
import type { Bid } from '@variegata/auction/bids';
import { openBids, sealBids } from './bid-seal.server';

const bids: Bid[] = [
  { amount: 1050, date: new Date('2026-01-01T10:00:00Z'), bidderId: 'bidder-a', type: 'auto', maxAmount: 98_765 },
  { amount: 1200, date: new Date('2026-01-01T10:01:00Z'), bidderId: 'bidder-b', type: 'manual' },
];

describe('sealed bids', () => {
  it('round-trips the bids with their maximums and shows none of them in clear', () => {
    const sealed = sealBids('listing-1', bids);
    expect(openBids('listing-1', sealed)).toEqual(bids);
    expect(sealed).not.toContain('98765');
    expect(sealed).not.toContain('bidder-a');
    expect(openBids('listing-1', undefined)).toEqual([]);
  });

  it('refuses a blob of another listing or a tampered one', () => {
    const sealed = sealBids('listing-1', bids);
    expect(() => openBids('listing-2', sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    expect(() => openBids('listing-1', parts.join('.'))).toThrow();
  });
});
