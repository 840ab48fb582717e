/**
 * The confirm tab's POST (intent `confirm`, CSRF checked by `readForm`): validates the form with the
 * shared schema and completes the pending social sign-up; answers like the sign-up form (field
 * errors, the spec's texts for a taken username or email) or redirects, signed in.
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { validateWith } from '@variegata/validation/form';
import { fail, formValues, invalid, tooMany } from '~/account/results.server';
import { AUTH_IN_PROGRESS_TEXT, SIGNUP_EMAIL_TAKEN_TEXT, SIGNUP_FAILED_TEXT, SIGNUP_USERNAME_TAKEN_TEXT } from '~/account/texts';
import { confirmSignupSchema } from './confirm-schema';
import { readPendingSignup } from './flow-cookies.server';
import { completeSocialSignup } from './social-signup.server';
import { loginWithError } from './social-start.server';

export async function confirmSignupAction(context: AppLoadContext, form: FormData, destination: (from: string | null) => Promise<string>) {
  const pending = await readPendingSignup(context);
  if (!pending) return redirect(loginWithError('expired'));
  const values = formValues(form);
  const parsed = validateWith(confirmSignupSchema, Object.fromEntries(Object.entries(values)));
  if (!parsed.success) return invalid(parsed.issues, values);
  const outcome = await completeSocialSignup(context, pending, parsed.output);
  if (outcome.ok) return redirect(await destination(pending.from || null));
  switch (outcome.error) {
    case 'username-taken':
      return fail(409, { formError: SIGNUP_USERNAME_TAKEN_TEXT, fieldErrors: { username: SIGNUP_USERNAME_TAKEN_TEXT }, values });
    case 'email-taken':
      return fail(409, { formError: SIGNUP_EMAIL_TAKEN_TEXT, fieldErrors: { email: SIGNUP_EMAIL_TAKEN_TEXT }, values });
    case 'too-many':
      return tooMany({ allowed: false, retryAfterSeconds: 60 * 60 }, values);
    case 'in-progress':
      return fail(409, { formError: AUTH_IN_PROGRESS_TEXT, values });
    case 'expired':
      return redirect(loginWithError('expired'));
    default:
      return fail(502, { formError: SIGNUP_FAILED_TEXT, values });
  }
}
