import { describe, expect, it } from 'vitest';
import { isBookableRange, isSelectableDate, minimumStay, rangeSpansBlockedDays } from './booking-dates';

const today = new Date('2026-11-21T15:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('booking dates', () => {
  it('selects from today to 90 days ahead', () => {
    expect(isSelectableDate(day('2026-11-21'), today)).toBe(true);
    expect(isSelectableDate(day('2026-11-20'), today)).toBe(false);
    expect(isSelectableDate(day('2027-02-18'), today)).toBe(true); // today + 89
    expect(isSelectableDate(day('2027-02-19'), today)).toBe(false); // today + 90
    expect(isSelectableDate(day('2026-11-25'), today, 3)).toBe(false);
  });
  it('needs 1 night for nightly bookings, 0 otherwise', () => {
    expect(minimumStay('night')).toBe(1);
    expect(minimumStay('day')).toBe(0);
    expect(isBookableRange(day('2026-11-22'), day('2026-11-22'), { today, unit: 'night' })).toBe(false);
    expect(isBookableRange(day('2026-11-22'), day('2026-11-23'), { today, unit: 'night' })).toBe(true);
    expect(isBookableRange(day('2026-11-22'), day('2026-11-22'), { today, unit: 'day' })).toBe(true);
  });
  it('cannot span blocked days', () => {
    const blocked = new Set(['2026-11-24']);
    expect(rangeSpansBlockedDays(day('2026-11-22'), day('2026-11-26'), blocked)).toBe(true);
    expect(rangeSpansBlockedDays(day('2026-11-22'), day('2026-11-24'), blocked)).toBe(false);
    expect(rangeSpansBlockedDays(day('2026-11-22'), day('2026-11-24'), blocked, 'day')).toBe(true);
    expect(isBookableRange(day('2026-11-22'), day('2026-11-26'), { today, unit: 'night', blockedDays: blocked })).toBe(false);
  });
});
