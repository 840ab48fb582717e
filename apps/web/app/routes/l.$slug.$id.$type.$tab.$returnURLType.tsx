import type { LinksFunction, MetaFunction } from '@remix-run/node';
import paymentStyles from '~/payments/payments.css?url';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Publish your listing');
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: paymentStyles }];

/** EditListingStripeOnboardingPage /l/{slug}/{id}/{type}/{tab}/{success|failure} (login required, fallback sign-up). */
export { listingPayoutLoader as loader, listingPayoutAction as action } from '~/payments/listing-payout-page.server';
export { ListingPayoutPage as default } from '~/payments/ListingPayoutPage';
