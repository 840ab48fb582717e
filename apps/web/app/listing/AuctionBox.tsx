import { Countdown } from '@variegata/ui/Countdown';
import { countdownParts, isHot, REFRESH_WINDOW_MS } from '@variegata/auction/timing';
import type { AuctionInfo } from '~/listing/view';
import type { BidRow } from '~/listing/page.server';
import { ReserveFact } from './ReserveFact';
import { formatEndDate } from './page-text';
import { formatUtcDate } from '~/shell/display-format';

/** The auction's countdown box with its end date and the read-only bid history (masked names). */
export function AuctionBox({ auction, bids, now }: { auction: AuctionInfo; bids: readonly BidRow[]; now: number }) {
  const parts = countdownParts(new Date(now), new Date(auction.endsAt));
  const hot = !parts.ended && isHot(new Date(now), new Date(auction.endsAt));
  return (
    <section className={`lp-auction${hot ? ' lp-auction--hot' : ''}`} aria-labelledby="lp-auction-title">
      <div className="lp-auction-head">
        <h2 id="lp-auction-title" className="lp-section-title">
          {parts.ended ? 'Auction ended' : 'Auction ends in'}
        </h2>
        {hot ? <span className="lp-hot">Hot</span> : null}
      </div>
      <Countdown parts={parts} ended={parts.ended} endedLabel="Ended" endsAt={auction.endDate} variant="boxes" urgent={parts.totalMs > 0 && parts.totalMs <= REFRESH_WINDOW_MS} />
      <p className="lp-auction-end">
        {parts.ended ? 'Ended' : 'Ends'} <time dateTime={auction.endDate}>{formatEndDate(auction.endsAt)}</time>
      </p>
      <dl className="lp-auction-facts">
        <div>
          <dt>{auction.hasBids ? 'Current bid' : 'Starting bid'}</dt>
          <dd>{auction.currentBid}</dd>
        </div>
        <ReserveFact reserve={auction.reserve} />
        <div>
          <dt>Bids</dt>
          <dd>{bids.length}</dd>
        </div>
      </dl>
      <h3 className="lp-subtitle">Bid history</h3>
      {bids.length === 0 ? (
        <p className="lp-muted">{parts.ended ? 'This auction ended without bids.' : 'No bids yet. Be the first to bid.'}</p>
      ) : (
        <table className="lp-bids">
          <thead>
            <tr>
              <th scope="col">Bidder</th>
              <th scope="col">Amount</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {bids.map((bid, i) => (
              <tr key={`${bid.date}-${i}`}>
                <td>
                  {bid.bidder}
                  {bid.auto ? <span className="lp-muted"> (auto)</span> : null}
                </td>
                <td>{bid.amount}</td>
                <td>{bid.date ? <time dateTime={bid.date}>{formatUtcDate(bid.date, 'dayTime')}</time> : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
