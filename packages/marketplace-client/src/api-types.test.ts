/**
 * Type-level checks (they fail `pnpm typecheck`, which covers this file): nothing the facades return
 * or take is `any`, at any depth, so no `any` flows out of this package; and the entity types are the
 * plain values the modules describe.
 */
import flexSdk from 'sharetribe-flex-sdk';
import integrationSdk from 'sharetribe-flex-integration-sdk';
import { describe, expectTypeOf, it } from 'vitest';
import type { CurrentUser } from './current-user-entity';
import type { HasAny } from './testing/has-any';
import { integrationApi, type IntegrationApi } from './integration-api';
import type { Listing, OwnListing } from './listing-entity';
import { marketplaceApi, type MarketplaceApi } from './marketplace-api';
import type { Page } from './response-parse';
import { createIntegrationSdk, createRequestSdk, createSharedAnonymousSdk, createTrustedSdk } from './sdk';
import type { Transaction } from './transaction-entity';

describe('the any detector', () => {
  it('finds any at depth and accepts unknown', () => {
    expectTypeOf<HasAny<{ a: { b: [string, any] } }>>().toEqualTypeOf<true>();
    expectTypeOf<HasAny<() => Promise<{ x: any }>>>().toEqualTypeOf<true>();
    expectTypeOf<HasAny<(p: { id: any }) => void>>().toEqualTypeOf<true>();
    expectTypeOf<HasAny<{ a: unknown; b: Record<string, unknown>; c: Date; d: Blob }>>().toEqualTypeOf<false>();
  });
});

describe('the facades', () => {
  it('take and return no any', () => {
    expectTypeOf<HasAny<MarketplaceApi>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<IntegrationApi>>().toEqualTypeOf<false>();
    expectTypeOf(marketplaceApi).parameter(0).toEqualTypeOf<ReturnType<typeof flexSdk.createInstance>>();
    expectTypeOf(integrationApi).parameter(0).toEqualTypeOf<ReturnType<typeof integrationSdk.createInstance>>();
  });

  it('return the entity types', () => {
    expectTypeOf<MarketplaceApi['listings']['show']>().returns.resolves.toEqualTypeOf<Listing>();
    expectTypeOf<MarketplaceApi['ownListings']['update']>().returns.resolves.toEqualTypeOf<OwnListing>();
    expectTypeOf<MarketplaceApi['currentUser']['show']>().returns.resolves.toEqualTypeOf<CurrentUser>();
    expectTypeOf<MarketplaceApi['transactions']['query']>().returns.resolves.toEqualTypeOf<Page<Transaction>>();
    expectTypeOf<IntegrationApi['users']['show']>().returns.resolves.toEqualTypeOf<CurrentUser>();
  });

  it('narrow a sparse listing query to the asked attributes', () => {
    type Sparse = Awaited<ReturnType<typeof sparseQuery>>['items'][number];
    const sparseQuery = (api: MarketplaceApi) => api.listings.query({ 'fields.listing': ['title', 'price'] });
    expectTypeOf<Sparse>().toHaveProperty('title');
    expectTypeOf<Sparse>().not.toHaveProperty('description');
    expectTypeOf<Awaited<ReturnType<MarketplaceApi['listings']['query']>>['items'][number]>().toEqualTypeOf<Listing>();
  });
});

describe('the raw SDKs', () => {
  it('are typed, with unknown responses', () => {
    expectTypeOf<HasAny<ReturnType<typeof createRequestSdk>>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<ReturnType<typeof createSharedAnonymousSdk>>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<Awaited<ReturnType<typeof createTrustedSdk>>>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<ReturnType<typeof createIntegrationSdk>>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof integrationSdk.types>>().toEqualTypeOf<false>();
  });
});

describe('the entities', () => {
  it('are plain values', () => {
    expectTypeOf<Listing['id']>().toEqualTypeOf<string>();
    expectTypeOf<Listing['price']>().toEqualTypeOf<{ amount: number; currency: string } | null>();
    expectTypeOf<Listing['createdAt']>().toEqualTypeOf<Date>();
    expectTypeOf<Listing['geolocation']>().toEqualTypeOf<{ lat: number; lng: number } | null>();
    expectTypeOf<Listing['publicData']['type']>().toEqualTypeOf<'sell' | 'auction' | undefined>();
    expectTypeOf<Listing['publicData']['someOtherKey']>().toEqualTypeOf<unknown>();
    expectTypeOf<NonNullable<Listing['author']>['profile']['displayName']>().toEqualTypeOf<string>();
    expectTypeOf<CurrentUser['profile']['privateData']['membershipPlanId']>().toEqualTypeOf<'freePlan' | 'starterPlan' | 'premiumPlan' | 'internationalSellerPlan' | undefined>();
    expectTypeOf<Transaction['lineItems'][number]['quantity']>().toEqualTypeOf<number | undefined>();
  });
});
