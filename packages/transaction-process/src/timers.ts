/**
 * Automatic (system) transitions that fire after a delay from entering their from-state
 * (Sharetribe: `:at {:fn/plus [{:fn/timepoint [:time/first-entered-state :state/x]} {:fn/period ...}]}`).
 * Pure data plus `dueTimers`; the engine that runs the process keeps its own persistent schedule.
 */
import type { State } from './process';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The delays: spec 3 §9 constants and the values this package chose (see README). */
export const timerDelays = Object.freeze({
  /** Spec 3 §9: payment confirmation window 15 minutes. */
  paymentConfirmation: 15 * MINUTE_MS,
  /** Spec 3 §4/§9: the seller has 5 days to accept the highest bid below the reserve. */
  reserveGrace: 5 * DAY_MS,
  /** Spec 3 §5/§9: dispute within 3 days of receipt. */
  disputeWindow: 3 * DAY_MS,
  /** Spec 3 §9: seller paid 10 days after shipped (when the buyer does not mark it received). */
  autoMarkReceived: 10 * DAY_MS,
  /** Chosen: received -> completed (payout) at once, like Sharetribe's auto-complete. */
  autoComplete: 0,
  /** Chosen: an accepted offer is charged to the saved card at once; if that fails the buyer pays manually. */
  offerAutoPayment: 0,
  /** Chosen: a purchase not marked shipped within 7 days is canceled and refunded. */
  autoCancelNotShipped: 7 * DAY_MS,
  /** Chosen: a dispute the operator has not resolved within 14 days is canceled and refunded. */
  autoCancelDispute: 14 * DAY_MS,
  /** Chosen: each side has 7 days to review, counted from entering the review state. */
  reviewPeriod: 7 * DAY_MS,
});

export interface TimerDef {
  readonly transition: string;
  readonly from: State;
  /** Delay after (first) entering `from`. */
  readonly delayMs: number;
}

const timer = (transition: string, from: State, delayMs: number): TimerDef => Object.freeze({ transition, from, delayMs });

export const timers: readonly TimerDef[] = Object.freeze([
  timer('expire-payment', 'pending-payment', timerDelays.paymentConfirmation),
  timer('expire-reserve-pending', 'pending-reserve-confirm', timerDelays.reserveGrace),
  timer('auto-payment', 'pending-confirm-offer', timerDelays.offerAutoPayment),
  timer('auto-cancel', 'purchased', timerDelays.autoCancelNotShipped),
  timer('auto-mark-received', 'delivered', timerDelays.autoMarkReceived),
  timer('auto-mark-received-from-dispute-phase', 'received-dispute-phase', timerDelays.disputeWindow),
  timer('auto-cancel-from-disputed', 'disputed', timerDelays.autoCancelDispute),
  timer('auto-complete', 'received', timerDelays.autoComplete),
  timer('expire-review-period', 'completed', timerDelays.reviewPeriod),
  timer('expire-provider-review-period', 'reviewed-by-customer', timerDelays.reviewPeriod),
  timer('expire-customer-review-period', 'reviewed-by-provider', timerDelays.reviewPeriod),
]);

/**
 * System transitions that are not timers: the engine takes them on an event. `auto-payment` from
 * pending-payment fires when the payment intent succeeds without the browser confirming (payment
 * provider webhook, e.g. the asynchronous instalment option).
 */
export const eventTransitions: readonly { readonly transition: string; readonly from: State }[] = Object.freeze([
  Object.freeze({ transition: 'auto-payment', from: 'pending-payment' as State }),
]);

export interface ScheduledTimer extends TimerDef {
  /** Epoch milliseconds when the transition is due. */
  readonly dueAt: number;
}

/**
 * The timers of `state`, entered at `enteredAt` (epoch ms or Date), earliest first. With `now`,
 * only those already due (`dueAt <= now`).
 */
export function dueTimers(state: State, enteredAt: number | Date, now?: number | Date): readonly ScheduledTimer[] {
  const entered = typeof enteredAt === 'number' ? enteredAt : enteredAt.getTime();
  const limit = now === undefined ? Number.POSITIVE_INFINITY : typeof now === 'number' ? now : now.getTime();
  return timers
    .filter((t) => t.from === state)
    .map((t) => ({ ...t, dueAt: entered + t.delayMs }))
    .filter((t) => t.dueAt <= limit)
    .sort((a, b) => a.dueAt - b.dueAt);
}
