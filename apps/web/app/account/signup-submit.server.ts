/**
 * A sign-up form's submission, shared by the sign-up page and the article popup (spec 1 §4, §5):
 * validation with the form's schema, the signup rate limit per address, the auth lock, the signup
 * sequence, and the spec's texts for a taken username or email; success redirects, signed in.
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { validateWith } from '@variegata/validation/form';
import type { SignupValues } from '@variegata/validation/signup';
import type * as v from 'valibot';
import { fail, formValues, invalid, tooMany } from './results.server';
import { withAuthLock } from './session.server';
import { signup } from './signup.server';
import { AUTH_IN_PROGRESS_TEXT, SIGNUP_EMAIL_TAKEN_TEXT, SIGNUP_FAILED_TEXT, SIGNUP_USERNAME_TAKEN_TEXT } from './texts';
import { limitAttempt } from '~/server/rate-limit.server';

/**
 * Signs up with `input` (the form's fields as the schema reads them) and redirects to
 * `destination()`; a failure answers with the submitted values (no password) to refill the form.
 */
export async function submitSignup(
  context: AppLoadContext,
  form: FormData,
  schema: v.GenericSchema<unknown, SignupValues>,
  input: Record<string, unknown>,
  destination: () => Promise<string> | string,
) {
  const values = formValues(form, ['password']);
  const parsed = validateWith(schema, input);
  if (!parsed.success) return invalid(parsed.issues, values);
  const limit = await limitAttempt('signup', { ip: context.clientIp });
  if (!limit.allowed) return tooMany(limit, values);
  const result = await withAuthLock(context, () => signup(context, parsed.output));
  if (result.locked) return fail(409, { formError: AUTH_IN_PROGRESS_TEXT, values });
  const outcome = result.value;
  if (!outcome.ok) {
    if (outcome.error === 'username-taken') return fail(409, { formError: SIGNUP_USERNAME_TAKEN_TEXT, fieldErrors: { username: SIGNUP_USERNAME_TAKEN_TEXT }, values });
    if (outcome.error === 'email-taken') return fail(409, { formError: SIGNUP_EMAIL_TAKEN_TEXT, fieldErrors: { email: SIGNUP_EMAIL_TAKEN_TEXT }, values });
    return fail(400, { formError: SIGNUP_FAILED_TEXT, values });
  }
  return redirect(await destination());
}
