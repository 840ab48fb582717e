import { useRevalidator } from '@remix-run/react';
import { Modal } from '@variegata/ui/Modal';
import { canSubmitBid, formatBidPrice, HIGH_BID_CONFIRM_DELAY_MS, isOutbid, lowestValidBid, needsHighBidConfirmation } from '@variegata/auction/rules';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AuctionInfo } from '~/listing/view';
import { useShellRootData } from '~/shell/root-data';
import { bidAmountOf } from './bid-amount';
import { ReserveFact } from '~/listing/ReserveFact';

/** What POST /api/bid answered to a successful bid (see bid-api.server.ts). */
export interface BidPlacedAnswer {
  readonly leading: boolean;
  readonly outcome: 'leading' | 'outbid' | 'max-raised';
  readonly message: string | null;
}

interface BidModalProps {
  listingId: string;
  viewerId: string;
  auction: AuctionInfo;
  currency: string;
  closeHref: string;
  onClose: () => void;
  onPlaced: (answer: BidPlacedAnswer) => void;
}

interface Refusal {
  readonly message: string;
  readonly paymentMethodsHref: string | null;
}

/**
 * The bid modal (spec 2 §4, §5, §8): current bid, minimum next bid, reserve met or not, the
 * leading or outbid state, the bidder's maximum ("Your maximum bid"), the second confirmation
 * above $5,000 (Confirm bid disabled for 2 seconds), the saved-card requirement with its link.
 * A successful bid closes it; a refused one shows the reason and refreshes the listing.
 */
export function BidModal({ listingId, viewerId, auction, currency, closeHref, onClose, onPlaced }: BidModalProps) {
  const csrf = useShellRootData()?.csrfToken ?? '';
  const revalidator = useRevalidator();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [confirmReady, setConfirmReady] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const amount = bidAmountOf(typed, currency);
  const minPrice = auction.minPrice;
  const leading = auction.bidderIds.length > 0 && auction.bidderIds[auction.bidderIds.length - 1] === viewerId;
  const outbid = isOutbid({ viewerId, bidderIds: auction.bidderIds });

  useEffect(() => {
    if (!confirming) return undefined;
    setConfirmReady(false);
    const timer = window.setTimeout(() => setConfirmReady(true), HIGH_BID_CONFIRM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [confirming]);

  async function send(bidAmount: number) {
    setSending(true);
    setRefusal(null);
    try {
      const response = await fetch('/api/bid', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
        credentials: 'same-origin',
        body: JSON.stringify({ listingId, bidAmount, seenAmount: auction.hasBids ? minPrice : undefined }),
      });
      const body = (await response.json().catch(() => ({}))) as { data?: BidPlacedAnswer; error?: string; paymentMethodsHref?: string };
      if (response.ok && body.data) {
        onPlaced(body.data);
        return;
      }
      setConfirming(false);
      setRefusal({ message: body.error ?? 'Your bid could not be placed. Please try again.', paymentMethodsHref: body.paymentMethodsHref ?? null });
      revalidator.revalidate();
    } catch {
      setRefusal({ message: 'Your bid could not be sent. Please check your connection and try again.', paymentMethodsHref: null });
    } finally {
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (amount === null || !canSubmitBid(amount, minPrice)) {
      setRefusal({ message: amount === null ? 'You need to add a valid price.' : `Bid should be more than ${formatBidPrice(minPrice)}.`, paymentMethodsHref: null });
      return;
    }
    if (needsHighBidConfirmation(amount) && !confirming) {
      setConfirming(true);
      return;
    }
    void send(amount);
  }

  return (
    <Modal open onClose={onClose} closeHref={closeHref} title="Place a bid" id="bid-modal" size="sm">
      <form className="vg-bid" onSubmit={submit} noValidate>
        <dl className="vg-bid-facts">
          <div>
            <dt>{auction.hasBids ? 'Current bid' : 'Starting bid'}</dt>
            <dd>{auction.currentBid}</dd>
          </div>
          <div>
            <dt>Minimum next bid</dt>
            <dd>{formatBidPrice(lowestValidBid(minPrice))}</dd>
          </div>
          <ReserveFact reserve={auction.reserve} />
        </dl>
        {leading ? <p className="vg-bid-state vg-bid-state--leading" role="status">You're the highest bidder</p> : null}
        {outbid ? <p className="vg-bid-state vg-bid-state--outbid" role="status">You have been outbid by someone else</p> : null}
        {confirming && amount !== null ? (
          <div className="vg-bid-confirm" role="group" aria-label="Confirm a high bid">
            <p>
              You are about to bid up to <strong>{formatBidPrice(amount)}</strong>. Please confirm this bid.
            </p>
            <div className="vg-bid-actions">
              <button type="submit" className="vg-button vg-button--primary vg-button--md" disabled={!confirmReady || sending}>
                Confirm bid
              </button>
              <button type="button" className="vg-button vg-button--secondary vg-button--md" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <>
            <label htmlFor={inputId} className="lp-label">
              Your maximum bid
            </label>
            <input
              id={inputId}
              className="vg-input"
              name="bidAmount"
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby={`${inputId}-hint`}
              aria-invalid={refusal ? true : undefined}
            />
            <p id={`${inputId}-hint`} className="lp-muted">
              We bid for you only as much as needed to keep you in the lead, up to your maximum.
            </p>
            <button type="submit" className="vg-button vg-button--primary vg-button--md" disabled={sending || amount === null || !canSubmitBid(amount, minPrice)}>
              {sending ? 'Placing bid…' : 'Place bid'}
            </button>
          </>
        )}
        {refusal ? (
          <p className="vg-bid-error" role="alert">
            {refusal.message}
            {refusal.paymentMethodsHref ? (
              <>
                {' '}
                <a href={refusal.paymentMethodsHref}>Add a payment method</a>
              </>
            ) : null}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
