/**
 * `GET /api/auction-live/:id`: the listing's auction updates as server-sent events (`update`
 * events, JSON `LiveAuctionUpdate`), a comment every 20 s to keep proxies from closing the line, and
 * the end of the stream a few seconds after the auction ends (the browser then reconnects, gets
 * 204 and stops). A listing that is not an open auction answers 204 at once: nothing to stream.
 */
import type { AppLoadContext } from '@remix-run/node';
import { auctionEnd } from '~/listing-cards/card-data';
import { showListing } from '~/listing/page.server';
import { isAuctionListing } from './bid-config';
import { subscribeAuction } from './live-hub.server';

const HEARTBEAT_MS = 20_000;
/** The stream outlives the end a little, so the last bids and the end reach every viewer. */
const AFTER_END_MS = 5_000;
/** A soft close may extend the end: the stream is kept at most this long and then reopened. */
const MAX_STREAM_MS = 30 * 60_000;
const RETRY_MS = 2_000;

const nothing = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

export async function auctionLiveLoader(request: Request, context: AppLoadContext, id: string | undefined): Promise<Response> {
  if (!id) return nothing();
  const shown = await showListing(context, id);
  if (shown.kind !== 'ok') return nothing();
  const listing = shown.listing;
  const end = auctionEnd(listing.publicData);
  if (!isAuctionListing(listing) || end === null || listing.publicData.closedAuctionInt === 1 || Date.now() > end + AFTER_END_MS) return nothing();
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const unsubscribe = subscribeAuction(listing.id, (update) => {
        write(`event: update\ndata: ${JSON.stringify(update)}\n\n`);
      });
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => stop(), Math.min(MAX_STREAM_MS, Math.max(0, end + AFTER_END_MS - Date.now())));
      stop = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        controller.close();
      };
      request.signal.addEventListener('abort', () => stop(), { once: true });
      write(`retry: ${RETRY_MS}\n: connected\n\n`);
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' },
  });
}
