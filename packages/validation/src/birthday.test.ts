import { describe, expect, it } from 'vitest';
import { minimumAgeMessage } from './age';
import {
  BIRTHDAY_INVALID_MESSAGE,
  BIRTHDAY_REQUIRED_MESSAGE,
  birthdayYears,
  isRealDate,
  validateBirthday,
} from './birthday';
import { formFailure } from './testing/form-failure';

const now = new Date('2026-11-21T00:00:00Z');

describe('birthday', () => {
  it('offers 80 years, newest first', () => {
    const years = birthdayYears(now);
    expect(years).toHaveLength(80);
    expect(years[0]).toBe(2026);
    expect(years[79]).toBe(1947);
  });

  it('accepts only real dates', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2024, 2, 30)).toBe(false);
    expect(isRealDate(2024, 4, 31)).toBe(false);
    expect(isRealDate(2024, 13, 1)).toBe(false);
    expect(isRealDate(2024, 1, 0)).toBe(false);
    expect(validateBirthday({ day: '30', month: '2', year: '1990' }, { now })).toEqual(formFailure(BIRTHDAY_INVALID_MESSAGE));
    expect(validateBirthday({ day: '29', month: '2', year: '1992' }, { now })).toEqual({
      success: true,
      output: { year: 1992, month: 2, day: 29 },
    });
  });

  it('needs every part', () => {
    expect(validateBirthday({ day: '1', month: '', year: '1990' }, { now })).toEqual(formFailure(BIRTHDAY_REQUIRED_MESSAGE));
    expect(validateBirthday(undefined, { now })).toEqual(formFailure(BIRTHDAY_REQUIRED_MESSAGE));
  });

  it('needs a year from the list', () => {
    expect(validateBirthday({ day: 1, month: 1, year: 1946 }, { now })).toEqual(formFailure(BIRTHDAY_INVALID_MESSAGE));
    expect(validateBirthday({ day: 1, month: 1, year: 1947 }, { now }).success).toBe(true);
    expect(validateBirthday({ day: 1, month: 1, year: 2027 }, { now })).toEqual(formFailure(BIRTHDAY_INVALID_MESSAGE));
  });

  it('applies a minimum age when given', () => {
    expect(validateBirthday({ day: 22, month: 11, year: 2008 }, { now, minimumAge: 18 })).toEqual(formFailure(minimumAgeMessage(18)));
    expect(validateBirthday({ day: 21, month: 11, year: 2008 }, { now, minimumAge: 18 }).success).toBe(true);
  });
});
