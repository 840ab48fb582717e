/**
 * Contact details and email verification (spec 3 §2, §7): email change with the current password,
 * phone number in protectedData (saved without spaces), token verification, and resending the
 * verification email (at most 5 a day: the API answers 429 email-too-many-verification-requests;
 * one send per browser at a time).
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus, hasErrorCode } from '@variegata/marketplace-client/errors';
import { withAuthLock } from './session.server';
import { apiFor, forgetCurrentUser } from '~/server/marketplace.server';

export type EmailChangeOutcome = 'ok' | 'wrong-password' | 'email-taken' | 'failed';

export async function changeEmail(context: AppLoadContext, email: string, currentPassword: string): Promise<EmailChangeOutcome> {
  try {
    await apiFor(context).currentUser.changeEmail({ email, currentPassword });
    forgetCurrentUser(context);
    return 'ok';
  } catch (error) {
    if (hasErrorCode(error, 'email-taken')) return 'email-taken';
    if (apiStatus(error) === 403) return 'wrong-password';
    return 'failed';
  }
}

export async function savePhoneNumber(context: AppLoadContext, phoneNumber: string): Promise<boolean> {
  try {
    await apiFor(context).currentUser.updateProfile({ protectedData: { phoneNumber: phoneNumber === '' ? null : phoneNumber } });
    forgetCurrentUser(context);
    return true;
  } catch {
    return false;
  }
}

export type VerifyOutcome = 'ok' | 'failed';

export async function verifyEmail(context: AppLoadContext, verificationToken: string): Promise<VerifyOutcome> {
  try {
    await apiFor(context).currentUser.verifyEmail({ verificationToken });
    forgetCurrentUser(context);
    return 'ok';
  } catch {
    return 'failed';
  }
}

export type ResendOutcome = 'ok' | 'too-many' | 'in-progress' | 'already-verified' | 'failed';

export async function resendVerificationEmail(context: AppLoadContext): Promise<ResendOutcome> {
  const result = await withAuthLock(
    context,
    async (): Promise<ResendOutcome> => {
      try {
        await apiFor(context).currentUser.sendVerificationEmail();
        return 'ok';
      } catch (error) {
        if (hasErrorCode(error, 'email-too-many-verification-requests') || apiStatus(error) === 429) return 'too-many';
        if (hasErrorCode(error, 'email-already-verified')) return 'already-verified';
        return 'failed';
      }
    },
    'verification',
  );
  return result.locked ? 'in-progress' : result.value;
}
