import { loadWhenRendered } from '~/shell/load-when-rendered';

// The fees and the call that fetches them come only for a signed-in buyer.
const ShippingFees = loadWhenRendered(() => import('./ShippingFees').then((m) => m.ShippingFees));

/**
 * The order panel's shipping-fee preview (spec 2 "Order panel"): for a signed-in buyer, the
 * listing's domestic and international fees; a visitor gets a sign-up link that returns to the listing.
 */
export function ShippingFeePreview({ listingId, signedIn, returnPath }: { listingId: string; signedIn: boolean; returnPath: string }) {
  if (signedIn) return <ShippingFees listingId={listingId} />;
  return (
    <p className="lp-muted lp-shipping-preview">
      <a href={`/signup?from=${encodeURIComponent(returnPath)}`}>Sign up</a> to see shipping fees.
    </p>
  );
}
