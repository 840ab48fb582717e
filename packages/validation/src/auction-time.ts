/**
 * Auction end time on the listing form (spec 2 §5, §9): set in 5-minute steps. Reading: the time must
 * also lie after `now` (an auction whose date has passed is closed at once). Times are instants; a
 * 5-minute step means whole minutes divisible by 5 and zero seconds.
 */
import * as v from 'valibot';
import { validateWith } from './form';

export const AUCTION_TIME_STEP_MINUTES = 5;
const STEP_MS = AUCTION_TIME_STEP_MINUTES * 60 * 1000;

export const AUCTION_TIME_REQUIRED_MESSAGE = 'Choose when the auction ends.';
export const AUCTION_TIME_STEP_MESSAGE = `Auction end time must be on a ${AUCTION_TIME_STEP_MINUTES}-minute step.`;
export const AUCTION_TIME_PAST_MESSAGE = 'Auction end time must be in the future.';

export const isOnAuctionTimeStep = (date: Date): boolean => date.getTime() % STEP_MS === 0;

/** The next 5-minute step at or after `date`. */
export const roundUpToAuctionStep = (date: Date): Date => new Date(Math.ceil(date.getTime() / STEP_MS) * STEP_MS);

/*#__NO_SIDE_EFFECTS__*/
export function auctionTimeSchema(now: Date) {
  return v.pipe(
    v.custom<Date>((value) => value instanceof Date && !Number.isNaN(value.getTime()), AUCTION_TIME_REQUIRED_MESSAGE),
    v.check(isOnAuctionTimeStep, AUCTION_TIME_STEP_MESSAGE),
    v.check((date) => date.getTime() > now.getTime(), AUCTION_TIME_PAST_MESSAGE),
  );
}

export function validateAuctionTime(input: unknown, now: Date) {
  return validateWith(auctionTimeSchema(now), input);
}
