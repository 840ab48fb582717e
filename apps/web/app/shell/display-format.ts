/**
 * Counts and UTC dates as the site shows them (English, en-US forms), written out here rather than
 * through Intl: a browser's first Intl formatter loads its ICU data, which costs 40-65 ms of main
 * thread in Chromium on each page that showed a date or a count, and the server's and the browser's
 * ICU versions need not agree on a form (a mismatch breaks hydration). The forms are those
 * Intl.DateTimeFormat('en-US', { ..., timeZone: 'UTC' }) gives in Node; the tests compare them.
 */
import { groupThousands } from '@variegata/money/digits';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 4704 -> "4,704" (whole numbers; anything else as JavaScript writes it). */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  return `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;
}

/**
 * The forms of a UTC date:
 * - `day`: "Nov 5, 2026"
 * - `longDay`: "November 5, 2026"
 * - `monthYear`: "November 2026"
 * - `dayTime`: "Nov 5, 2026, 6:07 PM"
 * - `dayTimeZone`: "Nov 5, 2026, 6:07 PM UTC" (auction ends: read by people in every zone)
 * - `weekdayTime`: "Thu, Nov 5, 6:07 PM"
 * - `time`: "6:07 PM"
 * - `monthDayTimeZone`: "Nov 5, 6:07 PM UTC"
 */
export type UtcDateForm = 'day' | 'longDay' | 'monthYear' | 'dayTime' | 'dayTimeZone' | 'weekdayTime' | 'time' | 'monthDayTimeZone';

/** Formats a date (or an ISO string / epoch ms) in UTC; an invalid date gives "Invalid Date", as Intl throws instead. */
export function formatUtcDate(input: Date | string | number, form: UtcDateForm): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const month = MONTHS[date.getUTCMonth()] as string;
  const short = month.slice(0, 3);
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  const hours = date.getUTCHours();
  const time = `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  switch (form) {
    case 'day':
      return `${short} ${day}, ${year}`;
    case 'longDay':
      return `${month} ${day}, ${year}`;
    case 'monthYear':
      return `${month} ${year}`;
    case 'dayTime':
      return `${short} ${day}, ${year}, ${time}`;
    case 'dayTimeZone':
      return `${short} ${day}, ${year}, ${time} UTC`;
    case 'weekdayTime':
      return `${WEEKDAYS[date.getUTCDay()]}, ${short} ${day}, ${time}`;
    case 'time':
      return time;
    case 'monthDayTimeZone':
      return `${short} ${day}, ${time} UTC`;
  }
}
