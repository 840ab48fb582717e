/**
 * Marketplace API calls about listings (spec 2 §7): public listings, the author's own listings,
 * image uploads and stock. Each takes plain values and returns parsed entities.
 */
/// <reference path="./sharetribe-sdk.d.ts" />
import type { MarketplaceSdk, SdkParams } from 'sharetribe-flex-sdk';
import { imageSchema, type Image } from './image-entity';
import {
  listingSchema,
  ownListingSchema,
  sparseListingSchema,
  type Listing,
  type ListingField,
  type ListingState,
  type OwnListing,
  type SparseListing,
} from './listing-entity';
import { EXPANDED, defined, type ExtendedDataPatch, type ImageParams, type Paging, type SdkValues } from './request-params';
import type { LatLng, Money } from './resource-schema';
import { parseOne, parsePage, type EntitySchema, type Page } from './response-parse';
import { stockAdjustmentSchema, stockSchema, type Stock, type StockAdjustment } from './stock-entity';

export type ListingInclude = 'author' | 'author.profileImage' | 'images' | 'currentStock';

export interface ListingShowParams extends ImageParams {
  id: string;
  include?: readonly ListingInclude[];
}

/** `pub_genus=monstera`, `meta_verified=true`: filters on the search schema's extended data. */
export type ExtendedDataFilters = { [filter: `pub_${string}` | `meta_${string}`]: string | number | boolean | undefined };

export interface ListingsQueryParams<F extends ListingField> extends Paging, ImageParams {
  keywords?: string;
  authorId?: string;
  ids?: readonly string[];
  /** `min,max` in minor units, max exclusive. */
  price?: string;
  origin?: LatLng;
  bounds?: { ne: LatLng; sw: LatLng };
  minStock?: number;
  stockMode?: 'strict' | 'match-undefined';
  /** Up to three of `createdAt`, `price`, `pub_<long>`, `meta_<long>`; `-` for ascending. */
  sort?: string;
  include?: readonly ListingInclude[];
  /** Only these listing attributes (the parsed listings have only these). */
  'fields.listing'?: readonly F[];
  'limit.images'?: number;
}

/** The listing attributes a seller writes (spec 2 §3); extended data merges key by key. */
export interface ListingWrite {
  title?: string;
  description?: string | null;
  price?: Money | null;
  geolocation?: LatLng | null;
  publicData?: ExtendedDataPatch<Listing['publicData']>;
  privateData?: ExtendedDataPatch<OwnListing['privateData']>;
  /** Image ids, in order (from `images.upload`). */
  images?: readonly string[];
  availabilityPlan?: Readonly<Record<string, unknown>> | null;
}

export interface OwnListingIncludes extends ImageParams {
  include?: readonly ListingInclude[];
}

export interface OwnListingsQueryParams extends Paging, OwnListingIncludes {
  states?: readonly ListingState[];
  'limit.images'?: number;
}

/** Listing attributes with the SDK's value types; `null` (clear the price or location) passes as it is. */
export function sdkListingWrite(to: SdkValues, listing: ListingWrite) {
  return defined({
    ...listing,
    price: listing.price === null ? null : to.money(listing.price),
    geolocation: listing.geolocation === null ? null : to.latLng(listing.geolocation),
    images: to.uuids(listing.images),
  });
}

export function listingCalls(sdk: MarketplaceSdk, to: SdkValues) {
  const write = (listing: ListingWrite) => sdkListingWrite(to, listing);
  const command = (params: { id: string } & OwnListingIncludes) => {
    const { id, ...query } = params;
    return [{ id: to.uuid(id) }, { ...query, ...EXPANDED }] as const;
  };
  const own = (call: string) => (response: { data: unknown }) => parseOne(ownListingSchema, response, call, 'ownListing');

  return {
    listings: {
      show: async (params: ListingShowParams): Promise<Listing> =>
        parseOne(listingSchema, await sdk.listings.show({ ...params, id: to.uuid(params.id) }), 'listings.show', 'listing'),
      /** Published listings; `fields.listing` narrows the attributes (and the type) of the result. */
      query: async <F extends ListingField = ListingField>(params: ListingsQueryParams<F> & ExtendedDataFilters = {}): Promise<Page<SparseListing<F>>> => {
        const { authorId, ids, origin, bounds, ...rest } = params;
        const query: SdkParams = defined({
          ...rest,
          authorId: to.uuid(authorId),
          ids: to.uuids(ids),
          origin: to.latLng(origin),
          bounds: to.bounds(bounds),
        });
        const fields = params['fields.listing'];
        const schema: EntitySchema<SparseListing<F>> = fields ? sparseListingSchema(fields) : listingSchema;
        return parsePage(schema, await sdk.listings.query(query), 'listings.query', 'listing');
      },
    },
    ownListings: {
      show: async (params: { id: string } & OwnListingIncludes): Promise<OwnListing> =>
        own('ownListings.show')(await sdk.ownListings.show({ ...params, id: to.uuid(params.id) })),
      query: async (params: OwnListingsQueryParams = {}): Promise<Page<OwnListing>> =>
        parsePage(ownListingSchema, await sdk.ownListings.query({ ...params }), 'ownListings.query', 'ownListing'),
      createDraft: async (listing: ListingWrite & { title: string }, params: OwnListingIncludes = {}): Promise<OwnListing> =>
        own('ownListings.createDraft')(await sdk.ownListings.createDraft(write(listing), { ...params, ...EXPANDED })),
      update: async (listing: ListingWrite & { id: string }, params: OwnListingIncludes = {}): Promise<OwnListing> =>
        own('ownListings.update')(await sdk.ownListings.update({ ...write(listing), id: to.uuid(listing.id) }, { ...params, ...EXPANDED })),
      publishDraft: async (params: { id: string } & OwnListingIncludes): Promise<OwnListing> =>
        own('ownListings.publishDraft')(await sdk.ownListings.publishDraft(...command(params))),
      open: async (params: { id: string } & OwnListingIncludes): Promise<OwnListing> => own('ownListings.open')(await sdk.ownListings.open(...command(params))),
      close: async (params: { id: string } & OwnListingIncludes): Promise<OwnListing> => own('ownListings.close')(await sdk.ownListings.close(...command(params))),
      discardDraft: async (params: { id: string } & OwnListingIncludes): Promise<OwnListing> =>
        own('ownListings.discardDraft')(await sdk.ownListings.discardDraft(...command(params))),
    },
    images: {
      /** Uploads a JPEG, PNG or GIF; ask for the variants you will show with `fields.image`. */
      upload: async (body: { image: Blob }, params: ImageParams = {}): Promise<Image> =>
        parseOne(imageSchema, await sdk.images.upload(body, { ...params, ...EXPANDED }), 'images.upload', 'image'),
    },
    stock: {
      /** Sets the stock from `oldTotal` (null for a listing without stock) to `newTotal`; 409 `old-total-mismatch` otherwise. */
      compareAndSet: async (params: { listingId: string; oldTotal: number | null; newTotal: number }): Promise<Stock> =>
        parseOne(stockSchema, await sdk.stock.compareAndSet({ ...params, listingId: to.uuid(params.listingId) }, EXPANDED), 'stock.compareAndSet', 'stock'),
    },
    stockAdjustments: {
      query: async (params: { listingId: string; start: Date; end: Date } & Paging): Promise<Page<StockAdjustment>> =>
        parsePage(stockAdjustmentSchema, await sdk.stockAdjustments.query({ ...params, listingId: to.uuid(params.listingId) }), 'stockAdjustments.query', 'stockAdjustment'),
    },
  };
}
