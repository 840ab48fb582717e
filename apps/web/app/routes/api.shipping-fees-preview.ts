import type { ActionFunctionArgs } from '@remix-run/node';
import { shippingFeesPreviewAction } from '~/checkout/shipping-api.server';

/** POST /api/shipping-fees-preview (spec 3 §7): the listing's domestic and international shipping fees. */
export const action = ({ request, context }: ActionFunctionArgs) => shippingFeesPreviewAction(request, context);
