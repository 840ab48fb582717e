export type AuthTab = 'signup' | 'login' | 'confirm';

export interface AuthPageView {
  tab: AuthTab;
  from: string | null;
  social: { google: boolean; facebook: boolean };
  verifyNotice: { email: string } | null;
}
