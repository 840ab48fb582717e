/**
 * The typed Marketplace API: every call the site makes through `sharetribe-flex-sdk`, taking plain
 * values (string ids, `{ amount, currency }`) and returning parsed entities (see the `*-entity`
 * modules). A show or command returns the entity; a query returns `{ items, meta }`. The SDK's HTTP
 * errors are thrown as the SDK throws them (read them with `./errors`); a response of the wrong
 * shape throws an `UnexpectedResponseError`.
 *
 *   const api = marketplaceApi(createRequestSdk(config, cookies));
 *   const listing = await api.listings.show({ id, include: ['author', 'images'] });
 */
/// <reference path="./sharetribe-sdk.d.ts" />
import flexSdk, { type MarketplaceSdk } from 'sharetribe-flex-sdk';
import { listingCalls } from './listing-calls';
import { sdkValues } from './request-params';
import { stripeCalls } from './stripe-calls';
import { transactionCalls } from './transaction-calls';
import { userCalls } from './user-calls';

export function marketplaceApi(sdk: MarketplaceSdk) {
  const to = sdkValues(flexSdk.types);
  return { ...listingCalls(sdk, to), ...userCalls(sdk, to), ...transactionCalls(sdk, to), ...stripeCalls(sdk) };
}

export type MarketplaceApi = ReturnType<typeof marketplaceApi>;
