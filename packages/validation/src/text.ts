/**
 * Multi-line text (spec 1 §5, spec 2 §5, spec 3 §5): textareas allow at most 5000 characters. The
 * enquiry message is required and trimmed before sending. Outputs are not sanitised here; the server
 * sanitises stored user and listing text with `sanitize`.
 */
import * as v from 'valibot';
import { optionalString } from './fields';
import { validateWith } from './form';

export const TEXTAREA_MAX_LENGTH = 5000;

export const TEXTAREA_TOO_LONG_MESSAGE = `Must be at most ${TEXTAREA_MAX_LENGTH} characters.`;
export const ENQUIRY_MESSAGE_REQUIRED_MESSAGE = 'Message is required.';

/** A textarea: optional by default, at most 5000 characters; with `required`, trimmed and non-blank. */
/*#__NO_SIDE_EFFECTS__*/
export function textareaField(options: { required?: string; max?: number; tooLong?: string } = {}) {
  const max = options.max ?? TEXTAREA_MAX_LENGTH;
  const tooLong = options.tooLong ?? TEXTAREA_TOO_LONG_MESSAGE;
  if (options.required !== undefined) {
    return v.pipe(
      v.optional(v.string(options.required), ''),
      v.trim(),
      v.nonEmpty(options.required),
      v.maxLength(max, tooLong),
    );
  }
  return v.pipe(optionalString(), v.maxLength(max, tooLong));
}

export const enquirySchema = v.object({
  message: textareaField({ required: ENQUIRY_MESSAGE_REQUIRED_MESSAGE }),
});

export function validateEnquiry(input: unknown) {
  return validateWith(enquirySchema, input);
}
