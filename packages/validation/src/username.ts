/**
 * Username (spec 1 §5, §9): 3 to 20 characters; ASCII letters, digits, underscore, dot and hyphen only;
 * must end with a letter or digit; must be unused (the lookup is I/O, so the async schema takes it as
 * an argument). The taken message is the spec's signup error text.
 */
import * as v from 'valibot';
import { validateWith, validateWithAsync } from './form';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

export const USERNAME_REQUIRED_MESSAGE = 'Username is required.';
export const USERNAME_TOO_SHORT_MESSAGE = `Username must be at least ${USERNAME_MIN_LENGTH} characters long.`;
export const USERNAME_TOO_LONG_MESSAGE = `Username must be at most ${USERNAME_MAX_LENGTH} characters long.`;
export const USERNAME_CHARACTERS_MESSAGE = 'Username may contain only letters, digits, underscores, dots and hyphens.';
export const USERNAME_LAST_CHARACTER_MESSAGE = 'Username must end with a letter or a digit.';
/** Spec 1 §8: username taken. */
export const USERNAME_TAKEN_MESSAGE = 'An account with this username already exists. Please try another.';

const ALLOWED_CHARACTERS = /^[A-Za-z0-9_.-]*$/;
const ENDS_WITH_LETTER_OR_DIGIT = /[A-Za-z0-9]$/;

export const usernameSchema = v.pipe(
  v.optional(v.string(USERNAME_REQUIRED_MESSAGE), ''),
  v.trim(),
  v.nonEmpty(USERNAME_REQUIRED_MESSAGE),
  v.minLength(USERNAME_MIN_LENGTH, USERNAME_TOO_SHORT_MESSAGE),
  v.maxLength(USERNAME_MAX_LENGTH, USERNAME_TOO_LONG_MESSAGE),
  v.regex(ALLOWED_CHARACTERS, USERNAME_CHARACTERS_MESSAGE),
  v.regex(ENDS_WITH_LETTER_OR_DIGIT, USERNAME_LAST_CHARACTER_MESSAGE),
);

export function validateUsername(input: unknown) {
  return validateWith(usernameSchema, input);
}

/** Whether a username is free, e.g. POST /api/unused-username-discourse (truthy data when free). */
export type IsUsernameUnused = (username: string) => Promise<boolean>;

/** The username schema plus the unused check; the lookup runs only for a well-formed username. */
/*#__NO_SIDE_EFFECTS__*/
export function usernameUnusedSchema(isUnused: IsUsernameUnused) {
  return v.pipeAsync(
    usernameSchema,
    v.rawCheckAsync<string>(async ({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.issues) return;
      if (!(await isUnused(dataset.value))) addIssue({ message: USERNAME_TAKEN_MESSAGE });
    }),
  );
}

export function validateUsernameUnused(input: unknown, isUnused: IsUsernameUnused) {
  return validateWithAsync(usernameUnusedSchema(isUnused), input);
}
