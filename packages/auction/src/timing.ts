/**
 * Time states of an auction (spec 2 §4 Auction, §9). Every function takes `now` as an
 * argument; nothing here reads the clock.
 *
 * Reading chosen: an auction is open while `now` is strictly before the auction date and
 * closed from the auction date on (at the exact end instant the countdown shows 0 and
 * bids are refused).
 */

/** 'Hot' under 3 hours. */
export const HOT_WINDOW_MS = 3 * 60 * 60 * 1000;
/** In the last 3 minutes the listing refreshes every second. */
export const REFRESH_WINDOW_MS = 3 * 60 * 1000;
export const REFRESH_INTERVAL_MS = 1000;
/** Auction time is set in 5-minute steps. */
export const AUCTION_TIME_STEP_MINUTES = 5;
const STEP_MS = AUCTION_TIME_STEP_MINUTES * 60 * 1000;

/** Milliseconds left until the auction date, never negative. */
export function remainingMs(now: Date, end: Date): number {
  return Math.max(0, end.getTime() - now.getTime());
}

/** Open until the auction date, then closed. */
export function isAuctionOpen(now: Date, end: Date): boolean {
  return now.getTime() < end.getTime();
}

export function isAuctionClosed(now: Date, end: Date): boolean {
  return !isAuctionOpen(now, end);
}

/** Shown as 'hot' while open with less than 3 hours left. */
export function isHot(now: Date, end: Date): boolean {
  return isAuctionOpen(now, end) && end.getTime() - now.getTime() < HOT_WINDOW_MS;
}

/**
 * How often the listing page refreshes: every second (1000) in the last 3 minutes, stopping
 * at the end time; null (no fast refresh) before that window and after the end.
 */
export function refreshIntervalMs(now: Date, end: Date): number | null {
  const left = end.getTime() - now.getTime();
  return left > 0 && left <= REFRESH_WINDOW_MS ? REFRESH_INTERVAL_MS : null;
}

/** A closed auction hides the bid form. */
export function showsBidForm(now: Date, end: Date): boolean {
  return isAuctionOpen(now, end);
}

export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** Total milliseconds left (0 once ended). */
  readonly totalMs: number;
  readonly ended: boolean;
}

/** Countdown parts for the countdown box; seconds are floored, so it reaches 0 exactly at the end. */
export function countdownParts(now: Date, end: Date): CountdownParts {
  const totalMs = remainingMs(now, end);
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
    ended: totalMs === 0,
  };
}

/** Whether a chosen auction date sits on a 5-minute step (whole minutes, no seconds). */
export function isOnAuctionTimeStep(date: Date): boolean {
  return date.getTime() % STEP_MS === 0;
}

export type StepRounding = 'up' | 'down' | 'nearest';

/**
 * Rounds a date to the 5-minute grid (UTC epoch based, which matches every timezone whose
 * offset is a whole multiple of 5 minutes, i.e. all current ones).
 */
export function toAuctionTimeStep(date: Date, rounding: StepRounding = 'up'): Date {
  const t = date.getTime();
  const round = rounding === 'up' ? Math.ceil : rounding === 'down' ? Math.floor : Math.round;
  return new Date(round(t / STEP_MS) * STEP_MS);
}

/** The selectable auction times (5-minute steps) from `from` (rounded up) through `to` inclusive. */
export function auctionTimeSteps(from: Date, to: Date): Date[] {
  const steps: Date[] = [];
  for (let t = toAuctionTimeStep(from, 'up').getTime(); t <= to.getTime(); t += STEP_MS) {
    steps.push(new Date(t));
  }
  return steps;
}
