import { useEffect } from 'react';
import { useShellRootData } from '~/shell/root-data';

/** View throttle per listing per browser (spec 2 §9). */
export const VIEW_THROTTLE_MS = 5 * 60 * 1000;
export const viewStorageKey = (listingId: string) => `vg:viewed:${listingId}`;

/** Counts a view when the page mounts, unless the viewer is the author or counted it in the last 5 minutes. */
export function useViewCount(listingId: string, isOwner: boolean): void {
  const csrf = useShellRootData()?.csrfToken ?? '';
  useEffect(() => {
    if (isOwner || !listingId) return;
    const key = viewStorageKey(listingId);
    let last = 0;
    try {
      last = Number(window.localStorage.getItem(key) ?? '0');
    } catch {
      last = 0;
    }
    const now = Date.now();
    if (Number.isFinite(last) && now - last < VIEW_THROTTLE_MS) return;
    try {
      window.localStorage.setItem(key, String(now));
    } catch {
      // storage unavailable: the server's cookie still throttles
    }
    void fetch('/api/countView', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
      body: JSON.stringify({ listingId }),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  }, [listingId, isOwner, csrf]);
}
