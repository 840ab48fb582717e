import { Link } from '@remix-run/react';
import { Countdown } from '@variegata/ui/Countdown';
import { countdownParts, REFRESH_WINDOW_MS } from '@variegata/auction/timing';
import type { AuctionInfo } from '~/listing/view';

/**
 * The sticky bid top bar on mobile (spec 2 §2): on an open auction, under 768 px, a slim bar that
 * stays at the top of the screen with the current bid, the countdown and the bid button. Hidden by
 * CSS on wider screens, where the order panel stays in view. The button leads where the order
 * panel's does: the open bid modal, or for a visitor the login page that comes back to it.
 */
export function BidTopBar({ auction, now, bidHref }: { auction: AuctionInfo; now: number; bidHref: string }) {
  const parts = countdownParts(new Date(now), new Date(auction.endsAt));
  return (
    <div className="lp-bid-bar" role="region" aria-label="Bid on this auction">
      <div className="lp-bid-bar-info">
        <span className="lp-bid-bar-label">{auction.hasBids ? 'Current bid' : 'Starting bid'}</span>
        <span className="lp-bid-bar-amount">{auction.currentBid}</span>
      </div>
      <Countdown parts={parts} ended={parts.ended} endedLabel="Ended" endsAt={auction.endDate} variant="inline" urgent={parts.totalMs > 0 && parts.totalMs <= REFRESH_WINDOW_MS} className="lp-bid-bar-countdown" />
      <Link className="vg-button vg-button--primary vg-button--sm lp-bid-bar-button" to={bidHref} preventScrollReset>
        Bid now
      </Link>
    </div>
  );
}
