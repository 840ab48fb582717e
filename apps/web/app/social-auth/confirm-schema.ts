/**
 * The confirm tab's form (spec 1 §3 "Social signup"): the provider's email and names, editable;
 * a username; the country (an extra field, kept in protectedData); the newsletter checkbox; and
 * signedUpFrom (the stored signup origin, else 'AuthPage'). Shared by the browser and the server.
 */
import { DEFAULT_COUNTRY, countryField } from '@variegata/validation/country';
import { emailField } from '@variegata/validation/email';
import { checkbox, requiredText } from '@variegata/validation/fields';
import { FIRST_NAME_REQUIRED_MESSAGE, LAST_NAME_REQUIRED_MESSAGE, SIGNED_UP_FROM_AUTH_PAGE } from '@variegata/validation/signup';
import { usernameSchema } from '@variegata/validation/username';
import * as v from 'valibot';

export const confirmSignupSchema = v.object({
  email: emailField(),
  firstName: requiredText(FIRST_NAME_REQUIRED_MESSAGE),
  lastName: requiredText(LAST_NAME_REQUIRED_MESSAGE),
  username: usernameSchema,
  country: countryField({ defaultCountry: DEFAULT_COUNTRY }),
  hasAcceptedNewsletter: checkbox(),
  signedUpFrom: v.pipe(
    v.optional(v.string(), SIGNED_UP_FROM_AUTH_PAGE),
    v.trim(),
    v.maxLength(200),
    v.transform((value) => (value === '' ? SIGNED_UP_FROM_AUTH_PAGE : value)),
  ),
});

export type ConfirmSignupValues = v.InferOutput<typeof confirmSignupSchema>;
