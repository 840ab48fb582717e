import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { TransactionLayout } from '~/orders/TransactionLayout';
import { pageMeta } from '~/shell/meta';
import { requireTransactionRole } from '~/orders/transaction-access.server';

export const meta: MetaFunction = () => pageMeta('Sale details');

/** SaleDetailsPage: login required, only the transaction's provider. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireTransactionRole(request, context, params.id ?? '', 'provider');
  return { id: params.id ?? '' };
}

export default function SaleDetailsPage() {
  return <TransactionLayout title="Sale details" />;
}

export { TransactionErrorBoundary as ErrorBoundary } from '~/orders/TransactionLayout';
