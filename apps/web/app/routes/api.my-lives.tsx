import type { LoaderFunctionArgs } from '@remix-run/node';
import { LIVES_UNAVAILABLE } from '~/lives/live-view';
import { myLivesPage, pageParam } from '~/lives/lives.server';
import { currentUser } from '~/server/marketplace.server';
import { LIVES_PAGE_SIZE } from '@variegata/editorial/lives';

/**
 * GET /api/my-lives?page=N (spec 2 §7): the signed-in user's live sales from the content service,
 * 42 per page, newest first. 401 for visitors; 503 when the content service fails.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await currentUser(context);
  if (!user) return Response.json({ error: 'Please log in.' }, { status: 401 });
  const page = pageParam(request);
  const result = await myLivesPage(user.id, page);
  if (!result.ok) return Response.json({ error: LIVES_UNAVAILABLE }, { status: 503 });
  return Response.json({ data: result.lives, meta: { page, perPage: LIVES_PAGE_SIZE, totalItems: result.totalItems, totalPages: result.totalPages } });
}
