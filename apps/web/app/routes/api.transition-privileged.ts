import type { ActionFunctionArgs } from '@remix-run/node';
import { transitionPrivilegedAction } from '~/checkout/order-api.server';

/** POST /api/transition-privileged (spec 3 §7): confirm-payment once the card is done. */
export const action = ({ request, context }: ActionFunctionArgs) => transitionPrivilegedAction(request, context);
