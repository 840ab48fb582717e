/**
 * Type-level guard (checked by `pnpm --filter @variegata/web typecheck`, which covers this file):
 * no `any` flows from the marketplace SDKs into the site. The facade accessors of
 * marketplace.server.ts take and return no `any` at any depth, and neither do the view models and
 * page data built on them (for functions taking a Request, whose DOM typing has `any` of its own,
 * their results are checked).
 */
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import type { HasAny } from '@variegata/marketplace-client/testing/has-any';
import type { IntegrationApi } from '@variegata/marketplace-client/integration-api';
import type { MarketplaceApi } from '@variegata/marketplace-client/marketplace-api';
import { describe, expectTypeOf, it } from 'vitest';
import { accountUser } from '~/account/user.server';
import { favoriteIdsOf } from '~/favorites/favorites';
import { favoriteListings } from '~/favorites/favorites.server';
import { loadHomeListings } from '~/home/home-listings.server';
import { toCardData } from '~/listing-cards/card-data';
import { nextViewMetadata, sendEnquiry } from '~/listing/actions.server';
import { bidHistory, listingPageModel, providerOf, providerReviews, showListing, similarListings } from '~/listing/page.server';
import { loadListingPage, loadListingVariant } from '~/listing/route.server';
import { toListingView } from '~/listing/view';
import { livePageData } from '~/lives/lives.server';
import { membershipUser, storedMembership } from '~/membership/billing.server';
import { membershipPageData } from '~/membership/page.server';
import { membershipSuccessData } from '~/membership/success.server';
import { requireTransactionRole } from '~/orders/transaction-access.server';
import { loadProfile } from '~/profile/profile.server';
import { toProfileUser, toReviewView } from '~/profile/profile-view';
import { loadSearch, queryCards } from '~/search/search.server';
import { editListingLoader } from '~/selling/edit-route.server';
import { editableOf, loadOwnListing, valuesOf } from '~/selling/edit.server';
import { managedOf, ownListingsPage } from '~/selling/manage.server';
import { shellData } from '~/shell/data.server';
import { requireUser } from './guards.server';
import { apiFor, authInfo, currentUser, integration, publicApiFor, trustedApiFor } from './marketplace.server';

type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

describe('the any detector', () => {
  it('finds the any that untyped sources give (JSON.parse)', () => {
    expectTypeOf<HasAny<ReturnType<typeof JSON.parse>>>().toEqualTypeOf<true>();
    expectTypeOf<HasAny<{ user: { favourites: ReturnType<typeof JSON.parse>[] } }>>().toEqualTypeOf<true>();
  });
});

describe('marketplace.server.ts', () => {
  it('hands out the typed facades', () => {
    expectTypeOf(apiFor).returns.toEqualTypeOf<MarketplaceApi>();
    expectTypeOf(publicApiFor).returns.resolves.toEqualTypeOf<MarketplaceApi>();
    expectTypeOf(trustedApiFor).returns.resolves.toEqualTypeOf<MarketplaceApi>();
    expectTypeOf(integration).returns.toEqualTypeOf<IntegrationApi>();
    expectTypeOf(currentUser).returns.resolves.toEqualTypeOf<CurrentUser | null>();
  });

  it('takes and returns no any', () => {
    expectTypeOf<HasAny<typeof apiFor>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof publicApiFor>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof trustedApiFor>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof integration>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof currentUser>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof authInfo>>().toEqualTypeOf<false>();
  });
});

describe('view models built from typed entities', () => {
  it('take and return no any', () => {
    expectTypeOf<HasAny<typeof toCardData>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof toListingView>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof providerOf>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof toProfileUser>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof toReviewView>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof accountUser>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof membershipUser>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof favoriteIdsOf>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof managedOf>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof valuesOf>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof editableOf>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof nextViewMetadata>>().toEqualTypeOf<false>();
  });
});

describe('page data read from the marketplace', () => {
  it('takes and returns no any', () => {
    expectTypeOf<HasAny<typeof queryCards>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof loadSearch>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof loadHomeListings>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof favoriteListings>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof showListing>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof listingPageModel>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof loadListingPage>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof similarListings>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof providerReviews>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof bidHistory>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof sendEnquiry>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof loadProfile>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof livePageData>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof ownListingsPage>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof loadOwnListing>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<typeof storedMembership>>().toEqualTypeOf<false>();
  });

  it('return no any where they take the Request', () => {
    expectTypeOf<HasAny<Result<typeof shellData>>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<Result<typeof requireUser>>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<Result<typeof loadListingVariant>>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<Result<typeof requireTransactionRole>>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<Result<typeof membershipPageData>>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<Result<typeof membershipSuccessData>>>().toEqualTypeOf<false>();
    expectTypeOf<HasAny<Result<typeof editListingLoader>>>().toEqualTypeOf<false>();
  });
});
