/**
 * Completing a social sign-up (spec 1 §4 "Social signup"): the username must be unused; the
 * marketplace creates the user from the pending id token (`currentUser.createWithIdp`: email and
 * names as confirmed, protectedData with the country, the newsletter choice and signedUpFrom); the
 * username goes to metadata; the same id token logs the new user in; the newsletter subscription
 * follows when accepted. Used by the confirm tab and by POST /api/auth/create-user-with-idp.
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiErrors, apiStatus, hasErrorCode } from '@variegata/marketplace-client/errors';
import { err, ok, type Result } from '@variegata/result/result';
import { signUpForNewsletter } from '~/newsletter/subscribe.server';
import { withAuthLock } from '~/account/session.server';
import { isUsernameUnused, setUsername } from '~/account/username.server';
import { apiFor, forgetCurrentUser } from '~/server/marketplace.server';
import { limitAttempt } from '~/server/rate-limit.server';
import type { ConfirmSignupValues } from './confirm-schema';
import { clearPendingSignup, type PendingSignup } from './flow-cookies.server';

export type SocialSignupError = 'too-many' | 'in-progress' | 'username-taken' | 'email-taken' | 'expired' | 'create-user-with-idp-failed';

function logFailure(message: string, error: unknown): void {
  console.error(`[social-auth] ${message}`, apiStatus(error) ?? '', apiErrors(error)[0]?.code ?? (error instanceof Error ? error.message : ''));
}

async function createAndLogIn(context: AppLoadContext, pending: PendingSignup, values: ConfirmSignupValues): Promise<Result<{ userId: string }, SocialSignupError>> {
  if (!(await isUsernameUnused(values.username))) return err('username-taken');
  const credentials = { idpId: pending.idpId, idpClientId: pending.idpClientId, idpToken: pending.idToken };
  let userId: string;
  try {
    const user = await apiFor(context).currentUser.createWithIdp({
      ...credentials,
      ...(values.email.toLowerCase() !== pending.email.toLowerCase() ? { email: values.email } : {}),
      firstName: values.firstName,
      lastName: values.lastName,
      protectedData: { country: values.country, hasAcceptedNewsletter: values.hasAcceptedNewsletter, signedUpFrom: values.signedUpFrom },
    });
    userId = user.id;
  } catch (error) {
    if (hasErrorCode(error, 'email-taken')) return err('email-taken');
    if (hasErrorCode(error, 'idp-token-invalid') || hasErrorCode(error, 'idp-account-taken')) return err('expired');
    logFailure('create-user-with-idp-failed', error);
    return err('create-user-with-idp-failed');
  }
  // The account exists from here on: later steps failing must not report a failed sign-up.
  await clearPendingSignup(context);
  await setUsername(userId, values.username).catch((error: unknown) => logFailure('signup-username-failed', error));
  try {
    await apiFor(context).loginWithIdp(credentials);
    context.renewCsrfToken();
  } catch (error) {
    logFailure('signup-login-failed', error);
  }
  if (values.hasAcceptedNewsletter) {
    await signUpForNewsletter({ email: values.email, firstName: values.firstName, lastName: values.lastName }).catch((error: unknown) => logFailure('newsletter-failed', error));
  }
  forgetCurrentUser(context);
  return ok({ userId });
}

export async function completeSocialSignup(context: AppLoadContext, pending: PendingSignup, values: ConfirmSignupValues): Promise<Result<{ userId: string }, SocialSignupError>> {
  const limit = await limitAttempt('signup', { ip: context.clientIp });
  if (!limit.allowed) return err('too-many');
  const result = await withAuthLock(context, () => createAndLogIn(context, pending, values));
  return result.locked ? err('in-progress') : result.value;
}
