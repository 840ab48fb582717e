import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuctionBox } from './AuctionBox';
import type { AuctionInfo } from './view';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const HOUR = 3_600_000;

function auction(endsAt: number): AuctionInfo {
  return { endsAt, endDate: new Date(endsAt).toISOString(), closed: endsAt <= NOW, hot: false, currentBid: '$40.00', hasBids: false, reserve: null, minPrice: 4000, bidderIds: [] };
}

describe('the auction box without bids', () => {
  it('invites the first bid while the auction runs', () => {
    const html = renderToStaticMarkup(<AuctionBox auction={auction(NOW + 5 * HOUR)} bids={[]} now={NOW} />);
    expect(html).toContain('No bids yet. Be the first to bid.');
  });

  it('says the auction ended without bids once it has ended, never "Be the first"', () => {
    const html = renderToStaticMarkup(<AuctionBox auction={auction(NOW - HOUR)} bids={[]} now={NOW} />);
    expect(html).toContain('This auction ended without bids.');
    expect(html).not.toContain('Be the first');
  });
});
