import type { LinksFunction, MetaFunction } from '@remix-run/node';
import accountStyles from '~/account/account.css?url';
import paymentStyles from '~/payments/payments.css?url';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Payment methods');
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: paymentStyles },
];

/** PaymentMethodsPage /account/payment-methods (login required). */
export { paymentMethodsLoader as loader, paymentMethodsAction as action } from '~/payments/payment-methods.server';
export { PaymentMethodsPage as default } from '~/payments/PaymentMethodsPage';
