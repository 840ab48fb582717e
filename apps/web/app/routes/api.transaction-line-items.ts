import type { ActionFunctionArgs } from '@remix-run/node';
import { transactionLineItemsAction } from '~/checkout/order-api.server';

/** POST /api/transaction-line-items (spec 3 §7): the order's line items and breakdown from a speculative transaction. */
export const action = ({ request, context }: ActionFunctionArgs) => transactionLineItemsAction(request, context);
