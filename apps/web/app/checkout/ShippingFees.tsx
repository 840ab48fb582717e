import { useEffect, useState } from 'react';
import { useShellRootData } from '~/shell/root-data';
import { callCheckoutApi } from './api-client';

interface Preview {
  shippingFeeText: string;
  internationalShippingFeeText: string;
  shipsTo: string[];
}

/** A signed-in buyer's shipping fees for a listing, from POST /api/shipping-fees-preview (spec 2 "Order panel"). */
export function ShippingFees({ listingId }: { listingId: string }) {
  const csrf = useShellRootData()?.csrfToken ?? '';
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void callCheckoutApi<Preview>('/api/shipping-fees-preview', { listingId }, csrf).then((answer) => {
      if (!live) return;
      if (answer.ok) setPreview(answer.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [csrf, listingId]);
  if (failed) return null;
  return (
    <p className="lp-muted lp-shipping-preview" aria-live="polite">
      {preview
        ? `Shipping ${preview.shippingFeeText} · international ${preview.internationalShippingFeeText} · ships to ${preview.shipsTo.join(', ')}`
        : 'Loading shipping fees…'}
    </p>
  );
}
