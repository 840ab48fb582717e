/**
 * The listing page's view of a typed listing (spec 2 §2 "Listing detail page content", §3 fields,
 * §4 states): plain serialisable data for the loader. Pure: the clock comes in as `now`.
 */
import type { Image } from '@variegata/marketplace-client/image-entity';
import type { Listing, ListingState } from '@variegata/marketplace-client/listing-entity';
import { formatMoney, isSupportedCurrency } from '@variegata/money/format';
import { createSlug } from '@variegata/validation/slug';
import { isInstalmentCurrency, instalmentSchedule, INSTALMENT_PAYMENTS } from '@variegata/money/instalments';
import { isHot, isAuctionClosed } from '@variegata/auction/timing';
import { auctionEnd, badgesOf, DEFAULT_CURRENCY, stockOf, titleOf } from '~/listing-cards/card-data';
import { PLANT_TYPE_OPTIONS, ROOTED_OPTIONS, VARIEGATION_OPTIONS, YES_NO_OPTIONS, SALE_TYPE_OPTIONS, type FilterOption } from '~/search/search-config';
import { GENUS_OPTIONS } from '~/shell/config';

type PublicData = Listing['publicData'];

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
  /** The amount the next bid must exceed (minor units): the current bid, else the starting price. */
  readonly minPrice: number;
  /** Bidder ids of the visible history in order; the last one leads. */
  readonly bidderIds: readonly string[];
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

const search = (params: Record<string, string>) => `/marketplace?${new URLSearchParams(params).toString()}`;

/** The public data keys shown as rows with a label from a filter's options. */
const ENUM_ROWS = [
  ['plantType', 'Plant type', PLANT_TYPE_OPTIONS],
  ['rooted', 'Rooted', ROOTED_OPTIONS],
  ['variegation', 'Variegation', VARIEGATION_OPTIONS],
  ['hybrid', 'Hybrid', YES_NO_OPTIONS],
  ['importedRecently', 'Imported recently', YES_NO_OPTIONS],
] as const satisfies readonly (readonly [keyof PublicData, string, readonly FilterOption[]])[];

const TEXT_ROWS = [
  ['tradeName', 'Trade name'],
  ['parentSpeciesA', 'Parent species A'],
  ['parentSpeciesB', 'Parent species B'],
] as const satisfies readonly (readonly [keyof PublicData, string])[];

/** Details whose values link to search filters (spec 2 §2). */
export function detailRows(pd: PublicData): DetailRow[] {
  const genus = pd.genus ?? '';
  const species = pd.species ?? '';
  const rows: DetailRow[] = [];
  const add = (key: string, label: string, value: string, href: string | null) => {
    if (value) rows.push({ key, label, value, href });
  };
  add('genus', 'Genus', genusLabel(genus), genus ? `/marketplace/${encodeURIComponent(genus)}` : null);
  add('species', 'Species', speciesLabel(species), genus && species ? `/marketplace/${encodeURIComponent(genus)}/${encodeURIComponent(species)}` : null);
  const type = pd.type;
  add('type', 'Sale type', type ? labelOf(SALE_TYPE_OPTIONS, type) : '', type ? search({ pub_type: type }) : null);
  for (const [key, label, options] of ENUM_ROWS) {
    const value = pd[key];
    add(key, label, value ? labelOf(options, value) : '', value ? search({ [`pub_${key}`]: value }) : null);
  }
  for (const [key, label] of TEXT_ROWS) {
    const value = pd[key] ?? '';
    add(key, label, key === 'tradeName' ? value : speciesLabel(value), value ? search({ [`pub_${key}`]: value }) : null);
  }
  return rows;
}

/** Non-empty strings of a list (empty lines of a form are not shown). */
const filled = (values: readonly string[] | undefined): string[] => (values ?? []).filter(Boolean);

export function featuresOf(pd: PublicData): string[] {
  const features: string[] = [];
  if (pd.shippingEnabled !== false) features.push('Shipping available');
  if (pd.pickupEnabled === true) features.push('Local pickup');
  if (pd.shipWorldwideFromOutdoorUs === true) features.push('Ships worldwide');
  const countries = filled(pd.allowedShippingCountries);
  if (countries.length > 0) features.push(`Ships to ${countries.join(', ')}`);
  if (pd.countryFrom) features.push(`Ships from ${pd.countryFrom}`);
  if (pd.ownShipping === true) features.push("Seller's own shipping");
  if (pd.importedRecently === 'yes') features.push('Imported within the last 90 days');
  if (pd.isQuickSell === true) features.push('Quick sale');
  return features;
}

