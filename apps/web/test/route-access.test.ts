/** Every login-required route sends an anonymous visitor to login (or sign-up) remembering path and search. */
import { describe, expect, it } from 'vitest';
import * as accountChangePassword from '~/routes/account.change-password';
import * as accountContact from '~/routes/account.contact-details';
import * as accountPaymentMethods from '~/routes/account.payment-methods';
import * as accountPayments from '~/routes/account.payments._index';
import * as accountPayout from '~/routes/account.payments.$returnURLType';
import * as favorites from '~/routes/favorites';
import * as inbox from '~/routes/inbox._index';
import * as inboxTab from '~/routes/inbox.$tab';
import * as checkout from '~/routes/l.$slug.$id.checkout';
import * as editListing from '~/routes/l.$slug.$id.$type.$tab._index';
import * as editListingStripe from '~/routes/l.$slug.$id.$type.$tab.$returnURLType';
import * as listingVariant from '~/routes/l.$slug.$id.$variant';
import * as newListing from '~/routes/l.new';
import * as manageListings from '~/routes/listings';
import * as membershipPortal from '~/routes/membership-customer-portal';
import * as membershipSuccess from '~/routes/membership-success';
import * as myLives from '~/routes/my-lives';
import * as orderDetails from '~/routes/order.$id.details';
import * as profileSettings from '~/routes/profile-settings';
import * as saleDetails from '~/routes/sale.$id.details';
import * as verifyEmail from '~/routes/verify-email';
import { redirectTarget, run } from './fake-context';

const TX = '6f1c2a4e-8b1d-4c3e-9a55-0d2b7e3f9a10';
type Row = readonly [name: string, module: { loader: (...args: never[]) => unknown }, path: string, params: Record<string, string>, fallback: 'login' | 'signup'];

const rows: readonly Row[] = [
  ['CheckoutPage', checkout, '/l/monstera-thai/abc/checkout', { slug: 'monstera-thai', id: 'abc' }, 'login'],
  ['ListingPageVariant', listingVariant, '/l/monstera-thai/abc/draft', { slug: 'monstera-thai', id: 'abc', variant: 'draft' }, 'login'],
  ['NewListingPage', newListing, '/l/new', {}, 'signup'],
  ['EditListingPage', editListing, '/l/monstera/abc/edit/onestep', { slug: 'monstera', id: 'abc', type: 'edit', tab: 'onestep' }, 'signup'],
  ['EditListingStripeOnboardingPage', editListingStripe, '/l/monstera/abc/edit/onestep/return', { slug: 'monstera', id: 'abc', type: 'edit', tab: 'onestep', returnURLType: 'return' }, 'signup'],
  ['FavoritesPage', favorites, '/favorites', {}, 'login'],
  ['ProfileSettingsPage', profileSettings, '/profile-settings', {}, 'login'],
  ['EmailVerificationPage', verifyEmail, '/verify-email', {}, 'login'],
  ['MembershipSuccessPage', membershipSuccess, '/membership-success', {}, 'login'],
  ['MembershipStripePortalRedirectionPage', membershipPortal, '/membership-customer-portal', {}, 'login'],
  ['InboxBasePage', inbox, '/inbox', {}, 'login'],
  ['InboxPage orders', inboxTab, '/inbox/orders', { tab: 'orders' }, 'login'],
  ['InboxPage sales', inboxTab, '/inbox/sales', { tab: 'sales' }, 'login'],
  ['OrderDetailsPage', orderDetails, `/order/${TX}/details`, { id: TX }, 'login'],
  ['SaleDetailsPage', saleDetails, `/sale/${TX}/details`, { id: TX }, 'login'],
  ['ManageListingsPage', manageListings, '/listings', {}, 'login'],
  ['ManageLivesPage', myLives, '/my-lives', {}, 'login'],
  ['ContactDetailsPage', accountContact, '/account/contact-details', {}, 'login'],
  ['PasswordChangePage', accountChangePassword, '/account/change-password', {}, 'login'],
  ['StripePayoutPage', accountPayments, '/account/payments', {}, 'login'],
  ['StripePayoutOnboardingPage', accountPayout, '/account/payments/success', { returnURLType: 'success' }, 'login'],
  ['PaymentMethodsPage', accountPaymentMethods, '/account/payment-methods', {}, 'login'],
];

describe('login-required routes, anonymous visitor', () => {
  it.each(rows)('%s redirects to its auth page with from = path and search', async (_name, module, path, params, fallback) => {
    const url = `${path}?page=2&sort=new`;
    const target = redirectTarget(await run(module.loader as never, url, params));
    expect(target).toBe(`/${fallback}?from=${encodeURIComponent(url)}`);
    const from = new URL(target ?? '', 'http://x').searchParams.get('from');
    expect(from).toBe(url);
  });

  it('order details with a malformed id still asks for login first (no leak of existence)', async () => {
    const target = redirectTarget(await run(orderDetails.loader as never, '/order/nope/details', { id: 'nope' }));
    expect(target).toBe(`/login?from=${encodeURIComponent('/order/nope/details')}`);
  });
});
