import { isCurrentBidder, isOutbid } from '@variegata/auction/rules';

/** The signed-in bidder's state on an open auction: leading, or outbid (updated live). */
export function BidStatus({ viewerId, bidderIds }: { viewerId: string | null; bidderIds: readonly string[] }) {
  if (!viewerId || !bidderIds.includes(viewerId)) return null;
  if (isCurrentBidder(bidderIds[bidderIds.length - 1], viewerId)) {
    return (
      <p className="vg-bid-state vg-bid-state--leading" role="status">
        You're the highest bidder
      </p>
    );
  }
  return isOutbid({ viewerId, bidderIds }) ? (
    <p className="vg-bid-state vg-bid-state--outbid" role="status">
      You have been outbid by someone else
    </p>
  ) : null;
}
