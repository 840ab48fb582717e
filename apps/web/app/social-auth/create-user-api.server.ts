/**
 * `POST /api/auth/create-user-with-idp` (spec 1 §7): the social sign-up as a JSON call (X-CSRF-Token
 * header) or form (`_csrf`). The id token is never taken from the caller: it is the one this
 * browser's pending sign-up cookie holds. Answers `{ data: { userId } }`, or `{ error, code,
 * fieldErrors? }` with 400 (invalid input, no or expired pending sign-up), 409 (username or email taken,
 * or another login running), 429 or 502.
 */
import type { AppLoadContext } from '@remix-run/node';
import { validateWith } from '@variegata/validation/form';
import { readApiBody } from '~/account/api.server';
import { AUTH_IN_PROGRESS_TEXT, SIGNUP_EMAIL_TAKEN_TEXT, SIGNUP_FAILED_TEXT, SIGNUP_USERNAME_TAKEN_TEXT } from '~/account/texts';
import { confirmSignupSchema } from './confirm-schema';
import { readPendingSignup } from './flow-cookies.server';
import { completeSocialSignup, type SocialSignupError } from './social-signup.server';
import { SOCIAL_ERROR_TEXTS } from './texts';

const ANSWERS: Readonly<Record<SocialSignupError, { status: number; error: string }>> = {
  'username-taken': { status: 409, error: SIGNUP_USERNAME_TAKEN_TEXT },
  'email-taken': { status: 409, error: SIGNUP_EMAIL_TAKEN_TEXT },
  'too-many': { status: 429, error: SOCIAL_ERROR_TEXTS['too-many'] },
  'in-progress': { status: 409, error: AUTH_IN_PROGRESS_TEXT },
  expired: { status: 400, error: SOCIAL_ERROR_TEXTS.expired },
  'create-user-with-idp-failed': { status: 502, error: SIGNUP_FAILED_TEXT },
};

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : undefined);

export async function createUserWithIdpAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readApiBody(request, context);
  const pending = await readPendingSignup(context);
  // Nothing to complete: this browser has no pending social sign-up (never signed in at a provider, or it expired).
  if (!pending) return Response.json({ error: SOCIAL_ERROR_TEXTS.expired, code: 'no-pending-signup' }, { status: 400 });
  const input = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, asText(value)]).filter(([, value]) => value !== undefined));
  const parsed = validateWith(confirmSignupSchema, { email: pending.email, firstName: pending.firstName, lastName: pending.lastName, ...input });
  if (!parsed.success) return Response.json({ error: SIGNUP_FAILED_TEXT, code: 'invalid', fieldErrors: parsed.issues }, { status: 400 });
  const outcome = await completeSocialSignup(context, pending, parsed.output);
  if (outcome.ok) return Response.json({ data: { userId: outcome.value.userId } });
  const answer = ANSWERS[outcome.error];
  return Response.json({ error: answer.error, code: outcome.error }, { status: answer.status });
}
