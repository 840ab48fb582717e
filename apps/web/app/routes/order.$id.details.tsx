import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { TransactionLayout } from '~/orders/TransactionLayout';
import { pageMeta } from '~/shell/meta';
import { requireTransactionRole } from '~/orders/transaction-access.server';

export const meta: MetaFunction = () => pageMeta('Order details');

/** OrderDetailsPage: login required, only the transaction's customer. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireTransactionRole(request, context, params.id ?? '', 'customer');
  return { id: params.id ?? '' };
}

export default function OrderDetailsPage() {
  return <TransactionLayout title="Order details" />;
}

export { TransactionErrorBoundary as ErrorBoundary } from '~/orders/TransactionLayout';
