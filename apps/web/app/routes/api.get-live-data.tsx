import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import * as v from 'valibot';
import { readForm, requireCsrf } from '~/server/form.server';
import { currentUser } from '~/server/marketplace.server';
import { liveDataFor } from '~/lives/live-view';
import { findLive, isLiveId } from '~/lives/lives.server';

const Body = v.object({
  liveId: v.pipe(v.optional(v.string('liveId is invalid.'), ''), v.nonEmpty('liveId is required.'), v.check(isLiveId, 'liveId is invalid.')),
  /** Optional; when sent it must be the signed-in user's id (who the caller is comes from the session only). */
  userId: v.optional(v.union([v.literal(''), v.pipe(v.string('userId must be a user id.'), v.uuid('userId must be a user id.'))], 'userId must be a user id.'), ''),
});

/** JSON needs the X-CSRF-Token header; a form may carry the token as a field instead (readForm). */
async function readBody(request: Request, context: AppLoadContext): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    requireCsrf(request, context);
    return request.json().catch(() => null);
  }
  const form = await readForm(request, context);
  return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
}

/**
 * POST /api/get-live-data {liveId, userId?} (spec 2 §7; JSON with the CSRF token in X-CSRF-Token,
 * or a form): the live's data for the signed-in viewer (anonymous callers are nobody in
 * particular) with its `blocked` and `muted` flags; the host alone gets the blocked and muted
 * lists. A `userId` other than the signed-in user's is refused (403): the session says who asks.
 * 400 for a missing or invalid field, 404 for an unknown live, 503 when the content service fails.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readBody(request, context);
  if (body === null || typeof body !== 'object') return Response.json({ error: 'The request could not be read.' }, { status: 400 });
  const parsed = v.safeParse(Body, body);
  if (!parsed.success) return Response.json({ error: parsed.issues[0].message }, { status: 400 });
  const viewerId = (await currentUser(context))?.id ?? null;
  if (parsed.output.userId && parsed.output.userId !== viewerId) {
    return Response.json({ error: 'userId must be the signed-in user.' }, { status: 403 });
  }
  const found = await findLive(parsed.output.liveId);
  if (found.kind === 'not-found') return Response.json({ error: 'Live not found.' }, { status: 404 });
  if (found.kind === 'unavailable') return Response.json({ error: 'The live could not be loaded. Please try again.' }, { status: 503 });
  return Response.json({ data: liveDataFor(found.live, viewerId, Date.now()) });
}
