import type { CheckoutPageData } from './page.server';
import type { BreakdownView } from './line-items';
import { CHECKOUT_TEXTS } from './texts';

/** The listing and the server's breakdown (spec 3 §3 "Order breakdown lines"). */
export function OrderSummary({ listing, quantity, breakdown, loading }: { listing: CheckoutPageData['listing']; quantity: number; breakdown: BreakdownView | null; loading: boolean }) {
  return (
    <section className="co-card co-summary-card" aria-labelledby="co-summary-title">
      <div className="co-listing">
        {listing.image ? <img src={listing.image.src} srcSet={listing.image.srcSet} sizes="96px" alt="" width={96} height={96} /> : <div className="co-thumb" aria-hidden="true" />}
        <div>
          <h2 id="co-summary-title" className="co-listing-title">
            <a href={listing.href}>{listing.title}</a>
          </h2>
          <p className="co-muted">Sold by {listing.sellerName}</p>
        </div>
      </div>
      <dl className="co-breakdown" aria-busy={loading}>
        {breakdown ? (
          <>
            {breakdown.rows.map((row) => (
              <div key={row.key} className="co-breakdown-row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
            <div className="co-breakdown-row co-total">
              <dt>Total</dt>
              <dd>{breakdown.total}</dd>
            </div>
          </>
        ) : (
          <div className="co-breakdown-row">
            <dt>Quantity</dt>
            <dd>{quantity}</dd>
          </div>
        )}
      </dl>
      {!breakdown || !breakdown.rows.some((r) => r.key === 'shippingFee' || r.key === 'providerShippingFee') ? <p className="co-muted">Shipping is added once you choose a rate.</p> : null}
      <p className="co-muted">{CHECKOUT_TEXTS.paymentWindow}</p>
    </section>
  );
}
