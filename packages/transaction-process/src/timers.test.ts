import { describe, expect, it } from 'vitest';
import { applyTransition } from './engine';
import { findTransition, finalStates, transitions, type State } from './process';
import { DAY_MS, dueTimers, eventTransitions, MINUTE_MS, timerDelays, timers } from './timers';

/** Lets the clock run: fire the earliest timer until none is left; returns [transition, state, at] steps. */
function runTimers(state: State, at: number, maxSteps = 20): Array<[string, State, number]> {
  const steps: Array<[string, State, number]> = [];
  let current = state;
  let now = at;
  for (let i = 0; i < maxSteps; i += 1) {
    const next = dueTimers(current, now)[0];
    if (next === undefined) break;
    const result = applyTransition(current, next.transition, 'system');
    if (!result.ok) throw new Error(`timer ${next.transition} rejected from ${current}`);
    current = result.value;
    now = next.dueAt;
    steps.push([next.transition, current, now]);
  }
  return steps;
}

const payoutAt = (steps: Array<[string, State, number]>): number | undefined =>
  steps.find(([name, , ]) => findTransition('received', name)?.actions.includes('stripe-create-payout'))?.[2];

describe('timer data', () => {
  it('names system transitions that leave the timer state', () => {
    for (const t of timers) {
      const def = findTransition(t.from, t.transition);
      expect(def?.actors).toContain('system');
    }
  });

  it('covers every system transition exactly once, as a timer or as an event', () => {
    const system = transitions.filter((t) => t.actors.includes('system')).map((t) => `${t.from}/${t.name}`).sort();
    const covered = [...timers, ...eventTransitions].map((t) => `${t.from}/${t.transition}`).sort();
    expect(covered).toEqual(system);
  });

  it('has at most one timer per state and none out of a final state', () => {
    const froms = timers.map((t) => t.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const f of finalStates) expect(froms).not.toContain(f);
  });

  it('uses the spec constants: 15 minutes, 5 days reserve grace, 3 days dispute window, 10 days after shipped', () => {
    const delay = (name: string): number | undefined => timers.find((t) => t.transition === name)?.delayMs;
    expect(delay('expire-payment')).toBe(15 * MINUTE_MS);
    expect(delay('expire-reserve-pending')).toBe(5 * DAY_MS);
    expect(delay('auto-mark-received-from-dispute-phase')).toBe(3 * DAY_MS);
    expect(delay('auto-mark-received')).toBe(10 * DAY_MS);
  });

  it('uses the chosen values for the rest', () => {
    expect(timerDelays.autoCancelNotShipped).toBe(7 * DAY_MS);
    expect(timerDelays.autoCancelDispute).toBe(14 * DAY_MS);
    expect(timerDelays.reviewPeriod).toBe(7 * DAY_MS);
    expect(timerDelays.autoComplete).toBe(0);
    expect(timerDelays.offerAutoPayment).toBe(0);
  });
});

describe('dueTimers', () => {
  const t0 = Date.UTC(2026, 0, 10, 12, 0, 0);

  it('schedules the timers of a state from its entry time', () => {
    expect(dueTimers('pending-payment', t0)).toEqual([
      { transition: 'expire-payment', from: 'pending-payment', delayMs: 15 * MINUTE_MS, dueAt: t0 + 15 * MINUTE_MS },
    ]);
    expect(dueTimers('pending-payment', new Date(t0))[0]?.dueAt).toBe(t0 + 15 * MINUTE_MS);
  });

  it('returns only timers already due when given now', () => {
    expect(dueTimers('pending-payment', t0, t0 + 15 * MINUTE_MS - 1)).toEqual([]);
    expect(dueTimers('pending-payment', t0, t0 + 15 * MINUTE_MS).map((t) => t.transition)).toEqual(['expire-payment']);
    expect(dueTimers('pending-payment', t0, new Date(t0 + DAY_MS))).toHaveLength(1);
  });

  it('has nothing to schedule in states without timers', () => {
    expect(dueTimers('enquiry', t0)).toEqual([]);
    expect(dueTimers('negotiation', t0)).toEqual([]);
    expect(dueTimers('canceled', t0)).toEqual([]);
  });
});

describe('timers against the spec 3 §9 constants', () => {
  const t0 = Date.UTC(2026, 2, 1);

  it('expires an unconfirmed payment after 15 minutes', () => {
    expect(runTimers('pending-payment', t0)).toEqual([['expire-payment', 'payment-expired', t0 + 15 * MINUTE_MS]]);
  });

  it('ends an auction below reserve when the seller does not accept within 5 days', () => {
    expect(runTimers('pending-reserve-confirm', t0)).toEqual([['expire-reserve-pending', 'auction-expired', t0 + 5 * DAY_MS]]);
  });

  it('pays the seller 10 days after shipped when the buyer does nothing', () => {
    const steps = runTimers('delivered', t0);
    expect(steps.slice(0, 2).map(([name]) => name)).toEqual(['auto-mark-received', 'auto-complete']);
    expect(payoutAt(steps)).toBe(t0 + 10 * DAY_MS);
  });

  it('pays the seller within 4 days after the buyer marks it received (after the 3-day dispute window)', () => {
    const received = applyTransition('delivered', 'mark-received', 'customer');
    expect(received).toEqual({ ok: true, value: 'received-dispute-phase' });
    const steps = runTimers('received-dispute-phase', t0);
    const paid = payoutAt(steps);
    expect(paid).toBe(t0 + 3 * DAY_MS);
    expect((paid ?? Infinity) - t0).toBeLessThanOrEqual(4 * DAY_MS);
  });

  it('keeps the dispute open for 3 days after receipt, then closes it', () => {
    expect(dueTimers('received-dispute-phase', t0, t0 + 3 * DAY_MS - 1)).toEqual([]);
    expect(dueTimers('received-dispute-phase', t0, t0 + 3 * DAY_MS)[0]?.transition).toBe('auto-mark-received-from-dispute-phase');
  });

  it('ends every timer chain in a final state', () => {
    for (const t of timers) {
      const steps = runTimers(t.from, t0);
      const last = steps[steps.length - 1];
      expect([t.from, last !== undefined && finalStates.includes(last[1])]).toEqual([t.from, true]);
    }
  });
});
