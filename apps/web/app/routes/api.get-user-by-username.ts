import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed, readApiBody, text } from '~/account/api.server';
import { findUserByUsername } from '~/account/username.server';

/**
 * POST /api/get-user-by-username { username } -> { data: { id, username, displayName, banned, deleted } }
 * or 404 { data: null }. Only public profile facts are returned.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readApiBody(request, context);
  const username = text(body['username']);
  const user = username ? await findUserByUsername(username) : null;
  if (!user) return Response.json({ data: null }, { status: 404 });
  return Response.json({ data: user });
}

export const loader = () => methodNotAllowed('POST');
