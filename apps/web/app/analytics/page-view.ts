/**
 * A page view as the analytics service receives it (spec 1 §7, spec 2 §7, §9: currency USD).
 * Pure: the path is checked (a same-site path, no query string kept beyond the search parameters
 * the site itself shows, at most 2048 characters) and the event built from it.
 */
export const ANALYTICS_CURRENCY = 'USD';
export const MAX_PATH_LENGTH = 2048;

export interface PageViewEvent {
  readonly type: 'page_view';
  readonly path: string;
  readonly currency: typeof ANALYTICS_CURRENCY;
  readonly at: string;
}

/** The event for a page path; null for anything that is not a same-site path. */
export function pageViewEvent(path: unknown, now: Date): PageViewEvent | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH_LENGTH) return null;
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path)) return null;
  return { type: 'page_view', path, currency: ANALYTICS_CURRENCY, at: now.toISOString() };
}
