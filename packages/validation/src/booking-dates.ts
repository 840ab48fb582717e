/**
 * Date pickers (spec 2 §5, spec 3 §9): a date is selectable only between today and the booking window
 * (default 90 days, the availability window); nightly bookings need at least 1 night, other unit types
 * 0; a range cannot span blocked days. Days are UTC calendar days ('YYYY-MM-DD'); `today` is an
 * argument. The end of a range is exclusive for nightly bookings (the check-out day may be blocked).
 */

export const DAYS_AVAILABLE_FOR_BOOKING = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type BookingUnit = 'night' | 'day' | 'units';

const dayNumber = (date: Date): number => Math.floor(date.getTime() / DAY_MS);
const dayKey = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Today through today + window - 1 days are selectable. */
export function isSelectableDate(date: Date, today: Date, windowDays: number = DAYS_AVAILABLE_FOR_BOOKING): boolean {
  const offset = dayNumber(date) - dayNumber(today);
  return offset >= 0 && offset < windowDays;
}

/** Minimum stay: 1 for nightly bookings, otherwise 0. */
export const minimumStay = (unit: BookingUnit): number => (unit === 'night' ? 1 : 0);

/** Whether [start, end] (end exclusive for nights) covers a blocked day ('YYYY-MM-DD'). */
export function rangeSpansBlockedDays(start: Date, end: Date, blockedDays: ReadonlySet<string>, unit: BookingUnit = 'night'): boolean {
  const last = dayNumber(end) - (unit === 'night' ? 1 : 0);
  for (let day = dayNumber(start); day <= last; day += 1) if (blockedDays.has(dayKey(day))) return true;
  return false;
}

/** Whether a range is bookable: selectable ends, long enough, and no blocked day inside. */
export function isBookableRange(
  start: Date,
  end: Date,
  options: { today: Date; unit: BookingUnit; blockedDays?: ReadonlySet<string>; windowDays?: number },
): boolean {
  const nights = dayNumber(end) - dayNumber(start);
  return (
    isSelectableDate(start, options.today, options.windowDays) &&
    isSelectableDate(end, options.today, (options.windowDays ?? DAYS_AVAILABLE_FOR_BOOKING) + (options.unit === 'night' ? 1 : 0)) &&
    nights >= minimumStay(options.unit) &&
    !rangeSpansBlockedDays(start, end, options.blockedDays ?? new Set(), options.unit)
  );
}
