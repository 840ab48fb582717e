import type { ActionFunctionArgs } from '@remix-run/node';
import { validateShippingAddressAction } from '~/checkout/shipping-api.server';

/** POST /api/validate-shipping-address (spec 3 §7): the address checked by the form's rules, the listing's countries and Shippo. */
export const action = ({ request, context }: ActionFunctionArgs) => validateShippingAddressAction(request, context);
