/**
 * Email (spec 1 §5): required and matching a standard address pattern. The pattern is the HTML
 * standard's `input type=email` pattern (what browsers use), applied to the trimmed value.
 */
import * as v from 'valibot';
import { validateWith } from './form';

export const EMAIL_REQUIRED_MESSAGE = 'Email is required.';
export const EMAIL_INVALID_MESSAGE = 'A valid email address is required.';

/** WHATWG HTML "valid e-mail address" pattern. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Required, trimmed, valid email. */
/*#__NO_SIDE_EFFECTS__*/
export function emailField(messages: { required?: string; invalid?: string } = {}) {
  const requiredMessage = messages.required ?? EMAIL_REQUIRED_MESSAGE;
  return v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.regex(EMAIL_PATTERN, messages.invalid ?? EMAIL_INVALID_MESSAGE),
  );
}

export const emailSchema = emailField();

export function validateEmail(input: unknown) {
  return validateWith(emailSchema, input);
}
