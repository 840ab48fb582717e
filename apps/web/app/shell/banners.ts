/**
 * When the shell's notices show (spec 1 §4, §9): cookie notice, missing-information
 * reminders, limited-access banner and the Android smart banner. Pure rules.
 */
import type { RouteName } from './routes';

const DAY_SECONDS = 24 * 60 * 60;

export const COOKIE_CONSENT_COOKIE = 'euCookiesAccepted';
/** Accepting sets the consent cookie for 10 years. */
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 10 * 365 * DAY_SECONDS;

/** Shown unless cookie euCookiesAccepted equals 1 or the URL parameter fromMobile equals 1. */
export function showCookieNotice(cookies: Readonly<Record<string, string>>, search: URLSearchParams): boolean {
  return cookies[COOKIE_CONSENT_COOKIE] !== '1' && search.get('fromMobile') !== '1';
}

export type ReminderKind = 'email-verification' | 'payout-account';
export const REMINDER_SEEN_COOKIE = 'vg_reminders_seen';

/** Pages where no missing-information reminder shows. */
export const REMINDER_EXCLUDED_ROUTES: ReadonlySet<RouteName> = new Set([
  'LoginPage', 'SignupPage', 'ContactDetailsPage', 'EmailVerificationPage', 'PasswordResetPage', 'StripePayoutPage',
]);

export interface ReminderFacts {
  readonly route: RouteName;
  readonly emailVerified: boolean;
  readonly hasListings: boolean;
  readonly hasOrders: boolean;
  readonly hasPayoutAccount: boolean;
  readonly seen: readonly ReminderKind[];
}

/**
 * Email verification for an unverified user with listings or orders; payout account for a
 * user with listings and no connected payout account; the first has priority. A reminder
 * marked seen stays away.
 */
export function reminderFor(facts: ReminderFacts): ReminderKind | null {
  if (REMINDER_EXCLUDED_ROUTES.has(facts.route)) return null;
  const due: ReminderKind[] = [];
  if (!facts.emailVerified && (facts.hasListings || facts.hasOrders)) due.push('email-verification');
  if (facts.hasListings && !facts.hasPayoutAccount) due.push('payout-account');
  return due.find((kind) => !facts.seen.includes(kind)) ?? null;
}

export function parseSeenReminders(value: string | undefined): ReminderKind[] {
  return (value ?? '').split(',').filter((kind): kind is ReminderKind => kind === 'email-verification' || kind === 'payout-account');
}

export function addSeenReminder(value: string | undefined, kind: ReminderKind): string {
  return [...new Set([...parseSeenReminders(value), kind])].join(',');
}

/** Shown when the only auth scope is user:limited, except on the search page. */
export function showLimitedAccessBanner(scopes: readonly string[], route: RouteName): boolean {
  return scopes.length === 1 && scopes[0] === 'user:limited' && route !== 'SearchPage';
}

export const SMART_BANNER_COOKIE = 'vg_smart_banner_dismissed';
/** Dismissing the Android smart banner lasts 90 days. */
export const SMART_BANNER_MAX_AGE_SECONDS = 90 * DAY_SECONDS;

export function isAndroid(userAgent: string | null | undefined): boolean {
  return /\bAndroid\b/i.test(userAgent ?? '');
}

/** On Android browsers not in standalone mode, unless dismissed. */
export function showSmartBanner(userAgent: string | null | undefined, cookies: Readonly<Record<string, string>>, standalone = false): boolean {
  return isAndroid(userAgent) && !standalone && cookies[SMART_BANNER_COOKIE] !== '1';
}
