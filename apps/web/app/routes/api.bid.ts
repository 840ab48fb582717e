import type { ActionFunctionArgs } from '@remix-run/node';
import { bidAction } from '~/auction/bid-api.server';

/** POST /api/bid { bidAmount, listingId, customerId? } (spec 2 §7): places a bid on an open auction. */
export const action = ({ request, context }: ActionFunctionArgs) => bidAction(request, context);
