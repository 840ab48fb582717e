/**
 * The one way to know an auction's full state on the server (the closing job uses it too):
 * the sealed bids of the listing replayed through @variegata/auction, which gives the leader with
 * the hidden maximum, the price, whether the reserve is met, the bidders and the current end.
 */
import { createAuction, type AuctionState } from '@variegata/auction/auction-state';
import { replay } from '@variegata/auction/proxy';
import { bidFromJson, publicBid, type Bid } from '@variegata/auction/bids';
import { auctionConfigOf, type AuctionListing } from './bid-config';
import { openBids } from './bid-seal.server';

/**
 * Bids recorded without sealed maximums (the sandbox's seeded auctions, bids imported from elsewhere):
 * each counts at its visible amount. The first bid placed here seals them with it, so they keep
 * counting and the price never drops below the recorded one.
 */
function recordedBids(listing: AuctionListing): Bid[] {
  return (listing.metadata.bidHistory ?? []).map((json) => publicBid(bidFromJson(json)));
}

/**
 * Null for a listing that is not a runnable auction (not an auction, no end date, no author:
 * read it with `include: ['author']`). Stored bids that no longer replay are a bug and throw.
 */
export function auctionStateOf(listing: AuctionListing): AuctionState | null {
  const config = auctionConfigOf(listing);
  if (!config) return null;
  const bids = listing.metadata.sealedBids === undefined ? recordedBids(listing) : openBids(listing.id, listing.metadata.sealedBids);
  if (bids.length === 0) return createAuction(config);
  const state = replay(config, bids);
  if (!state.ok) throw new Error(`Listing ${listing.id}: stored bid ${state.meta?.index} does not replay (${state.error})`);
  return state.value;
}
