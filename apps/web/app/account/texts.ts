/**
 * User-facing texts of the account and authentication pages. Spec 1 §8 and spec 3 §8 texts are
 * copied exactly; the rest (marked "ours") fill cases the spec names without a text.
 */
export {
  PASSWORD_CHANGE_GENERIC_ERROR_TEXT,
  PASSWORD_CHANGE_WRONG_PASSWORD_TEXT,
  PASSWORD_RECOVERY_EMAIL_NOT_FOUND_TEXT,
  PASSWORD_RESET_FAILED_TEXT,
  PASSWORD_RESET_LINK_BROKEN_TEXT,
} from '@variegata/validation/password-pages';
export { USERNAME_TAKEN_MESSAGE as SIGNUP_USERNAME_TAKEN_TEXT } from '@variegata/validation/username';
export { IMAGE_TOO_BIG_MESSAGE, IMAGE_TYPE_MESSAGE } from '@variegata/validation/images';
export { NEWSLETTER_ERROR_TEXT, NEWSLETTER_SENDING_TEXT, NEWSLETTER_SUCCESS_TEXT } from '@variegata/validation/newsletter';

/** Spec 1 §8. */
export const LOGIN_FAILED_TEXT = 'The email and password you entered did not match our records. Please double-check and try again.';
export const SIGNUP_EMAIL_TAKEN_TEXT = 'An account with this email address already exists. Try logging in instead.';
export const SIGNUP_FAILED_TEXT = 'Signup failed. Please make sure all the information you entered is correct and try again.';
export const AUTH_IN_PROGRESS_TEXT = 'Login or logout already in progress';
export const VERIFICATION_TOO_MANY_TEXT = 'The maximum of 5 verification emails has been reached. Please try again tomorrow.';

/** Spec 3 §8 names these without a text (ours). */
export const VERIFICATION_RESEND_FAILED_TEXT = 'Sending the verification email failed. Please try again.';
export const VERIFICATION_IN_PROGRESS_TEXT = 'Email verification already in progress';
export const ALREADY_VERIFIED_TEXT = 'Your email address is already verified.';
export const VERIFICATION_FAILED_TEXT = 'Email verification failed. The link may have expired or already been used.';
/** Email change refused because the current password is wrong (spec 3 §8 password text). */
export const EMAIL_CHANGE_WRONG_PASSWORD_TEXT = 'Please double-check your current password';
/** Reset links go only to verified addresses (the API answers email-unverified). */
export const PASSWORD_RECOVERY_EMAIL_UNVERIFIED_TEXT =
  'This email address has not been verified yet, so we cannot send a reset link to it. Please open the verification link we sent you first.';
export const GENERIC_ERROR_TEXT = 'Whoops, something went wrong. Please refresh the page and try again.';
export const PROFILE_UPDATE_FAILED_TEXT = 'Updating your profile failed. Please try again.';
export const IMAGE_UPLOAD_FAILED_TEXT = 'The image could not be uploaded. Please try another image.';

/** Rate limiting (ours). */
export function tooManyAttemptsText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}
