import type { ActionFunctionArgs } from '@remix-run/node';
import { pageViewEvent } from '~/analytics/page-view';
import { recordPageView } from '~/analytics/page-views.server';
import { requireCsrf } from '~/server/form.server';

/**
 * POST /api/page-view {path} (JSON, X-CSRF-Token): one page view for the analytics service
 * (currency USD). 202 once taken (delivery runs in the background), 400 for a body or path that is
 * not a same-site path.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireCsrf(request, context);
  let path: unknown;
  try {
    path = ((await request.json()) as { path?: unknown } | null)?.path;
  } catch {
    return Response.json({ error: 'The request could not be read.' }, { status: 400 });
  }
  const event = pageViewEvent(path, new Date());
  if (!event) return Response.json({ error: 'path must be a path of this site.' }, { status: 400 });
  void recordPageView(event);
  return new Response(null, { status: 202 });
}
