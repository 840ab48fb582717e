import { useEffect, useState } from 'react';
import { useShellRootData } from '~/shell/root-data';
import { callCheckoutApi } from './api-client';

interface Preview {
  shippingFeeText: string;
  internationalShippingFeeText: string;
  shipsTo: string[];
}

/**
 * The order panel's shipping-fee preview (spec 2 "Order panel"): for a signed-in buyer, the
 * listing's domestic and international fees from POST /api/shipping-fees-preview; a visitor gets a
 * sign-up link that returns to the listing.
 */
export function ShippingFeePreview({ listingId, signedIn, returnPath }: { listingId: string; signedIn: boolean; returnPath: string }) {
  const csrf = useShellRootData()?.csrfToken ?? '';
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void callCheckoutApi<Preview>('/api/shipping-fees-preview', { listingId }, csrf).then((answer) => {
      if (!live) return;
      if (answer.ok) setPreview(answer.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [csrf, listingId, signedIn]);
  if (!signedIn) {
    return (
      <p className="lp-muted lp-shipping-preview">
        <a href={`/signup?from=${encodeURIComponent(returnPath)}`}>Sign up</a> to see shipping fees.
      </p>
    );
  }
  if (failed) return null;
  return (
    <p className="lp-muted lp-shipping-preview" aria-live="polite">
      {preview
        ? `Shipping ${preview.shippingFeeText} · international ${preview.internationalShippingFeeText} · ships to ${preview.shipsTo.join(', ')}`
        : 'Loading shipping fees…'}
    </p>
  );
}
