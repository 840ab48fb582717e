import { useRevalidator } from '@remix-run/react';
import { refreshIntervalMs } from '@variegata/auction/timing';
import { useEffect, useRef, useState } from 'react';

/**
 * The clock the auction box shows: the server's time on first render (same markup on both sides),
 * then the browser's, ticking each second. In the last 3 minutes of an auction the page data is
 * revalidated every second, stopping at the end time (spec 2 §4).
 */
export function useListingClock(serverNow: number, auctionEnd: number | null): number {
  const [now, setNow] = useState(serverNow);
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (auctionEnd === null) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (refreshIntervalMs(new Date(t), new Date(auctionEnd)) !== null && latest.current.state === 'idle') latest.current.revalidate();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [auctionEnd]);
  return now;
}
