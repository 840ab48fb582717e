import type { ActionFunctionArgs } from '@remix-run/node';
import { portalSessionAction } from '~/membership/api.server';

/** POST /api/membership/portal-session { fromUrl } (spec 1 §7): a Stripe billing portal session, answered as `{ url }`. */
export const action = ({ request, context }: ActionFunctionArgs) => portalSessionAction(request, context);
