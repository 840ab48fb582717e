import type { AuctionInfo } from './view';

/** The reserve line of an auction's facts (a `<dl>` entry): met or not, nothing without a reserve. */
export function ReserveFact({ reserve }: { reserve: AuctionInfo['reserve'] }) {
  if (!reserve) return null;
  return (
    <div>
      <dt>Reserve</dt>
      <dd>{reserve === 'met' ? 'Reserve met' : 'Reserve not met'}</dd>
    </div>
  );
}
