/**
 * Form schemas of the account pages that @variegata/validation does not hold as such, built from its
 * field schemas. Browser-safe: the same schema checks a form before it is sent and again in the action.
 */
import * as v from 'valibot';
import { emailField } from '@variegata/validation/email';
import { optionalText, requiredText } from '@variegata/validation/fields';
import { PASSWORD_REQUIRED_MESSAGE } from '@variegata/validation/password';
import { FIRST_NAME_REQUIRED_MESSAGE, LAST_NAME_REQUIRED_MESSAGE } from '@variegata/validation/signup';
import { TEXTAREA_MAX_LENGTH } from '@variegata/validation/text';
import { usernameSchema } from '@variegata/validation/username';

/** Login: a valid email and a non-empty password (length rules are for new passwords only). */
export const loginSchema = v.object({
  email: emailField(),
  password: v.pipe(v.optional(v.string(PASSWORD_REQUIRED_MESSAGE), ''), v.nonEmpty(PASSWORD_REQUIRED_MESSAGE)),
});

export const BIO_TOO_LONG_MESSAGE = `Bio must be at most ${TEXTAREA_MAX_LENGTH} characters long.`;
export const DISPLAY_NAME_TOO_LONG_MESSAGE = 'Display name must be at most 100 characters long.';

export const profileSchema = v.object({
  firstName: requiredText(FIRST_NAME_REQUIRED_MESSAGE),
  lastName: requiredText(LAST_NAME_REQUIRED_MESSAGE),
  displayName: optionalText({ max: 100, maxMessage: DISPLAY_NAME_TOO_LONG_MESSAGE }),
  bio: optionalText({ max: TEXTAREA_MAX_LENGTH, maxMessage: BIO_TOO_LONG_MESSAGE }),
  username: usernameSchema,
});

export type ProfileValues = v.InferOutput<typeof profileSchema>;

/** A form's text fields as a plain object (what the schemas parse, in the browser and the action). */
export function formObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && key !== '_csrf') out[key] = value;
  return out;
}
