import type { LoaderFunctionArgs } from '@remix-run/node';
import { auctionLiveLoader } from '~/auction/live-stream.server';

/** GET /api/auction-live/:id: the auction's new bids and end as server-sent events (204 when there is nothing to stream). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => auctionLiveLoader(request, context, params['id']);
