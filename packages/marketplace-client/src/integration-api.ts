/**
 * The typed Integration API (operator rights, `sharetribe-flex-integration-sdk`): the calls the site
 * makes for memberships, usernames, view counts and auction closing. Users come back with every data
 * scope (the `CurrentUser` shape), listings with their private data (`OwnListing`). Errors as in
 * `marketplaceApi`.
 */
/// <reference path="./sharetribe-sdk.d.ts" />
import integrationSdk, { type IntegrationSdk } from 'sharetribe-flex-integration-sdk';
import { currentUserSchema, type CurrentUser } from './current-user-entity';
import { eventSchema, type Event } from './event-entity';
import { sdkListingWrite, type ExtendedDataFilters, type ListingInclude, type ListingWrite } from './listing-calls';
import { ownListingSchema, type ListingState, type OwnListing } from './listing-entity';
import { EXPANDED, defined, sdkValues, type ExtendedDataPatch, type ImageParams, type Paging } from './request-params';
import { parseList, parseOne, parsePage, type Page } from './response-parse';
import { sdkTransitionParams, type TransactionIncludes, type TransitionParams } from './transaction-calls';
import { transactionSchema, type Transaction } from './transaction-entity';
import { apiTransitionName, type TransitionName } from './transition-name';
import type { ProfileWrite } from './user-calls';

type Profile = CurrentUser['profile'];

/** What the operator writes on a user: the user's own fields plus metadata. */
export interface OperatorProfileWrite extends ProfileWrite {
  metadata?: ExtendedDataPatch<Profile['metadata']>;
}

export interface IntegrationListingsQueryParams extends Paging, ImageParams {
  authorId?: string;
  ids?: readonly string[];
  states?: readonly ListingState[];
  keywords?: string;
  include?: readonly ListingInclude[];
}

export function integrationApi(sdk: IntegrationSdk) {
  const to = sdkValues(integrationSdk.types);
  const user = (call: string) => (response: { data: unknown }) => parseOne(currentUserSchema, response, call, 'user');
  const listing = (call: string) => (response: { data: unknown }) => parseOne(ownListingSchema, response, call, 'listing');
  const transaction = (call: string) => (response: { data: unknown }) => parseOne(transactionSchema, response, call, 'transaction');

  return {
    users: {
      /** By id, or by email. */
      show: async (params: ({ id: string } | { email: string }) & { include?: readonly ('profileImage' | 'stripeAccount')[] } & ImageParams): Promise<CurrentUser> =>
        user('users.show')(await sdk.users.show('id' in params ? { ...params, id: to.uuid(params.id) } : { ...params })),
      /** Newest first. Filters such as `meta_username` work where the user search schema has them (400 otherwise). */
      query: async (params: Paging & ExtendedDataFilters & { [filter: `priv_${string}` | `prot_${string}`]: string | number | boolean | undefined } = {}): Promise<Page<CurrentUser>> =>
        parsePage(currentUserSchema, await sdk.users.query({ ...params }), 'users.query', 'user'),
      updateProfile: async (profile: OperatorProfileWrite & { id: string }): Promise<CurrentUser> =>
        user('users.updateProfile')(await sdk.users.updateProfile(defined({ ...profile, id: to.uuid(profile.id) }), EXPANDED)),
    },
    listings: {
      show: async (params: { id: string; include?: readonly ListingInclude[] } & ImageParams): Promise<OwnListing> =>
        listing('listings.show')(await sdk.listings.show({ ...params, id: to.uuid(params.id) })),
      /** By author, ids or states; with `pub_*` / `meta_*` filters or keywords it searches published listings. */
      query: async (params: IntegrationListingsQueryParams & ExtendedDataFilters = {}): Promise<Page<OwnListing>> => {
        const { authorId, ids, ...rest } = params;
        const query = defined({ ...rest, authorId: to.uuid(authorId), ids: to.uuids(ids) });
        return parsePage(ownListingSchema, await sdk.listings.query(query), 'listings.query', 'listing');
      },
      /** Any listing's attributes, including metadata (view counts, bids). */
      update: async (body: Omit<ListingWrite, 'images'> & { id: string; metadata?: ExtendedDataPatch<OwnListing['metadata']> }): Promise<OwnListing> =>
        listing('listings.update')(await sdk.listings.update({ ...sdkListingWrite(to, body), id: to.uuid(body.id) }, EXPANDED)),
      /** The same write without the listing in the answer (`expand: false`): for large metadata written often. */
      write: async (body: Omit<ListingWrite, 'images'> & { id: string; metadata?: ExtendedDataPatch<OwnListing['metadata']> }): Promise<void> => {
        await sdk.listings.update({ ...sdkListingWrite(to, body), id: to.uuid(body.id) }, { expand: false });
      },
    },
    transactions: {
      show: async (params: { id: string } & TransactionIncludes): Promise<Transaction> =>
        transaction('transactions.show')(await sdk.transactions.show({ ...params, id: to.uuid(params.id) })),
      query: async (params: Paging & TransactionIncludes & { customerId?: string; providerId?: string; listingId?: string; lastTransitions?: readonly TransitionName[]; sort?: string } = {}): Promise<Page<Transaction>> => {
        const { customerId, providerId, listingId, lastTransitions, ...rest } = params;
        const query = defined({
          ...rest,
          customerId: to.uuid(customerId),
          providerId: to.uuid(providerId),
          listingId: to.uuid(listingId),
          lastTransitions: lastTransitions?.map(apiTransitionName),
        });
        return parsePage(transactionSchema, await sdk.transactions.query(query), 'transactions.query', 'transaction');
      },
      /**
       * Merges top-level keys into the transaction's metadata (`null` removes a key), which both parties
       * read: e.g. the shipping label the site bought for an order.
       */
      updateMetadata: async (body: { id: string; metadata: Readonly<Record<string, unknown>> }, params: TransactionIncludes = {}): Promise<Transaction> =>
        transaction('transactions.updateMetadata')(await sdk.transactions.updateMetadata({ id: to.uuid(body.id), metadata: body.metadata }, { ...params, ...EXPANDED })),
      /** A transition taken by the operator (e.g. closing an auction). */
      transition: async (body: { id: string; transition: TransitionName; params?: TransitionParams }, params: TransactionIncludes = {}): Promise<Transaction> => {
        const sdkBody = { id: to.uuid(body.id), transition: apiTransitionName(body.transition), params: sdkTransitionParams(to, body.params ?? {}) };
        return transaction('transactions.transition')(await sdk.transactions.transition(sdkBody, { ...params, ...EXPANDED }));
      },
    },
    events: {
      /** Up to 100 events in sequence order, after `startAfterSequenceId` when given. */
      query: async (params: { startAfterSequenceId?: number; createdAtStart?: Date; eventTypes?: readonly string[] } = {}): Promise<Event[]> =>
        parseList(eventSchema, await sdk.events.query({ ...params }), 'events.query', 'event'),
    },
  };
}

export type IntegrationApi = ReturnType<typeof integrationApi>;
