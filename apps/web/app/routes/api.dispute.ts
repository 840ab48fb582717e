import type { ActionFunctionArgs } from '@remix-run/node';
import { disputeAction } from '~/orders/dispute-api.server';

/** POST /api/dispute { transactionId, disputeReason, image? }: the buyer opens a dispute (photo up to 20 MB). */
export const action = ({ request, context }: ActionFunctionArgs) => disputeAction(request, context);
