/**
 * The listing page's live connection: an EventSource on `/api/auction-live/:id` while the auction
 * is open. Answers the last update received and whether the stream is connected (the page marks
 * itself `data-live="connected"`). The 1 s revalidation of the last 3 minutes stays as fallback.
 */
import { useEffect, useState } from 'react';
import { parseLiveUpdate, type LiveAuctionUpdate } from './live-update';

export function liveStreamPath(listingId: string): string {
  return `/api/auction-live/${encodeURIComponent(listingId)}`;
}

export function useLiveAuction(listingId: string, enabled: boolean): { update: LiveAuctionUpdate | null; connected: boolean } {
  const [update, setUpdate] = useState<LiveAuctionUpdate | null>(null);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(liveStreamPath(listingId));
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('update', (event) => {
      const next = parseLiveUpdate((event as MessageEvent<string>).data);
      if (next && next.listingId === listingId) setUpdate((current) => (current && current.seq > next.seq ? current : next));
    });
    return () => source.close();
  }, [listingId, enabled]);
  return { update, connected };
}
