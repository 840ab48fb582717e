import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';

/**
 * Reports each page the browser shows (first load and every client navigation) to the site's
 * POST /api/page-view, with this browser's CSRF token; the server forwards it to the analytics
 * service. Modal query parameters are part of the path like any other search.
 */
export function usePageViews(csrfToken: string): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!csrfToken) return;
    void fetch('/api/page-view', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ path: `${pathname}${search}` }),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname, search, csrfToken]);
}
