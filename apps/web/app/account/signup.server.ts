/**
 * The signup sequence of spec 1 §4: check the username is unused; create the user (names, email,
 * password; protectedData with the extra fields (country), hasAcceptedNewsletter and signedUpFrom);
 * log in; store the username in metadata (Integration SDK); subscribe to the newsletter if accepted.
 */
import { err, ok, type Result } from '@variegata/result/result';
import type { AppLoadContext } from '@remix-run/node';
import { apiErrors, apiStatus, hasErrorCode } from '@variegata/marketplace-client/errors';
import { toSignupPayload, type SignupValues } from '@variegata/validation/signup';
import { signUpForNewsletter } from '~/newsletter/subscribe.server';
import { login } from './session.server';
import { isUsernameUnused, setUsername } from './username.server';
import { apiFor, forgetCurrentUser } from '~/server/marketplace.server';

/** Failure codes of spec 1 §8 (signup-failed ...), logged with the API status and error code only. */
function logFailure(message: string, error: unknown): void {
  console.error(`[account] ${message}`, apiStatus(error) ?? '', apiErrors(error)[0]?.code ?? (error instanceof Error ? error.message : ''));
}

export type SignupOutcome = Result<{ userId: string }, 'username-taken' | 'email-taken' | 'signup-failed'>;

export async function signup(context: AppLoadContext, values: SignupValues, log: (message: string, error: unknown) => void = logFailure): Promise<SignupOutcome> {
  if (!(await isUsernameUnused(values.username))) return err('username-taken');
  const payload = toSignupPayload(values);
  let userId: string;
  try {
    const user = await apiFor(context).currentUser.create({
      email: payload.email,
      password: payload.password,
      firstName: payload.firstName,
      lastName: payload.lastName,
      protectedData: { ...payload.protectedData, hasAcceptedNewsletter: payload.hasAcceptedNewsletter, signedUpFrom: payload.signedUpFrom },
    });
    userId = user.id;
  } catch (error) {
    if (hasErrorCode(error, 'email-taken') || (apiStatus(error) === 409 && !hasErrorCode(error, 'username-taken'))) return err('email-taken');
    if (hasErrorCode(error, 'username-taken')) return err('username-taken');
    log('signup-failed', error);
    return err('signup-failed');
  }
  // The account exists from here on: later steps failing must not report a failed signup.
  try {
    await setUsername(userId, payload.username);
  } catch (error) {
    log('signup-username-failed', error);
  }
  const loggedIn = await login(context, payload.email, payload.password);
  if (loggedIn !== 'ok') log('signup-login-failed', new Error(loggedIn));
  if (payload.hasAcceptedNewsletter) {
    await signUpForNewsletter({ email: payload.email, firstName: payload.firstName, lastName: payload.lastName }).catch((error) => log('newsletter-failed', error));
  }
  forgetCurrentUser(context);
  return ok({ userId });
}
