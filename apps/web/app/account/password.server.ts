/**
 * Password change, recovery and reset (spec 3 §2, §4, §7, §8) through the request's SDK. Each
 * returns a stable code; the pages turn codes into the spec's texts.
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus, hasErrorCode } from '@variegata/marketplace-client/errors';
import { apiFor } from '~/server/marketplace.server';

export type PasswordChangeOutcome = 'ok' | 'wrong-password' | 'failed';

export async function changePassword(context: AppLoadContext, currentPassword: string, newPassword: string): Promise<PasswordChangeOutcome> {
  try {
    await apiFor(context).currentUser.changePassword({ currentPassword, newPassword });
    return 'ok';
  } catch (error) {
    return apiStatus(error) === 403 ? 'wrong-password' : 'failed';
  }
}

/** `invalid-email`: the marketplace refused the address itself (stricter than the form's pattern, e.g. `a@b`). */
export type RecoveryOutcome = 'ok' | 'email-not-found' | 'email-unverified' | 'invalid-email' | 'failed';

export async function requestPasswordReset(context: AppLoadContext, email: string): Promise<RecoveryOutcome> {
  try {
    await apiFor(context).passwordReset.request({ email });
    return 'ok';
  } catch (error) {
    if (hasErrorCode(error, 'email-not-found')) return 'email-not-found';
    if (hasErrorCode(error, 'email-unverified')) return 'email-unverified';
    if (apiStatus(error) === 400) return 'invalid-email';
    return 'failed';
  }
}

export type ResetOutcome = 'ok' | 'failed';

export async function resetPassword(context: AppLoadContext, values: { email: string; passwordResetToken: string; newPassword: string }): Promise<ResetOutcome> {
  try {
    await apiFor(context).passwordReset.reset(values);
    return 'ok';
  } catch {
    return 'failed';
  }
}
