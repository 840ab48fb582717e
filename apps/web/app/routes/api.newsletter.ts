import type { ActionFunctionArgs } from '@remix-run/node';
import { NEWSLETTER_ERROR_TEXT, NEWSLETTER_SUCCESS_TEXT } from '@variegata/validation/newsletter';
import { readApiBody } from '~/account/api.server';
import { signUpForNewsletter } from '~/newsletter/subscribe.server';
import { limitAttempt } from '~/server/rate-limit.server';

/**
 * POST /api/newsletter { email, firstName, lastName } (spec 1 §7, §8 texts): stored durably as a
 * pending sign-up and answered with a confirmation email (double opt-in, ~/newsletter).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readApiBody(request, context);
  // Each sign-up may send a confirmation email: limited per client address and per address (SECURITY.md).
  const limit = await limitAttempt('newsletter', { ip: context.clientIp, email: typeof body['email'] === 'string' ? body['email'] : undefined });
  if (!limit.allowed) return Response.json({ error: NEWSLETTER_ERROR_TEXT }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } });
  const outcome = await signUpForNewsletter(body);
  if (!outcome.ok) return Response.json({ error: NEWSLETTER_ERROR_TEXT, fieldErrors: outcome.meta ?? {} }, { status: 400 });
  return Response.json({ data: { subscribed: true, message: NEWSLETTER_SUCCESS_TEXT } });
}
