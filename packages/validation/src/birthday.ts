/**
 * Birthday input (spec 3 §3): day, month and year selects; valid only if they make a real date (no
 * 30 February, 29 February only in leap years); the years list covers 80 years, from the current year
 * back. `now` is an argument. An optional minimum age (see `age`) can be added.
 */
import * as v from 'valibot';
import { hasMinimumAge, minimumAgeMessage, type CalendarDate } from './age';
import { validateWith } from './form';

export const BIRTHDAY_YEAR_COUNT = 80;

export const BIRTHDAY_REQUIRED_MESSAGE = 'Date of birth is required.';
export const BIRTHDAY_INVALID_MESSAGE = 'Date of birth is not a valid date.';

/** Years offered in the year select: the current (UTC) year and the 79 before it, newest first. */
export function birthdayYears(now: Date, count: number = BIRTHDAY_YEAR_COUNT): number[] {
  const current = now.getUTCFullYear();
  return Array.from({ length: count }, (_, index) => current - index);
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether year, month (1..12) and day make a real calendar date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const part = v.optional(v.union([v.number(), v.string()]), '');

const toNumber = (value: number | string): number =>
  typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;

export interface BirthdayOptions {
  readonly now: Date;
  /** Minimum age in years; omitted means no age check. */
  readonly minimumAge?: number;
  readonly yearCount?: number;
}

/*#__NO_SIDE_EFFECTS__*/
export function birthdaySchema(options: BirthdayOptions) {
  const years = birthdayYears(options.now, options.yearCount);
  return v.pipe(
    v.object({ day: part, month: part, year: part }, BIRTHDAY_REQUIRED_MESSAGE),
    v.rawTransform(({ dataset, addIssue, NEVER }): CalendarDate => {
      const { day, month, year } = dataset.value;
      if (day === '' || month === '' || year === '') {
        addIssue({ message: BIRTHDAY_REQUIRED_MESSAGE });
        return NEVER;
      }
      const date = { year: toNumber(year), month: toNumber(month), day: toNumber(day) };
      if (!isRealDate(date.year, date.month, date.day) || !years.includes(date.year)) {
        addIssue({ message: BIRTHDAY_INVALID_MESSAGE });
        return NEVER;
      }
      if (options.minimumAge !== undefined && !hasMinimumAge(date, options.now, options.minimumAge)) {
        addIssue({ message: minimumAgeMessage(options.minimumAge) });
        return NEVER;
      }
      return date;
    }),
  );
}

export function validateBirthday(input: unknown, options: BirthdayOptions) {
  return validateWith(birthdaySchema(options), input);
}
