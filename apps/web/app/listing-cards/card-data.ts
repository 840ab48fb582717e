/**
 * A listing as a card needs it, from a denormalised `listings.query` entity: plain,
 * serialisable data (the loader returns it as is). Rules: price formatted with 2 decimals or
 * the currency code when unsupported (spec 2 §5), the current bid for auctions, badges from
 * the listing's metadata (verified, starter, international), sold out for a non-auction
 * listing with stock 0 or less (spec 2 §4).
 */
import type { Entity } from '@variegata/marketplace-client/denormalise';
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

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function listingHref(id: string, title: string): string {
  return `/l/${createSlug(title)}/${id}`;
}

function cardImage(listing: Entity): ListingCardImage | null {
  const images = Array.isArray(listing['images']) ? (listing['images'] as Entity[]) : [];
  const variants = obj(obj(images[0]?.attributes)['variants']);
  const card = obj(variants['listing-card']);
  const card2x = obj(variants['listing-card-2x']);
  const url = str(card['url']);
  if (!url) return null;
  const url2x = str(card2x['url']);
  return { url, width: num(card['width']) ?? 400, height: num(card['height']) ?? 400, ...(url2x ? { url2x } : {}) };
}

/** Auction end in epoch ms: auctionDateTimestamp (ms, or seconds when small), else auctionDate. */
export function auctionEnd(publicData: Obj): number | null {
  const ts = num(publicData['auctionDateTimestamp']);
  if (ts !== null) return ts < 1e12 ? ts * 1000 : ts;
  const parsed = Date.parse(str(publicData['auctionDate']));
  return Number.isFinite(parsed) ? parsed : null;
}

export function badgesOf(metadata: Obj): ListingBadge[] {
  const badges: ListingBadge[] = [];
  if (metadata['verified'] === true) badges.push('verified');
  if (metadata['starter'] === true) badges.push('starter');
  if (metadata['international'] === true) badges.push('international');
  return badges;
}

function authorName(listing: Entity): string | null {
  const author = listing['author'] as Entity | undefined | null;
  if (!author) return null;
  const a = author.attributes;
  if (a['deleted'] === true) return 'Deleted user';
  if (a['banned'] === true) return 'Banned user';
  const profile = obj(a['profile']);
  return str(obj(profile['metadata'])['username']) || str(profile['displayName']) || null;
}

export function toCardData(listing: Entity): CardData {
  const a = listing.attributes;
  const publicData = obj(a['publicData']);
  const metadata = obj(a['metadata']);
  const id = listing.id.uuid;
  const title = str(a['title']) || 'Untitled listing';
  const price = obj(a['price']);
  const currency = str(price['currency']) || 'USD';
  const isAuction = publicData['type'] === 'auction';
  const currentAmount = isAuction ? num(publicData['currentAmount']) : null;
  const amount = currentAmount ?? num(price['amount']);
  const stock = num(obj(obj(listing['currentStock']).attributes)['quantity']);
  const geo = obj(a['geolocation']);
  const lat = num(geo['lat']);
  const lng = num(geo['lng']);
  const author = authorName(listing);
  return {
    id,
    title,
    href: listingHref(id, title),
    image: cardImage(listing),
    price: amount === null ? currency : formatMoney({ amount, currency }),
    priceLabel: isAuction ? (currentAmount !== null ? 'Current bid' : 'Starting bid') : null,
    subtitle: author ? `by ${author}` : null,
    badges: badgesOf(metadata),
    auctionEndsAt: isAuction ? auctionEnd(publicData) : null,
    soldOut: !isAuction && (stock ?? 0) <= 0,
    geo: lat !== null && lng !== null ? { lat, lng } : null,
  };
}
