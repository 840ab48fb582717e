/**
 * The listing page's view of a denormalised listing (spec 2 §2 "Listing detail page content",
 * §3 fields, §4 states): plain serialisable data for the loader. Pure: the clock comes in as `now`.
 */
import type { Entity } from '@variegata/marketplace-client/denormalise';
import { formatMoney, isSupportedCurrency } from '@variegata/money/format';
import { createSlug } from '@variegata/validation/slug';
import { isInstalmentCurrency, instalmentSchedule, INSTALMENT_PAYMENTS } from '@variegata/money/instalments';
import { isHot, isAuctionClosed } from '@variegata/auction/timing';
import { PLANT_TYPE_OPTIONS, ROOTED_OPTIONS, VARIEGATION_OPTIONS, YES_NO_OPTIONS, SALE_TYPE_OPTIONS, type FilterOption } from '~/search/search-config';
import { GENUS_OPTIONS } from '~/shell/config';

type Obj = Record<string, unknown>;
export const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Read-more cut of the description (spec 2 §9). */
export const READ_MORE_LENGTH = 250;
/** Bio cut on the about-the-provider card (spec 2 §3). */
export const BIO_LENGTH = 170;
/** Image widths of the gallery's srcset (spec 2 §3: 400, 800, 1600, 2400). */
export const GALLERY_VARIANTS = [
  ['listing-card', 400],
  ['listing-card-2x', 800],
  ['listing-card-4x', 1600],
  ['listing-card-6x', 2400],
] as const;
export const SOCIAL_VARIANTS = { facebook: [1200, 630], twitter: [600, 314] } as const;

export type ListingState = 'draft' | 'pendingApproval' | 'published' | 'closed';

export interface GalleryImage {
  readonly id: string;
  readonly src: string;
  readonly srcSet: string;
  readonly width: number;
  readonly height: number;
}

export interface DetailRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  /** The search filter this value links to. */
  readonly href: string | null;
}

export interface ListingView {
  readonly id: string;
  readonly slug: string;
  readonly href: string;
  readonly title: string;
  readonly description: string;
  readonly state: ListingState;
  readonly isPrivate: boolean;
  readonly isAuction: boolean;
  readonly isQuickSell: boolean;
  readonly genus: string;
  readonly genusLabel: string;
  readonly species: string;
  /** Price text: formatted with 2 decimals, or the currency code when unsupported. */
  readonly price: string;
  readonly priceAmount: number | null;
  readonly currency: string;
  readonly currencySupported: boolean;
  readonly stock: number;
  readonly soldOut: boolean;
  readonly images: readonly GalleryImage[];
  readonly socialImages: { readonly facebook: string | null; readonly twitter: string | null };
  readonly details: readonly DetailRow[];
  readonly features: readonly string[];
  readonly extraListings: readonly string[];
  readonly rules: string;
  readonly amenities: readonly string[];
  readonly rootsImages: readonly { readonly url: string; readonly width: number; readonly height: number }[];
  readonly geolocation: { readonly lat: number; readonly lng: number } | null;
  readonly locationText: string;
  readonly badges: readonly ('verified' | 'starter' | 'international')[];
  readonly totalViews: number;
  readonly canMakeOffers: boolean;
  readonly instalment: string | null;
  readonly auction: AuctionInfo | null;
  readonly authorId: string;
}

export interface AuctionInfo {
  readonly endsAt: number;
  readonly endDate: string;
  readonly closed: boolean;
  readonly hot: boolean;
  /** Current bid or the starting price. */
  readonly currentBid: string;
  readonly hasBids: boolean;
  readonly reserve: 'met' | 'not-met' | null;
}

