import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN, freeSlots, isAvailable, planProblem, type AvailabilityPlan } from './availability';

const at = (iso: string) => Date.parse(iso);
const weekdays: AvailabilityPlan = {
  type: 'availability-plan/time', timezone: 'Europe/Helsinki',
  entries: ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => ({ dayOfWeek: d as 'mon', startTime: '09:00', endTime: '17:00', seats: 2 })),
};

describe('availability', () => {
  it('a time plan gives slots in its time zone (Helsinki is UTC+2 in January); weekends are closed', () => {
    const slots = freeSlots(weekdays, [], [], at('2026-01-09T00:00:00Z'), at('2026-01-13T00:00:00Z'));
    expect(slots).toEqual([
      { start: at('2026-01-09T07:00:00Z'), end: at('2026-01-09T15:00:00Z'), seats: 2 },
      { start: at('2026-01-12T07:00:00Z'), end: at('2026-01-12T15:00:00Z'), seats: 2 },
    ]);
  });

  it('exceptions override the plan and bookings take seats', () => {
    const slots = freeSlots(weekdays,
      [{ start: at('2026-01-12T10:00:00Z'), end: at('2026-01-12T12:00:00Z'), seats: 0 }],
      [{ start: at('2026-01-12T07:00:00Z'), end: at('2026-01-12T08:00:00Z'), seats: 1 }],
      at('2026-01-12T00:00:00Z'), at('2026-01-13T00:00:00Z'));
    expect(slots).toEqual([
      { start: at('2026-01-12T07:00:00Z'), end: at('2026-01-12T08:00:00Z'), seats: 1 },
      { start: at('2026-01-12T08:00:00Z'), end: at('2026-01-12T10:00:00Z'), seats: 2 },
      { start: at('2026-01-12T12:00:00Z'), end: at('2026-01-12T15:00:00Z'), seats: 2 },
    ]);
    expect(isAvailable(slots, at('2026-01-12T07:00:00Z'), at('2026-01-12T09:00:00Z'), 1)).toBe(true);
    expect(isAvailable(slots, at('2026-01-12T07:00:00Z'), at('2026-01-12T09:00:00Z'), 2)).toBe(false);
    expect(isAvailable(slots, at('2026-01-12T09:00:00Z'), at('2026-01-12T13:00:00Z'), 1)).toBe(false);
  });

  it('without a plan every UTC day has one seat, merged into one slot', () => {
    expect(freeSlots(DEFAULT_PLAN, [], [], at('2026-01-10T00:00:00Z'), at('2026-01-13T00:00:00Z'))).toEqual([
      { start: at('2026-01-10T00:00:00Z'), end: at('2026-01-13T00:00:00Z'), seats: 1 },
    ]);
  });

  it('checks plans from request bodies', () => {
    expect(planProblem(weekdays)).toBeNull();
    expect(planProblem({ type: 'availability-plan/time', timezone: 'Mars/Base', entries: [] })).toMatch(/timezone/);
    expect(planProblem({ type: 'availability-plan/day', entries: [{ dayOfWeek: 'funday', seats: 1 }] })).toMatch(/dayOfWeek/);
  });
});
