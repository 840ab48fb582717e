/**
 * A listing (spec 2 §3 "Listing"): a plant for sale or auction. Public attributes, the typed public
 * data and metadata, and the relations author, images and currentStock (present when included).
 * An own listing (the author's view, `ownListings.*`, and the Integration API's) adds privateData.
 *
 * Prices are Money in minor units; extended-data amounts (`reservePrice`, `currentAmount`, bids) are
 * minor units of the listing price's currency; timestamps are epoch milliseconds.
 */
import * as v from 'valibot';
import { imageSchema } from './image-entity';
import { extendedData, integer, latLng, money, resource } from './resource-schema';
import { stockSchema } from './stock-entity';
import { userSchema } from './user-entity';

export const LISTING_STATES = ['draft', 'pendingApproval', 'published', 'closed'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** Spec 2 §3 "Listing filters": the values the search filters offer. */
export const SALE_TYPES = ['sell', 'auction'] as const;
export const VARIEGATIONS = ['yes', 'no', 'reverted'] as const;
export const PLANT_TYPES = ['basal-cut', 'node-cut', 'plant', 'pollen', 'seedling', 'tissue-culture'] as const;
export const ROOTED_VALUES = ['no', 'yes-terrestrial', 'yes-aerial-only'] as const;
export const YES_NO = ['yes', 'no'] as const;

const optionalString = v.optional(v.string());
const optionalBoolean = v.optional(v.boolean());
const optionalInteger = v.optional(integer);

/** The seller's pickup location as the edit form saves it. */
const listingLocationSchema = v.looseObject({
  address: optionalString,
  building: optionalString,
  city: optionalString,
  state: optionalString,
});

/** A photo of the roots, uploaded with the listing (not one of its images). */
const rootsImageSchema = v.looseObject({ id: optionalString, url: v.string(), width: integer, height: integer });

export const listingPublicDataSchema = extendedData({
  // What the plant is
  category: optionalString,
  genus: optionalString,
  species: optionalString,
  tradeName: optionalString,
  parentSpeciesA: optionalString,
  parentSpeciesB: optionalString,
  variegation: v.optional(v.picklist(VARIEGATIONS)),
  hybrid: v.optional(v.picklist(YES_NO)),
  plantType: v.optional(v.picklist(PLANT_TYPES)),
  rooted: v.optional(v.picklist(ROOTED_VALUES)),
  importedRecently: v.optional(v.picklist(YES_NO)),
  rules: optionalString,
  amenities: v.optional(v.array(v.string())),
  rootsImages: v.optional(v.array(rootsImageSchema)),
  brand: optionalString,
  // How it is sold
  type: v.optional(v.picklist(SALE_TYPES)),
  listingType: optionalString,
  transactionProcessAlias: optionalString,
  unitType: optionalString,
  isPrivate: optionalBoolean,
  isQuickSell: optionalBoolean,
  /** Quick sale: further plants offered with this one, one line each. */
  extraListings: v.optional(v.array(v.string())),
  groupId: optionalString,
  canMakeOffers: optionalBoolean,
  canPayWithKlarna: optionalBoolean,
  hasFullFeesForSeller: optionalBoolean,
  // Where it ships from and to
  location: v.optional(listingLocationSchema),
  countryFrom: optionalString,
  allowedShippingCountries: v.optional(v.array(v.string())),
  shipWorldwideFromOutdoorUs: optionalBoolean,
  shippingEnabled: optionalBoolean,
  pickupEnabled: optionalBoolean,
  ownShipping: optionalBoolean,
  ownPlatformShipping: optionalBoolean,
  // Auction and search fields
  /** ISO date-time the auction ends. */
  auctionDate: optionalString,
  auctionDateTimestamp: optionalInteger,
  reservePrice: optionalInteger,
  currentAmount: optionalInteger,
  /** The amount a card shows (an auction's current bid, else the price), kept for the price sorts. */
  displayPrice: optionalInteger,
  closedAuctionInt: optionalInteger,
  /** Optional soft close chosen by the seller: a bid in the last 2 minutes extends the end by 2 minutes. */
  softClose: optionalBoolean,
  hasStockInt: optionalInteger,
  publishOrRestockTimestamp: optionalInteger,
});

/** A bid as @variegata/auction stores it in `metadata.bidHistory` (date as an ISO string). */
export const bidSchema = v.looseObject({
  amount: integer,
  date: v.string(),
  bidderId: v.string(),
  type: v.picklist(['auto', 'manual']),
  maxAmount: optionalInteger,
});

export const listingMetadataSchema = extendedData({
  totalViews: optionalInteger,
  viewsByCurrentDay: optionalInteger,
  /** The UTC day (YYYY-MM-DD) `viewsByCurrentDay` counts. */
  viewsDay: optionalString,
  verified: optionalBoolean,
  starter: optionalBoolean,
  international: optionalBoolean,
  /** The default search order's placement key (premium sellers first, then fewest views today); see the site's membership/placement. */
  placementInt: optionalInteger,
  bidHistory: v.optional(v.array(bidSchema)),
  /** Every accepted bid with its hidden maximum, sealed (authenticated encryption) by the site. */
  sealedBids: optionalString,
  /** Each bidder's `bidding` transaction: `{ [bidderId]: transactionId }`. */
  bidTransactions: v.optional(v.record(v.string(), v.string())),
  /** The auction date before a soft close extended it (ISO), kept so the bids replay to the same end. */
  scheduledAuctionDate: optionalString,
});

export const listingPrivateDataSchema = extendedData({
  shippingAddressFrom: v.optional(v.looseObject({})),
});

/** The availability plan (spec 2 §3 "Availability"); product listings usually have none. */
const availabilityPlanSchema = v.looseObject({
  type: v.picklist(['availability-plan/day', 'availability-plan/time']),
  timezone: v.optional(v.string()),
  entries: v.array(v.looseObject({ dayOfWeek: v.string(), seats: integer, startTime: optionalString, endTime: optionalString })),
});

export const listingAttributes = {
  title: v.string(),
  description: v.nullable(v.string()),
  geolocation: v.nullable(latLng),
  createdAt: v.date(),
  price: v.nullable(money),
  availabilityPlan: v.optional(v.nullable(availabilityPlanSchema)),
  state: v.picklist(LISTING_STATES),
  deleted: v.boolean(),
  publicData: listingPublicDataSchema,
  metadata: listingMetadataSchema,
};

export const listingRelationships = {
  author: v.optional(userSchema),
  images: v.optional(v.array(imageSchema)),
  currentStock: v.optional(v.nullable(stockSchema)),
};

/** What a deleted listing comes back as (the API blanks its attributes). */
const removedListing = { title: '', createdAt: new Date(0), state: 'closed', publicData: {}, metadata: {}, privateData: {} };

export const listingSchema = resource('listing', listingAttributes, listingRelationships, removedListing);
/**
 * `{ id, title, description, geolocation, createdAt, price, availabilityPlan?, state, deleted,
 *   publicData, metadata, author?, images?, currentStock? }`
 */
export type Listing = v.InferOutput<typeof listingSchema>;

export const ownListingSchema = resource(
  ['ownListing', 'listing'],
  { ...listingAttributes, privateData: listingPrivateDataSchema },
  listingRelationships,
  removedListing,
);
/** A listing with its private data, as its author (`ownListing`) or the operator sees it. */
export type OwnListing = v.InferOutput<typeof ownListingSchema>;

/** A listing attribute that `fields.listing` can ask for. */
export type ListingField = keyof typeof listingAttributes;

/** A listing read with sparse attributes (`fields.listing`): only those attributes, plus id and relations. */
export type SparseListing<F extends ListingField> = Omit<Listing, Exclude<ListingField, F>>;

/** The schema for a listing read with only `fields` among its attributes. */
export function sparseListingSchema<F extends ListingField>(fields: readonly F[]) {
  const picked = Object.fromEntries(fields.map((f) => [f, listingAttributes[f]]));
  return resource('listing', picked, listingRelationships, removedListing) as unknown as v.GenericSchema<unknown, SparseListing<F>>;
}
