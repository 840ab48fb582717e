/** Which cookie a shell dismissal sets (spec 1 §4: consent 10 years, smart banner 90 days, reminders seen). */
import type { CookieOptions } from '~/server/cookies.server';
import {
  addSeenReminder, COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE_SECONDS, parseSeenReminders, REMINDER_SEEN_COOKIE,
  SMART_BANNER_COOKIE, SMART_BANNER_MAX_AGE_SECONDS,
} from './banners';

export interface PreferenceCookie {
  readonly name: string;
  readonly value: string;
  readonly options: CookieOptions;
}

export function preferenceCookie(intent: string, value: string, cookies: Readonly<Record<string, string>>): PreferenceCookie | null {
  switch (intent) {
    case 'accept-cookies':
      return { name: COOKIE_CONSENT_COOKIE, value: '1', options: { maxAgeSeconds: COOKIE_CONSENT_MAX_AGE_SECONDS } };
    case 'dismiss-smart-banner':
      return { name: SMART_BANNER_COOKIE, value: '1', options: { maxAgeSeconds: SMART_BANNER_MAX_AGE_SECONDS } };
    case 'close-reminder': {
      const [kind] = parseSeenReminders(value);
      if (!kind) return null;
      // A session cookie: the reminder stays away for this browsing session.
      return { name: REMINDER_SEEN_COOKIE, value: addSeenReminder(cookies[REMINDER_SEEN_COOKIE], kind), options: {} };
    }
    default:
      return null;
  }
}
