import { describe, expect, it } from 'vitest';
import { ageInYears, hasMinimumAge, minimumAge, minimumAgeMessage, validateMinimumAge } from './age';

const now = new Date('2026-11-21T12:00:00Z');

describe('age', () => {
  it('counts whole years', () => {
    expect(ageInYears({ year: 2000, month: 11, day: 21 }, { year: 2026, month: 11, day: 21 })).toBe(26);
    expect(ageInYears({ year: 2000, month: 11, day: 22 }, { year: 2026, month: 11, day: 21 })).toBe(25);
    expect(ageInYears({ year: 2000, month: 12, day: 1 }, { year: 2026, month: 11, day: 21 })).toBe(25);
    expect(ageInYears({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageInYears({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
  });
  it('needs at least the required number of years on the day', () => {
    expect(hasMinimumAge({ year: 2008, month: 11, day: 21 }, now, 18)).toBe(true);
    expect(hasMinimumAge({ year: 2008, month: 11, day: 22 }, now, 18)).toBe(false);
    expect(hasMinimumAge({ year: 2008, month: 11, day: 22 }, now, 13)).toBe(true);
  });
  it('returns the message when too young', () => {
    expect(minimumAge(18, now)({ year: 2010, month: 1, day: 1 })).toBe(minimumAgeMessage(18));
    expect(minimumAge(18, now, 'Too young')({ year: 2010, month: 1, day: 1 })).toBe('Too young');
    expect(minimumAge(18, now)({ year: 1990, month: 1, day: 1 })).toBeUndefined();
    expect(validateMinimumAge({ year: 2010, month: 1, day: 1 }, 18, now)).toEqual({
      success: false,
      issues: { _form: 'You must be at least 18 years old.' },
    });
  });
});
