import type { ActionFunctionArgs } from '@remix-run/node';
import { requireCsrf } from '~/server/form.server';
import { countView } from '~/listing/actions.server';

/**
 * POST /api/countView {listingId} (JSON or form; CSRF token in the X-CSRF-Token header): counts a
 * listing view unless this browser or this client address counted one in the last 5 minutes or the
 * viewer is the author. 200 {counted}, 404 for an unknown listing, 503 when the marketplace fails.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireCsrf(request, context);
  let listingId = '';
  try {
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/json')) listingId = String(((await request.json()) as { listingId?: unknown }).listingId ?? '');
    else listingId = String((await request.formData()).get('listingId') ?? '');
  } catch {
    return Response.json({ error: 'The request could not be read.' }, { status: 400 });
  }
  if (!/^[0-9a-f-]{36}$/i.test(listingId)) return Response.json({ error: 'listingId is required.' }, { status: 400 });
  const outcome = await countView(context, listingId, Date.now());
  const status = outcome.counted ? 200 : outcome.reason === 'not-found' ? 404 : outcome.reason === 'unavailable' ? 503 : 200;
  return Response.json(outcome, { status });
}
