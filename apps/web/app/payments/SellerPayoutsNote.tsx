import { Link } from '@remix-run/react';
import { OWNER_NOT_PAYABLE_TEXT, SELLER_NOT_PAYABLE_BID_TEXT, SELLER_NOT_PAYABLE_BUY_TEXT } from './texts';

/**
 * Why a listing cannot be bought or bid on (spec 3 §2): its seller has no complete payout details.
 * The owner is told how to fix it; buyers are told why instead of going on to checkout.
 */
export function SellerPayoutsNote({ audience, auction }: { audience: 'owner' | 'buyer'; auction: boolean }) {
  if (audience === 'owner') {
    return (
      <p className="lp-order-note lp-order-note--payouts" data-payouts="missing">
        {OWNER_NOT_PAYABLE_TEXT} <Link to="/account/payments">Add payout details</Link>
      </p>
    );
  }
  return (
    <p className="lp-order-note lp-order-note--payouts" role="note" data-payouts="missing">
      {auction ? SELLER_NOT_PAYABLE_BID_TEXT : SELLER_NOT_PAYABLE_BUY_TEXT}
    </p>
  );
}
