import type { LinksFunction, MetaFunction } from '@remix-run/node';
import accountStyles from '~/account/account.css?url';
import paymentStyles from '~/payments/payments.css?url';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Payouts');
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: paymentStyles },
];

/** StripePayoutOnboardingPage /account/payments/{success|failure}: back from the provider's onboarding (login required). */
export { payoutPageLoader as loader, payoutPageAction as action } from '~/payments/payout-page.server';
export { PayoutPage as default } from '~/payments/PayoutPage';
