/**
 * The authentication page (spec 1 §2.3, §4): loader and action shared by the signup, login and
 * confirm tabs (/signup, /login, /confirm).
 * - A logged-in visitor with `sso` and `sig` is sent to the forum (DiscourseConnect) when configured.
 * - A logged-in visitor whose email is unverified sees the confirm tab's verify-email notice
 *   (AuthSuccessPage) with resend; anyone else logged in goes to `from` (same-site only) or `/`.
 * - The confirm tab without a logged-in user completes a pending social sign-up (social-auth/).
 * - The action handles intents `login`, `signup`, `confirm` and `resend-verification`.
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { validateWith } from '@variegata/validation/form';
import { authPageSignupSchema, type SignupValues } from '@variegata/validation/signup';
import * as v from 'valibot';
import { confirmSignupAction } from '~/social-auth/confirm-action.server';
import { readPendingSignup } from '~/social-auth/flow-cookies.server';
import { socialButtons } from '~/social-auth/providers.server';
import { socialErrorText } from '~/social-auth/texts';
import type { PendingSignupView } from './auth-types';
import { fail, formValues, invalid, tooMany } from './results.server';
import { loginSchema } from './schemas';
import { login, withAuthLock } from './session.server';
import { submitSignup } from './signup-submit.server';
import { forumLoginUrl } from './sso.server';
import { resendVerificationEmail } from './contact.server';
import {
  ALREADY_VERIFIED_TEXT,
  AUTH_IN_PROGRESS_TEXT,
  GENERIC_ERROR_TEXT,
  LOGIN_FAILED_TEXT,
  VERIFICATION_IN_PROGRESS_TEXT,
  VERIFICATION_RESEND_FAILED_TEXT,
  VERIFICATION_TOO_MANY_TEXT,
} from './texts';
import { accountUser, forumConfig, ssoUser } from './user.server';
import { safeReturnPath } from '~/shell/auth-redirect';
import { readForm, field } from '~/server/form.server';
import { currentUser } from '~/server/marketplace.server';
import { limitAttempt, refundAttempt } from '~/server/rate-limit.server';

export type AuthTab = 'signup' | 'login' | 'confirm';

export interface AuthPageData {
  tab: AuthTab;
  from: string | null;
  social: { google: boolean; facebook: boolean };
  /** Why a social sign-in came back to this page (query `social_error`), as a text. */
  socialError: string | null;
  /** Set on the confirm tab for a logged-in user with an unverified email. */
  verifyNotice: { email: string } | null;
  /** Set on the confirm tab while a social sign-up waits to be completed (never the id token). */
  pendingSignup: PendingSignupView | null;
}

function query(request: Request) {
  const url = new URL(request.url);
  const from = url.searchParams.get('from');
  return {
    from: from ? safeReturnPath(from, '') || null : null,
    sso: url.searchParams.get('sso') ?? '',
    sig: url.searchParams.get('sig') ?? '',
  };
}

/** Where a logged-in user goes after authenticating. */
async function destination(context: AppLoadContext, params: { from: string | null; sso: string; sig: string }): Promise<string> {
  const user = await currentUser(context);
  if (!user) return '/login';
  const account = accountUser(user);
  if (params.sso && params.sig) {
    const forum = forumLoginUrl(forumConfig(), { sso: params.sso, sig: params.sig }, ssoUser(account));
    if (forum) return forum;
  }
  if (!account.emailVerified) return params.from ? `/confirm?from=${encodeURIComponent(params.from)}` : '/confirm';
  return params.from ?? '/';
}

