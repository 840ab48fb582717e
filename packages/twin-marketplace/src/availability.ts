/**
 * Listing availability as the hosted API computes it: the listing's availability plan (day-based in
 * UTC days, or time-based in the plan's time zone; a listing without a plan has 1 seat every day),
 * overridden by availability exceptions, less the seats of its pending and accepted bookings.
 * `freeSlots` gives the bookable time slots of a range, adjacent equal-seat slots merged.
 */
import { DateTime } from 'luxon';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Day = (typeof DAYS)[number];

export interface PlanEntry { dayOfWeek: Day; seats: number; startTime?: string; endTime?: string }
export interface AvailabilityPlan { type: 'availability-plan/day' | 'availability-plan/time'; timezone?: string; entries: PlanEntry[] }
export interface Interval { start: number; end: number; seats: number }

/** Sharetribe's default plan: every day bookable, one seat. */
export const DEFAULT_PLAN: AvailabilityPlan = { type: 'availability-plan/day', entries: DAYS.map((dayOfWeek) => ({ dayOfWeek, seats: 1 })) };

const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** Checks a plan from a request body; a description of the problem, or null when it is valid. */
export function planProblem(v: unknown): string | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return 'availabilityPlan must be a map';
  const p = v as Record<string, unknown>;
  if (p['type'] !== 'availability-plan/day' && p['type'] !== 'availability-plan/time') return 'type must be availability-plan/day or availability-plan/time';
  if (p['type'] === 'availability-plan/time' && (typeof p['timezone'] !== 'string' || !DateTime.local().setZone(p['timezone']).isValid)) return 'a time plan needs a valid IANA timezone';
  if (!Array.isArray(p['entries'])) return 'entries must be an array';
  for (const e of p['entries'] as unknown[]) {
    const entry = e as Record<string, unknown>;
    if (!DAYS.includes(entry['dayOfWeek'] as Day)) return 'dayOfWeek must be mon..sun';
    if (!Number.isInteger(entry['seats']) || (entry['seats'] as number) < 0) return 'seats must be a non-negative integer';
    if (p['type'] === 'availability-plan/time' && (!TIME.test(String(entry['startTime'])) || !TIME.test(String(entry['endTime'])))) return 'time entries need startTime and endTime as HH:MM';
  }
  return null;
}

function minutes(hhmm: string): number {
  const m = TIME.exec(hhmm)!;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The plan's bookable intervals overlapping [from, to). */
export function planIntervals(plan: AvailabilityPlan, from: number, to: number): Interval[] {
  const zone = plan.type === 'availability-plan/time' ? plan.timezone ?? 'Etc/UTC' : 'Etc/UTC';
  const out: Interval[] = [];
  let day = DateTime.fromMillis(from, { zone }).startOf('day').minus({ days: 1 });
  while (day.toMillis() < to) {
    const name = DAYS[day.weekday - 1]!;
    for (const e of plan.entries.filter((x) => x.dayOfWeek === name && x.seats > 0)) {
      const start = plan.type === 'availability-plan/time' ? day.plus({ minutes: minutes(e.startTime ?? '00:00') }) : day;
      const endMinutes = e.endTime === undefined || e.endTime === '00:00' ? 24 * 60 : minutes(e.endTime);
      const end = plan.type === 'availability-plan/time' ? day.plus({ minutes: endMinutes }) : day.plus({ days: 1 });
      if (end.toMillis() > from && start.toMillis() < to) out.push({ start: start.toMillis(), end: end.toMillis(), seats: e.seats });
    }
    day = day.plus({ days: 1 });
  }
  return out;
}

const covers = (i: { start: number; end: number }, a: number, b: number) => i.start <= a && i.end >= b;

/** Free seats over [from, to): plan intervals, exceptions overriding them, bookings taking seats. */
export function freeSlots(plan: AvailabilityPlan, exceptions: readonly Interval[], bookings: readonly Interval[], from: number, to: number): Interval[] {
  const base = planIntervals(plan, from, to);
  const points = new Set<number>([from, to]);
  for (const i of [...base, ...exceptions, ...bookings]) {
    if (i.start > from && i.start < to) points.add(i.start);
    if (i.end > from && i.end < to) points.add(i.end);
  }
  const sorted = [...points].sort((x, y) => x - y);
  const out: Interval[] = [];
  for (let k = 0; k + 1 < sorted.length; k += 1) {
    const a = sorted[k]!;
    const b = sorted[k + 1]!;
    const exception = exceptions.find((e) => covers(e, a, b));
    const planned = exception ? exception.seats : Math.max(0, ...base.filter((i) => covers(i, a, b)).map((i) => i.seats));
    const seats = planned - bookings.filter((i) => covers(i, a, b)).reduce((n, i) => n + i.seats, 0);
    const last = out[out.length - 1];
    if (seats <= 0) continue;
    if (last && last.end === a && last.seats === seats) last.end = b;
    else out.push({ start: a, end: b, seats });
  }
  return out;
}

/** Whether [start, end) is free for `seats` seats. */
export function isAvailable(slots: readonly Interval[], start: number, end: number, seats: number): boolean {
  let t = start;
  for (const s of slots) {
    if (s.end <= t) continue;
    if (s.start > t || s.seats < seats) return false;
    t = s.end;
    if (t >= end) return true;
  }
  return t >= end;
}
