import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatUtcDate, type UtcDateForm } from './display-format';

const intlForms: Record<UtcDateForm, Intl.DateTimeFormatOptions> = {
  day: { month: 'short', day: 'numeric', year: 'numeric' },
  longDay: { year: 'numeric', month: 'long', day: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
  dayTime: { dateStyle: 'medium', timeStyle: 'short' },
  dayTimeZone: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  weekdayTime: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  monthDayTimeZone: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
};

// Intl writes a narrow no-break space before AM/PM in some ICU versions; the site writes a space.
const intl = (form: UtcDateForm, date: Date) => new Intl.DateTimeFormat('en-US', { ...intlForms[form], timeZone: 'UTC' }).format(date).replace(/\u202f/g, ' ');

describe('formatUtcDate', () => {
  it('writes each form as Intl.DateTimeFormat en-US in UTC does (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }), fc.constantFrom(...(Object.keys(intlForms) as UtcDateForm[])), (date, form) => {
        expect(formatUtcDate(date, form)).toBe(intl(form, date));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads ISO strings and epoch milliseconds, in UTC whatever the clock zone', () => {
    expect(formatUtcDate('2026-11-05T18:07:00Z', 'dayTime')).toBe('Nov 5, 2026, 6:07 PM');
    expect(formatUtcDate(Date.UTC(2026, 0, 25, 0, 30), 'weekdayTime')).toBe('Sun, Jan 25, 12:30 AM');
    expect(formatUtcDate('2026-12-31T12:00:00Z', 'time')).toBe('12:00 PM');
    expect(formatUtcDate('not a date', 'day')).toBe('Invalid Date');
  });
});

describe('formatCount', () => {
  it('groups thousands as toLocaleString en-US does (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
