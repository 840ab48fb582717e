import { Link, useLocation } from '@remix-run/react';
import { Avatar } from '@variegata/ui/Avatar';
import { Badge } from '@variegata/ui/Badge';
import { isQuantityHidden, quantityOptions } from '@variegata/validation/order';
import { useState } from 'react';
import { ShippingFeePreview } from '~/checkout/ShippingFeePreview';
import { bidHref, bidLoginHref } from '~/listing/nav-state';
import type { ListingView } from '~/listing/view';
import type { ProviderCard } from '~/listing/page.server';
import { formatEndDate } from './page-text';
import { formatCount } from '~/shell/display-format';
import { loadWhenRendered } from '~/shell/load-when-rendered';

// The offer dialog's code comes when it opens; the note on a seller without payout details only
// with the panels that show it.
const OfferAppModal = loadWhenRendered(() => import('./OfferAppModal').then((m) => m.OfferAppModal));
const SellerPayoutsNote = loadWhenRendered(() => import('~/payments/SellerPayoutsNote').then((m) => m.SellerPayoutsNote));

const btn = (variant: 'primary' | 'secondary' | 'ghost', full = true) => `vg-button vg-button--${variant} vg-button--lg${full ? ' vg-button--full' : ''}`;

export interface OrderPanelProps {
  listing: ListingView;
  provider: ProviderCard;
  isOwner: boolean;
  signedIn: boolean;
  auctionOpen: boolean;
  /** False when the seller's payout details are missing: nothing can be bought or bid (spec 3 §2). */
  sellerPayable: boolean;
  open: boolean;
  closeHref: string;
  loginHref: string;
}

/**
 * The order panel (spec 2 §2, spec 3 §2): price, buy (quantity 1..stock, hidden when stock is 1 or
 * for quick sell) or bid, make-offer app prompt, instalment and Plant Pay prompts, the seller with
 * badges, and the view counter. On mobile it is a sheet opened by `?orderOpen=true`.
 */
export function OrderPanel({ listing, provider, isOwner, signedIn, auctionOpen, sellerPayable, open, closeHref, loginHref }: OrderPanelProps) {
  const navigationState = (useLocation().state ?? {}) as { showOffer?: boolean };
  const [offerOpen, setOfferOpen] = useState(navigationState.showOffer === true && listing.canMakeOffers);
  const checkout = `${listing.href}/checkout`;
  const closed = listing.state === 'closed';
  const showQuantity = !listing.isAuction && listing.stock > 0 && !isQuantityHidden(listing.stock, listing.isQuickSell);
  return (
    <aside className={`lp-order${open ? ' lp-order--open' : ''}`} aria-label="Order" id="order-panel">
      {open ? (
        <Link to={closeHref} replace preventScrollReset className="lp-order-close" aria-label="Close">
          ×
        </Link>
      ) : null}
      <div className="lp-order-price">
        <span className="lp-order-price-label">{listing.isAuction ? (listing.auction?.hasBids ? 'Current bid' : 'Starting bid') : 'Price'}</span>
        <span className="lp-order-price-value">{listing.isAuction ? listing.auction?.currentBid : listing.price}</span>
        {!listing.currencySupported ? <span className="lp-muted">This listing's currency is not supported.</span> : null}
        {listing.auction ? (
          <span className="lp-muted">
            {auctionOpen ? 'Ends' : 'Ended'} <time dateTime={listing.auction.endDate}>{formatEndDate(listing.auction.endsAt)}</time>
          </span>
        ) : null}
      </div>
      {listing.instalment ? (
        <p className="lp-instalment">
          {listing.instalment}.{' '}
          <Link to="?klarna=open" preventScrollReset>
            How paying in instalments works
          </Link>
        </p>
      ) : null}
      {closed ? (
        <p className="lp-order-note">This listing is closed.</p>
      ) : listing.isAuction ? (
        auctionOpen ? (
          isOwner ? (
            <p className="lp-order-note">You can't bid on your own listing.</p>
          ) : !sellerPayable ? (
            <SellerPayoutsNote audience="buyer" auction />
          ) : signedIn ? (
            <Link className={btn('primary')} to={bidHref(listing.href)} preventScrollReset>
              Place bid
            </Link>
          ) : (
            <a className={btn('primary')} href={bidLoginHref(listing.href)}>
              Log in to bid
            </a>
          )
        ) : (
          <p className="lp-order-note">This auction has ended.</p>
        )
      ) : listing.soldOut ? (
        <p className="lp-order-note lp-sold-out">Sold out</p>
      ) : isOwner ? (
        <p className="lp-order-note">This is your listing. You can't buy it.</p>
      ) : !sellerPayable ? (
        <SellerPayoutsNote audience="buyer" auction={false} />
      ) : (
        <form method="get" action={checkout} className="lp-buy">
          {showQuantity ? (
            <label className="lp-label">
              Quantity
              <select name="quantity" defaultValue="1" required>
                {quantityOptions(listing.stock).map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <input type="hidden" name="quantity" value="1" />
          )}
          <input type="hidden" name="deliveryMethod" value="shipping" />
          <button type="submit" className={btn('primary')} disabled={!listing.currencySupported || listing.priceAmount === null}>
            Buy now
          </button>
          <p className="lp-muted lp-center">{listing.stock === 1 ? 'Only 1 left' : `${listing.stock} in stock`}</p>
          <ShippingFeePreview listingId={listing.id} signedIn={signedIn} returnPath={listing.href} />
        </form>
      )}
      {isOwner && !sellerPayable && !closed ? <SellerPayoutsNote audience="owner" auction={listing.isAuction} /> : null}
      {listing.canMakeOffers && !closed && !isOwner && !listing.soldOut ? (
        <button type="button" className={btn('secondary')} onClick={() => setOfferOpen(true)}>
          Make an offer
        </button>
      ) : null}
      <div className="lp-plantpay">
        <strong>Plant Pay</strong> Pay sellers safely and in instalments in the Variegata app.{' '}
        <Link to="?plantpay=open" preventScrollReset>
          How it works
        </Link>
      </div>
      <div className="lp-seller">
        <Avatar name={provider.name} src={provider.avatar ?? undefined} size={40} status={provider.status} />
        <div>
          <div className="lp-seller-name">{provider.href ? <Link to={provider.href}>{provider.name}</Link> : provider.name}</div>
          <div className="lp-badges">
            {listing.badges.map((b) => (
              <Badge key={b} variant={b} size="sm" />
            ))}
          </div>
        </div>
      </div>
      <p className="lp-views">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {formatCount(listing.totalViews)} {listing.totalViews === 1 ? 'view' : 'views'}
      </p>
      {offerOpen ? <OfferAppModal onClose={() => setOfferOpen(false)} /> : null}
    </aside>
  );
}
