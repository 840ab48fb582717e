import type { ActionFunctionArgs } from '@remix-run/node';
import { readApiBody, text } from '~/account/api.server';
import { forumLoginUrl } from '~/account/sso.server';
import { accountUser, forumConfig, ssoUser } from '~/account/user.server';
import { currentUser } from '~/server/marketplace.server';

/**
 * POST /api/login-discourse { sso, sig } -> { data: url } (spec 1 §7): the forum login address with
 * a signed DiscourseConnect payload for the logged-in user. 404 when no forum is configured, 401 when
 * logged out, 400 when the forum's signature does not verify.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readApiBody(request, context);
  const forum = forumConfig();
  if (!forum) return Response.json({ error: 'The forum is not configured.' }, { status: 404 });
  const user = await currentUser(context);
  if (!user) return Response.json({ error: 'Please log in again.' }, { status: 401 });
  const url = forumLoginUrl(forum, { sso: text(body['sso']), sig: text(body['sig']) }, ssoUser(accountUser(user)));
  if (!url) return Response.json({ error: 'The forum sign-in request is not valid.' }, { status: 400 });
  return Response.json({ data: url });
}
