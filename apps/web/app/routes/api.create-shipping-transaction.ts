import type { ActionFunctionArgs } from '@remix-run/node';
import { createShippingTransactionAction } from '~/orders/shipping-label.server';

/** POST /api/create-shipping-transaction { transactionId }: the seller buys the order's label (one per order). */
export const action = ({ request, context }: ActionFunctionArgs) => createShippingTransactionAction(request, context);
