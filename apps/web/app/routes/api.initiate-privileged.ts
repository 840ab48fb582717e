import type { ActionFunctionArgs } from '@remix-run/node';
import { initiatePrivilegedAction } from '~/checkout/order-api.server';

/** POST /api/initiate-privileged (spec 3 §7): places the order (request-payment, stock reserved) and says what the card does next. */
export const action = ({ request, context }: ActionFunctionArgs) => initiatePrivilegedAction(request, context);
