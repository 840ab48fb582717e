/** Texts of social sign-in (the authentication page shows them from the `social_error` query parameter). */
export const SOCIAL_ERROR_TEXTS = {
  cancelled: 'Signing in with the provider was cancelled.',
  expired: 'That sign-in took too long or was already used. Please try again.',
  failed: 'We could not sign you in with that provider. Please try again or use your email and password.',
  unavailable: 'Signing in with that provider is not available right now. Please use your email and password.',
  'too-many': 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
} as const;

export type SocialError = keyof typeof SOCIAL_ERROR_TEXTS;

export function socialErrorText(code: string | null): string | null {
  return code && Object.hasOwn(SOCIAL_ERROR_TEXTS, code) ? SOCIAL_ERROR_TEXTS[code as SocialError] : null;
}

export const CONFIRM_TITLE = 'Complete your sign-up';
export const CONFIRM_INTRO = 'You are almost done. Check your details and choose a username to finish signing up.';

/** The signup-origin key the social network button stores before leaving (spec 1 §7). */
export const SIGNUP_ORIGIN_KEY = 'signedUpFrom';
