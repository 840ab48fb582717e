import type { ActionFunctionArgs } from '@remix-run/node';
import { shippingRatesAction } from '~/checkout/shipping-api.server';

/** POST /api/shipping-rates (spec 3 §7): carrier, flat-rate, member and own-shipping rates for the buyer's address. */
export const action = ({ request, context }: ActionFunctionArgs) => shippingRatesAction(request, context);
