import type { ActionFunctionArgs } from '@remix-run/node';
import { validateUsername } from '@variegata/validation/username';
import { readApiBody, text } from '~/account/api.server';
import { changeUsername } from '~/account/profile.server';
import { SIGNUP_USERNAME_TAKEN_TEXT, PROFILE_UPDATE_FAILED_TEXT } from '~/account/texts';
import { accountUser } from '~/account/user.server';
import { currentUser } from '~/server/marketplace.server';

/** POST /api/update-username { username }: the logged-in user's username (metadata), checked unused. */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readApiBody(request, context);
  const user = await currentUser(context);
  if (!user) return Response.json({ error: 'Please log in again.' }, { status: 401 });
  const parsed = validateUsername(text(body['username']));
  if (!parsed.success) return Response.json({ error: Object.values(parsed.issues)[0] }, { status: 400 });
  const me = accountUser(user);
  const outcome = await changeUsername(me.id, me.username, parsed.output);
  if (outcome === 'username-taken') return Response.json({ error: SIGNUP_USERNAME_TAKEN_TEXT, code: 'username-taken' }, { status: 409 });
  if (outcome !== 'ok') return Response.json({ error: PROFILE_UPDATE_FAILED_TEXT }, { status: 502 });
  return Response.json({ data: { username: parsed.output } });
}
