/**
 * The article sign-up popup's form (spec 1 §3, §5): the name fields are hidden and the username is
 * sent as first and last name, signedUpFrom 'ArticlePage'. The same signup sequence, lock, rate limit
 * and error texts as the sign-up page; success returns the reader to the article, signed in.
 */
import type { AppLoadContext } from '@remix-run/node';
import { articleSignupSchema, type SignupValues } from '@variegata/validation/signup';
import type * as v from 'valibot';
import { fail } from '~/account/results.server';
import { submitSignup } from '~/account/signup-submit.server';
import { SIGNUP_FAILED_TEXT } from '~/account/texts';
import { field, readForm } from '~/server/form.server';

export async function articleSignupAction(request: Request, context: AppLoadContext, slug: string) {
  const form = await readForm(request, context);
  if (field(form, 'intent') !== 'article-signup') return fail(400, { formError: SIGNUP_FAILED_TEXT });
  const input = Object.fromEntries([...form.entries()].filter(([key, value]) => typeof value === 'string' && key !== 'firstName' && key !== 'lastName'));
  return submitSignup(context, form, articleSignupSchema as v.GenericSchema<unknown, SignupValues>, { ...input, signedUpFrom: 'ArticlePage' }, () => `/${encodeURIComponent(slug)}`);
}
