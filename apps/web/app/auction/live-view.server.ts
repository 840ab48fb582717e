/** The public update viewers receive after a bid: price, reserve state, end and the masked history. */
import { minPriceOf, type AuctionState } from '@variegata/auction/auction-state';
import { isReserveMet } from '@variegata/auction/rules';
import { formatMoney } from '@variegata/money/format';
import type { MarketplaceApi } from '@variegata/marketplace-client/marketplace-api';
import type { OwnListing } from '@variegata/marketplace-client/listing-entity';
import { DEFAULT_CURRENCY } from '~/listing-cards/card-data';
import { bidHistory } from '~/listing/page.server';
import type { LiveAuctionUpdate } from './live-update';

export async function liveUpdateOf(api: MarketplaceApi, listing: OwnListing, state: AuctionState): Promise<LiveAuctionUpdate> {
  const currency = listing.price?.currency ?? DEFAULT_CURRENCY;
  const reserve = state.config.reservePrice ?? null;
  const shown = state.price ?? state.config.startingPrice;
  return {
    listingId: listing.id,
    seq: state.history.length,
    currentAmount: state.price,
    currentBid: formatMoney({ amount: shown, currency }),
    hasBids: state.price !== null,
    minPrice: minPriceOf(state),
    reserve: reserve === null ? null : isReserveMet(state.price, reserve) ? 'met' : 'not-met',
    endsAt: state.endsAt.getTime(),
    leaderId: state.leader?.bidderId ?? null,
    bidderIds: state.history.map((bid) => bid.bidderId),
    bids: await bidHistory(api, listing.metadata, currency),
  };
}
