/**
 * Signup form (spec 1 §3, §5): email required and valid; username; first and last name required and
 * trimmed unless the form hides them (the article sign-up popup, which sends the username as both
 * names and signedUpFrom 'ArticlePage'); password with its limits; country required, default 'US';
 * newsletter checkbox optional; signedUpFrom 'AuthPage', 'ArticlePage' or a stored origin.
 */
import * as v from 'valibot';
import { DEFAULT_COUNTRY, countryField } from './country';
import { emailField } from './email';
import { checkbox, requiredText } from './fields';
import { validateWith } from './form';
import { passwordField } from './password';
import { usernameSchema } from './username';

export const FIRST_NAME_REQUIRED_MESSAGE = 'First name is required.';
export const LAST_NAME_REQUIRED_MESSAGE = 'Last name is required.';

export const SIGNED_UP_FROM_AUTH_PAGE = 'AuthPage';
export const SIGNED_UP_FROM_ARTICLE_PAGE = 'ArticlePage';

export interface SignupOptions {
  /** The form hides the name fields; the username is used as first and last name. */
  readonly hideNames?: boolean;
  /** Value of signedUpFrom when the form does not send one. */
  readonly signedUpFrom?: string;
}

const commonEntries = (signedUpFrom: string) => ({
  email: emailField(),
  username: usernameSchema,
  password: passwordField(),
  country: countryField({ defaultCountry: DEFAULT_COUNTRY }),
  hasAcceptedNewsletter: checkbox(),
  signedUpFrom: v.pipe(
    v.optional(v.string(), signedUpFrom),
    v.trim(),
    v.transform((value) => (value === '' ? signedUpFrom : value)),
  ),
});

/*#__NO_SIDE_EFFECTS__*/
export function signupSchema(options: SignupOptions = {}) {
  const signedUpFrom = options.signedUpFrom ?? (options.hideNames ? SIGNED_UP_FROM_ARTICLE_PAGE : SIGNED_UP_FROM_AUTH_PAGE);
  if (options.hideNames) {
    return v.pipe(
      v.object(commonEntries(signedUpFrom)),
      v.transform((values) => ({ ...values, firstName: values.username, lastName: values.username })),
    );
  }
  return v.object({
    ...commonEntries(signedUpFrom),
    firstName: requiredText(FIRST_NAME_REQUIRED_MESSAGE),
    lastName: requiredText(LAST_NAME_REQUIRED_MESSAGE),
  });
}

export interface SignupValues {
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly hasAcceptedNewsletter: boolean;
  readonly signedUpFrom: string;
}

/** The full-page signup form (AuthPage). */
export const authPageSignupSchema = signupSchema();
/** The article sign-up popup: names hidden, signedUpFrom 'ArticlePage'. */
export const articleSignupSchema = signupSchema({ hideNames: true });

export function validateSignup(input: unknown, options: SignupOptions = {}) {
  return validateWith(signupSchema(options) as v.GenericSchema<unknown, SignupValues>, input);
}

export interface SignupPayload {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
  readonly hasAcceptedNewsletter: boolean;
  readonly signedUpFrom: string;
  readonly protectedData?: Readonly<Record<string, unknown>>;
}

/**
 * The signup payload of spec 1 §3: extra fields (country and any others) go to protectedData, which is
 * omitted when there are none.
 */
export function toSignupPayload(values: SignupValues, extraFields: Readonly<Record<string, unknown>> = {}): SignupPayload {
  const { email, password, firstName, lastName, username, hasAcceptedNewsletter, signedUpFrom, country } = values;
  const protectedData = { ...extraFields, ...(country ? { country } : {}) };
  return {
    email,
    password,
    firstName,
    lastName,
    username,
    hasAcceptedNewsletter,
    signedUpFrom,
    ...(Object.keys(protectedData).length > 0 ? { protectedData } : {}),
  };
}
