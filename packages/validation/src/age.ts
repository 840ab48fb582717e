/**
 * Minimum age (spec 1 §5): the date of birth must give at least the required number of years on the
 * given day. The required number is not in the spec, so it is an argument (no default). `now` is an
 * argument too; calendar dates are compared as UTC dates.
 */
import { validateWith } from './form';
import * as v from 'valibot';

export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number;
}

export const toCalendarDate = (date: Date): CalendarDate => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});

/** Whole years from `birth` to `on` (a birthday on 29 February counts from 1 March in other years). */
export function ageInYears(birth: CalendarDate, on: CalendarDate): number {
  let years = on.year - birth.year;
  if (on.month < birth.month || (on.month === birth.month && on.day < birth.day)) years -= 1;
  return years;
}

export const minimumAgeMessage = (years: number): string => `You must be at least ${years} years old.`;

export function hasMinimumAge(birth: CalendarDate, now: Date, minimumYears: number): boolean {
  return ageInYears(birth, toCalendarDate(now)) >= minimumYears;
}

/** Validator: the message when the birth date gives fewer than `minimumYears` on `now`. */
export const minimumAge =
  (minimumYears: number, now: Date, message: string = minimumAgeMessage(minimumYears)) =>
  (birth: CalendarDate): string | undefined =>
    hasMinimumAge(birth, now, minimumYears) ? undefined : message;

/** Valibot action form of the same rule, for a schema whose output is a CalendarDate. */
export const minimumAgeCheck = (minimumYears: number, now: Date, message: string = minimumAgeMessage(minimumYears)) =>
  v.check<CalendarDate, string>((birth) => hasMinimumAge(birth, now, minimumYears), message);

export function validateMinimumAge(input: CalendarDate, minimumYears: number, now: Date) {
  return validateWith(v.pipe(v.custom<CalendarDate>(() => true), minimumAgeCheck(minimumYears, now)), input);
}