export function galleryImage(image: Image): GalleryImage | null {
  const parts: string[] = [];
  let main: { url: string; width: number; height: number } | null = null;
  for (const [name] of GALLERY_VARIANTS) {
    const variant = image.variants[name];
    if (!variant) continue;
    parts.push(`${variant.url} ${variant.width}w`);
    if (!main || name === 'listing-card-2x') main = variant;
  }
  if (!main) return null;
  return { id: image.id, src: main.url, srcSet: parts.join(', '), width: main.width, height: main.height };
}

function variantUrl(image: Image | undefined, name: string): string | null {
  return image?.variants[name]?.url ?? null;
}

export function toListingView(listing: Listing, now: number): ListingView {
  const { id, publicData: pd, metadata: md } = listing;
  const title = titleOf(listing);
  const slug = createSlug(title);
  const currency = listing.price?.currency ?? DEFAULT_CURRENCY;
  const amount = listing.price?.amount ?? null;
  const isAuction = pd.type === 'auction';
  const stock = stockOf(listing) ?? 0;
  const images = listing.images ?? [];
  const geo = listing.geolocation;
  const currencySupported = isSupportedCurrency(currency);
  const priceText = amount === null ? currency : formatMoney({ amount, currency });
  let auction: AuctionInfo | null = null;
  if (isAuction) {
    const endsAt = auctionEnd(pd) ?? now;
    const current = pd.currentAmount ?? null;
    const reserve = pd.reservePrice ?? null;
    const bidAmount = current ?? amount;
    auction = {
      endsAt,
      endDate: new Date(endsAt).toISOString(),
      closed: isAuctionClosed(new Date(now), new Date(endsAt)),
      hot: isHot(new Date(now), new Date(endsAt)),
      currentBid: bidAmount === null ? currency : formatMoney({ amount: bidAmount, currency }),
      hasBids: current !== null,
      reserve: reserve === null ? null : (current ?? 0) >= reserve ? 'met' : 'not-met',
      minPrice: current ?? amount ?? 0,
      bidderIds: (md.bidHistory ?? []).map((bid) => bid.bidderId),
    };
  }
  let instalment: string | null = null;
  if (!isAuction && amount !== null && amount > 0 && currencySupported && isInstalmentCurrency(currency) && pd.canPayWithKlarna !== false) {
    const first = instalmentSchedule({ amount, currency }, INSTALMENT_PAYMENTS)[0]!;
    instalment = `or ${INSTALMENT_PAYMENTS} interest-free payments of ${formatMoney(first)}`;
  }
  return {
    id,
    slug,
    href: `/l/${slug}/${id}`,
    title,
    description: listing.description ?? '',
    state: listing.state,
    isPrivate: pd.isPrivate === true,
    isAuction,
    isQuickSell: pd.isQuickSell === true,
    genus: pd.genus ?? '',
    genusLabel: genusLabel(pd.genus ?? ''),
    species: pd.species ?? '',
    price: priceText,
    priceAmount: amount,
    currency,
    currencySupported,
    stock,
    soldOut: !isAuction && stock <= 0,
    images: images.map(galleryImage).filter((i): i is GalleryImage => i !== null),
    socialImages: { facebook: variantUrl(images[0], 'facebook'), twitter: variantUrl(images[0], 'twitter') },
    details: detailRows(pd),
    features: featuresOf(pd),
    extraListings: filled(pd.extraListings),
    rules: pd.rules ?? '',
    amenities: filled(pd.amenities),
    rootsImages: (pd.rootsImages ?? []).filter((r) => r.url).map((r) => ({ url: r.url, width: r.width, height: r.height })),
    geolocation: geo ? { lat: geo.lat, lng: geo.lng } : null,
    locationText: [pd.location?.city, pd.location?.state].filter(Boolean).join(', '),
    badges: badgesOf(md),
    totalViews: md.totalViews ?? 0,
    canMakeOffers: !isAuction && pd.canMakeOffers !== false,
    instalment,
    auction,
    authorId: listing.author?.id ?? '',
  };
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
