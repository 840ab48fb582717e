/**
 * Evaluating time expressions (`:at` of delayed transitions and notifications) with calendar-aware
 * ISO 8601 periods in UTC (luxon). A timepoint the transaction does not have yet (e.g. a booking
 * end without a booking) and `:fn/ignore-if-past` over a past time give `null`: nothing is scheduled.
 */
import { DateTime, Duration } from 'luxon';
import type { TimeExpression, Timepoint } from './definition';

/** At least one component: luxon alone also takes a bare `P` (zero). */
const NON_EMPTY_PERIOD = /^P(?=\d|T\d)/;

/** Whether `period` is an ISO 8601 duration with at least one component (`PT15M`, `P14D`, `P1M`). */
export function isPeriod(period: string): boolean {
  return NON_EMPTY_PERIOD.test(period) && Duration.fromISO(period).isValid;
}

export interface TimeContext {
  /** Epoch ms of a timepoint, or undefined when the transaction has none. */
  timepoint(point: Timepoint): number | undefined;
  now: number;
}

function shift(at: number, periods: readonly string[], sign: 1 | -1): number {
  let t = DateTime.fromMillis(at, { zone: 'utc' });
  for (const p of periods) t = sign === 1 ? t.plus(Duration.fromISO(p)) : t.minus(Duration.fromISO(p));
  return t.toMillis();
}

/** Epoch ms when the expression is due, or null when it schedules nothing. */
export function evaluateTime(expr: TimeExpression, ctx: TimeContext): number | null {
  switch (expr.fn) {
    case 'timepoint':
      return ctx.timepoint(expr.point) ?? null;
    case 'plus':
    case 'minus': {
      const base = evaluateTime(expr.base, ctx);
      return base === null ? null : shift(base, expr.periods, expr.fn === 'plus' ? 1 : -1);
    }
    case 'min': {
      const times = expr.of.map((e) => evaluateTime(e, ctx)).filter((t): t is number => t !== null);
      return times.length === 0 ? null : Math.min(...times);
    }
    case 'ignore-if-past': {
      const t = evaluateTime(expr.of, ctx);
      return t === null || t < ctx.now ? null : t;
    }
  }
}
