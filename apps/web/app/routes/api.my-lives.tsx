import type { LoaderFunctionArgs } from '@remix-run/node';
import { currentUser } from '~/lib/marketplace.server';
import { MANAGE_PER_PAGE } from '~/lib/listing-manage.server';

/**
 * GET /api/my-lives?page=N (spec 2 §7): the signed-in seller's live sales, 42 per page. Live sales
 * are hosted in the app and the marketplace keeps no live records yet, so the list is empty.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await currentUser(context);
  if (!user) return Response.json({ error: 'Please log in.' }, { status: 401 });
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  return Response.json({ data: [], meta: { page, perPage: MANAGE_PER_PAGE, totalItems: 0, totalPages: 0 } });
}
