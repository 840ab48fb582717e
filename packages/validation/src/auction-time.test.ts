import { describe, expect, it } from 'vitest';
import {
  AUCTION_TIME_PAST_MESSAGE,
  AUCTION_TIME_REQUIRED_MESSAGE,
  AUCTION_TIME_STEP_MESSAGE,
  isOnAuctionTimeStep,
  roundUpToAuctionStep,
  validateAuctionTime,
} from './auction-time';

const now = new Date('2026-11-21T09:02:00Z');
const fail = (message: string) => ({ success: false, issues: { _form: message } });

describe('auction time', () => {
  it('is set in 5-minute steps', () => {
    expect(isOnAuctionTimeStep(new Date('2026-11-22T10:05:00Z'))).toBe(true);
    expect(isOnAuctionTimeStep(new Date('2026-11-22T10:07:00Z'))).toBe(false);
    expect(isOnAuctionTimeStep(new Date('2026-11-22T10:05:30Z'))).toBe(false);
    expect(validateAuctionTime(new Date('2026-11-22T10:07:00Z'), now)).toEqual(fail(AUCTION_TIME_STEP_MESSAGE));
    expect(roundUpToAuctionStep(new Date('2026-11-22T10:06:01Z')).toISOString()).toBe('2026-11-22T10:10:00.000Z');
    expect(roundUpToAuctionStep(new Date('2026-11-22T10:05:00Z')).toISOString()).toBe('2026-11-22T10:05:00.000Z');
  });
  it('lies in the future', () => {
    expect(validateAuctionTime(new Date('2026-11-21T09:00:00Z'), now)).toEqual(fail(AUCTION_TIME_PAST_MESSAGE));
    const later = new Date('2026-11-21T09:05:00Z');
    expect(validateAuctionTime(later, now)).toEqual({ success: true, output: later });
  });
  it('is required', () => {
    expect(validateAuctionTime(undefined, now)).toEqual(fail(AUCTION_TIME_REQUIRED_MESSAGE));
    expect(validateAuctionTime(new Date('x'), now)).toEqual(fail(AUCTION_TIME_REQUIRED_MESSAGE));
  });
});
