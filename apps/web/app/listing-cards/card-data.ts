/**
 * A listing as a card needs it, from a typed `listings.query` listing: plain, serialisable data
 * (the loader returns it as is). Rules: price formatted with 2 decimals or the currency code when
 * unsupported (spec 2 §5), the current bid for auctions (`shownAmount`), badges from the listing's metadata
 * (verified, starter, international), sold out for a non-auction listing with stock 0 or less
 * (spec 2 §4).
 */
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import { formatMoney } from '@variegata/money/format';
import { createSlug } from '@variegata/validation/slug';
import type { ListingBadge, ListingCardImage } from '@variegata/ui/ListingCard';

export interface CardData {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly image: ListingCardImage | null;
  readonly price: string;
  readonly priceLabel: string | null;
  readonly subtitle: string | null;
  readonly badges: readonly ListingBadge[];
  /** Auction end (epoch ms) for auctions. */
  readonly auctionEndsAt: number | null;
  readonly soldOut: boolean;
  readonly geo: { readonly lat: number; readonly lng: number } | null;
}

/** What a card reads of a listing: the card query's attributes (`fields.listing`) and relations. */
export type CardListing = Pick<Listing, 'id' | 'title' | 'price' | 'geolocation' | 'publicData' | 'metadata' | 'author' | 'images' | 'currentStock'>;

/** The currency a listing without a price is shown in. */
export const DEFAULT_CURRENCY = 'USD';

export function listingHref(id: string, title: string): string {
  return `/l/${createSlug(title)}/${id}`;
}

/** A listing's title, or the placeholder for an untitled one. */
export function titleOf(listing: Pick<Listing, 'title'>): string {
  return listing.title || 'Untitled listing';
}

/** The card picture: the first image's listing-card variant (and the 2x one for the srcset). */
export function cardImage(listing: Pick<Listing, 'images'>): ListingCardImage | null {
  const variants = listing.images?.[0]?.variants;
  const card = variants?.['listing-card'];
  if (!card) return null;
  const url2x = variants['listing-card-2x']?.url;
  return { url: card.url, width: card.width, height: card.height, ...(url2x ? { url2x } : {}) };
}

/** The quantity in stock, null when the listing has no stock record (or it was not included). */
export function stockOf(listing: Pick<Listing, 'currentStock'>): number | null {
  return listing.currentStock?.quantity ?? null;
}

/** Auction end in epoch ms: auctionDateTimestamp (ms, or seconds when small), else auctionDate. */
export function auctionEnd(publicData: Pick<Listing['publicData'], 'auctionDateTimestamp' | 'auctionDate'>): number | null {
  const ts = publicData.auctionDateTimestamp;
  if (ts !== undefined) return ts < 1e12 ? ts * 1000 : ts;
  const parsed = Date.parse(publicData.auctionDate ?? '');
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * The amount a card shows, which the price sorts order by (stored as `publicData.displayPrice`):
 * an auction's current bid, else its price (the starting price for an auction without bids).
 */
export function shownAmount(publicData: { readonly type?: string | null | undefined; readonly currentAmount?: number | null | undefined }, priceAmount: number | null): number | null {
  return publicData.type === 'auction' ? (publicData.currentAmount ?? priceAmount) : priceAmount;
}

export function badgesOf(metadata: Pick<Listing['metadata'], 'verified' | 'starter' | 'international'>): ListingBadge[] {
  const badges: ListingBadge[] = [];
  if (metadata.verified === true) badges.push('verified');
  if (metadata.starter === true) badges.push('starter');
  if (metadata.international === true) badges.push('international');
  return badges;
}

function authorName(listing: CardListing): string | null {
  const author = listing.author;
  if (!author) return null;
  if (author.deleted) return 'Deleted user';
  if (author.banned) return 'Banned user';
  return author.profile.metadata.username || author.profile.displayName || null;
}

export function toCardData(listing: CardListing): CardData {
  const { id, publicData } = listing;
  const title = titleOf(listing);
  const currency = listing.price?.currency ?? DEFAULT_CURRENCY;
  const isAuction = publicData.type === 'auction';
  const currentAmount = isAuction ? (publicData.currentAmount ?? null) : null;
  const amount = shownAmount(publicData, listing.price?.amount ?? null);
  const author = authorName(listing);
  return {
    id,
    title,
    href: listingHref(id, title),
    image: cardImage(listing),
    price: amount === null ? currency : formatMoney({ amount, currency }),
    priceLabel: isAuction ? (currentAmount !== null ? 'Current bid' : 'Starting bid') : null,
    subtitle: author ? `by ${author}` : null,
    badges: badgesOf(listing.metadata),
    auctionEndsAt: isAuction ? auctionEnd(publicData) : null,
    soldOut: !isAuction && (stockOf(listing) ?? 0) <= 0,
    geo: listing.geolocation ? { lat: listing.geolocation.lat, lng: listing.geolocation.lng } : null,
  };
}
