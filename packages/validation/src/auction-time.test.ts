import { describe, expect, it } from 'vitest';
import {
  AUCTION_TIME_PAST_MESSAGE,
  AUCTION_TIME_REQUIRED_MESSAGE,
  AUCTION_TIME_STEP_MESSAGE,
  isOnAuctionTimeStep,
  roundUpToAuctionStep,
  validateAuctionTime,
} from './auction-time';
import { formFailure } from './testing/form-failure';

const now = new Date('2026-11-21T09:02:00Z');

describe('auction time', () => {
  it.each([
    ['2026-11-22T10:05:00Z', true],
    ['2026-11-22T10:07:00Z', false],
    ['2026-11-22T10:05:30Z', false],
  ])('is set in 5-minute steps: %s is on a step: %s', (at, onStep) => {
    expect(isOnAuctionTimeStep(new Date(at))).toBe(onStep);
  });
  it('rejects a time off the step and rounds up to the next step', () => {
    expect(validateAuctionTime(new Date('2026-11-22T10:07:00Z'), now)).toEqual(formFailure(AUCTION_TIME_STEP_MESSAGE));
    expect(roundUpToAuctionStep(new Date('2026-11-22T10:06:01Z')).toISOString()).toBe('2026-11-22T10:10:00.000Z');
    expect(roundUpToAuctionStep(new Date('2026-11-22T10:05:00Z')).toISOString()).toBe('2026-11-22T10:05:00.000Z');
  });
  it('lies in the future', () => {
    expect(validateAuctionTime(new Date('2026-11-21T09:00:00Z'), now)).toEqual(formFailure(AUCTION_TIME_PAST_MESSAGE));
    const later = new Date('2026-11-21T09:05:00Z');
    expect(validateAuctionTime(later, now)).toEqual({ success: true, output: later });
  });
  it('is required', () => {
    expect(validateAuctionTime(undefined, now)).toEqual(formFailure(AUCTION_TIME_REQUIRED_MESSAGE));
    expect(validateAuctionTime(new Date('x'), now)).toEqual(formFailure(AUCTION_TIME_REQUIRED_MESSAGE));
  });
});
