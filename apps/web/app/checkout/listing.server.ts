/**
 * The listing as the checkout needs it: price, stock, who sells it, where it ships from and to, and
 * whether this buyer may buy it now (spec 3 §2, §6: not the owner, not sold out, a fixed price in
 * the marketplace currency).
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import type { Money } from '@variegata/money/money';
import { ok } from '@variegata/result/result';
import { allowedCountries, normaliseCountry } from '@variegata/shipping/countries';
import type { ListingShippingFees } from '@variegata/shipping/default-fees';
import { checkListingPrice } from '@variegata/validation/order';
import { createSlug } from '@variegata/validation/slug';
import { apiFor } from '~/server/marketplace.server';
import { failure, type CheckoutFailure, type CheckoutResult } from './failures';

export const LISTING_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CheckoutListing {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly price: Money | null;
  readonly stock: number;
  readonly isAuction: boolean;
  readonly isQuickSell: boolean;
  readonly authorId: string;
  readonly authorName: string;
  /** The listing's own origin country (`countryFrom`), when it names one. */
  readonly shipsFrom: string | null;
  /** The countries it ships to: its list, or only its origin country (the seller's when unknown). */
  readonly allowedCountries: readonly string[];
  readonly ownShipping: boolean;
  readonly pickupEnabled: boolean;
  readonly fees: ListingShippingFees;
  readonly image: { readonly src: string; readonly srcSet: string } | null;
}

const minorUnits = (value: unknown, currency: string): Money | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? { amount: value, currency } : null;

/** The listing page's path (`/l/{slug}/{id}`). */
export function listingHref(listing: Pick<Listing, 'id' | 'title'>): string {
  return `/l/${createSlug(listing.title)}/${listing.id}`;
}

export function toCheckoutListing(listing: Listing): CheckoutListing {
  const pd = listing.publicData;
  const currency = listing.price?.currency ?? 'USD';
  const shipsFrom = pd.countryFrom ? normaliseCountry(pd.countryFrom) : null;
  const variants = listing.images?.[0]?.variants ?? {};
  const card = variants['listing-card'];
  const card2x = variants['listing-card-2x'];
  return {
    id: listing.id,
    title: listing.title,
    href: listingHref(listing),
    price: listing.price,
    stock: listing.currentStock?.quantity ?? 0,
    isAuction: pd.type === 'auction' || pd.listingType === 'auction',
    isQuickSell: pd.isQuickSell === true,
    authorId: listing.author?.id ?? '',
    authorName: listing.author?.profile.displayName ?? '',
    shipsFrom,
    allowedCountries: allowedCountries({ allowedShippingCountries: pd.allowedShippingCountries ?? null, sellerCountry: shipsFrom }),
    ownShipping: pd.ownShipping === true,
    pickupEnabled: pd.pickupEnabled === true,
    fees: { domestic: minorUnits(pd['shippingFee'], currency), international: minorUnits(pd['internationalShippingFee'], currency) },
    image: card ? { src: card.url, srcSet: [`${card.url} ${card.width}w`, ...(card2x ? [`${card2x.url} ${card2x.width}w`] : [])].join(', ') } : null,
  };
}

/** The published listing with its author, stock and first image; `listing-not-found` otherwise. */
export async function loadCheckoutListing(context: AppLoadContext, id: string): Promise<CheckoutResult<CheckoutListing>> {
  if (!LISTING_ID_PATTERN.test(id)) return failure('listing-not-found');
  try {
    const listing = await apiFor(context).listings.show({
      id,
      include: ['author', 'currentStock', 'images'],
      'fields.image': ['variants.listing-card', 'variants.listing-card-2x'],
    });
    if (listing.deleted || listing.state !== 'published' || !listing.author || listing.author.banned || listing.author.deleted) return failure('listing-not-found');
    return ok(toCheckoutListing(listing));
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 400 || status === 403) return failure('listing-not-found');
    throw error;
  }
}

/**
 * Whether this buyer may buy `quantity` of the listing now. Stock is checked again by the
 * marketplace's reservation when the order is placed; this only refuses what is already known.
 */
export function purchaseRefusal(listing: CheckoutListing, buyerId: string, quantity: number | null = null): CheckoutFailure | null {
  if (listing.authorId === buyerId) return failure('own-listing');
  if (listing.isAuction) return failure('auction');
  const price = checkListingPrice(listing.price);
  if (!price.ok) return failure(price.error === 'listing-price-missing' ? 'price-missing' : 'currency-invalid');
  // Placing or pricing an order: whoever finds the stock gone is told there is not enough of it.
  if (quantity !== null && quantity > listing.stock) return failure('not-enough-stock');
  if (listing.stock <= 0) return failure('sold-out');
  return null;
}