export async function authPageLoader(request: Request, context: AppLoadContext, tab: AuthTab): Promise<AuthPageData> {
  const params = query(request);
  const social = socialButtons();
  const socialError = socialErrorText(new URL(request.url).searchParams.get('social_error'));
  const user = await currentUser(context);
  if (user) {
    const account = accountUser(user);
    const target = await destination(context, params);
    const showNotice = !account.emailVerified && !(params.sso && params.sig && target.startsWith('http'));
    if (showNotice) {
      if (tab !== 'confirm') throw redirect(target);
      return { tab, from: params.from, social, socialError, verifyNotice: { email: account.email }, pendingSignup: null };
    }
    throw redirect(target);
  }
  // The confirm tab completes a social sign-up; without a pending one there is nothing to confirm.
  if (tab === 'confirm') {
    const pending = await readPendingSignup(context);
    if (!pending) throw redirect(`/login${new URL(request.url).search}`);
    const view = { provider: pending.provider, email: pending.email, firstName: pending.firstName, lastName: pending.lastName };
    return { tab, from: params.from ?? (pending.from || null), social, socialError, verifyNotice: null, pendingSignup: view };
  }
  return { tab, from: params.from, social, socialError, verifyNotice: null, pendingSignup: null };
}

export async function authPageAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request, context);
  const intent = field(form, 'intent');
  const params = query(request);
  const formFrom = field(form, 'from');
  if (formFrom) params.from = safeReturnPath(formFrom, '') || null;
  if (intent === 'login') return loginAction(form, context, params);
  if (intent === 'signup') return signupAction(form, context, params);
  if (intent === 'confirm') return confirmSignupAction(context, form, (from) => destination(context, { ...params, from: params.from ?? from }));
  if (intent === 'resend-verification') return resendAction(context);
  return fail(400, { formError: GENERIC_ERROR_TEXT });
}

async function loginAction(form: FormData, context: AppLoadContext, params: { from: string | null; sso: string; sig: string }) {
  const values = formValues(form, ['password']);
  const parsed = validateWith(loginSchema, { email: form.get('email') ?? '', password: form.get('password') ?? '' });
  if (!parsed.success) return invalid(parsed.issues, values);
  const keys = { ip: context.clientIp, email: parsed.output.email };
  // The failure is counted before the password is checked (so concurrent attempts cannot all get
  // through) and given back when the password was right or the service failed.
  const limit = await limitAttempt('login', keys);
  if (!limit.allowed) return tooMany(limit, values, { resetLink: true });
  const result = await withAuthLock(context, () => login(context, parsed.output.email, parsed.output.password));
  if (result.locked || result.value !== 'invalid-credentials') await refundAttempt('login', keys);
  if (result.locked) return fail(409, { formError: AUTH_IN_PROGRESS_TEXT, values });
  if (result.value === 'invalid-credentials') return fail(401, { formError: LOGIN_FAILED_TEXT, values });
  if (result.value === 'too-many') return tooMany({ allowed: false, retryAfterSeconds: 15 * 60 }, values, { resetLink: true });
  if (result.value !== 'ok') return fail(502, { formError: LOGIN_FAILED_TEXT, values });
  return redirect(await destination(context, params));
}

function signupAction(form: FormData, context: AppLoadContext, params: { from: string | null; sso: string; sig: string }) {
  const input = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  return submitSignup(context, form, authPageSignupSchema as v.GenericSchema<unknown, SignupValues>, input, () => destination(context, params));
}

/** Resend the verification email (also used by the contact-details and verify-email pages). */
export async function resendAction(context: AppLoadContext) {
  const user = await currentUser(context);
  if (!user) throw redirect('/login');
  const outcome = await resendVerificationEmail(context);
  if (outcome === 'ok') return { success: `A new verification email is on its way to ${accountUser(user).email}.` };
  if (outcome === 'too-many') return fail(429, { formError: VERIFICATION_TOO_MANY_TEXT });
  if (outcome === 'in-progress') return fail(409, { formError: VERIFICATION_IN_PROGRESS_TEXT });
  if (outcome === 'already-verified') return fail(409, { formError: ALREADY_VERIFIED_TEXT });
  return fail(502, { formError: VERIFICATION_RESEND_FAILED_TEXT });
}