function labelOf(options: readonly FilterOption[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

export function genusLabel(genus: string): string {
  return GENUS_OPTIONS.find((g) => g.toLowerCase() === genus.toLowerCase()) ?? (genus ? genus[0]!.toUpperCase() + genus.slice(1) : '');
}

export function speciesLabel(species: string): string {
  return species.replace(/-/g, ' ');
}

/** Auction end in epoch ms from auctionDateTimestamp (ms, or seconds when small) or auctionDate. */
export function auctionEndOf(publicData: Obj): number | null {
  const ts = num(publicData['auctionDateTimestamp']);
  if (ts !== null) return ts < 1e12 ? ts * 1000 : ts;
  const parsed = Date.parse(str(publicData['auctionDate']));
  return Number.isFinite(parsed) ? parsed : null;
}

const search = (params: Record<string, string>) => `/marketplace?${new URLSearchParams(params).toString()}`;

/** Details whose values link to search filters (spec 2 §2). */
export function detailRows(pd: Obj): DetailRow[] {
  const genus = str(pd['genus']);
  const species = str(pd['species']);
  const rows: DetailRow[] = [];
  const add = (key: string, label: string, value: string, href: string | null) => {
    if (value) rows.push({ key, label, value, href });
  };
  add('genus', 'Genus', genusLabel(genus), genus ? `/marketplace/${encodeURIComponent(genus)}` : null);
  add('species', 'Species', speciesLabel(species), genus && species ? `/marketplace/${encodeURIComponent(genus)}/${encodeURIComponent(species)}` : null);
  const type = str(pd['type']);
  add('type', 'Sale type', type ? labelOf(SALE_TYPE_OPTIONS, type) : '', type ? search({ pub_type: type }) : null);
  const enumRow = (key: string, label: string, options: readonly FilterOption[]) => {
    const value = str(pd[key]);
    add(key, label, value ? labelOf(options, value) : '', value ? search({ [`pub_${key}`]: value }) : null);
  };
  enumRow('plantType', 'Plant type', PLANT_TYPE_OPTIONS);
  enumRow('rooted', 'Rooted', ROOTED_OPTIONS);
  enumRow('variegation', 'Variegation', VARIEGATION_OPTIONS);
  enumRow('hybrid', 'Hybrid', YES_NO_OPTIONS);
  enumRow('importedRecently', 'Imported recently', YES_NO_OPTIONS);
  for (const [key, label] of [['tradeName', 'Trade name'], ['parentSpeciesA', 'Parent species A'], ['parentSpeciesB', 'Parent species B']] as const) {
    const value = str(pd[key]);
    add(key, label, key === 'tradeName' ? value : speciesLabel(value), value ? search({ [`pub_${key}`]: value }) : null);
  }
  return rows;
}

export function featuresOf(pd: Obj): string[] {
  const features: string[] = [];
  if (pd['shippingEnabled'] !== false) features.push('Shipping available');
  if (pd['pickupEnabled'] === true) features.push('Local pickup');
  if (pd['shipWorldwideFromOutdoorUs'] === true) features.push('Ships worldwide');
  const countries = Array.isArray(pd['allowedShippingCountries']) ? (pd['allowedShippingCountries'] as unknown[]).map(str).filter(Boolean) : [];
  if (countries.length > 0) features.push(`Ships to ${countries.join(', ')}`);
  if (str(pd['countryFrom'])) features.push(`Ships from ${str(pd['countryFrom'])}`);
  if (pd['ownShipping'] === true) features.push("Seller's own shipping");
  if (pd['importedRecently'] === 'yes') features.push('Imported within the last 90 days');
  if (pd['isQuickSell'] === true) features.push('Quick sale');
  return features;
}

function imageOf(image: Entity): GalleryImage | null {
  const variants = obj(obj(image.attributes)['variants']);
  const parts: string[] = [];
  let src = '';
  let width = 0;
  let height = 0;
  for (const [name, w] of GALLERY_VARIANTS) {
    const v = obj(variants[name]);
    const url = str(v['url']);
    if (!url) continue;
    parts.push(`${url} ${num(v['width']) ?? w}w`);
    if (!src || name === 'listing-card-2x') {
      src = url;
      width = num(v['width']) ?? w;
      height = num(v['height']) ?? w;
    }
  }
  if (!src) return null;
  return { id: str(obj(image.id)['uuid']), src, srcSet: parts.join(', '), width, height };
}

function variantUrl(image: Entity | undefined, name: string): string | null {
  if (!image) return null;
  return str(obj(obj(obj(image.attributes)['variants'])[name])['url']) || null;
}

function stateOf(value: unknown): ListingState {
  return value === 'draft' || value === 'pendingApproval' || value === 'closed' ? value : 'published';
}

export function toListingView(listing: Entity, now: number): ListingView {
  const a = listing.attributes;
  const pd = obj(a['publicData']);
  const md = obj(a['metadata']);
  const id = str(obj(listing.id)['uuid']);
  const title = str(a['title']) || 'Untitled listing';
  const slug = createSlug(title);
  const price = obj(a['price']);
  const currency = str(price['currency']) || 'USD';
  const amount = num(price['amount']);
  const isAuction = pd['type'] === 'auction';
  const stock = num(obj(obj(listing['currentStock']).attributes)['quantity']) ?? 0;
  const images = (Array.isArray(listing['images']) ? (listing['images'] as Entity[]) : []).map(imageOf).filter((i): i is GalleryImage => i !== null);
  const first = Array.isArray(listing['images']) ? (listing['images'] as Entity[])[0] : undefined;
  const geo = obj(a['geolocation']);
  const lat = num(geo['lat']);
  const lng = num(geo['lng']);
  const location = obj(pd['location']);
  const badges: ListingView['badges'][number][] = [];
  if (md['verified'] === true) badges.push('verified');
  if (md['starter'] === true) badges.push('starter');
  if (md['international'] === true) badges.push('international');
  const currencySupported = isSupportedCurrency(currency);
  const priceText = amount === null ? currency : formatMoney({ amount, currency });
  let auction: AuctionInfo | null = null;
  if (isAuction) {
    const endsAt = auctionEndOf(pd) ?? now;
    const current = num(pd['currentAmount']);
    const reserve = num(pd['reservePrice']);
    const bidAmount = current ?? amount;
    auction = {
      endsAt,
      endDate: new Date(endsAt).toISOString(),
      closed: isAuctionClosed(new Date(now), new Date(endsAt)),
      hot: isHot(new Date(now), new Date(endsAt)),
      currentBid: bidAmount === null ? currency : formatMoney({ amount: bidAmount, currency }),
      hasBids: current !== null,
      reserve: reserve === null ? null : (current ?? 0) >= reserve ? 'met' : 'not-met',
    };
  }
  let instalment: string | null = null;
  if (!isAuction && amount !== null && amount > 0 && currencySupported && isInstalmentCurrency(currency) && pd['canPayWithKlarna'] !== false) {
    const first = instalmentSchedule({ amount, currency }, INSTALMENT_PAYMENTS)[0]!;
    instalment = `or ${INSTALMENT_PAYMENTS} interest-free payments of ${formatMoney(first)}`;
  }
  return {
    id,
    slug,
    href: `/l/${slug}/${id}`,
    title,
    description: str(a['description']),
    state: stateOf(a['state']),
    isPrivate: pd['isPrivate'] === true,
    isAuction,
    isQuickSell: pd['isQuickSell'] === true,
    genus: str(pd['genus']),
    genusLabel: genusLabel(str(pd['genus'])),
    species: str(pd['species']),
    price: priceText,
    priceAmount: amount,
    currency,
    currencySupported,
    stock,
    soldOut: !isAuction && stock <= 0,
    images,
    socialImages: { facebook: variantUrl(first, 'facebook'), twitter: variantUrl(first, 'twitter') },
    details: detailRows(pd),
    features: featuresOf(pd),
    extraListings: Array.isArray(pd['extraListings']) ? (pd['extraListings'] as unknown[]).map(str).filter(Boolean) : [],
    rules: str(pd['rules']),
    amenities: Array.isArray(pd['amenities']) ? (pd['amenities'] as unknown[]).map(str).filter(Boolean) : [],
    rootsImages: (Array.isArray(pd['rootsImages']) ? (pd['rootsImages'] as unknown[]) : [])
      .map((r) => obj(r))
      .filter((r) => str(r['url']))
      .map((r) => ({ url: str(r['url']), width: num(r['width']) ?? 400, height: num(r['height']) ?? 400 })),
    geolocation: lat !== null && lng !== null ? { lat, lng } : null,
    locationText: [str(location['city']), str(location['state'])].filter(Boolean).join(', '),
    badges,
    totalViews: num(md['totalViews']) ?? 0,
    canMakeOffers: !isAuction && pd['canMakeOffers'] !== false,
    instalment,
    auction,
    authorId: str(obj(obj(listing['author']).id)['uuid']),
  };
}

/** Cuts text at `max` characters on a word boundary when possible, with an ellipsis. */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, cut: false };
  const head = chars.slice(0, max).join('');
  const space = head.lastIndexOf(' ');
  return { text: `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`, cut: true };
}

