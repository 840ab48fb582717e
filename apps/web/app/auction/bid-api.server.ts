/**
 * `POST /api/bid` (spec 2 §5, §7; issue 16): `{ bidAmount, listingId, customerId?, seenAmount? }` as
 * JSON with the X-CSRF-Token header. `bidAmount` (integer minor units) is the bidder's maximum; the
 * proxy engine bids only what is needed. Answers `{ data: BidAnswer }` or `{ error, code, minPrice? }`
 * with a 4xx: 400 invalid price, 401 visitor, 402 no saved card (with `paymentMethodsHref`), 403 own
 * listing or another customer's id, 404 no such auction, 409 too low / outbid / closed / own maximum
 * already higher; 503 while the listing's bids are congested, 502 when the marketplace failed.
 */
import type { AppLoadContext } from '@remix-run/node';
import { lowestValidBid } from '@variegata/auction/rules';
import { isReserveMet, BID_MESSAGES } from '@variegata/auction/rules';
import { minPriceOf } from '@variegata/auction/auction-state';
import { readApiBody } from '~/account/api.server';
import { anonymousApi, trustedApiFor } from '~/server/marketplace.server';
import { PAYMENT_METHODS_PATH } from '~/payments/payment-methods.server';
import { forgetAnonymousListing } from '~/listing/page.server';
import { placeListingBid, type BidFailure, type BidPlaced } from './bid-place.server';
import { afterBid } from './bid-notify.server';
import { bidderOf } from './bidder.server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATUS: Readonly<Record<BidFailure, number>> = {
  'bid-invalid-price': 400,
  'bid-no-payment-method': 402,
  'bid-own-listing': 403,
  'not-found': 404,
  'bid-too-low': 409,
  outbid: 409,
  'auction-closed': 409,
  'bid-not-above-own-maximum': 409,
  busy: 503,
  'bidding-failed': 502,
};

export interface BidAnswer {
  readonly listingId: string;
  readonly currentAmount: number | null;
  readonly leading: boolean;
  readonly outcome: BidPlaced['outcome'];
  /** The amount the next bid must exceed, and the lowest bid that does. */
  readonly minPrice: number;
  readonly minNextBid: number;
  readonly reserveMet: boolean;
  readonly endsAt: string;
  /** The spec's outbid text when the leader's maximum answered at once. */
  readonly message: string | null;
}

const noStore = { 'Cache-Control': 'no-store' };
const refuse = (status: number, code: string, error: string, extra: Record<string, unknown> = {}) => Response.json({ error, code, ...extra }, { status, headers: noStore });

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export async function bidAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readApiBody(request, context);
  const bidder = await bidderOf(context);
  if (!bidder) return refuse(401, 'login-required', 'Please log in to bid.', { loginHref: '/login' });
  const listingId = typeof body['listingId'] === 'string' ? body['listingId'].trim() : '';
  if (!UUID.test(listingId)) return refuse(400, 'invalid-input', 'listingId must be the id of an auction listing.');
  if (body['customerId'] !== undefined && body['customerId'] !== bidder.id) return refuse(403, 'not-customer', 'You can only bid as yourself.');
  const amount = body['bidAmount'];
  if (!isAmount(amount)) return refuse(400, 'bid-invalid-price', BID_MESSAGES['bid-invalid-price']);
  const seen = body['seenAmount'];
  const seenAmount = isAmount(seen) ? seen : undefined;
  const placed = await placeListingBid({
    listingId,
    bidderId: bidder.id,
    maxAmount: amount,
    hasPaymentMethod: bidder.hasCard,
    ...(seenAmount === undefined ? {} : { seenAmount }),
    startBidding: async (id) => (await (await trustedApiFor(context)).transactions.initiate({ transition: 'place-bid', params: { listingId: id } })).id,
  });
  if (!placed.ok) {
    const extra = placed.error === 'bid-no-payment-method' ? { paymentMethodsHref: PAYMENT_METHODS_PATH } : {};
    return refuse(STATUS[placed.error], placed.error, placed.message ?? 'Your bid could not be placed.', { ...extra, ...(placed.meta?.minPrice === undefined ? {} : { minPrice: placed.meta.minPrice }) });
  }
  const { state, outcome } = placed.value;
  forgetAnonymousListing(listingId);
  // Viewers' live update and the outbid mails go out after the answer (failures are logged there).
  void afterBid(anonymousApi(), placed.value, bidder.id);
  const minPrice = minPriceOf(state);
  const answer: BidAnswer = {
    listingId,
    currentAmount: state.price,
    leading: state.leader?.bidderId === bidder.id,
    outcome,
    minPrice,
    minNextBid: lowestValidBid(minPrice),
    reserveMet: isReserveMet(state.price, state.config.reservePrice),
    endsAt: state.endsAt.toISOString(),
    message: outcome === 'outbid' ? BID_MESSAGES.outbid : null,
  };
  return Response.json({ data: answer }, { headers: noStore });
}
