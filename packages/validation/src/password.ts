/**
 * Passwords (spec 1 §5, spec 3 §2): required, at least 8 characters, at most 256. The maximum is not
 * in the spec; 256 is the marketplace API's password limit and lets pass-phrases through (OWASP ASVS
 * asks to allow 64 or more). Passwords are not trimmed: spaces count.
 */
import * as v from 'valibot';
import { validateWith } from './form';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_REQUIRED_MESSAGE = 'Password is required.';
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;

export interface PasswordMessages {
  readonly required?: string;
  readonly tooShort?: string;
  readonly tooLong?: string;
}

/** Required password with the length limits; `required` uses the given message (e.g. for "current password"). */
/*#__NO_SIDE_EFFECTS__*/
export function passwordField(messages: PasswordMessages = {}) {
  const requiredMessage = messages.required ?? PASSWORD_REQUIRED_MESSAGE;
  return v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.nonEmpty(requiredMessage),
    v.minLength(PASSWORD_MIN_LENGTH, messages.tooShort ?? PASSWORD_TOO_SHORT_MESSAGE),
    v.maxLength(PASSWORD_MAX_LENGTH, messages.tooLong ?? PASSWORD_TOO_LONG_MESSAGE),
  );
}

export const passwordSchema = passwordField();

export function validatePassword(input: unknown) {
  return validateWith(passwordSchema, input);
}
