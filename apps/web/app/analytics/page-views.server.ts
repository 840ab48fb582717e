/**
 * Sends page views to the analytics service (spec 1 §7, spec 2 §7): POSTed as JSON to
 * ANALYTICS_URL (with ANALYTICS_ID as `site`) when it is configured, else logged as one JSON line
 * (the sandbox has no analytics service). Delivery never holds up or fails the visitor's request:
 * it is bounded by a timeout and a failure is logged.
 */
import { serverEnv } from '~/server/env.server';
import type { PageViewEvent } from './page-view';

export const ANALYTICS_TIMEOUT_MS = 3000;

export async function recordPageView(event: PageViewEvent): Promise<'sent' | 'logged' | 'failed'> {
  const env = serverEnv();
  if (!env.ANALYTICS_URL) {
    console.info(JSON.stringify({ analytics: event.type, path: event.path, currency: event.currency, at: event.at }));
    return 'logged';
  }
  try {
    const response = await fetch(env.ANALYTICS_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...event, site: env.ANALYTICS_ID || undefined }),
      signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`analytics answered ${response.status}`);
    return 'sent';
  } catch (error) {
    console.error(JSON.stringify({ analytics: 'page-view-not-sent', failed: error instanceof Error ? error.message : String(error) }));
    return 'failed';
  }
}
