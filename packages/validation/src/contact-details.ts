/**
 * Contact details (spec 3 §2, §7): changing the email needs the current password (changeEmail takes
 * email and currentPassword); the phone number is saved without spaces (protectedData.phoneNumber) and
 * displayed grouped.
 *
 * Display grouping (the spec does not say how): a 10-digit national number as 3-3-4
 * ('555 123 4567'); '+1' followed by 10 digits as '+1 555 123 4567'; anything else in groups of three
 * from the left, a last single digit joining the group before it. Characters other than digits and a
 * leading '+' are dropped for display only.
 */
import * as v from 'valibot';
import { emailField } from './email';
import { optionalText } from './fields';
import { fieldPath, validateWith } from './form';

export const EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change your email.';

/** Phone number as saved: every whitespace character removed. */
export const normalizePhoneNumber = (phone: string): string => phone.replace(/\s+/g, '');

function groupDigits(digits: string): string {
  const groups: string[] = [];
  for (let index = 0; index < digits.length; index += 3) groups.push(digits.slice(index, index + 3));
  const last = groups[groups.length - 1];
  if (groups.length > 1 && last !== undefined && last.length === 1) {
    groups.pop();
    groups[groups.length - 1] += last;
  }
  return groups.join(' ');
}

/** Phone number for display, grouped with spaces. */
export function formatPhoneNumber(phone: string): string {
  const compact = normalizePhoneNumber(phone);
  const plus = compact.startsWith('+') ? '+' : '';
  const digits = compact.replace(/\D/g, '');
  if (plus === '' && digits.length === 10) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  if (plus === '+' && digits.length === 11 && digits.startsWith('1')) {
    return `+1 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  return plus + groupDigits(digits);
}

export interface ContactDetailsOptions {
  /** The user's current email; a different email in the form needs the current password. */
  readonly currentEmail: string;
}

export interface ContactDetailsValues {
  readonly email: string;
  readonly emailChanged: boolean;
  readonly currentPassword: string;
  readonly phoneNumber: string;
}

/*#__NO_SIDE_EFFECTS__*/
export function contactDetailsSchema(options: ContactDetailsOptions) {
  return v.pipe(
    v.object({
      email: emailField(),
      currentPassword: v.optional(v.string(), ''),
      phoneNumber: v.pipe(optionalText(), v.transform(normalizePhoneNumber)),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }): ContactDetailsValues => {
      const input = dataset.value;
      const emailChanged = input.email.toLowerCase() !== options.currentEmail.trim().toLowerCase();
      if (emailChanged && input.currentPassword === '') {
        addIssue({ message: EMAIL_CHANGE_PASSWORD_REQUIRED_MESSAGE, path: fieldPath(input, 'currentPassword') });
        return NEVER;
      }
      return { ...input, emailChanged };
    }),
  );
}

export function validateContactDetails(input: unknown, options: ContactDetailsOptions) {
  return validateWith(contactDetailsSchema(options), input);
}
