import { describe, expect, it } from 'vitest';
import { evaluateTime, isPeriod } from './time';
import type { Timepoint } from './definition';

const at = (iso: string) => Date.parse(iso);
const ctx = (points: Partial<Record<string, number>>, now = at('2026-01-10T12:00:00Z')) => ({
  now,
  timepoint: (p: Timepoint) => points['state' in p ? `${p.kind}:${p.state}` : p.kind],
});

describe('evaluateTime', () => {
  it('adds and subtracts calendar periods in UTC', () => {
    const entered = { 'first-entered-state:pending-payment': at('2026-01-31T10:00:00Z') };
    const plus = (period: string) => evaluateTime({ fn: 'plus', base: { fn: 'timepoint', point: { kind: 'first-entered-state', state: 'pending-payment' } }, periods: [period] }, ctx(entered));
    expect(plus('PT15M')).toBe(at('2026-01-31T10:15:00Z'));
    expect(plus('P14D')).toBe(at('2026-02-14T10:00:00Z'));
    expect(plus('P1M')).toBe(at('2026-02-28T10:00:00Z'));
    const minus = evaluateTime({ fn: 'minus', base: { fn: 'timepoint', point: { kind: 'booking-start' } }, periods: ['P1D', 'PT2H'] }, ctx({ 'booking-start': at('2026-03-02T09:00:00Z') }));
    expect(minus).toBe(at('2026-03-01T07:00:00Z'));
  });

  it('min takes the earliest known time; missing timepoints and past ignore-if-past schedule nothing', () => {
    const points = { 'first-entered-state:preauthorized': at('2026-01-10T00:00:00Z'), 'booking-end': at('2026-01-12T00:00:00Z') };
    const expire = {
      fn: 'min' as const,
      of: [
        { fn: 'plus' as const, base: { fn: 'timepoint' as const, point: { kind: 'first-entered-state' as const, state: 'preauthorized' } }, periods: ['P6D'] },
        { fn: 'timepoint' as const, point: { kind: 'booking-end' as const } },
        { fn: 'timepoint' as const, point: { kind: 'booking-start' as const } },
      ],
    };
    expect(evaluateTime(expire, ctx(points))).toBe(at('2026-01-12T00:00:00Z'));
    expect(evaluateTime({ fn: 'timepoint', point: { kind: 'booking-start' } }, ctx(points))).toBeNull();
    expect(evaluateTime({ fn: 'ignore-if-past', of: { fn: 'timepoint', point: { kind: 'booking-end' } } }, ctx(points, at('2026-01-13T00:00:00Z')))).toBeNull();
    expect(evaluateTime({ fn: 'ignore-if-past', of: { fn: 'timepoint', point: { kind: 'booking-end' } } }, ctx(points))).toBe(at('2026-01-12T00:00:00Z'));
  });

  it('isPeriod accepts ISO 8601 durations only', () => {
    expect(['PT15M', 'P14D', 'P1M', 'PT0S'].every(isPeriod)).toBe(true);
    expect(['15m', '', 'P', '14 days'].some(isPeriod)).toBe(false);
  });
});
