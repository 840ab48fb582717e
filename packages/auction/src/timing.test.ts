import { describe, expect, it } from 'vitest';
import {
  auctionTimeSteps,
  countdownParts,
  isAuctionClosed,
  isAuctionOpen,
  isHot,
  isOnAuctionTimeStep,
  refreshIntervalMs,
  remainingMs,
  showsBidForm,
  toAuctionTimeStep,
} from './timing';

const end = new Date('2026-03-01T18:00:00.000Z');
const before = (ms: number) => new Date(end.getTime() - ms);
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;

describe('open and closed', () => {
  it('is open until the auction date, then closed', () => {
    expect(isAuctionOpen(before(1), end)).toBe(true);
    expect(isAuctionOpen(end, end)).toBe(false);
    expect(isAuctionOpen(before(-1), end)).toBe(false);
    expect(isAuctionClosed(end, end)).toBe(true);
    expect(isAuctionClosed(before(HOUR), end)).toBe(false);
  });

  it('hides the bid form once closed', () => {
    expect(showsBidForm(before(SEC), end)).toBe(true);
    expect(showsBidForm(before(-SEC), end)).toBe(false);
  });

  it('remainingMs never goes negative', () => {
    expect(remainingMs(before(5 * SEC), end)).toBe(5 * SEC);
    expect(remainingMs(before(-5 * SEC), end)).toBe(0);
  });
});

describe('hot', () => {
  it('is hot under 3 hours left and not at exactly 3 hours', () => {
    expect(isHot(before(3 * HOUR), end)).toBe(false);
    expect(isHot(before(3 * HOUR - 1), end)).toBe(true);
    expect(isHot(before(MIN), end)).toBe(true);
  });

  it('is not hot once closed', () => {
    expect(isHot(end, end)).toBe(false);
    expect(isHot(before(-MIN), end)).toBe(false);
  });
});

describe('refresh interval', () => {
  it('refreshes every second in the last 3 minutes', () => {
    expect(refreshIntervalMs(before(3 * MIN), end)).toBe(1000);
    expect(refreshIntervalMs(before(SEC), end)).toBe(1000);
    expect(refreshIntervalMs(before(1), end)).toBe(1000);
  });

  it('does not fast-refresh before the window or after the end time', () => {
    expect(refreshIntervalMs(before(3 * MIN + 1), end)).toBeNull();
    expect(refreshIntervalMs(end, end)).toBeNull();
    expect(refreshIntervalMs(before(-SEC), end)).toBeNull();
  });
});

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const parts = countdownParts(before(2 * 86_400_000 + 3 * HOUR + 4 * MIN + 5 * SEC + 999), end);
    expect(parts).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      totalMs: 2 * 86_400_000 + 3 * HOUR + 4 * MIN + 5 * SEC + 999,
      ended: false,
    });
  });

  it('reaches zero at the end and stays there', () => {
    expect(countdownParts(end, end)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0, ended: true });
    expect(countdownParts(before(-HOUR), end).ended).toBe(true);
  });
});

describe('5-minute auction time steps', () => {
  it('recognises times on the grid', () => {
    expect(isOnAuctionTimeStep(new Date('2026-03-01T18:05:00.000Z'))).toBe(true);
    expect(isOnAuctionTimeStep(new Date('2026-03-01T18:07:00.000Z'))).toBe(false);
    expect(isOnAuctionTimeStep(new Date('2026-03-01T18:05:01.000Z'))).toBe(false);
  });

  it('rounds up, down or to the nearest step', () => {
    const t = new Date('2026-03-01T18:07:00.000Z');
    expect(toAuctionTimeStep(t).toISOString()).toBe('2026-03-01T18:10:00.000Z');
    expect(toAuctionTimeStep(t, 'down').toISOString()).toBe('2026-03-01T18:05:00.000Z');
    expect(toAuctionTimeStep(t, 'nearest').toISOString()).toBe('2026-03-01T18:05:00.000Z');
    expect(toAuctionTimeStep(new Date('2026-03-01T18:10:00.000Z')).toISOString()).toBe('2026-03-01T18:10:00.000Z');
  });

  it('lists the selectable steps in a range', () => {
    const steps = auctionTimeSteps(new Date('2026-03-01T18:01:00.000Z'), new Date('2026-03-01T18:15:00.000Z'));
    expect(steps.map((d) => d.toISOString().slice(11, 16))).toEqual(['18:05', '18:10', '18:15']);
  });
});