/** The owner action bar's message per state (spec 2 §4) and its button. */
export function ownerBar(state: ListingState): { message: string; button: 'Finish listing' | 'Edit listing'; type: 'draft' | 'edit' } {
  switch (state) {
    case 'draft':
      return { message: 'This listing is a draft and not visible to others yet.', button: 'Finish listing', type: 'draft' };
    case 'pendingApproval':
      return { message: 'Your listing is pending approval. It becomes visible once it has been approved.', button: 'Edit listing', type: 'edit' };
    case 'closed':
      return { message: 'This listing is closed and not visible in search. Open it again to sell it.', button: 'Edit listing', type: 'edit' };
    default:
      return { message: 'This is your own listing.', button: 'Edit listing', type: 'edit' };
  }
}

/** A deterministic offset of a point (fuzzy location, spec 2 §2 map section): within about `radiusM` metres. */
export function obfuscatedCentre(point: { lat: number; lng: number }, seed: string, radiusM = 500): { lat: number; lng: number } {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const angle = ((h % 3600) / 3600) * 2 * Math.PI;
  const dist = radiusM * (0.5 + ((h >>> 12) % 500) / 1000);
  const dLat = (dist * Math.cos(angle)) / 111_320;
  const dLng = (dist * Math.sin(angle)) / (111_320 * Math.cos((point.lat * Math.PI) / 180));
  return { lat: point.lat + dLat, lng: point.lng + dLng };
}
