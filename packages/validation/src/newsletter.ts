/**
 * Newsletter subscription (spec 1 §5, §7): email required and valid; optional first and last name
 * (POST /api/newsletter sends email, firstName, lastName). The status texts are the spec's.
 */
import * as v from 'valibot';
import { emailField } from './email';
import { optionalText } from './fields';
import { validateWith } from './form';

/** Spec 1 §8 newsletter texts. */
export const NEWSLETTER_SENDING_TEXT = 'Sending...';
export const NEWSLETTER_ERROR_TEXT = 'Something went wrong. Please try again later.';
export const NEWSLETTER_SUCCESS_TEXT = "You've successfully subscribed to our newsletter!";

export const newsletterSchema = v.object({
  email: emailField(),
  firstName: optionalText(),
  lastName: optionalText(),
});

export type NewsletterValues = v.InferOutput<typeof newsletterSchema>;

export function validateNewsletter(input: unknown) {
  return validateWith(newsletterSchema, input);
}
