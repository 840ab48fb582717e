export type AuthTab = 'signup' | 'login' | 'confirm';

export interface AuthPageView {
  tab: AuthTab;
  from: string | null;
  social: { google: boolean; facebook: boolean };
  socialError: string | null;
  verifyNotice: { email: string } | null;
  pendingSignup: PendingSignupView | null;
}

/** A social sign-up waiting on the confirm tab: what the provider told about the person. */
export interface PendingSignupView {
  provider: 'facebook' | 'google';
  email: string;
  firstName: string;
  lastName: string;
}
