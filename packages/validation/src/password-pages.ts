/**
 * Password pages (spec 3 §2, §7, §8): change (currentPassword, newPassword, both required with the
 * length limits), recovery (email required and valid) and reset (email, passwordResetToken,
 * newPassword). The user-facing error texts of these pages are the spec's.
 */
import * as v from 'valibot';
import { emailField } from './email';
import { validateWith } from './form';
import { passwordField } from './password';

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required.';
export const NEW_PASSWORD_REQUIRED_MESSAGE = 'New password is required.';
export const PASSWORD_RESET_TOKEN_REQUIRED_MESSAGE = 'The password reset link is missing its token.';

/** Spec 3 §8 texts. */
export const PASSWORD_CHANGE_WRONG_PASSWORD_TEXT = 'Please double-check your current password';
export const PASSWORD_CHANGE_GENERIC_ERROR_TEXT = 'Whoops, something went wrong. Please refresh the page and try again.';
export const PASSWORD_RECOVERY_EMAIL_NOT_FOUND_TEXT =
  "Hmm. We didn't find an account with that email address. Please double-check the address and try again.";
export const PASSWORD_RESET_FAILED_TEXT = 'Reset failed. Please try again.';
export const PASSWORD_RESET_LINK_BROKEN_TEXT = 'Oops, it looks like the password reset link is broken.';

export const passwordChangeSchema = v.object({
  currentPassword: passwordField({ required: CURRENT_PASSWORD_REQUIRED_MESSAGE }),
  newPassword: passwordField({ required: NEW_PASSWORD_REQUIRED_MESSAGE }),
});

export const passwordRecoverySchema = v.object({
  email: emailField(),
});

export const passwordResetSchema = v.object({
  email: emailField(),
  passwordResetToken: v.pipe(
    v.optional(v.string(PASSWORD_RESET_TOKEN_REQUIRED_MESSAGE), ''),
    v.trim(),
    v.nonEmpty(PASSWORD_RESET_TOKEN_REQUIRED_MESSAGE),
  ),
  newPassword: passwordField({ required: NEW_PASSWORD_REQUIRED_MESSAGE }),
});

export const validatePasswordChange = (input: unknown) => validateWith(passwordChangeSchema, input);
export const validatePasswordRecovery = (input: unknown) => validateWith(passwordRecoverySchema, input);
export const validatePasswordReset = (input: unknown) => validateWith(passwordResetSchema, input);
