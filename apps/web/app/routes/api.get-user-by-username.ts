import type { ActionFunctionArgs } from '@remix-run/node';
import { validateUsername } from '@variegata/validation/username';
import { readApiBody, text } from '~/account/api.server';
import { findUserByUsername } from '~/account/username.server';

/**
 * POST /api/get-user-by-username { username } -> { data: { id, username, displayName, banned, deleted } },
 * 404 { data: null } when nobody has it, 400 { data: null, error } for a name no user can have
 * (the username rules: 3 to 20 characters). Only public profile facts are returned.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readApiBody(request, context);
  const parsed = validateUsername(text(body['username']));
  if (!parsed.success) return Response.json({ data: null, error: Object.values(parsed.issues)[0] }, { status: 400 });
  const user = await findUserByUsername(parsed.output);
  if (!user) return Response.json({ data: null }, { status: 404 });
  return Response.json({ data: user });
}
