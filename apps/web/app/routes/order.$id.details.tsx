import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { OrderPage } from '~/orders/OrderPage';
import { loadOrderPage, orderPageAction } from '~/orders/order-page.server';
import checkoutStyles from '~/checkout/checkout.css?url';
import ordersStyles from '~/orders/orders.css?url';
import { pageMeta } from '~/shell/meta';

export const meta: MetaFunction = () => pageMeta('Order details');
// The won-auction payment form reuses the checkout's address fields and their styles.
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: ordersStyles },
  { rel: 'stylesheet', href: checkoutStyles },
];

/** OrderDetailsPage: login required, only the transaction's customer. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadOrderPage(request, context, params.id ?? '', 'customer');

export const action = ({ request, context, params }: ActionFunctionArgs) => orderPageAction(request, context, params.id ?? '', 'customer');

export default function OrderDetailsPage() {
  return <OrderPage />;
}

export { TransactionErrorBoundary as ErrorBoundary } from '~/orders/TransactionErrorBoundary';
