import type { ActionFunctionArgs } from '@remix-run/node';
import { checkoutSessionAction } from '~/membership/api.server';

/**
 * POST /api/membership/checkout-session { planId, isAnnually, fromUrl } or { isSubscriptionUpdate, fromUrl }
 * (spec 1 §7): a Stripe Checkout session (subscription mode) or, for members, the billing portal.
 * Answers `{ url }` to JSON callers; a form post is redirected there.
 */
export const action = ({ request, context }: ActionFunctionArgs) => checkoutSessionAction(request, context);
