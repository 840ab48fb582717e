import type { ActionFunctionArgs } from '@remix-run/node';
import { validateUsername } from '@variegata/validation/username';
import { readApiBody, text } from '~/account/api.server';
import { isUsernameUnused } from '~/account/username.server';

/** POST /api/unused-username-discourse { username } -> { data: true } when free (spec 1 §7). */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readApiBody(request, context);
  const parsed = validateUsername(text(body['username']));
  if (!parsed.success) return Response.json({ data: false, error: Object.values(parsed.issues)[0] }, { status: 400 });
  return Response.json({ data: await isUsernameUnused(parsed.output) });
}
