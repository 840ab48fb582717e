import { SECONDS_SHOWN_MS } from '@variegata/ui/ListingCard';
import { cardsRenderedNow } from '~/server/document-cache.server';
import type { ListingsResult } from '~/search/search.server';

/** The time pages of listing cards (search, home, shops) render for, from the auctions they show. */
export function cardsNow(results: readonly (ListingsResult | null)[]): number {
  return cardsRenderedNow(results.flatMap((result) => (result?.ok ? result.listings.map((card) => card.auctionEndsAt) : [])), SECONDS_SHOWN_MS);
}
