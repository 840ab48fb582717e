/**
 * The article sign-up popup's form (spec 1 §3, §5): the name fields are hidden and the username is
 * sent as first and last name, signedUpFrom 'ArticlePage'. The same signup sequence, lock, rate limit
 * and error texts as the sign-up page; success returns the reader to the article, signed in.
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { validateWith } from '@variegata/validation/form';
import { articleSignupSchema, type SignupValues } from '@variegata/validation/signup';
import type * as v from 'valibot';
import { fail, formValues, invalid, tooMany } from '../account-results.server';
import { withAuthLock } from '../account-session.server';
import { signup } from '../account-signup.server';
import { AUTH_IN_PROGRESS_TEXT, SIGNUP_EMAIL_TAKEN_TEXT, SIGNUP_FAILED_TEXT, SIGNUP_USERNAME_TAKEN_TEXT } from '../account-texts';
import { field, readForm } from '../form.server';
import { limitAttempt } from '../rate-limit.server';

export async function articleSignupAction(request: Request, context: AppLoadContext, slug: string) {
  const form = await readForm(request, context);
  if (field(form, 'intent') !== 'article-signup') return fail(400, { formError: SIGNUP_FAILED_TEXT });
  const values = formValues(form, ['password']);
  const input = Object.fromEntries([...form.entries()].filter(([key, value]) => typeof value === 'string' && key !== 'firstName' && key !== 'lastName'));
  const parsed = validateWith(articleSignupSchema as v.GenericSchema<unknown, SignupValues>, { ...input, signedUpFrom: 'ArticlePage' });
  if (!parsed.success) return invalid(parsed.issues, values);
  const limit = limitAttempt('signup', { ip: context.clientIp });
  if (!limit.allowed) return tooMany(limit, values);
  const result = await withAuthLock(context, () => signup(context, parsed.output));
  if (result.locked) return fail(409, { formError: AUTH_IN_PROGRESS_TEXT, values });
  const outcome = result.value;
  if (!outcome.ok) {
    if (outcome.error === 'username-taken') return fail(409, { formError: SIGNUP_USERNAME_TAKEN_TEXT, fieldErrors: { username: SIGNUP_USERNAME_TAKEN_TEXT }, values });
    if (outcome.error === 'email-taken') return fail(409, { formError: SIGNUP_EMAIL_TAKEN_TEXT, fieldErrors: { email: SIGNUP_EMAIL_TAKEN_TEXT }, values });
    return fail(400, { formError: SIGNUP_FAILED_TEXT, values });
  }
  return redirect(`/${encodeURIComponent(slug)}`);
}
